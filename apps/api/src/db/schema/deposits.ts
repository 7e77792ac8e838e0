import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { warehouses } from './catalog.js';
import { pendingDeposits, users } from './users.js';

/**
 * Deposits never returned in time, sold as packaging (migration 0030, ADR 0015): the sale's amounts and
 * VAT, and the 'forfeited' pending-deposit row that settled them (one sale per row).
 */
export const depositForfeits = pgTable(
  'deposit_forfeits',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    pendingDepositId: integer('pending_deposit_id')
      .notNull()
      .references(() => pendingDeposits.id, { onDelete: 'cascade' }),
    totalCents: integer('total_cents').notNull(),
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    vatRateBp: integer('vat_rate_bp').notNull(),
    /** The warehouse's period when the sale was made. */
    forfeitDays: integer('forfeit_days').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('deposit_forfeits_pending_uq').on(t.pendingDepositId),
    index('deposit_forfeits_warehouse_created_idx').on(t.warehouseId, t.createdAt),
    check(
      'deposit_forfeits_amounts_ck',
      sql`${t.totalCents} > 0 AND ${t.netCents} + ${t.vatCents} = ${t.totalCents}`,
    ),
  ],
);
