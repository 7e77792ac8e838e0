import type { JournalVatTotal, SalesJournalKind } from '@consigne/domain';
import { bigint, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

/**
 * The unalterable sales journal (migration 0061, ADR 0048): append-only (triggers refuse UPDATE,
 * DELETE and TRUNCATE), numbered without gaps and hash-chained. Only modules/sales-journal writes it.
 */
export const salesJournal = pgTable(
  'sales_journal',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<SalesJournalKind>().notNull(),
    reference: text('reference').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    vatTotals: jsonb('vat_totals').$type<JournalVatTotal[]>().notNull(),
    paymentMethod: text('payment_method'),
    grandTotalCents: bigint('grand_total_cents', { mode: 'number' }).notNull(),
    previousHash: text('previous_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [unique('sales_journal_reference_uq').on(t.kind, t.reference)],
);
