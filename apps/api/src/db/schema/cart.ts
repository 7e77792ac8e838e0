import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { productWarehouses } from './catalog.js';
import { users } from './users.js';

/**
 * One line of a customer's server cart (a cart item): a product warehouse entry and its
 * quantity. One line per user and entry, so a concurrent upsert cannot duplicate it.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productWarehouseId: integer('product_warehouse_id')
      .notNull()
      .references(() => productWarehouses.id),
    quantity: integer('quantity').notNull(),
    /** A free gift: shown 'OFFERT', priced 0. */
    isLocked: boolean('is_locked').notNull().default(false),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_user_entry_uq').on(t.userId, t.productWarehouseId),
    index('cart_items_entry_idx').on(t.productWarehouseId),
    check('cart_items_quantity_ck', sql`${t.quantity} > 0`),
  ],
);
