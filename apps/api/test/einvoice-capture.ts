/**
 * EINVOICE_CAPTURE_DIR (CI, issue 33): every invoice and credit note a test database holds when it
 * closes is written there as its e-invoice — the CII XML of every one (what a Factur-X PDF carries),
 * the Peppol UBL of a Belgian business buyer's, and, for one document in eight, the Factur-X PDF
 * itself — named by content hash, so the documents many test files share are written once.
 * scripts/validate-einvoices.mjs then runs the official EN 16931 and Factur-X rules over the folder.
 * Rendered through the invoices module's own functions, from the rows as issued: what the account,
 * the back-office and the Peppol sender would produce. Test code only: nothing of it runs in the app.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { toCii, ublOf, type EinvoiceDocument } from '@consigne/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import * as t from '../src/db/schema/index.js';
import type { FrozenInvoice } from '../src/db/schema/index.js';
import {
  creditNoteEinvoice,
  invoiceContent,
  invoiceEinvoice,
  sellerFromEnv,
} from '../src/modules/invoices/index.js';
import { renderCreditNotePdf, renderInvoicePdf } from '../src/modules/invoices/pdf.js';
import type { Seller } from '../src/modules/invoices/seller.js';

/**
 * The seller the documents are rendered for: the configured one, else a real-looking French company —
 * the tests run with the SPECIMEN identity, whose invoices are never e-invoices.
 */
function captureSeller(): Seller {
  const configured = sellerFromEnv();
  if (!configured.specimen) return configured;
  return sellerFromEnv({
    SELLER_NAME: 'Consigne Lille SAS',
    SELLER_ADDRESS: '8 rue du Molinel, 59000 Lille, France',
    SELLER_SIRET: '73282932000074',
    SELLER_VAT_NUMBER: 'FR44732829320',
  });
}

/** The share of documents whose Factur-X PDF is rendered too (by their CII's hash: the same ones every run). */
const PDF_SAMPLE = (hash: string) => hash.startsWith('0') || hash.startsWith('1');

const sha = (content: string | Buffer) => createHash('sha256').update(content).digest('hex').slice(0, 24);

/** Writes a file atomically (other workers may write the same one at once): a temporary name, then a rename. */
function writeOnce(dir: string, name: string, content: string | Buffer): void {
  mkdirSync(dir, { recursive: true });
  const temporary = join(dir, `.${name}.${process.pid}.${Math.random().toString(36).slice(2)}`);
  writeFileSync(temporary, content);
  renameSync(temporary, join(dir, name));
}

/** Peppol for a Belgian business buyer with an electronic address (einvoicing/peppol.ts's rule). */
const goesOverPeppol = (content: FrozenInvoice, orderCountry: string) =>
  orderCountry === 'BE' && !!content.business?.peppolId;

interface Captured {
  label: string;
  document: EinvoiceDocument;
  peppol: boolean;
  pdf: () => Promise<Buffer>;
}

function writeCaptured(root: string, c: Captured): Promise<void> | undefined {
  const cii = toCii(c.document);
  const hash = sha(cii);
  writeOnce(join(root, 'cii'), `${hash}.xml`, cii);
  if (c.peppol) {
    const ubl = ublOf(c.document);
    writeOnce(join(root, 'ubl'), `${sha(ubl)}.xml`, ubl);
  }
  // A PDF already written by another database's capture is the same document: not rendered again.
  if (!PDF_SAMPLE(hash) || existsSync(join(root, 'facturx', `${hash}.pdf`))) return undefined;
  return c.pdf().then((pdf) => writeOnce(join(root, 'facturx'), `${hash}.pdf`, pdf));
}

async function* documentsOf(db: Db, seller: Seller): AsyncGenerator<Captured> {
  // The PDF sample is Factur-X whoever the buyer (FACTURX_ALL), so consumers' PDFs are checked too.
  const facturxSeller = { ...seller, facturxForAll: true };
  const invoices = await db
    .select({ invoice: t.invoices, order: t.orders })
    .from(t.invoices)
    .innerJoin(t.orders, eq(t.orders.id, t.invoices.orderId))
    .orderBy(asc(t.invoices.id));
  for (const { invoice, order } of invoices) {
    const content = await invoiceContent(db, invoice, order);
    yield {
      label: `invoice ${invoice.number}`,
      document: invoiceEinvoice(invoice, content, seller).document,
      peppol: goesOverPeppol(content, order.country),
      pdf: () => renderInvoicePdf({ invoice, content }, facturxSeller),
    };
  }
  const notes = await db
    .select({ note: t.creditNotes, invoice: t.invoices, order: t.orders })
    .from(t.creditNotes)
    .innerJoin(t.invoices, eq(t.invoices.id, t.creditNotes.invoiceId))
    .innerJoin(t.orders, eq(t.orders.id, t.creditNotes.orderId))
    .orderBy(asc(t.creditNotes.id));
  for (const { note, invoice, order } of notes) {
    const content = await invoiceContent(db, invoice, order);
    yield {
      label: `credit note ${note.id}`,
      document: creditNoteEinvoice(note, invoice, content, seller),
      peppol: goesOverPeppol(content, order.country),
      pdf: () => renderCreditNotePdf({ note, invoice, content }, facturxSeller),
    };
  }
}

/**
 * Writes the e-invoices of every invoice and credit note in `db` into `root`. A document that cannot
 * be rendered is a finding too: its error is written under errors/, which the validation counts as
 * a failure.
 */
export async function captureEinvoices(db: Db, root: string, origin: string): Promise<void> {
  const cpu = process.cpuUsage();
  const pdfs: Array<Promise<void>> = [];
  let count = 0;
  const fail = (label: string, error: unknown) => {
    const text = `${origin}: ${label}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`;
    writeOnce(join(root, 'errors'), `${sha(text)}.txt`, text);
  };
  try {
    for await (const c of documentsOf(db, captureSeller())) {
      count++;
      try {
        const pdf = writeCaptured(root, c);
        if (pdf) pdfs.push(pdf.catch((error: unknown) => fail(`${c.label} (PDF)`, error)));
      } catch (error) {
        fail(c.label, error);
      }
    }
  } catch (error) {
    fail('reading the invoices', error);
  }
  await Promise.all(pdfs);
  // What the capture cost this database (CPU of the worker, which runs one file at a time): the
  // validation script sums these, so CI's log says what capturing adds to the unit run.
  const { user, system } = process.cpuUsage(cpu);
  const stats = JSON.stringify({ origin, documents: count, cpuMs: Math.round((user + system) / 1000) });
  writeOnce(join(root, 'stats'), `${sha(stats + Math.random())}.json`, stats);
}
