import { fromApiLocale, type ApiLocale } from '@consigne/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { ApiError } from '../../lib/errors.js';
import { resolveWarehouse } from '../warehouses/index.js';
import type { ReorderResult } from '@consigne/contract';

/**
 * 'Commander à nouveau': the products of one of the customer's orders go back into
 * the cart, as entries of the customer's current warehouse (their crate format is the catalogue's
 * of today), each within its maxOrderable counting what the cart already holds; what is sold out,
 * withdrawn or not sold in the zone is reported, not added. Free gifts are not re-added. One
 * transaction under the customer's row lock (the lock checkout takes), so a reorder never
 * interleaves with placing the cart as an order.
 */
export async function reorder(
  db: Db,
  userId: number,
  orderId: number,
  defaultKey: string,
  apiLocale: ApiLocale,
): Promise<ReorderResult> {
  const locale = fromApiLocale(apiLocale);
  const warehouse = await resolveWarehouse(db, { userId, defaultKey });
  return db.transaction(async (tx) => {
    await tx.select({ id: t.users.id }).from(t.users).where(eq(t.users.id, userId)).for('update');
    const [order] = await tx
      .select({ id: t.orders.id })
      .from(t.orders)
      .where(and(eq(t.orders.id, orderId), eq(t.orders.userId, userId)));
    if (!order) throw new ApiError(404, 'orderNotFound');

    // One wanted quantity per product, in the order's line order.
    const wanted = new Map<number, { quantity: number; name: string }>();
    const lines = await tx
      .select({
        productId: t.orderLines.productId,
        quantity: t.orderLines.quantity,
        name: t.orderLines.name,
      })
      .from(t.orderLines)
      .where(and(eq(t.orderLines.orderId, orderId), eq(t.orderLines.isLocked, false)))
      .orderBy(t.orderLines.id);
    for (const line of lines) {
      const known = wanted.get(line.productId);
      wanted.set(line.productId, {
        quantity: (known?.quantity ?? 0) + line.quantity,
        name: known?.name ?? line.name,
      });
    }
    const productIds = [...wanted.keys()];
    const entries = productIds.length
      ? await tx
          .select({
            id: t.productWarehouses.id,
            productId: t.productWarehouses.productId,
            isAvailable: t.productWarehouses.isAvailable,
            maxOrderable: t.productWarehouses.maxOrderable,
            isHidden: t.products.isHidden,
            name: t.productTranslations.name,
          })
          .from(t.productWarehouses)
          .innerJoin(t.products, eq(t.products.id, t.productWarehouses.productId))
          .leftJoin(
            t.productTranslations,
            and(eq(t.productTranslations.productId, t.products.id), eq(t.productTranslations.locale, locale)),
          )
          .where(
            and(
              eq(t.productWarehouses.warehouseId, warehouse.id),
              inArray(t.productWarehouses.productId, productIds),
            ),
          )
      : [];
    const entryOf = new Map(entries.map((e) => [e.productId, e]));
    // The cart's lines of these entries, locked: a quantity changed meanwhile waits for this one.
    const inCart = entries.length
      ? await tx
          .select({
            productWarehouseId: t.cartItems.productWarehouseId,
            quantity: t.cartItems.quantity,
            isLocked: t.cartItems.isLocked,
          })
          .from(t.cartItems)
          .where(
            and(
              eq(t.cartItems.userId, userId),
              inArray(
                t.cartItems.productWarehouseId,
                entries.map((e) => e.id),
              ),
            ),
          )
          .for('update')
      : [];
    const cartLine = new Map(inCart.map((c) => [c.productWarehouseId, c]));

    const result: ReorderResult = { orderId, added: [], notAdded: [], itemCount: 0 };
    for (const [productId, { quantity, name: orderedName }] of wanted) {
      const entry = entryOf.get(productId);
      const name = entry?.name ?? orderedName;
      if (!entry) {
        result.notAdded.push({ productId, productWarehouseId: null, name, quantity, reason: 'notInZone' });
        continue;
      }
      const ref = { productId, productWarehouseId: entry.id, name };
      if (!entry.isAvailable || entry.isHidden) {
        result.notAdded.push({ ...ref, quantity, reason: 'unavailable' });
        continue;
      }
      const current = cartLine.get(entry.id);
      // A free gift's line is the promo code's: it is not turned into a paid one.
      const held = current?.quantity ?? 0;
      const room = current?.isLocked ? 0 : Math.max(0, entry.maxOrderable - held);
      const adding = Math.min(quantity, room);
      if (adding > 0) {
        await tx
          .insert(t.cartItems)
          .values({ userId, productWarehouseId: entry.id, quantity: held + adding })
          .onConflictDoUpdate({
            target: [t.cartItems.userId, t.cartItems.productWarehouseId],
            set: { quantity: held + adding, updatedAt: new Date() },
          });
        result.added.push({ ...ref, quantity: adding });
      }
      if (adding < quantity)
        result.notAdded.push({ ...ref, quantity: quantity - adding, reason: 'maxOrderable' });
    }
    const [count] = await tx
      .select({ units: sql<number>`coalesce(sum(${t.cartItems.quantity}), 0)::int` })
      .from(t.cartItems)
      .where(eq(t.cartItems.userId, userId));
    result.itemCount = count?.units ?? 0;
    return result;
  });
}
