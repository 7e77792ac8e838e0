import { eq } from 'drizzle-orm';
import { toEuros } from '@consigne/domain';
import type { Db } from '../../db/client.js';
import { users, warehouses, zones } from '../../db/schema/index.js';
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
 * The warehouse a request shops in: an explicit id wins, then the logged-in user's zone, then the
 * configured default (guests browsing before they give an address).
 */
export async function resolveWarehouse(
  db: Db,
  { warehouseId, userId, defaultKey }: { warehouseId?: number; userId: number | null; defaultKey: string },
): Promise<WarehouseRow> {
  if (warehouseId !== undefined) {
    const [w] = await db.select().from(warehouses).where(eq(warehouses.id, warehouseId));
    if (!w) throw new ApiError(404, 'warehouseNotFound');
    return w;
  }
  if (userId !== null) {
    const [row] = await db
      .select({ w: warehouses })
      .from(users)
      .innerJoin(zones, eq(zones.id, users.zoneId))
      .innerJoin(warehouses, eq(warehouses.id, zones.warehouseId))
      .where(eq(users.id, userId));
    if (row) return row.w;
  }
  const [fallback] = await db.select().from(warehouses).where(eq(warehouses.key, defaultKey));
  const w = fallback ?? (await db.select().from(warehouses).orderBy(warehouses.id).limit(1))[0];
  if (!w) throw new ApiError(404, 'warehouseNotFound');
  return w;
}

export async function listWarehouses(db: Db) {
  return (await db.select().from(warehouses).orderBy(warehouses.id)).map(warehouseView);
}
