import { addDays, deliveryWindow, localDate, zonedInstant } from '@consigne/domain';
import { and, asc, eq, gte, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { announceWindow } from './notify.js';
import type { TrackingLinks } from './token.js';

/** The orders still to be delivered that a morning's announcement tells (a van that left is told too). */
const ANNOUNCED_STATUSES = ['placed', 'preparing', 'out_for_delivery'] as const;

/**
 * The morning's announcement: every order of the day (shop time) with a planned arrival and no window
 * yet gets its window (deliveryWindow: the warehouse's width, inside its slot), stored on the order and
 * told to the shopper in one transaction per order. An order told already keeps its window: a plan
 * made after the announcement moves the van, never the promise. Run twice, it tells nobody twice (the
 * conditional update, and announceWindow's record). Returns the orders announced.
 */
export async function announceDayWindows(db: Db, links: TrackingLinks, now = new Date()): Promise<number[]> {
  const day = localDate(now);
  const rows = await db
    .select({
      orderId: t.orders.id,
      locale: t.orders.locale,
      plannedArrivalAt: t.orders.plannedArrivalAt,
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
        isNotNull(t.orders.plannedArrivalAt),
        isNull(t.orders.windowAnnouncedAt),
        inArray(t.orders.status, [...ANNOUNCED_STATUSES]),
        gte(t.slots.startAt, zonedInstant(day, 0)),
        lt(t.slots.startAt, zonedInstant(addDays(day, 1), 0)),
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
    const told = await db.transaction(async (tx) => {
      // Only if nobody announced it meanwhile, and the plan did not change since it was read.
      const [set] = await tx
        .update(t.orders)
        .set({ windowFrom: window.from, windowTo: window.to, windowAnnouncedAt: now })
        .where(
          and(
            eq(t.orders.id, row.orderId),
            isNull(t.orders.windowAnnouncedAt),
            eq(t.orders.plannedArrivalAt, row.plannedArrivalAt!),
            inArray(t.orders.status, [...ANNOUNCED_STATUSES]),
          ),
        )
        .returning({ id: t.orders.id });
      if (!set) return false;
      return announceWindow(
        tx,
        {
          orderId: row.orderId,
          locale: row.locale,
          email: row.email,
          firstname: row.firstname,
          slot: row.slot,
        },
        window,
        links,
      );
    });
    if (told) announced.push(row.orderId);
  }
  return announced;
}
