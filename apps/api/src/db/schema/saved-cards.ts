import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders.js';
import { users } from './users.js';

/** The shopper's Stripe customer (migration 0063, ADR 0051): created once, reused by every setup. */
export const stripeCustomers = pgTable(
  'stripe_customers',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    stripeCustomerId: text('stripe_customer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('stripe_customers_customer_uq').on(t.stripeCustomerId)],
);

/**
 * A card saved through Stripe Checkout's setup mode: what the shopper reads of it, never its number.
 * One active per shopper; a removed one keeps its row (removed_at) until the job detaches it at Stripe.
 */
export const savedPaymentMethods = pgTable(
  'saved_payment_methods',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stripeCustomerId: text('stripe_customer_id').notNull(),
    stripePaymentMethodId: text('stripe_payment_method_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    detachedAt: timestamp('detached_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('saved_payment_methods_pm_uq').on(t.stripePaymentMethodId),
    uniqueIndex('saved_payment_methods_active_uq')
      .on(t.userId)
      .where(sql`${t.removedAt} is null`),
    check('saved_payment_methods_last4_ck', sql`${t.last4} ~ '^[0-9]{4}$'`),
    check('saved_payment_methods_exp_month_ck', sql`${t.expMonth} between 1 and 12`),
    check('saved_payment_methods_exp_year_ck', sql`${t.expYear} between 2000 and 2200`),
  ],
);

export type OffSessionChargeState = 'pending' | 'succeeded' | 'failed';

/**
 * The one off-session charge of an order the usual basket placed, keyed by the order: recorded with
 * the order, claimed by its job for a while (claimed_until) so two runs never ask Stripe at once, and
 * settled once with Stripe's answer.
 */
export const offSessionCharges = pgTable(
  'off_session_charges',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    savedPaymentMethodId: integer('saved_payment_method_id')
      .notNull()
      .references(() => savedPaymentMethods.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    state: text('state').$type<OffSessionChargeState>().notNull().default('pending'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    paymentIntentId: text('payment_intent_id'),
    /** Stripe's code of a refusal ('card_declined', 'authentication_required'…). */
    failureCode: text('failure_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('off_session_charges_intent_uq').on(t.paymentIntentId),
    check('off_session_charges_state_ck', sql`${t.state} in ('pending', 'succeeded', 'failed')`),
    check('off_session_charges_amount_ck', sql`${t.amountCents} > 0`),
  ],
);
