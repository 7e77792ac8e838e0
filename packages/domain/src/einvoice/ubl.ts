/**
 * The neutral e-invoice (./model.ts) written as UBL 2.1 to Peppol BIS Billing 3.0: an `Invoice` or a
 * `CreditNote` root, EN 16931 business terms in UBL's element order (the XML Schema checks the order),
 * the Peppol customization and profile ids, an electronic address with its scheme for both parties,
 * and a buyer reference. Used for Belgian business buyers, whom Belgian law requires to receive
 * Peppol e-invoices (docs/einvoicing.md, ADR 0046).
 */
import {
  amountOf,
  percentOf,
  type EinvoiceAddress,
  type EinvoiceAllowanceCharge,
  type EinvoiceDocument,
  type EinvoiceEndpoint,
  type EinvoiceLine,
  type EinvoiceParty,
  type EinvoiceVat,
} from './model.js';

/** BT-24: the EN 16931 core, as restricted by Peppol BIS Billing 3.0. */
export const PEPPOL_BIS_CUSTOMIZATION_ID =
  'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
/** BT-23: the Peppol billing process (invoices and credit notes). */
export const PEPPOL_BIS_PROFILE_ID = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';

const NS = {
  Invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  CreditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
};

/** XML text and attribute escaping (names and addresses are typed by people). */
const xmlEscape = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    // Line breaks kept as references: the writer's indentation never reaches into a text.
    .replace(/\r?\n/g, '&#10;')
    // Characters XML 1.0 forbids (control characters a paste may carry) are dropped.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '');

/** A tiny writer: one element per line, indented, children only when there are any. */
type Node = string | null | undefined | false;
const el = (name: string, content: string | number, attrs: Record<string, string> = {}): string =>
  `<${name}${Object.entries(attrs)
    .map(([k, v]) => ` ${k}="${xmlEscape(v)}"`)
    .join('')}>${xmlEscape(String(content))}</${name}>`;
const group = (name: string, ...children: Node[]): string => {
  const inner = children.filter((c): c is string => Boolean(c));
  if (!inner.length) return '';
  return `<${name}>\n${inner.map((c) => c.replace(/^/gm, '  ')).join('\n')}\n</${name}>`;
};
const money = (name: string, cents: number) => el(name, amountOf(cents), { currencyID: 'EUR' });

/**
 * The electronic address (BT-34, BT-49) Peppol requires of both parties: the party's own, else one
 * derived from its legal ids — the SIREN (EAS 0002), a Belgian VAT number (9925, the enterprise
 * number 0208 being preferred when given as endpoint), another VAT number by its country's EAS.
 */
export function endpointOf(party: EinvoiceParty): EinvoiceEndpoint | undefined {
  if (party.endpoint) return party.endpoint;
  if (party.siren) return { scheme: '0002', id: party.siren };
  const vat = party.vatNumber?.replace(/\s/g, '').toUpperCase();
  if (vat?.startsWith('BE')) return { scheme: '0208', id: vat.slice(2).padStart(10, '0') };
  if (vat?.startsWith('FR')) return { scheme: '9957', id: vat };
  return undefined;
}

function address(name: 'cac:PostalAddress' | 'cac:Address', a: EinvoiceAddress): string {
  const [street, ...more] = a.lines;
  return group(
    name,
    street && el('cbc:StreetName', street),
    more[0] && el('cbc:AdditionalStreetName', more[0]),
    a.city && el('cbc:CityName', a.city),
    a.postcode && el('cbc:PostalZone', a.postcode),
    more.length > 1 && group('cac:AddressLine', el('cbc:Line', more.slice(1).join(', '))),
    group('cac:Country', el('cbc:IdentificationCode', a.country)),
  );
}

function party(p: EinvoiceParty, role: 'seller' | 'buyer'): string {
  const endpoint = endpointOf(p);
  return group(
    'cac:Party',
    endpoint && el('cbc:EndpointID', endpoint.id, { schemeID: endpoint.scheme }),
    // BT-29: the seller's establishment (SIRET, ICD 0009).
    role === 'seller' &&
      p.siret &&
      group('cac:PartyIdentification', el('cbc:ID', p.siret, { schemeID: '0009' })),
    group('cac:PartyName', el('cbc:Name', p.name)),
    address('cac:PostalAddress', p.address),
    p.vatNumber &&
      group(
        'cac:PartyTaxScheme',
        el('cbc:CompanyID', p.vatNumber.replace(/\s/g, '').toUpperCase()),
        group('cac:TaxScheme', el('cbc:ID', 'VAT')),
      ),
    group(
      'cac:PartyLegalEntity',
      el('cbc:RegistrationName', p.name),
      // BT-30 / BT-47: the French SIREN (ICD 0002).
      p.siren && el('cbc:CompanyID', p.siren, { schemeID: '0002' }),
    ),
  );
}

const taxScheme = () => group('cac:TaxScheme', el('cbc:ID', 'VAT'));

function taxCategory(
  name: 'cac:TaxCategory' | 'cac:ClassifiedTaxCategory',
  vat: EinvoiceVat,
  reason?: string,
) {
  return group(
    name,
    el('cbc:ID', vat.category),
    el('cbc:Percent', percentOf(vat.rateBp)),
    reason && el('cbc:TaxExemptionReason', reason),
    taxScheme(),
  );
}

function allowanceCharge(a: EinvoiceAllowanceCharge, charge: boolean): string {
  return group(
    'cac:AllowanceCharge',
    el('cbc:ChargeIndicator', charge ? 'true' : 'false'),
    el('cbc:AllowanceChargeReasonCode', a.reasonCode),
    el('cbc:AllowanceChargeReason', a.reason),
    money('cbc:Amount', a.amountCents),
    taxCategory('cac:TaxCategory', a.vat),
  );
}

function line(l: EinvoiceLine, root: 'Invoice' | 'CreditNote'): string {
  return group(
    root === 'Invoice' ? 'cac:InvoiceLine' : 'cac:CreditNoteLine',
    el('cbc:ID', l.id),
    el(root === 'Invoice' ? 'cbc:InvoicedQuantity' : 'cbc:CreditedQuantity', l.quantity, { unitCode: 'C62' }),
    money('cbc:LineExtensionAmount', l.netCents),
    group('cac:Item', el('cbc:Name', l.name), taxCategory('cac:ClassifiedTaxCategory', l.vat)),
    group('cac:Price', el('cbc:PriceAmount', l.unitNetPrice, { currencyID: 'EUR' })),
  );
}

export interface UblOptions {
  /**
   * BT-10, which Peppol requires unless an order reference (BT-13) is given: the reference the buyer
   * asked to be quoted, else the shop's order reference.
   */
  buyerReference?: string;
}

/** The UBL document (Invoice or CreditNote root) of an e-invoice, Peppol BIS Billing 3.0. */
export function ublOf(d: EinvoiceDocument, options: UblOptions = {}): string {
  const root = d.kind === 'invoice' ? 'Invoice' : 'CreditNote';
  const t = d.totals;
  const buyerReference = options.buyerReference ?? d.orderReference ?? d.number;
  const vatBreakdown = group(
    'cac:TaxTotal',
    money('cbc:TaxAmount', t.vatCents),
    ...d.vat.map((r) =>
      group(
        'cac:TaxSubtotal',
        money('cbc:TaxableAmount', r.baseCents),
        money('cbc:TaxAmount', r.vatCents),
        taxCategory('cac:TaxCategory', r, r.exemptionReason),
      ),
    ),
  );
  const body = [
    el('cbc:CustomizationID', PEPPOL_BIS_CUSTOMIZATION_ID),
    el('cbc:ProfileID', PEPPOL_BIS_PROFILE_ID),
    el('cbc:ID', d.number),
    el('cbc:IssueDate', d.issueDate),
    // BR-CO-25: something still to pay needs its terms (below) or a due date: due at once.
    root === 'Invoice' && t.dueCents > 0 && !d.paymentTerms && el('cbc:DueDate', d.issueDate),
    el(root === 'Invoice' ? 'cbc:InvoiceTypeCode' : 'cbc:CreditNoteTypeCode', d.typeCode),
    ...d.notes.map((n) => el('cbc:Note', n)),
    el('cbc:DocumentCurrencyCode', d.currency),
    el('cbc:BuyerReference', buyerReference),
    d.orderReference && group('cac:OrderReference', el('cbc:ID', d.orderReference)),
    d.precedingInvoice &&
      group(
        'cac:BillingReference',
        group(
          'cac:InvoiceDocumentReference',
          el('cbc:ID', d.precedingInvoice.number),
          el('cbc:IssueDate', d.precedingInvoice.issueDate),
        ),
      ),
    group('cac:AccountingSupplierParty', party(d.seller, 'seller')),
    group('cac:AccountingCustomerParty', party(d.buyer, 'buyer')),
    group(
      'cac:Delivery',
      d.delivery.date && el('cbc:ActualDeliveryDate', d.delivery.date),
      group('cac:DeliveryLocation', address('cac:Address', d.delivery.address)),
      d.delivery.name && group('cac:DeliveryParty', group('cac:PartyName', el('cbc:Name', d.delivery.name))),
    ),
    d.paymentTerms && group('cac:PaymentTerms', el('cbc:Note', d.paymentTerms)),
    ...d.allowances.map((a) => allowanceCharge(a, false)),
    ...d.charges.map((c) => allowanceCharge(c, true)),
    vatBreakdown,
    group(
      'cac:LegalMonetaryTotal',
      money('cbc:LineExtensionAmount', t.lineCents),
      money('cbc:TaxExclusiveAmount', t.taxBasisCents),
      money('cbc:TaxInclusiveAmount', t.grandCents),
      t.allowanceCents !== 0 && money('cbc:AllowanceTotalAmount', t.allowanceCents),
      t.chargeCents !== 0 && money('cbc:ChargeTotalAmount', t.chargeCents),
      t.prepaidCents !== 0 && money('cbc:PrepaidAmount', t.prepaidCents),
      money('cbc:PayableAmount', t.dueCents),
    ),
    ...d.lines.map((l) => line(l, root)),
  ].filter((c): c is string => Boolean(c));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<${root} xmlns="${NS[root]}" xmlns:cac="${NS.cac}" xmlns:cbc="${NS.cbc}">`,
    ...body.map((c) => c.replace(/^/gm, '  ')),
    `</${root}>`,
    '',
  ].join('\n');
}

/** The file name of a document's UBL: its number, made safe for a file system. */
export const ublFileName = (d: Pick<EinvoiceDocument, 'number'>) =>
  `${d.number.replace(/[^A-Za-z0-9-]/g, '_')}.ubl.xml`;
