import { NEAR_STOPS, stopsBefore, type RoundStop } from '@consigne/domain';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { announceTwoStopsAway } from './notify.js';
import type { TrackingLinks } from './token.js';

/** A planned van round: the slot, and the van (null: the warehouse's first van, as the driver's round reads it). */
export interface RoundKey {
  slotId: number;
  vanId: number | null;
}

/** Served: the van has been there, whatever came of it. */
const DONE = new Set(['delivered', 'delivery_failed']);

/** The planned stops of a van's round (orders given a place by the plan), each with its status. */
export async function plannedRound(db: Db | Tx, key: RoundKey) {
  return db
    .select({
      orderId: t.orders.id,
      userId: t.orders.userId,
      status: t.orders.status,
      position: t.orders.roundPosition,
      locale: t.orders.locale,
    })
    .from(t.orders)
    .where(
      and(
        eq(t.orders.slotId, key.slotId),
        key.vanId === null ? sql`${t.orders.vanId} is null` : eq(t.orders.vanId, key.vanId),
        isNotNull(t.orders.roundPosition),
        t.isRoundOrder(),
      ),
    )
    .orderBy(asc(t.orders.roundPosition), asc(t.orders.id));
}

export const asRoundStops = (round: Awaited<ReturnType<typeof plannedRound>>): RoundStop[] =>
  round.map((o) => ({ position: o.position!, done: DONE.has(o.status) }));

/**
 * After a driver's event on a van's round (it left, a stop delivered or failed), in its transaction:
 * every order of the round that is on its way with at most NEAR_STOPS stops before it is told so,
 * once (announceTwoStopsAway). Returns the orders told now.
 */
export async function tellNearStops(tx: Tx, key: RoundKey, links: TrackingLinks): Promise<number[]> {
  const round = await plannedRound(tx, key);
  const stops = asRoundStops(round);
  const near = round
    .filter((o) => o.status === 'out_for_delivery')
    .map((o) => ({ order: o, before: stopsBefore(o.position!, stops) }))
    .filter(({ before }) => before <= NEAR_STOPS);
  if (near.length === 0) return [];
  const [slot] = await tx
    .select({ startAt: t.slots.startAt, endAt: t.slots.endAt })
    .from(t.slots)
    .where(eq(t.slots.id, key.slotId));
  const told: number[] = [];
  for (const { order, before } of near) {
    const [customer] = await tx
      .select({ email: t.users.email, firstname: t.users.firstname })
      .from(t.users)
      .where(eq(t.users.id, order.userId));
    if (!customer || !slot) continue;
    const recipient = {
      orderId: order.orderId,
      userId: order.userId,
      locale: order.locale,
      ...customer,
      slot,
    };
    if (await announceTwoStopsAway(tx, recipient, before, links)) told.push(order.orderId);
  }
  return told;
}
