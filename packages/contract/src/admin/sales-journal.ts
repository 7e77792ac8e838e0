/**
 * The unalterable sales journal (/admin/journal-des-ventes): whether its hash chain is intact or where
 * it breaks, and its latest closures (packages/domain sales-journal.ts, docs/sales-journal.md).
 */
import { JOURNAL_BREAKS, SALES_JOURNAL_KINDS } from '@consigne/domain';
import { z } from 'zod';
import { euros } from '../primitives.js';

const vatTotalSchema = z.object({
  rate: z.number().describe('VAT rate in basis points (550 = 5.5 %)'),
  base: euros,
  vat: euros,
  ttc: euros,
});

export const salesJournalEntrySchema = z.object({
  seq: z.number(),
  kind: z.enum(SALES_JOURNAL_KINDS),
  reference: z
    .string()
    .describe(
      "The document's number, 'order-<id>' for a door payment, the period (2026-11-29, 2026-11, 2026) for a closure",
    ),
  occurredAt: z.string(),
  recordedAt: z.string(),
  total: euros.describe(
    "Incl. VAT and deposits; a credit note's is negative; a closure's: its period's sales",
  ),
  vat: z.array(vatTotalSchema),
  paymentMethod: z.string().nullable(),
  grandTotal: euros.describe('The perpetual total of sales (invoices less credit notes) up to this entry'),
  hash: z.string(),
});

export const salesJournalVerdictSchema = z.object({
  intact: z.boolean(),
  /** Entries checked (all of them when intact). */
  count: z.number(),
  /** The last entry's seq and hash when intact: note them elsewhere to catch a removed tail later. */
  lastSeq: z.number().nullable(),
  lastHash: z.string().nullable(),
  /** Where the chain breaks: the first entry that fails, and why; null when intact. */
  brokenAt: z.object({ seq: z.number(), reason: z.enum(JOURNAL_BREAKS) }).nullable(),
  grandTotal: euros.describe('The perpetual total of sales of the last entry'),
  closures: z.array(salesJournalEntrySchema).describe('The latest closures, newest first'),
  checkedAt: z.string(),
});
