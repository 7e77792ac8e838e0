import { addDays, deliveryWindows, localDate } from '@consigne/domain';
import type { Db } from '../client.js';
import * as t from '../schema/index.js';

export const SLOT_DAYS_AHEAD = 7;
export const SLOT_CAPACITY = 12;

/** Keeps a rolling week of delivery slots for every warehouse; safe to run on every start. */
export async function ensureSlots(db: Db, now: Date = new Date()): Promise<void> {
  const ids = await db.select({ id: t.warehouses.id }).from(t.warehouses);
  const today = localDate(now);
  const rows = ids.flatMap(({ id }) =>
    Array.from({ length: SLOT_DAYS_AHEAD }, (_, d) => addDays(today, d)).flatMap((date) =>
      deliveryWindows(date).map((w) => ({
        warehouseId: id,
        startAt: w.startAt,
        endAt: w.endAt,
        capacity: SLOT_CAPACITY,
      })),
    ),
  );
  if (rows.length) await db.insert(t.slots).values(rows).onConflictDoNothing();
}
