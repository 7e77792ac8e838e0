import { stopsBefore, trackingStatus, type OrderStatus } from '@consigne/domain';
import type { Tracking } from '@consigne/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { asRoundStops, plannedRound } from './round.js';

/** Orders with a delivery to follow: placed, on their way, delivered or failed (not cancelled, not unpaid). */
const TRACKED: readonly OrderStatus[] = [
  'placed',
  'preparing',
  'out_for_delivery',
  'delivered',
  'delivery_failed',
];

/**
 * What the tracking page shows of an order: its window (once announced), its slot, the stops before it
 * and its status — nothing of the other stops (no address, no name) nor of where the van is. Null for
 * an order with nothing to follow (the caller answers 404).
 */
export async function trackingView(db: Db, orderId: number): Promise<Tracking | null> {
  const [row] = await db
    .select({ order: t.orders, slot: { startAt: t.slots.startAt, endAt: t.slots.endAt } })
    .from(t.orders)
    .innerJoin(t.slots, eq(t.slots.id, t.orders.slotId))
    .where(eq(t.orders.id, orderId));
  if (!row || !TRACKED.includes(row.order.status)) return null;
  const { order, slot } = row;
  const planned =
    order.roundPosition !== null && order.status !== 'delivered' && order.status !== 'delivery_failed';
  const before = planned
    ? stopsBefore(
        order.roundPosition!,
        asRoundStops(await plannedRound(db, { slotId: order.slotId, vanId: order.vanId })),
      )
    : null;
  return {
    status: trackingStatus(order.status, before),
    window:
      order.windowFrom && order.windowTo
        ? { from: order.windowFrom.toISOString(), to: order.windowTo.toISOString() }
        : null,
    slot: { startAt: slot.startAt.toISOString(), endAt: slot.endAt.toISOString() },
    stopsBefore: before,
  };
}

/** The shopper's own order, if it has a delivery to follow: its slot's start (the link's expiry). */
export async function ownTrackableOrder(db: Db, userId: number, orderId: number) {
  const [row] = await db
    .select({ status: t.orders.status, slotStartAt: t.slots.startAt })
    .from(t.orders)
    .innerJoin(t.slots, eq(t.slots.id, t.orders.slotId))
    .where(and(eq(t.orders.id, orderId), eq(t.orders.userId, userId)));
  return row && TRACKED.includes(row.status) ? row : null;
}
