import { localDate } from '@consigne/domain';
import { vanRound } from '../../operator/index.js';
import { warehouseInScope, type Db, type Staff } from '../shared/index.js';

export async function adminRound(
  db: Db,
  staff: Staff,
  query: { warehouseId?: number; date?: string; slotId?: number; vanId?: number },
) {
  const warehouseId = await warehouseInScope(db, staff, query.warehouseId);
  return vanRound(db, { ...query, warehouseId, date: query.date ?? localDate(new Date()) });
}
