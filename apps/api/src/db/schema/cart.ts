import type { SubstitutionChoice } from '@consigne/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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
    /** What may replace it if missing; null: the account's default, read at checkout (migration 0054). */
    substitution: text('substitution').$type<SubstitutionChoice>(),
    substituteProductWarehouseId: integer('substitute_product_warehouse_id').references(
      () => productWarehouses.id,
      { onDelete: 'set null' },
    ),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_user_entry_uq').on(t.userId, t.productWarehouseId),
    index('cart_items_entry_idx').on(t.productWarehouseId),
    check('cart_items_quantity_ck', sql`${t.quantity} > 0`),
    check(
      'cart_items_substitution_ck',
      sql`${t.substitution} is null or ${t.substitution} in ('closest', 'product', 'none')`,
    ),
  ],
);
