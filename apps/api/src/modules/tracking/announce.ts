import { addDays, deliveryWindow, localDate, zonedInstant } from '@consigne/domain';
import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { announceWindow } from './notify.js';
import type { TrackingLinks } from './token.js';

/** The orders still to be delivered that an announcement tells (a van that left is told too). */
const ANNOUNCED_STATUSES = ['placed', 'preparing', 'out_for_delivery'] as const;

/**
 * Announces the windows of the planned orders `where` selects: each window (deliveryWindow: the
 * warehouse's width, inside its slot) stored on the order and told to the shopper in one transaction
 * per order. `again`: a staff's new announcement after a new plan — an order whose window changed is
 * told again; else an order told already keeps its window (a later plan moves the van, never the
 * promise). Run twice, it tells nobody twice (the conditional update, and announceWindow's record).
 */
async function announce(db: Db, where: SQL, links: TrackingLinks, now: Date, again: boolean) {
  const rows = await db
    .select({
      orderId: t.orders.id,
      userId: t.orders.userId,
      locale: t.orders.locale,
      plannedArrivalAt: t.orders.plannedArrivalAt,
      windowFrom: t.orders.windowFrom,
      slot: { startAt: t.slots.startAt, endAt: t.slots.endAt },
      widthMinutes: t.warehouses.promiseWindowMinutes,
      email: t.users.email,
      firstname: t.users.firstname,
    })
    .from(t.orders)
    .innerJoin(t.slots, eq(t.slots.id, t.orders.slotId))
    .innerJoin(t.warehouses, eq(t.warehouses.id, t.orders.warehouseId))
    .innerJoin(t.users, eq(t.users.id, t.orders.userId))
    .where(
      and(
        where,
        isNotNull(t.orders.plannedArrivalAt),
        inArray(t.orders.status, [...ANNOUNCED_STATUSES]),
        again ? undefined : isNull(t.orders.windowAnnouncedAt),
      ),
    )
    .orderBy(asc(t.orders.id));
  const announced: number[] = [];
  for (const row of rows) {
    const window = deliveryWindow({
      plannedArrival: row.plannedArrivalAt!,
      slot: row.slot,
      widthMinutes: row.widthMinutes,
    });
    if (row.windowFrom?.getTime() === window.from.getTime()) continue;
    const told = await db.transaction(async (tx) => {
      // Only if nobody announced it meanwhile, and the plan did not change since it was read.
      const [set] = await tx
        .update(t.orders)
        .set({ windowFrom: window.from, windowTo: window.to, windowAnnouncedAt: now })
        .where(
          and(
            eq(t.orders.id, row.orderId),
            row.windowFrom === null
              ? isNull(t.orders.windowAnnouncedAt)
              : eq(t.orders.windowFrom, row.windowFrom),
            eq(t.orders.plannedArrivalAt, row.plannedArrivalAt!),
            inArray(t.orders.status, [...ANNOUNCED_STATUSES]),
          ),
        )
        .returning({ id: t.orders.id });
      if (!set) return false;
      if (row.windowFrom !== null)
        await tx
          .delete(t.orderNotifications)
          .where(
            and(
              eq(t.orderNotifications.orderId, row.orderId),
              eq(t.orderNotifications.event, 'deliveryWindow'),
            ),
          );
      return announceWindow(
        tx,
        {
          orderId: row.orderId,
          userId: row.userId,
          locale: row.locale,
          email: row.email,
          firstname: row.firstname,
          slot: row.slot,
        },
        window,
        links,
        now,
      );
    });
    if (told) announced.push(row.orderId);
  }
  return announced;
}

/** The morning's announcement (the tracking.announce job): the day's planned orders not told yet. */
export function announceDayWindows(db: Db, links: TrackingLinks, now = new Date()): Promise<number[]> {
  const day = localDate(now);
  const today = and(
    gte(t.slots.startAt, zonedInstant(day, 0)),
    lt(t.slots.startAt, zonedInstant(addDays(day, 1), 0)),
  )!;
  return announce(db, today, links, now, false);
}

/**
 * A staff member announces a slot's windows now (after planning it, or planning it again): orders not
 * told yet are told, and orders whose window the new plan moved are told the new one.
 */
export function announceSlotWindows(db: Db, slotId: number, links: TrackingLinks, now = new Date()) {
  return announce(db, eq(t.orders.slotId, slotId), links, now, true);
}
