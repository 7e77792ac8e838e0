import { localDate } from '@consigne/domain';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../../lib/actor.js';
import * as t from '../../../db/schema/index.js';
import { ApiError } from '../../../lib/errors.js';
import { vanRound } from '../../operator/index.js';
import { assertWarehouse, audit, type Db, type Staff } from '../shared/index.js';

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

/**
 * Moves an order to another van of its warehouse (audit-logged): not once delivered or cancelled.
 * The order's row is locked: a driver delivering it at that moment goes first or after, never between.
 */
export async function moveOrderVan(db: Db, actor: Actor, orderId: number, vanId: number) {
  const staff = actor.staff;
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        id: t.orders.id,
        warehouseId: t.orders.warehouseId,
        status: t.orders.status,
        vanId: t.orders.vanId,
      })
      .from(t.orders)
      .where(and(eq(t.orders.id, orderId), t.isPlacedOrder()))
      .for('update');
    if (!order) throw new ApiError(404, 'roundOrderNotFound');
    assertWarehouse(staff, order.warehouseId);
    const [van] = await tx.select().from(t.vans).where(eq(t.vans.id, vanId));
    if (!van) throw new ApiError(404, 'vanNotFound');
    if (van.warehouseId !== order.warehouseId) throw new ApiError(422, 'vanOtherWarehouse');
    if (order.status === 'delivered' || order.status === 'cancelled')
      throw new ApiError(409, 'roundOrderClosed');
    if (order.vanId !== vanId) {
      // Moved by hand: out of the plan (both vans' rounds are ordered on the fly until planned again).
      await tx
        .update(t.orders)
        .set({ vanId, roundPosition: null, plannedArrivalAt: null })
        .where(eq(t.orders.id, orderId));
      await audit(tx, actor, {
        action: 'order.van',
        entity: 'order',
        entityId: orderId,
        warehouseId: order.warehouseId,
        before: { vanId: order.vanId },
        after: { vanId },
      });
    }
    return { orderId, vanId };
  });
}
