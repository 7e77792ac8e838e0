import { amountDueCents, toEuros } from '@consigne/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { ApiError } from '../../lib/errors.js';
import { figuresOfContent, freezeForInvoice, invoiceContent } from './frozen.js';
import { journalInvoice } from '../sales-journal/index.js';

/** Invoice numbers as printed: F-000042 (the sequence itself is an unbroken integer). */
export const invoiceLabel = (number: number) => `F-${String(number).padStart(6, '0')}`;

type OrderAmounts = Pick<
  typeof t.orders.$inferSelect,
  'subtotalTtcCents' | 'productsDepositCents' | 'packagesDepositCents' | 'deliveryFeeCents' | 'discountCents'
>;

/** What an invoice bills: products, deposits and delivery, less the discount (the wallet pays part of it). */
export const invoicedCents = (o: OrderAmounts) =>
  amountDueCents({
    subtotalTtc: o.subtotalTtcCents,
    totalDeposit: o.productsDepositCents + o.packagesDepositCents,
    deliveryFees: o.deliveryFeeCents,
    discountValue: o.discountCents,
  });

/**
 * Issues the invoice of a delivered order, in the caller's transaction: the next number of an
 * unbroken sequence (max + 1 under a transaction-scoped lock; a database sequence would leave
 * holes on rollback, which invoices may not have). Idempotent per order.
 */
export async function issueInvoice(tx: Tx, orderId: number, now = new Date()) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('invoice-numbers'))`);
  const [existing] = await tx.select().from(t.invoices).where(eq(t.invoices.orderId, orderId));
  if (existing) return existing;
  const [{ next }] = (await tx
    .select({ next: sql<number>`coalesce(max(${t.invoices.number}), 0)::int + 1` })
    .from(t.invoices)) as [{ next: number }];
  // The buyer's name is frozen on the invoice: an erased or renamed account leaves it as issued.
  const [buyer] = await tx
    .select({ name: sql<string>`${t.users.firstname} || ' ' || ${t.users.lastname}` })
    .from(t.orders)
    .innerJoin(t.users, eq(t.users.id, t.orders.userId))
    .where(eq(t.orders.id, orderId));
  // Frozen as issued: its reprints never follow later changes of the order or the account (ADR 0045).
  const frozen = await freezeForInvoice(tx, orderId, now);
  const [row] = await tx
    .insert(t.invoices)
    .values({ number: next, orderId, issuedAt: now, buyerName: buyer?.name ?? '', frozen })
    .returning();
  // The journal records what the invoice prints: the figures of its frozen copy.
  await journalInvoice(
    tx,
    { issuedAt: row!.issuedAt, figures: figuresOfContent(frozen!) },
    invoiceLabel(row!.number),
  );
  return row!;
}

/** mes-factures: the user's invoices, newest first. */
export async function listInvoices(db: Db, userId: number) {
  const rows = await db
    .select({ invoice: t.invoices, order: t.orders })
    .from(t.invoices)
    .innerJoin(t.orders, eq(t.orders.id, t.invoices.orderId))
    .where(eq(t.orders.userId, userId))
    .orderBy(desc(t.invoices.number));
  return rows.map(({ invoice, order }) => ({
    invoiceId: invoice.id,
    number: invoiceLabel(invoice.number),
    orderId: order.id,
    issuedAt: invoice.issuedAt.toISOString(),
    // As issued: a frozen invoice's total does not follow later changes of its order.
    amountTtc: toEuros(invoice.frozen ? figuresOfContent(invoice.frozen).total : invoicedCents(order)),
  }));
}

/** An invoice with its order and what it bills (its frozen copy), for its owner only (404 otherwise). */
export async function invoiceForOwner(db: Db, userId: number, invoiceId: number) {
  const [row] = await db
    .select({ invoice: t.invoices, order: t.orders })
    .from(t.invoices)
    .innerJoin(t.orders, eq(t.orders.id, t.invoices.orderId))
    .where(and(eq(t.invoices.id, invoiceId), eq(t.orders.userId, userId)));
  if (!row) throw new ApiError(404, 'notFound');
  return { ...row, content: await invoiceContent(db, row.invoice, row.order) };
}
