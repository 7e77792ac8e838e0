import { describe, expect, it } from 'vitest';
import { EN16931_GUIDELINE, toCii, xmlEscape } from './cii.js';
import { addressOf, einvoiceFromCreditNote, einvoiceFromInvoice, type EinvoiceHeader } from './model.js';

const header: EinvoiceHeader = {
  number: 'F-000007',
  issueDate: '2026-11-30',
  seller: {
    name: 'Consigne SAS',
    address: addressOf('1 rue du Verre, 75011 Paris', 'FR'),
    siren: '732829320',
    vatNumber: 'FR44732829320',
  },
  buyer: {
    name: 'Bière & Co <Lyon>',
    address: addressOf('8 cours Émile Zola, 69100 Villeurbanne', 'FR'),
    siren: '123456782',
    vatNumber: 'FR11123456782',
    endpoint: { scheme: '0225', id: '123456782' },
  },
  delivery: { address: addressOf('8 cours Émile Zola, 69100 Villeurbanne', 'FR'), date: '2026-11-29' },
  orderReference: '42',
  vatOnDebits: true,
};
const order = {
  country: 'FR' as const,
  deliveryFeeCents: 300,
  discountCents: 0,
  productsDepositCents: 120,
  packagesDepositCents: 0,
};
const lines = [{ name: 'Eau 1 L', quantity: 6, unitPriceTtcCents: 150, vatRateBp: 550, isLocked: false }];

describe('toCii', () => {
  it('escapes every text', () => {
    expect(xmlEscape(`a&b<c>"d"'e'\u0001`)).toBe('a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;');
    const xml = toCii(einvoiceFromInvoice(header, order, lines, { prepaidCents: 0 }).document);
    expect(xml).toContain('<ram:Name>Bière &amp; Co &lt;Lyon&gt;</ram:Name>');
    expect(xml).not.toContain('<Lyon>');
  });

  it('says the EN 16931 profile and carries the French mentions', () => {
    const xml = toCii(einvoiceFromInvoice(header, order, lines, { prepaidCents: 0 }).document);
    expect(xml).toContain(`<ram:ID>${EN16931_GUIDELINE}</ram:ID>`);
    expect(xml).toContain('<ram:TypeCode>380</ram:TypeCode>');
    // Operation type, VAT on debits, the buyer's SIREN, the delivery address and date.
    expect(xml).toContain('<ram:BusinessProcessSpecifiedDocumentContextParameter><ram:ID>B1</ram:ID>');
    expect(xml).toContain('livraison de biens');
    expect(xml).toContain('<ram:DueDateTypeCode>5</ram:DueDateTypeCode>');
    expect(xml).toMatch(
      /<ram:BuyerTradeParty>.*<ram:ID schemeID="0002">123456782<\/ram:ID>.*<\/ram:BuyerTradeParty>/,
    );
    expect(xml).toContain(
      '<ram:ShipToTradeParty><ram:PostalTradeAddress><ram:PostcodeCode>69100</ram:PostcodeCode>',
    );
    expect(xml).toContain('<udt:DateTimeString format="102">20261129</udt:DateTimeString>');
    // Something left to pay: payment terms (BR-CO-25).
    expect(xml).toContain('<ram:SpecifiedTradePaymentTerms>');
  });

  it('leaves out the debits option when not chosen, and says B2 for a paid invoice', () => {
    const xml = toCii(
      einvoiceFromInvoice({ ...header, vatOnDebits: false }, order, lines, { prepaidCents: 100_000 })
        .document,
    );
    expect(xml).not.toContain('DueDateTypeCode');
    expect(xml).not.toContain('SpecifiedTradePaymentTerms');
    expect(xml).toContain('<ram:ID>B2</ram:ID>');
  });

  it('writes a credit note as a 381 referencing its invoice', () => {
    const xml = toCii(
      einvoiceFromCreditNote(
        {
          ...header,
          number: 'AV-2026-000001',
          precedingInvoice: { number: 'F-000007', issueDate: '2026-11-30' },
        },
        { vat: [{ rate: 550, ttc: 211, base: 200, vat: 11 }], deposits: 0, total: 211 },
      ),
    );
    expect(xml).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect(xml).toContain(
      '<ram:InvoiceReferencedDocument><ram:IssuerAssignedID>F-000007</ram:IssuerAssignedID><ram:FormattedIssueDateTime><qdt:DateTimeString format="102">20261130</qdt:DateTimeString>',
    );
  });
});
