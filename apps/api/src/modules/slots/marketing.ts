import { markFirstOfDay, ruleForSlot } from '@consigne/domain';
import { eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { SlotMarketing } from '../../db/schema/index.js';

const DAY_MS = 24 * 60 * 60 * 1000;

type Operation = typeof t.slotMarketingOperations.$inferSelect;

/** What a slot shows of an operation (slots.marketing, read by slotView). */
export const marketingOf = (operation: Operation): SlotMarketing => ({
  text: operation.text,
  description: operation.description,
  icon: operation.icon,
  backgroundColor: operation.backgroundColor,
  textColor: operation.textColor,
});

/**
 * Copies onto every upcoming slot the operation that reaches it (the rules are the domain's), and clears
 * it from slots no operation reaches any more. A slot whose marketing was set by hand (no operation id)
 * and that no operation reaches keeps it. Serialised by a transaction lock: two changes racing each
 * apply over the other's committed state, never over a stale one. Returns the number of slots changed.
 */
export async function applySlotMarketing(tx: Tx, now: Date = new Date()): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('consigne.slot-marketing'))`);
  const [operations, upcoming] = await Promise.all([
    tx.select().from(t.slotMarketingOperations).where(eq(t.slotMarketingOperations.active, true)),
    tx
      .select({
        id: t.slots.id,
        warehouseId: t.slots.warehouseId,
        startAt: t.slots.startAt,
        marketing: t.slots.marketing,
        operationId: t.slots.marketingOperationId,
      })
      .from(t.slots)
      // From a day back: the day's first slot is found among all of today's, begun ones included.
      .where(gt(t.slots.startAt, new Date(now.getTime() - DAY_MS))),
  ]);
  const changes: Array<{ id: number; operationId: number | null; marketing: SlotMarketing | null }> = [];
  for (const slot of markFirstOfDay(upcoming)) {
    if (slot.startAt <= now) continue;
    const operation = ruleForSlot(operations, slot);
    if (!operation) {
      if (slot.operationId !== null) changes.push({ id: slot.id, operationId: null, marketing: null });
      continue;
    }
    const marketing = marketingOf(operation);
    const same =
      slot.operationId === operation.id && JSON.stringify(slot.marketing) === JSON.stringify(marketing);
    if (!same) changes.push({ id: slot.id, operationId: operation.id, marketing });
  }
  if (changes.length) {
    // One statement: the changed slots as a JSON list joined on their ids.
    await tx.execute(sql`
      update slots set marketing = c.marketing, marketing_operation_id = c."operationId"
      from jsonb_to_recordset(${JSON.stringify(changes)}::jsonb)
        as c(id integer, "operationId" integer, marketing jsonb)
      where slots.id = c.id`);
  }
  return changes.length;
}

/** The same, in a transaction of its own (after slots are generated). */
export const refreshSlotMarketing = (db: Db, now?: Date) =>
  db.transaction((tx) => applySlotMarketing(tx, now));
