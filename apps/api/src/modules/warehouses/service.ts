import { eq, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { toEuros } from '@consigne/domain';
import type { Db } from '../../db/client.js';
import { warehouses } from '../../db/schema/index.js';
import { ApiError } from '../../lib/errors.js';

export type WarehouseRow = typeof warehouses.$inferSelect;

export function warehouseView(w: WarehouseRow) {
  return {
    id: w.id,
    key: w.key,
    name: w.name,
    city: w.city,
    country: w.country,
    deliveryFreeThreshold: toEuros(w.deliveryFreeThresholdCents),
    deliveryFee: toEuros(w.deliveryFeeCents),
    orderMinimumAmount: toEuros(w.orderMinimumAmountCents),
  };
}

/**
 * The one home of the rule "which warehouse a user shops in", as SQL: the warehouse of the user's
 * zone, else the one of `fallbackKey`, else the first. resolveWarehouse runs it with bound values;
 * the cart's prepared statements embed it over their parameters (userWarehouseIdText).
 */
export const userWarehouseIdSql = (userId: SQL, fallbackKey: SQL) => sql`coalesce(
  (select z.warehouse_id from users u join zones z on z.id = u.zone_id where u.id = ${userId}),
  (select fw.id from warehouses fw where fw.key = ${fallbackKey}),
  (select min(aw.id) from warehouses aw))`;

/** userWarehouseIdSql as text over a statement's parameters, e.g. ('$1', '$2'). */
export const userWarehouseIdText = (userParam: string, fallbackKeyParam: string) =>
  new PgDialect().sqlToQuery(userWarehouseIdSql(sql.raw(userParam), sql.raw(fallbackKeyParam))).sql;

/**
 * The warehouse a request shops in: an explicit id wins, then the logged-in user's zone, then the
 * configured default (guests browsing before they give an address), then the first.
 */
export async function resolveWarehouse(
  db: Db,
  { warehouseId, userId, defaultKey }: { warehouseId?: number; userId: number | null; defaultKey: string },
): Promise<WarehouseRow> {
  const id = warehouseId ?? userWarehouseIdSql(sql`${userId}::integer`, sql`${defaultKey}`);
  const [w] = await db.select().from(warehouses).where(eq(warehouses.id, id));
  if (!w) throw new ApiError(404, 'warehouseNotFound');
  return w;
}

export async function listWarehouses(db: Db) {
  return (await db.select().from(warehouses).orderBy(warehouses.id)).map(warehouseView);
}
