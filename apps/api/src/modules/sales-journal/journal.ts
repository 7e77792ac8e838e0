/**
 * The sales journal's writes (ADR 0048): one append per invoice, credit note and payment at the door,
 * in the transaction that issues or records it, so a document never exists without its entry nor an
 * entry without its document.
 *
 * Lock: an append takes a transaction-scoped advisory lock, reads the last entry and writes the next,
 * so two at once chain one after the other (the insert trigger refuses a row that does not follow the
 * last one besides). It is the last lock its transaction takes (after the order's row, the invoice
 * numbers' lock and the credit notes' counter): callers append at the end of their work, and the lock
 * is held only until their commit.
 */
import {
  chainEntry,
  recordedAfter,
  type InvoiceFigures,
  type JournalEntry,
  type JournalEntryContent,
  type JournalVatTotal,
} from '@consigne/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';

type Row = typeof t.salesJournal.$inferSelect;

/** A stored row as the domain reads it. */
export const entryOf = (row: Row): JournalEntry => ({
  seq: row.seq,
  kind: row.kind,
  reference: row.reference,
  occurredAt: row.occurredAt,
  recordedAt: row.recordedAt,
  totalCents: row.totalCents,
  vat: row.vatTotals,
  paymentMethod: row.paymentMethod,
  grandTotalCents: row.grandTotalCents,
  previousHash: row.previousHash,
  hash: row.hash,
});

/** Takes the journal's lock until the transaction ends: appends and closures one at a time. */
export const lockJournal = (tx: Tx) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('sales-journal'))`);

export async function lastEntry(tx: Db | Tx): Promise<JournalEntry | null> {
  const [row] = await tx.select().from(t.salesJournal).orderBy(desc(t.salesJournal.seq)).limit(1);
  return row ? entryOf(row) : null;
}

/**
 * Appends an entry after the last one, under the journal's lock; `clock` is when (never before the last
 * entry's time). Once per kind and reference: the same document again returns its entry.
 */
export async function appendToJournal(
  tx: Tx,
  content: Omit<JournalEntryContent, 'recordedAt'>,
  clock = new Date(),
): Promise<JournalEntry> {
  await lockJournal(tx);
  const [existing] = await tx
    .select()
    .from(t.salesJournal)
    .where(and(eq(t.salesJournal.kind, content.kind), eq(t.salesJournal.reference, content.reference)));
  if (existing) return entryOf(existing);
  const previous = await lastEntry(tx);
  const entry = chainEntry(previous, { ...content, recordedAt: recordedAfter(previous, clock) });
  await tx.insert(t.salesJournal).values({
    seq: entry.seq,
    kind: entry.kind,
    reference: entry.reference,
    occurredAt: entry.occurredAt,
    recordedAt: entry.recordedAt,
    totalCents: entry.totalCents,
    vatTotals: [...entry.vat],
    paymentMethod: entry.paymentMethod,
    grandTotalCents: entry.grandTotalCents,
    previousHash: entry.previousHash,
    hash: entry.hash,
  });
  return entry;
}

const vatTotals = (rows: readonly JournalVatTotal[], sign: 1 | -1) =>
  rows.map((r) => ({ rate: r.rate, base: sign * r.base, vat: sign * r.vat, ttc: sign * r.ttc }));

/**
 * The entry of an invoice just issued: what it bills, per VAT rate — the figures its PDF prints (the
 * invoices module computes them from the invoice's frozen copy). `reference`: its printed number (F-000042).
 */
export function journalInvoice(
  tx: Tx,
  invoice: { issuedAt: Date; figures: Pick<InvoiceFigures, 'total' | 'vat'> },
  reference: string,
): Promise<JournalEntry> {
  const { figures } = invoice;
  return appendToJournal(tx, {
    kind: 'invoice',
    reference,
    occurredAt: invoice.issuedAt,
    totalCents: figures.total,
    vat: vatTotals(figures.vat, 1),
    paymentMethod: null,
  });
}

/** The entry of a credit note just issued: what it takes back, negative. `reference`: AV-2026-000001. */
export function journalCreditNote(
  tx: Tx,
  note: { issuedAt: Date; totalCents: number; vatRows: readonly JournalVatTotal[] },
  reference: string,
): Promise<JournalEntry> {
  return appendToJournal(tx, {
    kind: 'credit_note',
    reference,
    occurredAt: note.issuedAt,
    totalCents: -note.totalCents,
    vat: vatTotals(note.vatRows, -1),
    paymentMethod: null,
  });
}

/**
 * The entry of the payment a driver took at an order's door (its door_payments row, written in this
 * transaction): what was received and how. The sale itself is the invoice's entry: a payment does not
 * move the sales totals.
 */
export async function journalDoorPayment(tx: Tx, orderId: number): Promise<JournalEntry | null> {
  const [payment] = await tx.select().from(t.doorPayments).where(eq(t.doorPayments.orderId, orderId));
  if (!payment) return null;
  return appendToJournal(tx, {
    kind: 'door_payment',
    reference: `order-${orderId}`,
    occurredAt: payment.recordedAt,
    totalCents: payment.receivedCents,
    vat: [],
    paymentMethod: payment.method,
  });
}
