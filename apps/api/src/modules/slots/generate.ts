import { addDays, deliveryWindows, localDate, type SlotRules } from '@consigne/domain';
import { gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { refreshSlotMarketing } from './marketing.js';
import { rulesOf } from './rules.js';

/** The windows of a warehouse's coming days under its rules, closed on its closed days. */
export function plannedSlots(
  warehouseId: number,
  rules: SlotRules,
  today: string,
  closedDays: ReadonlySet<string>,
  now: Date,
) {
  return Array.from({ length: rules.daysAhead }, (_, d) => addDays(today, d)).flatMap((date) =>
    deliveryWindows(date, rules).map((w) => ({
      warehouseId,
      startAt: w.startAt,
      endAt: w.endAt,
      capacity: rules.capacity,
      closedAt: closedDays.has(date) ? now : null,
    })),
  );
}

/**
 * Keeps each warehouse's coming days of delivery slots (its settings: hours, width, capacity, days
 * ahead); safe to run on every start. A warehouse without settings gets the default row first. A slot
 * that exists is left as it is (its bookings, capacity and closure are the back-office's).
 */
export async function ensureSlots(db: Db, now: Date = new Date()): Promise<void> {
  await db.execute(
    sql`insert into ${t.slotSettings} (warehouse_id) select ${t.warehouses.id} from ${t.warehouses} on conflict do nothing`,
  );
  const today = localDate(now);
  const [settings, closed] = await Promise.all([
    db.select().from(t.slotSettings),
    db.select().from(t.slotClosedDays).where(gte(t.slotClosedDays.date, today)),
  ]);
  const rows = settings.flatMap((row) => {
    const days = new Set(closed.filter((c) => c.warehouseId === row.warehouseId).map((c) => c.date));
    return plannedSlots(row.warehouseId, rulesOf(row), today, days, now);
  });
  if (rows.length) await db.insert(t.slots).values(rows).onConflictDoNothing();
  // New slots get the marketing operations that reach them (back-office, /admin/creneaux/operations).
  await refreshSlotMarketing(db, now);
}
