/**
 * Peppol for Belgian business buyers (docs/einvoicing.md, ADR 0046): which invoices and credit notes
 * go over Peppol, and their UBL. A buyer gets Peppol when its order is delivered in Belgium and its
 * business identity, as frozen on the invoice (else its account's, for an invoice issued before
 * invoices were frozen), has a Peppol electronic address.
 */
import {
  addressOf,
  einvoiceFromCreditNote,
  einvoiceFromInvoice,
  invoiceFigures,
  localDate,
  ublFileName,
  ublOf,
  vatCountryOf,
  type EinvoiceHeader,
  type EinvoiceParty,
} from '@consigne/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { enqueueJob } from '../../jobs/enqueue.js';
import { rowsOf } from '../../jobs/executors.js';
import { creditNoteLabel, invoiceLabel, sellerFromEnv } from '../invoices/index.js';
import { EInvoicingRefused, type EInvoicingFile } from './platform.js';
import { EINVOICING_SEND_QUEUE } from './queue-name.js';

/** How far back the sweep looks for documents not yet queued (a longer outage is caught by hand). */
const SWEEP_DAYS = 30;

/**
 * The invoice's Peppol address, from its frozen buyer (or the account's for an invoice issued before
 * invoices were frozen): an SQL expression over `i` (invoices), `o` (orders), `b` (business_profiles).
 */
const peppolIdSql = sql.raw(
  `coalesce(i.frozen->'business'->>'peppolId', case when i.frozen is null then b.peppol_id end)`,
);

/**
 * Queues, in the caller's transaction, the Peppol transmission of every recent invoice and credit note
 * of a Belgian business buyer not queued yet, with a send job each: run by the 'einvoicing.peppol'
 * job every few minutes after documents are issued, so issuing one never waits for the network.
 */
export async function queuePeppolDocuments(tx: Tx): Promise<number> {
  // Until the seller's identity is configured every invoice is a specimen, which is never sent: its
  // documents wait (within the sweep's days) rather than fail for good.
  if (sellerFromEnv().specimen) return 0;
  const made = rowsOf<{ id: number }>(
    await tx.execute(sql`
      insert into einvoice_transmissions (document_kind, document_id, channel)
      select kind, id, 'peppol' from (
        select 'invoice' as kind, i.id::text as id
          from invoices i join orders o on o.id = i.order_id
          left join business_profiles b on b.user_id = o.user_id
         where o.country = 'BE' and i.issued_at > now() - make_interval(days => ${SWEEP_DAYS})
           and ${peppolIdSql} is not null
        union all
        select 'credit_note', c.id::text
          from credit_notes c join invoices i on i.id = c.invoice_id join orders o on o.id = i.order_id
          left join business_profiles b on b.user_id = o.user_id
         where o.country = 'BE' and c.issued_at > now() - make_interval(days => ${SWEEP_DAYS})
           and ${peppolIdSql} is not null
      ) documents
      on conflict (document_kind, document_id, channel) do nothing
      returning id`),
  );
  for (const { id } of made) await enqueueJob(tx, EINVOICING_SEND_QUEUE, { transmissionId: Number(id) });
  return made.length;
}

type InvoiceRow = typeof t.invoices.$inferSelect;
type OrderRow = typeof t.orders.$inferSelect;

/** The shop as seller: its configured identity (an unconfigured one is never sent: a specimen). */
function sellerParty(): EinvoiceParty {
  const seller = sellerFromEnv();
  if (seller.specimen)
    throw new EInvoicingRefused('the seller identity is not configured (SELLER_*): a specimen is not sent');
  const country = /^[A-Z]{2}/.test(seller.vatNumber) ? seller.vatNumber.slice(0, 2) : 'FR';
  return {
    name: seller.name,
    address: addressOf(seller.address, country),
    siret: seller.siret,
    siren: seller.siret.slice(0, 9),
    vatNumber: seller.vatNumber,
  };
}

/** The buyer as the invoice knows it (frozen), else as its account says now. */
async function buyerParty(db: Db, invoice: InvoiceRow, order: OrderRow): Promise<EinvoiceParty> {
  let business = invoice.frozen?.business ?? null;
  if (!invoice.frozen) {
    const [profile] = await db
      .select()
      .from(t.businessProfiles)
      .where(eq(t.businessProfiles.userId, order.userId));
    business = profile ?? null;
  }
  if (!business?.peppolScheme || !business.peppolId)
    throw new EInvoicingRefused('the buyer has no Peppol electronic address');
  return {
    name: business.companyName,
    address: addressOf(invoice.frozen?.deliveryAddress ?? order.deliveryAddress, order.country),
    ...(business.siren ? { siren: business.siren } : {}),
    ...(business.vatNumber ? { vatNumber: business.vatNumber } : {}),
    endpoint: { scheme: business.peppolScheme, id: business.peppolId },
  };
}

async function headerOf(db: Db, invoice: InvoiceRow, order: OrderRow) {
  const issueDate = localDate(invoice.issuedAt);
  return {
    number: invoiceLabel(invoice.number),
    issueDate,
    seller: sellerParty(),
    buyer: await buyerParty(db, invoice, order),
    delivery: {
      name: invoice.frozen?.deliveryName ?? order.deliveryName,
      address: addressOf(invoice.frozen?.deliveryAddress ?? order.deliveryAddress, order.country),
      date: issueDate,
    },
    // The shop's order number, quoted as the buyer's reference too (Peppol asks for one of them).
    orderReference: String(order.id),
    vatOnDebits: false,
  } satisfies EinvoiceHeader;
}

async function invoiceWithOrder(db: Db, invoiceId: number) {
  const [row] = await db
    .select({ invoice: t.invoices, order: t.orders })
    .from(t.invoices)
    .innerJoin(t.orders, eq(t.orders.id, t.invoices.orderId))
    .where(eq(t.invoices.id, invoiceId));
  if (!row) throw new EInvoicingRefused(`no invoice ${invoiceId}`);
  return row;
}

/** The UBL of an invoice, from its frozen lines (or its order's). */
export async function peppolInvoiceFile(db: Db, invoiceId: number, key: string): Promise<EInvoicingFile> {
  const { invoice, order } = await invoiceWithOrder(db, invoiceId);
  const frozen = invoice.frozen;
  const lines = frozen
    ? frozen.lines
    : await db.select().from(t.orderLines).where(eq(t.orderLines.orderId, order.id)).orderBy(t.orderLines.id);
  const amounts = frozen ?? order;
  const billed = {
    country: vatCountryOf(order),
    deliveryFeeCents: amounts.deliveryFeeCents,
    discountCents: amounts.discountCents,
    productsDepositCents: amounts.productsDepositCents,
    packagesDepositCents: amounts.packagesDepositCents,
  };
  // Paid at checkout or at the door: all of it is settled; else the wallet's part only.
  const paid = (frozen?.paymentStatus ?? order.paymentStatus) === 'paid';
  const { document } = einvoiceFromInvoice(
    await headerOf(db, invoice, order),
    billed,
    lines.map((l) => ({ ...l, name: `${l.name} ${l.volume}`.trim() })),
    { prepaidCents: paid ? invoiceFigures(billed, lines).total : amounts.walletUsageCents },
  );
  return {
    kind: 'invoice',
    name: ublFileName(document),
    contentType: 'application/xml',
    content: ublOf(document),
    key,
  };
}

/** The UBL of a credit note, referencing its invoice. */
export async function peppolCreditNoteFile(
  db: Db,
  creditNoteId: number,
  key: string,
): Promise<EInvoicingFile> {
  const [note] = await db.select().from(t.creditNotes).where(eq(t.creditNotes.id, creditNoteId));
  if (!note) throw new EInvoicingRefused(`no credit note ${creditNoteId}`);
  const { invoice, order } = await invoiceWithOrder(db, note.invoiceId);
  const header = await headerOf(db, invoice, order);
  const document = einvoiceFromCreditNote(
    {
      ...header,
      number: creditNoteLabel(note),
      issueDate: localDate(note.issuedAt),
      precedingInvoice: { number: header.number, issueDate: header.issueDate },
    },
    { vat: note.vatRows, deposits: note.depositsCents, total: note.totalCents },
  );
  return {
    kind: 'credit_note',
    name: ublFileName(document),
    contentType: 'application/xml',
    content: ublOf(document),
    key,
  };
}
