/**
 * Credit notes (avoirs): each corrects an issued invoice — a refund after it (card, wallet), an edit
 * downwards or a cancellation — with what it takes back per VAT rate and in deposits
 * (docs/rules.md#credit-notes, ADR 0044). Numbered without gaps per series and year: the number is
 * taken by an upsert on the series' counter row, which locks that row until the transaction ends, so
 * two credit notes at once wait for each other and a rolled-back one gives its number back.
 */
import {
  creditForAmount,
  dateTimeFormat,
  SHOP_TIME_ZONE,
  toEuros,
  type CreditFigures,
} from '@consigne/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { CreditNoteReason } from '../../db/schema/index.js';
import { ApiError } from '../../lib/errors.js';
import { figuresOfContent, invoiceContent } from './frozen.js';
import { journalCreditNote } from '../sales-journal/index.js';
import { invoiceLabel } from './service.js';

/** The credit notes' series: AV-2026-000001 (avoir), numbered from 1 each year. */
export const CREDIT_NOTE_SERIES = 'AV';

type CreditNoteRow = typeof t.creditNotes.$inferSelect;

export const creditNoteLabel = (n: Pick<CreditNoteRow, 'series' | 'year' | 'number'>) =>
  `${n.series}-${n.year}-${String(n.number).padStart(6, '0')}`;

/** The civil year of a date in France (a credit note of 31 December 23:30 UTC+1 is of that year). */
const parisYear = (d: Date) =>
  Number(dateTimeFormat('en', { timeZone: SHOP_TIME_ZONE, year: 'numeric' }).format(d));

/**
 * The next number of a series and year, in the caller's transaction: an upsert that increments the
 * counter row, locking it until the commit (lock order: customer → order → … → this counter, last).
 */
export async function nextDocumentNumber(tx: Tx, series: string, year: number): Promise<number> {
  const [row] = await tx
    .insert(t.documentCounters)
    .values({ series, year, last: 1 })
    .onConflictDoUpdate({
      target: [t.documentCounters.series, t.documentCounters.year],
      set: { last: sql`${t.documentCounters.last} + 1` },
    })
    .returning({ last: t.documentCounters.last });
  return row!.last;
}

/**
 * The figures the order's invoice billed: its frozen copy's (ADR 0045), or — for an invoice issued
 * before invoices were frozen, or none yet — the order as it now is (its frozen lines and amounts).
 */
export async function orderInvoiceFigures(tx: Db | Tx, order: typeof t.orders.$inferSelect) {
  const [invoice] = await tx.select().from(t.invoices).where(eq(t.invoices.orderId, order.id));
  return figuresOfContent(await invoiceContent(tx, invoice, order));
}

/**
 * Issues a credit note against the order's invoice, in the caller's transaction (which holds the
 * order's lock or acts on a settled refund). Nothing when the order has no invoice yet (the invoice
 * will bill it as it then is) or nothing is taken back; once per `sourceKey`.
 */
export async function issueCreditNote(
  tx: Tx,
  a: {
    orderId: number;
    reason: CreditNoteReason;
    sourceKey: string | null;
    credit: CreditFigures;
    now?: Date;
  },
): Promise<CreditNoteRow | null> {
  const now = a.now ?? new Date();
  const [invoice] = await tx.select().from(t.invoices).where(eq(t.invoices.orderId, a.orderId));
  if (!invoice || a.credit.total <= 0) return null;
  if (a.sourceKey) {
    const [existing] = await tx.select().from(t.creditNotes).where(eq(t.creditNotes.sourceKey, a.sourceKey));
    if (existing) return existing;
  }
  const year = parisYear(now);
  const number = await nextDocumentNumber(tx, CREDIT_NOTE_SERIES, year);
  const [row] = await tx
    .insert(t.creditNotes)
    .values({
      series: CREDIT_NOTE_SERIES,
      year,
      number,
      invoiceId: invoice.id,
      orderId: a.orderId,
      reason: a.reason,
      sourceKey: a.sourceKey,
      issuedAt: now,
      buyerName: invoice.buyerName,
      totalCents: a.credit.total,
      depositsCents: a.credit.deposits,
      vatRows: a.credit.vat,
    })
    .returning();
  await journalCreditNote(tx, row!, creditNoteLabel(row!));
  return row!;
}

/**
 * The credit note of a refund once made (a wallet refund at once, a card refund when the bank
 * confirmed it): the amount split over the invoice's rates and deposits in proportion, never more
 * than the invoice still bills after the credit notes already issued. Idempotent per refund.
 */
export async function creditRefund(tx: Tx, refundId: number, now = new Date()) {
  const [row] = await tx
    .select({ refund: t.orderRefunds, order: t.orders })
    .from(t.orderRefunds)
    .innerJoin(t.orders, eq(t.orders.id, t.orderRefunds.orderId))
    .where(eq(t.orderRefunds.id, refundId));
  if (!row || row.refund.state !== 'succeeded') return null;
  const figures = await orderInvoiceFigures(tx, row.order);
  const [{ credited }] = (await tx
    .select({ credited: sql<number>`coalesce(sum(${t.creditNotes.totalCents}), 0)::int` })
    .from(t.creditNotes)
    .where(eq(t.creditNotes.orderId, row.order.id))) as [{ credited: number }];
  const amount = Math.min(row.refund.amountCents, figures.total - credited);
  return issueCreditNote(tx, {
    orderId: row.order.id,
    reason: 'refund',
    sourceKey: `refund:${refundId}`,
    credit: creditForAmount(figures, amount),
    now,
  });
}

const listed = (note: CreditNoteRow, invoiceNumber: number) => ({
  creditNoteId: note.id,
  number: creditNoteLabel(note),
  invoiceNumber: invoiceLabel(invoiceNumber),
  orderId: note.orderId,
  issuedAt: note.issuedAt.toISOString(),
  amountTtc: toEuros(note.totalCents),
});

/** mes-factures: the user's credit notes, newest first. */
export async function listCreditNotes(db: Db, userId: number) {
  const rows = await db
    .select({ note: t.creditNotes, invoiceNumber: t.invoices.number })
    .from(t.creditNotes)
    .innerJoin(t.invoices, eq(t.invoices.id, t.creditNotes.invoiceId))
    .innerJoin(t.orders, eq(t.orders.id, t.creditNotes.orderId))
    .where(eq(t.orders.userId, userId))
    .orderBy(desc(t.creditNotes.issuedAt), desc(t.creditNotes.id));
  return rows.map(({ note, invoiceNumber }) => listed(note, invoiceNumber));
}

/** An order's credit notes (the back-office's order page), oldest first. */
export async function orderCreditNotes(db: Db, orderId: number) {
  const rows = await db
    .select({ note: t.creditNotes, invoiceNumber: t.invoices.number })
    .from(t.creditNotes)
    .innerJoin(t.invoices, eq(t.invoices.id, t.creditNotes.invoiceId))
    .where(eq(t.creditNotes.orderId, orderId))
    .orderBy(asc(t.creditNotes.id));
  return rows.map(({ note, invoiceNumber }) => listed(note, invoiceNumber));
}

/** A credit note with its invoice and order; `userId` set: its owner only (404 otherwise). */
export async function creditNoteWithOrder(
  db: Db,
  creditNoteId: number,
  owner: { userId: number } | { orderId: number },
) {
  const [row] = await db
    .select({ note: t.creditNotes, invoice: t.invoices, order: t.orders })
    .from(t.creditNotes)
    .innerJoin(t.invoices, eq(t.invoices.id, t.creditNotes.invoiceId))
    .innerJoin(t.orders, eq(t.orders.id, t.creditNotes.orderId))
    .where(
      and(
        eq(t.creditNotes.id, creditNoteId),
        'userId' in owner ? eq(t.orders.userId, owner.userId) : eq(t.orders.id, owner.orderId),
      ),
    );
  if (!row) throw new ApiError(404, 'notFound');
  return { ...row, content: await invoiceContent(db, row.invoice, row.order) };
}
