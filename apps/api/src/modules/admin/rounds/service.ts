import { localDate } from '@consigne/domain';
import * as t from '../../../db/schema/index.js';
import { ApiError } from '../../../lib/errors.js';
import { vanRound } from '../../operator/index.js';
import { assertWarehouse, type Db, type Staff } from '../shared/index.js';

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
  const [first] = await db
    .select({ id: t.warehouses.id })
    .from(t.warehouses)
    .orderBy(t.warehouses.id)
    .limit(1);
  if (!first) throw new ApiError(404, 'warehouseNotFound');
  return first.id;
}

export async function adminRound(
  db: Db,
  staff: Staff,
  query: { warehouseId?: number; date?: string; slotId?: number; vanId?: number },
) {
  const warehouseId = await warehouseInScope(db, staff, query.warehouseId);
  return vanRound(db, { ...query, warehouseId, date: query.date ?? localDate(new Date()) });
}
