import type { createSlotMarketingBody, SlotMarketingTexts } from '@consigne/contract';
import { API_LOCALES, type ApiLocale } from '@consigne/domain';
import { and, asc, count, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Actor } from '../../../lib/actor.js';
import type { z } from 'zod';
import type { Db, Tx } from '../../../db/client.js';
import { slotMarketingOperations as operations, slots } from '../../../db/schema/index.js';
import { ApiError } from '../../../lib/errors.js';
import { applySlotMarketing } from '../../slots/index.js';
import { assertWarehouse, audit, changedFields, type Staff, warehouseFilter } from '../shared/index.js';

type SaveOperation = z.infer<typeof createSlotMarketingBody>;
type OperationRow = typeof operations.$inferSelect;

/** The texts as stored: only what is written, so a locale left empty falls back to French (slotView). */
function storedTexts(texts: SlotMarketingTexts) {
  const pick = (field: 'text' | 'description') =>
    Object.fromEntries(API_LOCALES.flatMap((l) => (texts[l][field] ? [[l, texts[l][field]]] : [])));
  return { text: pick('text'), description: pick('description') };
}

const textsOf = (row: OperationRow): SlotMarketingTexts =>
  Object.fromEntries(
    API_LOCALES.map((l) => [l, { text: row.text[l] ?? '', description: row.description[l] ?? '' }]),
  ) as SlotMarketingTexts;

function view(row: OperationRow, upcomingSlots: number) {
  return {
    id: row.id,
    name: row.name,
    warehouseId: row.warehouseId,
    texts: textsOf(row),
    icon: row.icon,
    backgroundColor: row.backgroundColor,
    textColor: row.textColor,
    weekdays: row.weekdays,
    firstOfDay: row.firstOfDay,
    startTime: row.startTime,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    active: row.active,
    upcomingSlots,
    missingLocales: API_LOCALES.filter((l): l is ApiLocale => !row.text[l]),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}
type OperationView = ReturnType<typeof view>;

/** A shop-wide operation is the admins'; a warehouse's is its managers' too. */
function assertScope(staff: Staff, warehouseId: number | null) {
  if (warehouseId === null) {
    if (staff.role !== 'admin') throw new ApiError(403, 'adminOnly');
  } else assertWarehouse(staff, warehouseId);
}

async function upcomingCounts(db: Db | Tx, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: slots.marketingOperationId, n: count() })
    .from(slots)
    .where(and(inArray(slots.marketingOperationId, ids), gt(slots.startAt, sql`now()`)))
    .groupBy(slots.marketingOperationId);
  return new Map(rows.map((r) => [r.id!, r.n]));
}

/** Shop-wide operations and those of the staff member's warehouses, newest first. */
export async function listSlotMarketing(db: Db, staff: Staff) {
  const scope = warehouseFilter(staff);
  const rows = await db
    .select()
    .from(operations)
    .where(
      scope ? or(isNull(operations.warehouseId), inArray(operations.warehouseId, [...scope, -1])) : undefined,
    )
    .orderBy(asc(operations.warehouseId), asc(operations.id));
  const counts = await upcomingCounts(
    db,
    rows.map((r) => r.id),
  );
  return rows.reverse().map((row) => view(row, counts.get(row.id) ?? 0));
}

async function rowOf(db: Db | Tx, staff: Staff, id: number, lock = false): Promise<OperationRow> {
  const query = db.select().from(operations).where(eq(operations.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new ApiError(404, 'notFound');
  // A manager reads shop-wide operations (they show on their slots) but not another warehouse's.
  if (row.warehouseId !== null) assertWarehouse(staff, row.warehouseId);
  return row;
}

export async function getSlotMarketing(db: Db, staff: Staff, id: number) {
  const row = await rowOf(db, staff, id);
  return view(row, (await upcomingCounts(db, [id])).get(id) ?? 0);
}

const columns = (body: SaveOperation) => ({
  name: body.name,
  warehouseId: body.warehouseId,
  ...storedTexts(body.texts),
  icon: body.icon,
  backgroundColor: body.backgroundColor,
  textColor: body.textColor,
  weekdays: body.weekdays,
  firstOfDay: body.firstOfDay,
  startTime: body.startTime,
  startsOn: body.startsOn,
  endsOn: body.endsOn,
  active: body.active,
});

/** What the audit log keeps of an operation (not its counters). */
const auditable = ({
  upcomingSlots: _,
  missingLocales: __,
  updatedAt: ___,
  version: ____,
  ...rest
}: OperationView) => rest;

/** Saves, then re-applies every operation to the upcoming slots, in one transaction. */
async function saved(tx: Tx, row: OperationRow) {
  await applySlotMarketing(tx);
  return view(row, (await upcomingCounts(tx, [row.id])).get(row.id) ?? 0);
}

export async function createSlotMarketing(db: Db, actor: Actor, body: SaveOperation) {
  const staff = actor.staff;
  assertScope(staff, body.warehouseId);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(operations).values(columns(body)).returning();
    const after = await saved(tx, row!);
    await audit(tx, actor, {
      action: 'slotMarketing.create',
      entity: 'slot_marketing',
      entityId: row!.id,
      warehouseId: row!.warehouseId,
      after: auditable(after),
    });
    return after;
  });
}

export async function updateSlotMarketing(
  db: Db,
  actor: Actor,
  id: number,
  body: SaveOperation & { version: number },
) {
  const staff = actor.staff;
  return db.transaction(async (tx) => {
    const current = await rowOf(tx, staff, id, true);
    assertScope(staff, current.warehouseId);
    assertScope(staff, body.warehouseId);
    if (current.version !== body.version) throw new ApiError(409, 'staleVersion');
    const before = view(current, 0);
    const [row] = await tx
      .update(operations)
      .set({ ...columns(body), version: current.version + 1, updatedAt: new Date() })
      .where(eq(operations.id, id))
      .returning();
    const after = await saved(tx, row!);
    const change = changedFields(auditable(before), auditable(after));
    await audit(tx, actor, {
      action: 'slotMarketing.update',
      entity: 'slot_marketing',
      entityId: id,
      warehouseId: row!.warehouseId,
      ...(change ?? { before: null, after: null }),
    });
    return after;
  });
}

export async function deleteSlotMarketing(db: Db, actor: Actor, id: number, version: number) {
  const staff = actor.staff;
  await db.transaction(async (tx) => {
    const current = await rowOf(tx, staff, id, true);
    assertScope(staff, current.warehouseId);
    if (current.version !== version) throw new ApiError(409, 'staleVersion');
    // Its upcoming slots drop its texts first (past ones keep what they showed; the key then goes null).
    await tx
      .update(slots)
      .set({ marketing: null, marketingOperationId: null })
      .where(and(eq(slots.marketingOperationId, id), gt(slots.startAt, sql`now()`)));
    await tx.delete(operations).where(eq(operations.id, id));
    await applySlotMarketing(tx);
    await audit(tx, actor, {
      action: 'slotMarketing.delete',
      entity: 'slot_marketing',
      entityId: id,
      warehouseId: current.warehouseId,
      before: auditable(view(current, 0)),
    });
  });
}
