import { index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
