/**
 * The UN/CEFACT Cross Industry Invoice (CII D16B) of an e-invoice, at the EN 16931 level
 * (`urn:cen.eu:en16931:2017`): the XML of Factur-X (`factur-x.xml`). Pure string building, every text
 * XML-escaped; elements in the order the CII schema's sequences require.
 *
 * French mentions carried in the XML as well as on the PDF:
 * - the operation type: business process BT-23 'B1' (goods; 'B2' when already paid) and a note;
 * - the VAT-on-debits option: VAT point date code BT-8 = 5 (date of invoice) and a note;
 * - the delivery address (BG-15) and date (BT-72);
 * - a business buyer's SIREN (BT-47, scheme 0002) and VAT number (BT-48).
 */
import {
  amountOf,
  percentOf,
  type EinvoiceAddress,
  type EinvoiceDocument,
  type EinvoiceParty,
  type EinvoiceVat,
} from './model.js';

export const EN16931_GUIDELINE = 'urn:cen.eu:en16931:2017';

/** French texts of the mentions the XML repeats as notes. */
export const CII_FRENCH_NOTES = {
  operation: 'Catégorie de l’opération : livraison de biens',
  vatOnDebits: 'Option pour le paiement de la taxe d’après les débits',
};

/** Escapes the five XML special characters; drops characters XML 1.0 cannot carry. */
export function xmlEscape(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- exactly the control characters XML 1.0 forbids
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

/** '2026-11-30' → '20261130' (format 102). */
const date102 = (isoDate: string) => isoDate.replace(/-/g, '');

const quantityOf = (q: number) => q.toFixed(4);

/** One element with escaped text; none when the value is empty. */
const el = (name: string, value: string | undefined | null, attrs = '') =>
  value === undefined || value === null || value === ''
    ? ''
    : `<${name}${attrs}>${xmlEscape(value)}</${name}>`;

const dateTime = (name: string, isoDate: string, ns = 'udt') =>
  `<${name}><${ns}:DateTimeString format="102">${date102(isoDate)}</${ns}:DateTimeString></${name}>`;

function address(a: EinvoiceAddress): string {
  return (
    '<ram:PostalTradeAddress>' +
    el('ram:PostcodeCode', a.postcode) +
    el('ram:LineOne', a.lines[0]) +
    el('ram:LineTwo', a.lines[1]) +
    el('ram:LineThree', a.lines[2]) +
    el('ram:CityName', a.city) +
    el('ram:CountryID', a.country) +
    '</ram:PostalTradeAddress>'
  );
}

function party(tag: string, p: EinvoiceParty): string {
  return (
    `<${tag}>` +
    el('ram:Name', p.name) +
    (p.siren
      ? `<ram:SpecifiedLegalOrganization>${el('ram:ID', p.siren, ' schemeID="0002"')}</ram:SpecifiedLegalOrganization>`
      : '') +
    address(p.address) +
    (p.endpoint
      ? `<ram:URIUniversalCommunication>${el('ram:URIID', p.endpoint.id, ` schemeID="${xmlEscape(p.endpoint.scheme)}"`)}</ram:URIUniversalCommunication>`
      : '') +
    (p.vatNumber
      ? `<ram:SpecifiedTaxRegistration>${el('ram:ID', p.vatNumber, ' schemeID="VA"')}</ram:SpecifiedTaxRegistration>`
      : '') +
    `</${tag}>`
  );
}

const tradeTax = (vat: EinvoiceVat) =>
  '<ram:TypeCode>VAT</ram:TypeCode>' +
  el('ram:CategoryCode', vat.category) +
  el('ram:RateApplicablePercent', percentOf(vat.rateBp));

const note = (content: string, subject?: string) =>
  `<ram:IncludedNote>${el('ram:Content', content)}${el('ram:SubjectCode', subject)}</ram:IncludedNote>`;

/** The CII XML of a document (UTF-8, with its declaration). */
export function toCii(d: EinvoiceDocument): string {
  const t = d.totals;
  // BT-23: the French "cadre de facturation" — goods ('B1'), goods already paid ('B2').
  const process = d.kind === 'invoice' && t.dueCents === 0 && t.prepaidCents > 0 ? 'B2' : 'B1';
  const notes = [
    note(CII_FRENCH_NOTES.operation, 'AAI'),
    ...(d.vatOnDebits ? [note(CII_FRENCH_NOTES.vatOnDebits, 'TXD')] : []),
    ...d.notes.map((n) => note(n, 'AAI')),
  ].join('');

  const lines = d.lines
    .map(
      (l) =>
        '<ram:IncludedSupplyChainTradeLineItem>' +
        `<ram:AssociatedDocumentLineDocument>${el('ram:LineID', l.id)}</ram:AssociatedDocumentLineDocument>` +
        `<ram:SpecifiedTradeProduct>${el('ram:Name', l.name)}</ram:SpecifiedTradeProduct>` +
        '<ram:SpecifiedLineTradeAgreement><ram:NetPriceProductTradePrice>' +
        el('ram:ChargeAmount', l.unitNetPrice) +
        '</ram:NetPriceProductTradePrice></ram:SpecifiedLineTradeAgreement>' +
        `<ram:SpecifiedLineTradeDelivery>${el('ram:BilledQuantity', quantityOf(l.quantity), ' unitCode="C62"')}</ram:SpecifiedLineTradeDelivery>` +
        '<ram:SpecifiedLineTradeSettlement>' +
        `<ram:ApplicableTradeTax>${tradeTax(l.vat)}</ram:ApplicableTradeTax>` +
        '<ram:SpecifiedTradeSettlementLineMonetarySummation>' +
        el('ram:LineTotalAmount', amountOf(l.netCents)) +
        '</ram:SpecifiedTradeSettlementLineMonetarySummation>' +
        '</ram:SpecifiedLineTradeSettlement>' +
        '</ram:IncludedSupplyChainTradeLineItem>',
    )
    .join('');

  const agreement =
    '<ram:ApplicableHeaderTradeAgreement>' +
    party('ram:SellerTradeParty', d.seller) +
    party('ram:BuyerTradeParty', d.buyer) +
    (d.orderReference
      ? `<ram:SellerOrderReferencedDocument>${el('ram:IssuerAssignedID', d.orderReference)}</ram:SellerOrderReferencedDocument>`
      : '') +
    '</ram:ApplicableHeaderTradeAgreement>';

  const delivery =
    '<ram:ApplicableHeaderTradeDelivery>' +
    '<ram:ShipToTradeParty>' +
    el('ram:Name', d.delivery.name) +
    address(d.delivery.address) +
    '</ram:ShipToTradeParty>' +
    (d.delivery.date
      ? `<ram:ActualDeliverySupplyChainEvent>${dateTime('ram:OccurrenceDateTime', d.delivery.date)}</ram:ActualDeliverySupplyChainEvent>`
      : '') +
    '</ram:ApplicableHeaderTradeDelivery>';

  const taxes = d.vat
    .map(
      (r) =>
        '<ram:ApplicableTradeTax>' +
        el('ram:CalculatedAmount', amountOf(r.vatCents)) +
        '<ram:TypeCode>VAT</ram:TypeCode>' +
        el('ram:ExemptionReason', r.exemptionReason) +
        el('ram:BasisAmount', amountOf(r.baseCents)) +
        el('ram:CategoryCode', r.category) +
        // BT-8 = 5: VAT due on the invoice's date (the option for debits).
        (d.vatOnDebits ? '<ram:DueDateTypeCode>5</ram:DueDateTypeCode>' : '') +
        el('ram:RateApplicablePercent', percentOf(r.rateBp)) +
        '</ram:ApplicableTradeTax>',
    )
    .join('');

  const allowanceCharge = (charge: boolean) => (a: EinvoiceDocument['allowances'][number]) =>
    '<ram:SpecifiedTradeAllowanceCharge>' +
    `<ram:ChargeIndicator><udt:Indicator>${charge}</udt:Indicator></ram:ChargeIndicator>` +
    el('ram:ActualAmount', amountOf(a.amountCents)) +
    el('ram:ReasonCode', a.reasonCode) +
    el('ram:Reason', a.reason) +
    `<ram:CategoryTradeTax>${tradeTax(a.vat)}</ram:CategoryTradeTax>` +
    '</ram:SpecifiedTradeAllowanceCharge>';

  const settlement =
    '<ram:ApplicableHeaderTradeSettlement>' +
    el('ram:InvoiceCurrencyCode', d.currency) +
    taxes +
    d.allowances.map(allowanceCharge(false)).join('') +
    d.charges.map(allowanceCharge(true)).join('') +
    (d.paymentTerms
      ? `<ram:SpecifiedTradePaymentTerms>${el('ram:Description', d.paymentTerms)}</ram:SpecifiedTradePaymentTerms>`
      : '') +
    '<ram:SpecifiedTradeSettlementHeaderMonetarySummation>' +
    el('ram:LineTotalAmount', amountOf(t.lineCents)) +
    el('ram:ChargeTotalAmount', amountOf(t.chargeCents)) +
    el('ram:AllowanceTotalAmount', amountOf(t.allowanceCents)) +
    el('ram:TaxBasisTotalAmount', amountOf(t.taxBasisCents)) +
    el('ram:TaxTotalAmount', amountOf(t.vatCents), ` currencyID="${d.currency}"`) +
    el('ram:GrandTotalAmount', amountOf(t.grandCents)) +
    el('ram:TotalPrepaidAmount', amountOf(t.prepaidCents)) +
    el('ram:DuePayableAmount', amountOf(t.dueCents)) +
    '</ram:SpecifiedTradeSettlementHeaderMonetarySummation>' +
    (d.precedingInvoice
      ? '<ram:InvoiceReferencedDocument>' +
        el('ram:IssuerAssignedID', d.precedingInvoice.number) +
        dateTime('ram:FormattedIssueDateTime', d.precedingInvoice.issueDate, 'qdt') +
        '</ram:InvoiceReferencedDocument>'
      : '') +
    '</ram:ApplicableHeaderTradeSettlement>';

  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<rsm:CrossIndustryInvoice' +
    ' xmlns:qdt="urn:un:unece:uncefact:data:standard:QualifiedDataType:100"' +
    ' xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"' +
    ' xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"' +
    ' xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">' +
    '<rsm:ExchangedDocumentContext>' +
    `<ram:BusinessProcessSpecifiedDocumentContextParameter>${el('ram:ID', process)}</ram:BusinessProcessSpecifiedDocumentContextParameter>` +
    `<ram:GuidelineSpecifiedDocumentContextParameter>${el('ram:ID', EN16931_GUIDELINE)}</ram:GuidelineSpecifiedDocumentContextParameter>` +
    '</rsm:ExchangedDocumentContext>' +
    '<rsm:ExchangedDocument>' +
    el('ram:ID', d.number) +
    el('ram:TypeCode', d.typeCode) +
    dateTime('ram:IssueDateTime', d.issueDate) +
    notes +
    '</rsm:ExchangedDocument>' +
    '<rsm:SupplyChainTradeTransaction>' +
    lines +
    agreement +
    delivery +
    settlement +
    '</rsm:SupplyChainTradeTransaction>' +
    '</rsm:CrossIndustryInvoice>\n'
  );
}
