import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { warehouses } from '../../../db/schema/index.js';
import { warehouseFilter, type Staff } from './staff.js';

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
