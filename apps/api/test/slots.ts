import { and, asc, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import * as t from '../src/db/schema/index.js';

/**
 * A copy of `slot` (same warehouse, length, capacity) starting at `startMs`: a slot that has begun,
 * or that starts too soon, for a test. Moving the slot itself would free its hour, the rolling slot
 * generation (a job of the app) could fill it meanwhile, and the slot could not move back (unique
 * warehouse and start). The caller deletes the copy.
 */
export async function slotCopyAt(db: Db, slot: typeof t.slots.$inferSelect, startMs: number) {
  const { id: _id, ...columns } = slot;
  const length = slot.endAt.getTime() - slot.startAt.getTime();
  const [copy] = await db
    .insert(t.slots)
    .values({ ...columns, startAt: new Date(startMs), endAt: new Date(startMs + length) })
    .returning();
  return copy!;
}

/**
 * The demo shopper's warehouse (Lille), its slots starting 30 hours from now on (past any cutoff, in
 * order), and a slot of another warehouse from then: what tests booking places in slots start from.
 */
export async function demoWarehouseSlots(db: Db) {
  const [demo] = await db
    .select({ warehouseId: t.zones.warehouseId })
    .from(t.users)
    .innerJoin(t.zones, eq(t.zones.id, t.users.zoneId))
    .where(eq(t.users.email, 'demo@example.com'));
  const warehouseId = demo!.warehouseId;
  const later = new Date(Date.now() + 30 * 3600_000);
  const slots = await db
    .select()
    .from(t.slots)
    .where(and(eq(t.slots.warehouseId, warehouseId), gt(t.slots.startAt, later)))
    .orderBy(asc(t.slots.startAt));
  const [elsewhere] = await db
    .select()
    .from(t.slots)
    .where(and(ne(t.slots.warehouseId, warehouseId), gt(t.slots.startAt, later)))
    .limit(1);
  return { warehouseId, slots, elsewhere: elsewhere! };
}
