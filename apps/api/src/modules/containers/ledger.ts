/**
 * The containers' ledger's one writer (ADR 0049): the shop's events (a delivery, empties taken back or
 * refused at the door) and the back-office's movements record here, in the transaction of the event
 * itself, so the units and the money move together or not at all. The balances follow by trigger
 * (migration 0064); a source recorded twice is recorded once (its unique key).
 */
import {
  collectionMoves,
  deliveryMoves,
  refusalMoves,
  type ContainerMove,
  type EmptiesCount,
} from '@consigne/domain';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';

export interface ContainerSource {
  warehouseId: number;
  /** What caused the movements: unique per container type. */
  sourceKey: string;
  at: Date;
  recordedBy?: number | null;
  note?: string | null;
}

/** Records the moves of one source; true when they were new (false: the source was already recorded). */
export async function recordContainerMoves(
  tx: Db | Tx,
  source: ContainerSource,
  moves: readonly ContainerMove[],
): Promise<boolean> {
  if (!moves.length) return false;
  const rows = await tx
    .insert(t.containerMovements)
    .values(
      moves.map((m) => ({
        warehouseId: source.warehouseId,
        containerType: m.type,
        fromState: m.from,
        toState: m.to,
        quantity: m.quantity,
        reason: m.reason,
        sourceKey: source.sourceKey,
        note: source.note ?? null,
        recordedBy: source.recordedBy ?? null,
        at: source.at,
      })),
    )
    .onConflictDoNothing({ target: [t.containerMovements.sourceKey, t.containerMovements.containerType] })
    .returning({ id: t.containerMovements.id });
  return rows.length > 0;
}

interface EventAt {
  warehouseId: number;
  at: Date;
  recordedBy?: number | null;
}

/** An order delivered: its crates and bottles (after the door's refusals) go out to the customer's. */
export const containersDelivered = (tx: Tx, event: EventAt & { orderId: number; delivered: EmptiesCount }) =>
  recordContainerMoves(
    tx,
    { ...event, sourceKey: `delivery:order:${event.orderId}` },
    deliveryMoves(event.delivered),
  );

/**
 * Empties handed back at a door (with a delivery or a pickup without an order): the credited ones come
 * home, the broken ones refused there leave the customer's, broken; another brand's move nothing of ours.
 * `movementId`: the pending-deposit row of the collection or of the refusal (each is one source).
 */
export async function containersCollected(
  tx: Tx,
  event: EventAt & {
    collection: { movementId: number; accepted: EmptiesCount } | null;
    refusal: { movementId: number; kept: EmptiesCount } | null;
  },
) {
  if (event.collection)
    await recordContainerMoves(
      tx,
      { ...event, sourceKey: `collection:${event.collection.movementId}` },
      collectionMoves(event.collection.accepted),
    );
  if (event.refusal)
    await recordContainerMoves(
      tx,
      { ...event, sourceKey: `refusal:${event.refusal.movementId}` },
      refusalMoves(event.refusal.kept),
    );
}
