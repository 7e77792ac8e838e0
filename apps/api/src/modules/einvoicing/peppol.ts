/**
 * Peppol for Belgian business buyers (docs/einvoicing.md, ADR 0046): which invoices and credit notes
 * go over Peppol, and their UBL. A buyer gets Peppol when its order is delivered in Belgium and its
 * business identity, as frozen on the invoice, has a Peppol electronic address.
 */
import { ublFileName, ublOf, type EinvoiceDocument } from '@consigne/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { enqueueJob } from '../../jobs/enqueue.js';
import { rowsOf } from '../../jobs/executors.js';
import { creditNoteEinvoice, invoiceContent, invoiceEinvoice, sellerFromEnv } from '../invoices/index.js';
import { EInvoicingRefused, type EInvoicingFile } from './platform.js';
import { EINVOICING_SEND_QUEUE } from './queue-name.js';

/** How far back the sweep looks for documents not yet queued (a longer outage is caught by hand). */
const SWEEP_DAYS = 30;

/**
 * The invoice's Peppol address, from the buyer's identity frozen on it (an invoice issued before
 * invoices were frozen is a consumer's): an SQL expression over `i` (invoices).
 */
const peppolIdSql = sql.raw(`i.frozen->'business'->>'peppolId'`);

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
         where o.country = 'BE' and i.issued_at > now() - make_interval(days => ${SWEEP_DAYS})
           and ${peppolIdSql} is not null
        union all
        select 'credit_note', c.id::text
          from credit_notes c join invoices i on i.id = c.invoice_id join orders o on o.id = i.order_id
         where o.country = 'BE' and c.issued_at > now() - make_interval(days => ${SWEEP_DAYS})
           and ${peppolIdSql} is not null
      ) documents
      on conflict (document_kind, document_id, channel) do nothing
      returning id`),
  );
  for (const { id } of made) await enqueueJob(tx, EINVOICING_SEND_QUEUE, { transmissionId: Number(id) });
  return made.length;
}

async function invoiceWithOrder(db: Db, invoiceId: number) {
  const [row] = await db
    .select({ invoice: t.invoices, order: t.orders })
    .from(t.invoices)
    .innerJoin(t.orders, eq(t.orders.id, t.invoices.orderId))
    .where(eq(t.invoices.id, invoiceId));
  if (!row) throw new EInvoicingRefused(`no invoice ${invoiceId}`);
  return { ...row, content: await invoiceContent(db, row.invoice, row.order) };
}

/** The configured seller: an unconfigured one (a specimen) is never sent. */
function configuredSeller() {
  const seller = sellerFromEnv();
  if (seller.specimen)
    throw new EInvoicingRefused('the seller identity is not configured (SELLER_*): a specimen is not sent');
  return seller;
}

const xmlFile = (kind: EInvoicingFile['kind'], document: EinvoiceDocument, key: string): EInvoicingFile => ({
  kind,
  name: ublFileName(document),
  contentType: 'application/xml',
  content: ublOf(document),
  key,
});

/** The UBL of an invoice: the same e-invoice as its PDF and its Factur-X (invoices/einvoice.ts). */
export async function peppolInvoiceFile(db: Db, invoiceId: number, key: string): Promise<EInvoicingFile> {
  const { invoice, content } = await invoiceWithOrder(db, invoiceId);
  if (!content.business?.peppolId) throw new EInvoicingRefused('the buyer has no Peppol electronic address');
  return xmlFile('invoice', invoiceEinvoice(invoice, content, configuredSeller()).document, key);
}

/** The UBL of a credit note, referencing its invoice. */
export async function peppolCreditNoteFile(
  db: Db,
  creditNoteId: number,
  key: string,
): Promise<EInvoicingFile> {
  const [note] = await db.select().from(t.creditNotes).where(eq(t.creditNotes.id, creditNoteId));
  if (!note) throw new EInvoicingRefused(`no credit note ${creditNoteId}`);
  const { invoice, content } = await invoiceWithOrder(db, note.invoiceId);
  if (!content.business?.peppolId) throw new EInvoicingRefused('the buyer has no Peppol electronic address');
  return xmlFile('credit_note', creditNoteEinvoice(note, invoice, content, configuredSeller()), key);
}
