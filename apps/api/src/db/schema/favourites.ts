import { index, integer, pgTable, primaryKey, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalog.js';
import { users } from './users.js';

/**
 * A customer's favourite product (mes-favoris): per product, not per warehouse entry, so a
 * favourite follows the shopper to another zone. One row per user and product: adding twice at
 * once cannot duplicate it (unique index and `on conflict do nothing`).
 */
export const favourites = pgTable(
  'favourites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('favourites_user_product_uq').on(t.userId, t.productId),
    index('favourites_product_idx').on(t.productId),
  ],
);

/**
 * A product the shopper never wants as a substitute (migration 0056): the closest match skips it
 * (rankSubstitutes' `disliked`). Per product, as favourites; one row per shopper and product.
 */
export const dislikedProducts = pgTable(
  'disliked_products',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'disliked_products_pk', columns: [t.userId, t.productId] }),
    index('disliked_products_product_idx').on(t.productId),
  ],
);
