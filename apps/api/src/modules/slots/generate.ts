import { addDays, deliveryWindows, localDate } from '@consigne/domain';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { refreshSlotMarketing } from './marketing.js';

export const SLOT_DAYS_AHEAD = 7;
/** Places per slot (vans × stops per 2-hour round); SLOT_CAPACITY overrides it. */
export const SLOT_CAPACITY = 12;

export function slotCapacity(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.SLOT_CAPACITY);
  return Number.isInteger(n) && n > 0 ? n : SLOT_CAPACITY;
}

/** Keeps a rolling week of delivery slots for every warehouse; safe to run on every start. */
export async function ensureSlots(db: Db, now: Date = new Date(), capacity = slotCapacity()): Promise<void> {
  const ids = await db.select({ id: t.warehouses.id }).from(t.warehouses);
  const today = localDate(now);
  const rows = ids.flatMap(({ id }) =>
    Array.from({ length: SLOT_DAYS_AHEAD }, (_, d) => addDays(today, d)).flatMap((date) =>
      deliveryWindows(date).map((w) => ({ warehouseId: id, startAt: w.startAt, endAt: w.endAt, capacity })),
    ),
  );
  if (rows.length) await db.insert(t.slots).values(rows).onConflictDoNothing();
  // New slots get the marketing operations that reach them (back-office, /admin/contenus/creneaux).
  await refreshSlotMarketing(db, now);
}
