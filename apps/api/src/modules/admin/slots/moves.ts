/**
 * Staff moving orders to another slot of their warehouse: one order from its page, or every order of
 * slots being closed. The rule is the domain's (slotMoveRefusal); the places are counted under the
 * slots' row locks, as the shopper's own slot change counts them (lockSlotPlaces), so concurrent moves
 * and checkouts never book more places than a slot has. The orders keep their lines, so their stock
 * stays reserved: only the places move.
 *
 * Lock order, as every path that changes an order: the orders' rows first (the caller's), then every
 * slot involved, in id order (two moves crosswise never deadlock), then the target's places counted.
 */
import { formatSlotLabel, slotFreePlaces, slotMoveRefusal, type SlotMoveRefusal } from '@consigne/domain';
import { and, asc, eq, gt, inArray, isNull, notInArray } from 'drizzle-orm';
import type { Actor } from '../../../lib/actor.js';
import type { Db, Tx } from '../../../db/client.js';
import * as t from '../../../db/schema/index.js';
import { ApiError } from '../../../lib/errors.js';
import { lockSlotPlaces, placesTaken } from '../../slots/index.js';
import { releaseSlotPlace, takeSlotPlace } from '../../orders/index.js';
import { assertWarehouse, audit, type Staff } from '../shared/index.js';
import { notifySlotMoved } from './mail.js';

type OrderRow = typeof t.orders.$inferSelect;
type SlotRow = typeof t.slots.$inferSelect;

/** How far ahead the move control lists slots: the slots generated for the coming weeks. */
const MOVE_TARGETS_LIMIT = 120;

/**
 * GET /admin/slots/move-targets: the warehouse's coming open slots with their free places, less the
 * excluded ones (the slots being closed, or the order's own). Full ones are listed (with 0 free) so
 * staff see why they cannot be chosen.
 */
export async function slotMoveTargets(
  db: Db,
  staff: Staff,
  { warehouseId, exclude = [] }: { warehouseId: number; exclude?: number[] },
  now = new Date(),
) {
  assertWarehouse(staff, warehouseId);
  const rows = await db
    .select({ slot: t.slots, taken: placesTaken(now, null) })
    .from(t.slots)
    .where(
      and(
        eq(t.slots.warehouseId, warehouseId),
        gt(t.slots.startAt, now),
        isNull(t.slots.closedAt),
        exclude.length ? notInArray(t.slots.id, exclude) : undefined,
      ),
    )
    .orderBy(asc(t.slots.startAt))
    .limit(MOVE_TARGETS_LIMIT);
  return rows.map(({ slot, taken }) => ({
    id: slot.id,
    startAt: slot.startAt.toISOString(),
    endAt: slot.endAt.toISOString(),
    capacity: slot.capacity,
    free: slotFreePlaces({ capacity: slot.capacity, taken }),
  }));
}

/** Locks slot rows in id order (rows the transaction holds already are taken again at no cost). */
export async function lockSlotsInOrder(tx: Tx, ids: readonly number[]): Promise<SlotRow[]> {
  if (!ids.length) return [];
  return tx
    .select()
    .from(t.slots)
    .where(inArray(t.slots.id, [...new Set(ids)]))
    .orderBy(asc(t.slots.id))
    .for('update');
}

function refusalError(refusal: SlotMoveRefusal, free: number, count: number): ApiError {
  switch (refusal) {
    case 'orderNotMovable':
      return new ApiError(409, 'orderNotMovable');
    case 'sameSlot':
      return new ApiError(422, 'slotMoveSameSlot');
    case 'slotPast':
      return new ApiError(409, 'slotPast');
    case 'slotClosed':
      return new ApiError(409, 'slotMoveTargetClosed');
    case 'noRoom':
      return new ApiError(409, 'slotMoveNoRoom', { free: String(free), count: String(count) });
  }
}

export interface OrderToMove {
  order: OrderRow;
  customer: { email: string; firstname: string };
}

/**
 * Moves locked orders of one warehouse to `targetId`: all of them or none (a 4xx says why). Each order's
 * place goes from its slot to the target, its history and the audit log say so, and its customer is
 * e-mailed in the order's language (an outbox job, sent only if the transaction commits).
 * `leaving`: the slots the orders leave (a closure's, even those without orders), so the target is none of them.
 */
export async function moveLockedOrders(
  tx: Tx,
  actor: Actor,
  {
    warehouseId,
    orders,
    targetId,
    leaving,
    reason,
    publicUrl,
    now = new Date(),
  }: {
    warehouseId: number;
    orders: readonly OrderToMove[];
    targetId: number;
    leaving: readonly number[];
    reason: string | null;
    publicUrl: string;
    now?: Date;
  },
): Promise<number[]> {
  const slots = await lockSlotsInOrder(tx, [...leaving, ...orders.map((o) => o.order.slotId), targetId]);
  const target = slots.find((s) => s.id === targetId);
  if (!target || target.warehouseId !== warehouseId) throw new ApiError(404, 'adminSlotNotFound');
  // The staff member holds no place: every shopper's live hold counts as taken.
  const places = await lockSlotPlaces(tx, target.id, actor.staff.id, now);
  const taken = places?.taken ?? target.reserved;
  const refusal = slotMoveRefusal({
    statuses: orders.map((o) => o.order.status),
    fromSlotIds: leaving,
    target: { ...target, closed: target.closedAt !== null, taken },
    now,
  });
  if (refusal)
    throw refusalError(refusal, slotFreePlaces({ capacity: target.capacity, taken }), orders.length);
  const slotOf = new Map(slots.map((s) => [s.id, s]));
  const times = (s: SlotRow) => ({ startAt: s.startAt.toISOString(), endAt: s.endAt.toISOString() });
  for (const { order, customer } of orders) {
    const from = slotOf.get(order.slotId)!;
    await releaseSlotPlace(tx, from.id);
    await takeSlotPlace(tx, target.id);
    await tx.update(t.orders).set({ slotId: target.id }).where(eq(t.orders.id, order.id));
    // The history is read by staff in French, as the edit's summary.
    const summary = `${formatSlotLabel(times(from))} → ${formatSlotLabel(times(target))}`;
    const [event] = await tx
      .insert(t.orderEvents)
      .values({
        orderId: order.id,
        at: now,
        fromStatus: order.status,
        toStatus: order.status,
        actorKind: 'staff',
        actorId: actor.staff.id,
        kind: 'moved',
        reason: reason ? `${summary} · ${reason}` : summary,
      })
      .returning({ id: t.orderEvents.id });
    await audit(tx, actor, {
      action: 'order.move',
      entity: 'order',
      entityId: order.id,
      warehouseId: order.warehouseId,
      before: { slotId: from.id, startAt: from.startAt.toISOString() },
      after: { slotId: target.id, startAt: target.startAt.toISOString(), ...(reason ? { reason } : {}) },
    });
    await notifySlotMoved(
      tx,
      { userId: order.userId, orderLocale: order.locale, subject: `order-event:${event!.id}` },
      {
        orderId: order.id,
        firstname: customer.firstname,
        from: times(from),
        to: times(target),
        reason,
        publicUrl,
      },
    );
  }
  return orders.map((o) => o.order.id);
}

/**
 * PUT /admin/orders/:id/slot: one order moved by staff, under its row lock (the driver's step, the
 * customer's own move or cancel wait, then see it). 404 unknown order, 403 another warehouse's.
 */
export async function moveOrderToSlot(
  db: Db,
  actor: Actor,
  {
    orderId,
    slotId,
    publicUrl,
    now = new Date(),
  }: { orderId: number; slotId: number; publicUrl: string; now?: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ order: t.orders, customer: { email: t.users.email, firstname: t.users.firstname } })
      .from(t.orders)
      .innerJoin(t.users, eq(t.users.id, t.orders.userId))
      .where(eq(t.orders.id, orderId))
      .for('update', { of: t.orders });
    if (!row) throw new ApiError(404, 'orderNotFound');
    assertWarehouse(actor.staff, row.order.warehouseId);
    await moveLockedOrders(tx, actor, {
      warehouseId: row.order.warehouseId,
      orders: [row],
      targetId: slotId,
      leaving: [row.order.slotId],
      reason: null,
      publicUrl,
      now,
    });
  });
}
