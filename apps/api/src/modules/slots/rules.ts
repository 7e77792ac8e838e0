import { DEFAULT_SLOT_RULES, type SlotRules } from '@consigne/domain';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { slotSettings } from '../../db/schema/index.js';

type SettingsRow = typeof slotSettings.$inferSelect;

/** A warehouse's rules from its settings row; a warehouse without one yet follows the defaults. */
export function rulesOf(row: SettingsRow | null | undefined): SlotRules {
  if (!row) return DEFAULT_SLOT_RULES;
  return {
    firstStartHour: row.firstStartHour,
    lastStartHour: row.lastStartHour,
    widthHours: row.widthHours,
    capacity: row.capacity,
    sameDayCutoffHour: row.sameDayCutoffHour,
    leadMinutes: row.leadMinutes,
    daysAhead: row.daysAhead,
  };
}

/** The slot rules of one warehouse. */
export async function warehouseSlotRules(db: Db | Tx, warehouseId: number): Promise<SlotRules> {
  const [row] = await db.select().from(slotSettings).where(eq(slotSettings.warehouseId, warehouseId));
  return rulesOf(row);
}

/** The earliest slot start that may still take orders under any rules: the shortest lead time. */
export const earliestBookableStart = (now: Date, rules: SlotRules) =>
  new Date(now.getTime() + rules.leadMinutes * 60_000);
