/**
 * A period's B2C e-report from the shop's own records (docs/einvoicing.md): the invoices and credit
 * notes issued in it and the money collected, of French orders (the French e-reporting; Belgium has
 * none). Read outside any transaction by the send job, then summed by `aggregateEReport`.
 */
import {
  aggregateEReport,
  SHOP_TIME_ZONE,
  type EReport,
  type EReportDocument,
  type EReportPayment,
  type EReportPeriod,
} from '@consigne/domain';
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { rowsOf } from '../../jobs/executors.js';
import { invoiceFiguresOf } from '../invoices/index.js';

/** The shop's calendar day of an instant column, for a period's bounds (both days included). */
// Aliased as the consumer-sale condition names them.
const orders = alias(t.orders, 'o');
const invoices = alias(t.invoices, 'i');

const shopDay = (column: unknown) => sql`(${column} at time zone ${SHOP_TIME_ZONE})::date`;
const within = (column: unknown, p: EReportPeriod) =>
  sql`${shopDay(column)} between ${p.from}::date and ${p.to}::date`;
const dayText = (column: unknown) => sql<string>`to_char(${shopDay(column)}, 'YYYY-MM-DD')`;

/**
 * Which sales the B2C report covers: French orders of consumers. A business buyer's are e-invoiced
 * instead: known by the identity frozen on the invoice (`business` set; an invoice issued before
 * invoices were frozen is a consumer's, as its PDF says), or, for an order not invoiced yet, by its
 * account's business profile. An SQL condition over the aliases `o` (orders) and `i` (its invoice,
 * possibly none).
 */
const consumerSale = sql.raw(`o.country = 'FR' and not coalesce(
  jsonb_typeof(i.frozen->'business') = 'object',
  i.id is null and exists (select 1 from business_profiles bp where bp.user_id = o.user_id))`);

async function documentsOf(db: Db, period: EReportPeriod): Promise<EReportDocument[]> {
  const invoiced = await db
    .select({ order: orders, frozen: invoices.frozen, date: dayText(invoices.issuedAt) })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(within(invoices.issuedAt, period), consumerSale))
    .orderBy(asc(invoices.number));
  const lines = invoiced.length
    ? await db
        .select()
        .from(t.orderLines)
        .where(
          inArray(
            t.orderLines.orderId,
            invoiced.map((r) => r.order.id),
          ),
        )
        .orderBy(asc(t.orderLines.id))
    : [];
  const invoiceDocuments = invoiced.map(({ order, frozen, date }): EReportDocument => {
    // The invoice's figures as its PDF computes them: from the invoice as issued (frozen), else
    // from its order (invoices issued before invoices were frozen).
    const { figures } = invoiceFiguresOf(
      frozen,
      order,
      lines.filter((l) => l.orderId === order.id),
    );
    return { date, kind: 'invoice', vat: figures.vat, deposits: figures.deposits };
  });
  const credited = await db
    .select({ note: t.creditNotes, date: dayText(t.creditNotes.issuedAt) })
    .from(t.creditNotes)
    .innerJoin(invoices, eq(invoices.id, t.creditNotes.invoiceId))
    .innerJoin(orders, eq(orders.id, t.creditNotes.orderId))
    .where(and(within(t.creditNotes.issuedAt, period), consumerSale))
    .orderBy(asc(t.creditNotes.id));
  const creditNotes = credited.map(({ note, date }): EReportDocument => ({
    date,
    kind: 'credit_note',
    vat: note.vatRows,
    deposits: note.depositsCents,
  }));
  return [...invoiceDocuments, ...creditNotes];
}

/**
 * Money collected per day and means: cash and card terminal at the door, the card online (checkout
 * and top-ups, when paid), the wallet when the invoice uses it; refunds as negative amounts when they
 * succeeded (to the card or the wallet).
 */
async function paymentsOf(db: Db, period: EReportPeriod): Promise<EReportPayment[]> {
  const from = period.from;
  const to = period.to;
  const rows = rowsOf<{ date: string; method: EReportPayment['method']; cents: number }>(
    await db.execute(sql`
      select to_char((p.recorded_at at time zone ${SHOP_TIME_ZONE})::date, 'YYYY-MM-DD') as date,
             case p.method when 'cash' then 'cash' else 'card' end as method,
             sum(p.received_cents)::int as cents
        from door_payments p join orders o on o.id = p.order_id left join invoices i on i.order_id = o.id
       where ${consumerSale} and (p.recorded_at at time zone ${SHOP_TIME_ZONE})::date between ${from}::date and ${to}::date
       group by 1, 2
      union all
      select to_char((o.paid_at at time zone ${SHOP_TIME_ZONE})::date, 'YYYY-MM-DD'), 'card', sum(o.card_paid_cents)::int
        from orders o left join invoices i on i.order_id = o.id
       where ${consumerSale} and o.card_paid_cents > 0 and o.paid_at is not null
         and (o.paid_at at time zone ${SHOP_TIME_ZONE})::date between ${from}::date and ${to}::date
       group by 1
      union all
      select to_char((u.paid_at at time zone ${SHOP_TIME_ZONE})::date, 'YYYY-MM-DD'), 'card', sum(u.amount_cents)::int
        from order_top_ups u join orders o on o.id = u.order_id left join invoices i on i.order_id = o.id
       where ${consumerSale} and u.state = 'paid'
         and (u.paid_at at time zone ${SHOP_TIME_ZONE})::date between ${from}::date and ${to}::date
       group by 1
      union all
      select to_char((i.issued_at at time zone ${SHOP_TIME_ZONE})::date, 'YYYY-MM-DD'), 'wallet', sum(o.wallet_usage_cents)::int
        from invoices i join orders o on o.id = i.order_id
       where ${consumerSale} and o.wallet_usage_cents > 0
         and (i.issued_at at time zone ${SHOP_TIME_ZONE})::date between ${from}::date and ${to}::date
       group by 1
      union all
      select to_char((coalesce(r.settled_at, r.created_at) at time zone ${SHOP_TIME_ZONE})::date, 'YYYY-MM-DD'), r.method, -sum(r.amount_cents)::int
        from order_refunds r join orders o on o.id = r.order_id left join invoices i on i.order_id = o.id
       where ${consumerSale} and r.state = 'succeeded'
         and (coalesce(r.settled_at, r.created_at) at time zone ${SHOP_TIME_ZONE})::date between ${from}::date and ${to}::date
       group by 1, 2`),
  );
  return rows.map((r) => ({ date: r.date, method: r.method, cents: Number(r.cents) }));
}

/** The period's report, read from the database now. */
export async function buildEReport(db: Db, period: EReportPeriod): Promise<EReport> {
  const [documents, payments] = await Promise.all([documentsOf(db, period), paymentsOf(db, period)]);
  return aggregateEReport(period, documents, payments);
}
