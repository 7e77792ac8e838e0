import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { productWarehouses } from './catalog.js';
import { orders } from './orders.js';
import { users } from './users.js';

/**
 * The lines a recipient refused at the door (migration 0042): as they were sold, with why ('age': the
 * age check did not allow them). The order's lines keep only what was handed over.
 */
export const orderDoorRefusals = pgTable(
  'order_door_refusals',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productWarehouseId: integer('product_warehouse_id')
      .notNull()
      .references(() => productWarehouses.id),
    name: text('name').notNull(),
    volume: text('volume').notNull(),
    substitutedFor: text('substituted_for'),
    quantity: integer('quantity').notNull(),
    unitPriceTtcCents: integer('unit_price_ttc_cents').notNull(),
    bottleDepositCents: integer('bottle_deposit_cents').notNull(),
    reason: text('reason').notNull(),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_door_refusals_order_idx').on(t.orderId),
    check('order_door_refusals_quantity_ck', sql`${t.quantity} > 0`),
  ],
);

/**
 * The age check at the door of an order with age-restricted lines (migration 0042): how, whether it
 * was verified for its strictest line, the legal age it satisfied (0, 16, 18). Never the birth date.
 */
export const orderAgeChecks = pgTable('order_age_checks', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  method: text('method').notNull(),
  verified: boolean('verified').notNull(),
  ageSatisfied: smallint('age_satisfied').notNull(),
  recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'restrict' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
