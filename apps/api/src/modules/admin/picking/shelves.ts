/**
 * The picker's walk in a warehouse: the aisle order of its Rayons (warehouse_shelves). A Rayon without
 * a row comes at its catalogue position, so a warehouse needs no setting to start; once reordered,
 * every Rayon has its row.
 */
import { fromApiLocale, type ApiLocale } from '@consigne/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../../lib/actor.js';
import type { Db, Tx } from '../../../db/client.js';
import * as t from '../../../db/schema/index.js';
import { ApiError } from '../../../lib/errors.js';
import { localized } from '../../catalog/index.js';
import { assertWarehouse, audit, type Staff } from '../shared/index.js';

async function shelvesOf(db: Db | Tx, warehouseId: number, apiLocale: ApiLocale) {
  const position = sql<number>`coalesce(${t.warehouseShelves.position}, ${t.categoryMasters.position})`;
  const rows = await db
    .select({ id: t.categoryMasters.id, names: t.categoryMasters.names, position })
    .from(t.categoryMasters)
    .leftJoin(
      t.warehouseShelves,
      and(
        eq(t.warehouseShelves.masterId, t.categoryMasters.id),
        eq(t.warehouseShelves.warehouseId, warehouseId),
      ),
    )
    .orderBy(asc(position), asc(t.categoryMasters.id));
  const locale = fromApiLocale(apiLocale);
  return rows.map((r) => ({ id: r.id, name: localized(r.names, locale), position: r.position }));
}

export async function warehouseShelves(db: Db, staff: Staff, warehouseId: number, apiLocale: ApiLocale) {
  assertWarehouse(staff, warehouseId);
  const [warehouse] = await db
    .select({ id: t.warehouses.id })
    .from(t.warehouses)
    .where(eq(t.warehouses.id, warehouseId));
  if (!warehouse) throw new ApiError(404, 'warehouseNotFound');
  return shelvesOf(db, warehouseId, apiLocale);
}

/**
 * Sets the aisle order: every Rayon once (422 otherwise). One upsert whose rows go in Rayon-id order,
 * so two reorderings at once lock the rows in the same order and the last one wins whole.
 */
export async function setWarehouseShelves(
  db: Db,
  actor: Actor,
  warehouseId: number,
  rayonIds: readonly number[],
) {
  const staff = actor.staff;
  const before = await warehouseShelves(db, staff, warehouseId, actor.locale);
  const known = new Set(before.map((r) => r.id));
  if (rayonIds.length !== known.size || !rayonIds.every((id) => known.has(id)))
    throw new ApiError(422, 'shelvesIncomplete');
  const rows = rayonIds
    .map((masterId, position) => ({ warehouseId, masterId, position }))
    .sort((a, b) => a.masterId - b.masterId);
  await db.transaction(async (tx) => {
    await tx
      .insert(t.warehouseShelves)
      .values(rows)
      .onConflictDoUpdate({
        target: [t.warehouseShelves.warehouseId, t.warehouseShelves.masterId],
        set: { position: sql`excluded.position` },
      });
    await audit(tx, actor, {
      action: 'warehouse.shelves.update',
      entity: 'warehouse',
      entityId: warehouseId,
      warehouseId,
      before: before.map((r) => r.id),
      after: rayonIds,
    });
  });
  return shelvesOf(db, warehouseId, actor.locale);
}
