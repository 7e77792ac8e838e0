import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { PromoKind } from '@consigne/domain';
import { users } from './users.js';

/**
 * Promo codes (the cart's appliedPromoCode/discountCode, the welcome promo; docs/rules.md#promo-codes): an amount or a percentage
 * off the products, or a free product (a locked 'OFFERT' line). Codes are stored upper-cased. The rules
 * (packages/domain promo.ts) are checked when a code is applied and again when an order is placed.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    /** 'amount': amountCents off the products; 'percent': percent % of them; 'gift': one free unit of giftProductKey. */
    kind: text('kind').$type<PromoKind>().notNull(),
    amountCents: integer('amount_cents').notNull().default(0),
    /** 1–100, for 'percent' codes. */
    percent: integer('percent'),
    /** products.key of the gift (its entry in the shopper's warehouse). */
    giftProductKey: text('gift_product_key'),
    minSubtotalCents: integer('min_subtotal_cents').notNull().default(0),
    maxUsesTotal: integer('max_uses_total'),
    maxUsesPerCustomer: integer('max_uses_per_customer').notNull().default(1),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    /** Storefront locales where the code is valid (null: every one). */
    locales: text('locales').array(),
    /** Warehouses (ids) where the code is valid (null: every one). */
    warehouseIds: integer('warehouse_ids').array(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Optimistic concurrency of the back-office's edits: bumped by every change. */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('promo_codes_kind_ck', sql`${t.kind} in ('amount', 'percent', 'gift')`),
    check('promo_codes_code_upper_ck', sql`${t.code} = upper(${t.code})`),
    check('promo_codes_amount_ck', sql`${t.amountCents} >= 0`),
    check('promo_codes_gift_ck', sql`${t.kind} <> 'gift' or ${t.giftProductKey} is not null`),
    check('promo_codes_percent_ck', sql`${t.kind} <> 'percent' or ${t.percent} between 1 and 100`),
    check(
      'promo_codes_window_ck',
      sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`,
    ),
    check(
      'promo_codes_limits_ck',
      sql`${t.maxUsesPerCustomer} >= 1 and (${t.maxUsesTotal} is null or ${t.maxUsesTotal} >= 1) and ${t.minSubtotalCents} >= 0`,
    ),
  ],
);

/** The code applied to a customer's cart: at most one per user (upsert on the key). */
export const cartPromo = pgTable('cart_promo', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  promoCodeId: integer('promo_code_id')
    .notNull()
    .references(() => promoCodes.id, { onDelete: 'cascade' }),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One use of a code, recorded at checkout: the limits count these. */
export const promoCodeUses = pgTable(
  'promo_code_uses',
  {
    id: serial('id').primaryKey(),
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id'),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('promo_code_uses_promo_user_idx').on(t.promoCodeId, t.userId),
    index('promo_code_uses_order_idx').on(t.orderId),
  ],
);
