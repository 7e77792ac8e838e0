/**
 * Reads about a customer's orders that other modules need (users, promo). It imports nothing from
 * those modules, so they depend on orders without orders depending back on them.
 */
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';

/** Placed orders of a customer (not cancelled): GET /user nbOrders, first-order-only promo codes. */
export async function placedOrderCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(t.orders)
    .where(and(eq(t.orders.userId, userId), t.isPlacedOrder()));
  return row?.n ?? 0;
}
