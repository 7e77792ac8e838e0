/**
 * The e-invoice (packages/domain/src/einvoice) of an invoice or a credit note, from its rows and the
 * seller's settings: what the PDF prints and what its Factur-X XML says come from this one document
 * (ADR 0045).
 */
import {
  addressOf,
  einvoiceFromCreditNote,
  einvoiceFromInvoice,
  localDate,
  vatCountryOf,
  type EinvoiceDocument,
  type EinvoiceHeader,
  type EinvoiceParty,
  type InvoiceFigures,
} from '@consigne/domain';
import type * as t from '../../db/schema/index.js';
import type { CreditNoteReason, FrozenInvoice } from '../../db/schema/index.js';
import { creditNoteLabel } from './credit-notes.js';
import type { Seller } from './seller.js';
import { invoiceLabel } from './service.js';

/**
 * Factur-X for a business buyer always, for everyone with FACTURX_ALL — never while the seller's
 * identity is a SPECIMEN (an e-invoice without a real seller would be no invoice).
 */
export const isFacturx = (content: FrozenInvoice, seller: Seller) =>
  !seller.specimen && (content.business !== null || seller.facturxForAll);

/** The seller as EN 16931 wants it: its country is its VAT number's, its SIREN its SIRET's first 9 digits. */
export function sellerParty(seller: Seller): EinvoiceParty {
  const country = seller.vatNumber.slice(0, 2) || 'FR';
  return {
    name: seller.name,
    address: addressOf(seller.address, country),
    ...(seller.siret ? { siret: seller.siret, siren: seller.siret.slice(0, 9) } : {}),
    ...(seller.vatNumber ? { vatNumber: seller.vatNumber } : {}),
  };
}

/** The buyer: a business by its company and identifiers, a consumer by name; addressed where delivered. */
export function buyerParty(content: FrozenInvoice, buyerName: string): EinvoiceParty {
  const address = addressOf(content.deliveryAddress, vatCountryOf(content));
  const b = content.business;
  if (!b) return { name: buyerName || '-', address };
  return {
    name: b.companyName,
    address,
    ...(b.siren ? { siren: b.siren } : {}),
    ...(b.vatNumber ? { vatNumber: b.vatNumber } : {}),
    ...(b.peppolScheme && b.peppolId ? { endpoint: { scheme: b.peppolScheme, id: b.peppolId } } : {}),
  };
}

function headerOf(
  number: string,
  issuedAt: Date,
  content: FrozenInvoice,
  buyerName: string,
  seller: Seller,
): EinvoiceHeader {
  return {
    number,
    issueDate: localDate(issuedAt),
    seller: sellerParty(seller),
    buyer: buyerParty(content, buyerName),
    delivery: {
      name: content.deliveryName,
      address: addressOf(content.deliveryAddress, vatCountryOf(content)),
      ...(content.deliveredAt ? { date: localDate(new Date(content.deliveredAt)) } : {}),
    },
    orderReference: String(content.orderId),
    vatOnDebits: seller.vatOnDebits,
  };
}

/** An invoice's e-invoice and the figures it agrees with (its PDF prints these). */
export function invoiceEinvoice(
  invoice: typeof t.invoices.$inferSelect,
  content: FrozenInvoice,
  seller: Seller,
): { document: EinvoiceDocument; figures: InvoiceFigures } {
  // Paid: by the wallet, and by card once the payment went through.
  const prepaid =
    content.walletUsageCents + (content.paymentStatus === 'paid' ? content.amountToPayCents : 0);
  return einvoiceFromInvoice(
    headerOf(invoiceLabel(invoice.number), invoice.issuedAt, content, invoice.buyerName, seller),
    { ...content, country: vatCountryOf(content) },
    content.lines.map((l) => ({ ...l, name: `${l.name} ${l.volume}`.trim() })),
    { prepaidCents: prepaid },
  );
}

/** Why a credit note was issued, as its XML says it (in French, like the rest of its texts). */
const CREDIT_REASONS: Record<CreditNoteReason, string> = {
  refund: 'Remboursement',
  edit: 'Commande modifiée après facturation',
  cancellation: 'Commande annulée après facturation',
};

/** A credit note's e-invoice: the invoice it corrects as issued, what it takes back. */
export function creditNoteEinvoice(
  note: typeof t.creditNotes.$inferSelect,
  invoice: typeof t.invoices.$inferSelect,
  content: FrozenInvoice,
  seller: Seller,
): EinvoiceDocument {
  return einvoiceFromCreditNote(
    {
      ...headerOf(creditNoteLabel(note), note.issuedAt, content, note.buyerName, seller),
      precedingInvoice: { number: invoiceLabel(invoice.number), issueDate: localDate(invoice.issuedAt) },
      notes: [CREDIT_REASONS[note.reason]],
    },
    { vat: note.vatRows, deposits: note.depositsCents, total: note.totalCents },
  );
}
