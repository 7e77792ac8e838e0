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
