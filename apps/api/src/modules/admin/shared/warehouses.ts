import { asc, inArray } from 'drizzle-orm';
import { ApiError } from '../../../lib/errors.js';
import type { Db } from '../../../db/client.js';
import { warehouses } from '../../../db/schema/index.js';
import { assertWarehouse, warehouseFilter, type Staff } from './staff.js';

const warehouseColumns = {
  id: warehouses.id,
  key: warehouses.key,
  name: warehouses.name,
  city: warehouses.city,
  country: warehouses.country,
};

/** The warehouses a staff member acts on (every one for an admin), by name. */
export async function scopedWarehouses(db: Db, staff: Staff) {
  const ids = warehouseFilter(staff);
  if (ids && !ids.length) return [];
  return db
    .select(warehouseColumns)
    .from(warehouses)
    .where(ids ? inArray(warehouses.id, [...ids]) : undefined)
    .orderBy(asc(warehouses.name));
}

/** The warehouse a page looks at: the one asked for (in scope), else the first of the account's. */
export async function warehouseInScope(db: Db, staff: Staff, asked: number | undefined): Promise<number> {
  if (asked !== undefined) {
    assertWarehouse(staff, asked);
    return asked;
  }
  if (staff.warehouses !== 'all') {
    const first = staff.warehouses[0];
    if (first === undefined) throw new ApiError(403, 'warehouseForbidden');
    return first;
  }
  const [first] = await db.select({ id: warehouses.id }).from(warehouses).orderBy(warehouses.id).limit(1);
  if (!first) throw new ApiError(404, 'warehouseNotFound');
  return first.id;
}

/**
 * The books (FEC, sales journal) are the company's, every warehouse at once: an admin reads them, and a
 * manager who runs every warehouse; a manager of some warehouses only would read the others' sales (403).
 */
export async function assertWholeShop(db: Db, staff: Staff) {
  if (staff.warehouses === 'all') return;
  const mine = new Set(staff.warehouses);
  const all = await db.select({ id: warehouses.id }).from(warehouses);
  if (all.some((w) => !mine.has(w.id))) throw new ApiError(403, 'accountingWholeShop');
}
