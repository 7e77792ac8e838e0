import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { orders } from './orders.js';

/** Outcome of a referral once the godson's first order is delivered. */
export const REFERRAL_OUTCOMES = ['rewarded', 'self_referral', 'yearly_cap'] as const;
export type ReferralOutcome = (typeof REFERRAL_OUTCOMES)[number];

/**
 * One godson of a sponsor (docs/rules.md#sponsorship): an e-mail the sponsor invited (pending, godsonId
 * null) or a registered customer (godsonId). A customer is the godson of one sponsor at most, and
 * the reward is decided once: `decidedAt` is set by a conditional update when the godson's first
 * order is delivered, so concurrent deliveries credit the sponsor exactly once.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: serial('id').primaryKey(),
    sponsorId: integer('sponsor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    godsonId: integer('godson_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The invited e-mail, lower-cased (a registered godson's e-mail at registration). */
    email: text('email').notNull(),
    /** Storefront locale of the godson's e-mails (the invitation's; the customer's once registered). */
    locale: text('locale').notNull().default('fr'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    outcome: text('outcome').$type<ReferralOutcome>(),
    rewardOrderId: integer('reward_order_id').references(() => orders.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('referrals_godson_uq').on(t.godsonId),
    uniqueIndex('referrals_sponsor_email_uq').on(t.sponsorId, t.email),
    index('referrals_email_idx').on(t.email),
    check('referrals_not_self_ck', sql`${t.godsonId} IS NULL OR ${t.godsonId} <> ${t.sponsorId}`),
    check(
      'referrals_outcome_ck',
      sql`(${t.decidedAt} IS NULL AND ${t.outcome} IS NULL) OR (${t.decidedAt} IS NOT NULL AND ${t.outcome} in ('rewarded', 'self_referral', 'yearly_cap'))`,
    ),
  ],
);
