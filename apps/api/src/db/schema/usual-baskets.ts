import type {
  SubstitutionChoice,
  UsualBasketFailure,
  UsualBasketFrequency,
  UsualBasketOccurrenceStatus,
  UsualBasketPayment,
} from '@consigne/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { productWarehouses } from './catalog.js';
import { orders } from './orders.js';
import { slots, users } from './users.js';

/**
 * A usual basket that orders itself (migration 0057, ADR 0042): one per shopper, on the weeks of their
 * reserved slot at a frequency, paid by the shopper's saved card (saved_payment_methods, ADR 0051) or at
 * the door.
 */
export const usualBaskets = pgTable(
  'usual_baskets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    frequency: text('frequency').$type<UsualBasketFrequency>().notNull(),
    payment: text('payment').$type<UsualBasketPayment>().notNull(),
    /** Its first date (a date of the reservation): every two weeks counts from it. */
    anchorDate: date('anchor_date', { mode: 'string' }).notNull(),
    /** No order for a date before it (holidays); null: not paused. */
    pausedUntil: date('paused_until', { mode: 'string' }),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('usual_baskets_user_uq').on(t.userId),
    check('usual_baskets_frequency_ck', sql`${t.frequency} in ('weekly', 'fortnightly', 'monthly')`),
    check('usual_baskets_payment_ck', sql`${t.payment} in ('card', 'delivery')`),
  ],
);

/** One line of a usual basket: an entry of the shopper's warehouse and its quantity, as a cart line. */
export const usualBasketLines = pgTable(
  'usual_basket_lines',
  {
    id: serial('id').primaryKey(),
    basketId: integer('basket_id')
      .notNull()
      .references(() => usualBaskets.id, { onDelete: 'cascade' }),
    productWarehouseId: integer('product_warehouse_id')
      .notNull()
      .references(() => productWarehouses.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** What may replace it if missing; null: the account's default (as a cart line). */
    substitution: text('substitution').$type<SubstitutionChoice>(),
    substituteProductWarehouseId: integer('substitute_product_warehouse_id').references(
      () => productWarehouses.id,
      { onDelete: 'set null' },
    ),
  },
  (t) => [
    uniqueIndex('usual_basket_lines_uq').on(t.basketId, t.productWarehouseId),
    check('usual_basket_lines_quantity_ck', sql`${t.quantity} > 0`),
    check(
      'usual_basket_lines_substitution_ck',
      sql`${t.substitution} is null or ${t.substitution} in ('closest', 'product', 'none')`,
    ),
  ],
);

/**
 * One date a basket orders on, and what became of it. Unique per basket and date (a date is one row
 * whatever schedules it) and per order (an occurrence places one order).
 */
export const usualBasketOccurrences = pgTable(
  'usual_basket_occurrences',
  {
    id: serial('id').primaryKey(),
    basketId: integer('basket_id')
      .notNull()
      .references(() => usualBaskets.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    slotId: integer('slot_id')
      .notNull()
      .references(() => slots.id),
    status: text('status').$type<UsualBasketOccurrenceStatus>().notNull().default('scheduled'),
    /** Why it failed (told to the shopper), or 'paused' when a pause skipped it. */
    reason: text('reason').$type<UsualBasketFailure | 'paused'>(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('usual_basket_occurrences_uq').on(t.basketId, t.date),
    uniqueIndex('usual_basket_occurrences_order_uq').on(t.orderId),
    index('usual_basket_occurrences_due_idx')
      .on(t.status)
      .where(sql`${t.status} in ('scheduled', 'reminded')`),
    check(
      'usual_basket_occurrences_status_ck',
      sql`${t.status} in ('scheduled', 'reminded', 'skipped', 'placed', 'failed')`,
    ),
    check('usual_basket_occurrences_placed_ck', sql`${t.orderId} is null or ${t.status} = 'placed'`),
  ],
);
