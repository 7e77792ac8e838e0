/**
 * Ticks: a line picked or not, saved on the server so that every picker's page shows the same state.
 * One row per line (primary key): two pickers ticking the same line make one tick, and untick/tick
 * races end in whichever came last. The order's row is share-locked: ticks of one order run side by
 * side, while a removal or a substitution (which locks it for update) waits for them or they for it.
 */
import type { ApiLocale } from '@consigne/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import * as t from '../../../db/schema/index.js';
import { ApiError } from '../../../lib/errors.js';
import { assertWarehouse, type Staff } from '../shared/index.js';
import { isOpenForPicking, pickingOrder } from './service.js';

export interface PickInput {
  picked: boolean;
  /** The product the picker saw on this line: refused if the line was substituted meanwhile. */
  productWarehouseId?: number;
}

export async function setLinePicked(
  db: Db,
  staff: Staff,
  lineId: number,
  input: PickInput,
  locale: ApiLocale,
) {
  const orderId = await db.transaction(async (tx) => {
    const [head] = await tx
      .select({ orderId: t.orderLines.orderId })
      .from(t.orderLines)
      .where(eq(t.orderLines.id, lineId));
    if (!head) throw new ApiError(404, 'pickingLineNotFound');
    const [order] = await tx
      .select({ id: t.orders.id, status: t.orders.status, warehouseId: t.orders.warehouseId })
      .from(t.orders)
      .where(eq(t.orders.id, head.orderId))
      .for('share');
    assertWarehouse(staff, order!.warehouseId);
    if (!isOpenForPicking(order!.status)) throw new ApiError(409, 'pickingOrderClosed');
    // Read again under the lock: a removal or substitution that committed first is seen now.
    const [line] = await tx
      .select({ productWarehouseId: t.orderLines.productWarehouseId })
      .from(t.orderLines)
      .where(and(eq(t.orderLines.id, lineId), eq(t.orderLines.orderId, order!.id)));
    if (!line) throw new ApiError(409, 'pickingLineChanged');
    if (input.productWarehouseId !== undefined && input.productWarehouseId !== line.productWarehouseId)
      throw new ApiError(409, 'pickingLineChanged');
    if (input.picked)
      await tx
        .insert(t.orderLinePicks)
        .values({ orderLineId: lineId, orderId: order!.id, pickedBy: staff.id })
        .onConflictDoNothing();
    else await tx.delete(t.orderLinePicks).where(eq(t.orderLinePicks.orderLineId, lineId));
    return order!.id;
  });
  return pickingOrder(db, staff, orderId, locale);
}
