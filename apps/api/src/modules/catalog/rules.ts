import { sql } from 'drizzle-orm';

/**
 * An entry can be ordered (put in a cart, given as a gift) while it is available and its product not
 * hidden: the one home of the rule, as SQL text over the aliases of `product_warehouses` and
 * `products` (the cart's raw SQL) and as a Drizzle condition on those tables.
 */
export const orderableEntrySql = (entry: string, product: string) =>
  `(${entry}.is_available and not ${product}.is_hidden)`;
export const isOrderableEntry = () => sql.raw(orderableEntrySql('"product_warehouses"', '"products"'));

/**
 * The anti-waste discount a shopper gets: the entry's percentage until its end date, 0 after it (no
 * end date: until it is changed). The one home of the rule, read by listings, product pages, the cart
 * and orders alike, as SQL text over an alias of `product_warehouses` (the cart's raw SQL) and as a
 * Drizzle expression; `now()` is the transaction's clock.
 */
export const effectiveDiscountSql = (entry: string) =>
  `(case when ${entry}.discount_ends_at is null or ${entry}.discount_ends_at > now() then ${entry}.discount_anti_waste_percent else 0 end)`;
export const effectiveDiscount = () => sql<number>`${sql.raw(effectiveDiscountSql('"product_warehouses"'))}`;
