import { ORDER_CUTOFF_MS, localDate } from '@consigne/domain';
import { and, asc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { slots } from '../../db/schema/index.js';
import { slotView } from './view.js';

/**
 * Spec §3 slot groups of one warehouse: the coming days' slots that can still be ordered (orders are
 * allowed until 2 hours before the start, spec §5), grouped by local date, full ones included so
 * the shopper sees them as 'Complet'.
 */
export async function slotGroups(db: Db, warehouseId: number, now: Date = new Date()) {
  const rows = await db
    .select()
    .from(slots)
    .where(
      and(eq(slots.warehouseId, warehouseId), gte(slots.startAt, new Date(now.getTime() + ORDER_CUTOFF_MS))),
    )
    .orderBy(asc(slots.startAt));
  const groups = new Map<string, ReturnType<typeof slotView>[]>();
  for (const row of rows) {
    const date = localDate(row.startAt);
    const list = groups.get(date) ?? [];
    list.push(slotView(row));
    groups.set(date, list);
  }
  return [...groups].map(([date, list]) => ({ date, slots: list }));
}
