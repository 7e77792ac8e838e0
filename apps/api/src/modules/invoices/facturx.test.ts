import { toCii } from '@consigne/domain';
import { describe, expect, it } from 'vitest';
import type * as t from '../../db/schema/index.js';
import type { FrozenInvoice } from '../../db/schema/index.js';
import { extractFacturx, validateXml, validatorsMissing } from '../../../test/einvoicing.js';
import { pdfTextLines } from '../../../test/pdf-text.js';
import { creditNoteEinvoice, invoiceEinvoice, isFacturx } from './einvoice.js';
import { renderCreditNotePdf, renderInvoicePdf } from './pdf.js';
import { sellerFromEnv } from './seller.js';

// Invoices and credit notes of every kind the shop issues, rendered from their frozen copies: each
// Factur-X PDF carries its CII XML, which the official EN 16931 and Factur-X rules accept.
const SELLER_ENV = {
  SELLER_NAME: 'Consigne Lille SAS',
  SELLER_ADDRESS: '8 rue du Molinel, 59000 Lille, France',
  SELLER_SIRET: '73282932000074',
  SELLER_VAT_NUMBER: 'FR44732829320',
};
const seller = sellerFromEnv({ ...SELLER_ENV, SELLER_VAT_ON_DEBITS: 'true' });
const everyone = sellerFromEnv({ ...SELLER_ENV, FACTURX_ALL: 'true' });
const business = {
  companyName: 'Café des Pentes SARL',
  siren: '123456782',
  vatNumber: 'FR11123456782',
  peppolScheme: '0225',
  peppolId: '123456782',
};

const water = { name: 'Eau minérale plate', volume: '1 L', vatRateBp: 550, isLocked: false };
const beer = { name: 'Bière blonde bio', volume: '33 cl', vatRateBp: 2000, isLocked: false };

function content(over: Partial<FrozenInvoice>): FrozenInvoice {
  return {
    version: 1,
    orderId: 42,
    locale: 'fr',
    country: 'FR',
    deliveryType: 'home',
    deliveryName: 'Maison',
    deliveryAddress: '8 cours Émile Zola, 69100 Villeurbanne',
    deliveredAt: '2026-11-29T10:00:00.000Z',
    lines: [
      { ...water, quantity: 10, unitPriceTtcCents: 199, unitPriceHtCents: 189 },
      { ...beer, quantity: 2, unitPriceTtcCents: 135, unitPriceHtCents: 113 },
    ],
    deliveryFeeCents: 0,
    discountCents: 0,
    promoCode: null,
    productsDepositCents: 240,
    packagesDepositCents: 500,
    walletUsageCents: 0,
    amountToPayCents: 3000,
    paymentStatus: 'paid',
    business: null,
    ...over,
  };
}

const invoiceRow = (frozen: FrozenInvoice, number = 7): typeof t.invoices.$inferSelect => ({
  id: number,
  number,
  orderId: frozen.orderId,
  issuedAt: new Date('2026-11-30T09:00:00.000Z'),
  buyerName: 'Julien Lefèvre',
  frozen,
});

const INVOICES: Array<{ name: string; content: FrozenInvoice; seller: typeof seller }> = [
  { name: 'a consumer’s, with FACTURX_ALL', content: content({}), seller: everyone },
  {
    name: 'a French business’s, with the BONJOUR promo, the delivery fee and deposits',
    content: content({ business, deliveryFeeCents: 300, discountCents: 500, promoCode: 'BONJOUR' }),
    seller,
  },
  {
    name: 'a French business’s, paid in part by the wallet, the rest due, with a gift and no deposits',
    content: content({
      business,
      lines: [
        { ...water, quantity: 7, unitPriceTtcCents: 233, unitPriceHtCents: 221 },
        {
          ...beer,
          name: 'Limonade offerte',
          quantity: 1,
          unitPriceTtcCents: 0,
          unitPriceHtCents: 0,
          isLocked: true,
        },
        { ...beer, quantity: 3, unitPriceTtcCents: 317, unitPriceHtCents: 264 },
      ],
      productsDepositCents: 0,
      packagesDepositCents: 0,
      deliveryFeeCents: 490,
      walletUsageCents: 500,
      amountToPayCents: 2072,
      paymentStatus: 'pending',
    }),
    seller,
  },
  {
    name: 'a Belgian consumer’s (6 % and 21 %), with FACTURX_ALL',
    content: content({
      country: 'BE',
      locale: 'nl-BE',
      deliveryAddress: 'Grote Markt 1, 2000 Antwerpen',
      lines: [
        { ...water, quantity: 6, unitPriceTtcCents: 189, unitPriceHtCents: 178, vatRateBp: 600 },
        { ...beer, quantity: 24, unitPriceTtcCents: 99, unitPriceHtCents: 82, vatRateBp: 2100 },
      ],
      deliveryFeeCents: 300,
      discountCents: 250,
    }),
    seller: everyone,
  },
];

const note = (over: Partial<typeof t.creditNotes.$inferSelect>): typeof t.creditNotes.$inferSelect => ({
  id: 1,
  series: 'AV',
  year: 2026,
  number: 1,
  invoiceId: 7,
  orderId: 42,
  reason: 'refund',
  sourceKey: 'refund:1',
  issuedAt: new Date('2026-12-01T08:00:00.000Z'),
  buyerName: 'Julien Lefèvre',
  totalCents: 450,
  depositsCents: 50,
  vatRows: [
    { rate: 550, ttc: 300, base: 284, vat: 16 },
    { rate: 2000, ttc: 100, base: 83, vat: 17 },
  ],
  ...over,
});

const CREDIT_NOTES = [
  { name: 'a refund with deposits, of a business', note: note({}), content: INVOICES[1]!.content },
  {
    name: 'a cancellation without deposits, of a consumer (FACTURX_ALL)',
    note: note({
      reason: 'cancellation',
      sourceKey: null,
      totalCents: 1990,
      depositsCents: 0,
      vatRows: [{ rate: 550, ttc: 1990, base: 1886, vat: 104 }],
    }),
    content: INVOICES[0]!.content,
    seller: everyone,
  },
];

describe('which invoices are Factur-X', () => {
  it('a business buyer’s always, a consumer’s with FACTURX_ALL only, none while the seller is a SPECIMEN', () => {
    expect(isFacturx(content({ business }), seller)).toBe(true);
    expect(isFacturx(content({}), seller)).toBe(false);
    expect(isFacturx(content({}), everyone)).toBe(true);
    expect(isFacturx(content({ business }), sellerFromEnv({ FACTURX_ALL: 'true' }))).toBe(false);
  });

  it('a consumer’s plain PDF carries no XML; a business’s is PDF/A-3 with factur-x.xml as its alternative', async () => {
    const plain = (
      await renderInvoicePdf({ invoice: invoiceRow(content({})), content: content({}) }, seller)
    ).toString('latin1');
    expect(plain).not.toContain('factur-x.xml');
    const b2b = content({ business });
    const pdf = (await renderInvoicePdf({ invoice: invoiceRow(b2b), content: b2b }, seller)).toString(
      'latin1',
    );
    expect(pdf).toContain('/AFRelationship /Alternative');
    expect(pdf).toContain('<pdfaid:part>3</pdfaid:part>');
    expect(pdf).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
    // Only embedded fonts: no standard font (Helvetica) is named.
    expect(pdf).not.toContain('/BaseFont /Helvetica');
    expect(pdf).toContain('/FontFile2');
  });
});

describe('the French mentions on the PDF', () => {
  it('print the buyer’s company and SIREN, the delivery address, the operation type and VAT on debits', async () => {
    // A SPECIMEN seller: a plain PDF (standard fonts), whose text the test reads.
    const specimen = sellerFromEnv({ SELLER_VAT_ON_DEBITS: 'true' });
    const b2b = content({ business });
    const text = pdfTextLines(
      await renderInvoicePdf({ invoice: invoiceRow(b2b), content: b2b }, specimen),
    ).join(' | ');
    expect(text).toContain('Café des Pentes SARL');
    expect(text).toContain('SIREN 123456782 · N° TVA FR11123456782');
    expect(text).toContain('Adresse de livraison');
    expect(text).toContain('8 cours Émile Zola, 69100 Villeurbanne');
    expect(text).toContain('Opération : livraison de biens');
    // (the PDF's text extraction splits at the apostrophe)
    expect(text).toContain('Option pour le paiement de la taxe d');
    expect(text).toContain('après les débits');
    const consumer = pdfTextLines(
      await renderInvoicePdf({ invoice: invoiceRow(content({})), content: content({}) }, sellerFromEnv({})),
    ).join(' | ');
    expect(consumer).not.toContain('SIREN');
    expect(consumer).not.toContain('débits');
  });
});

const missing = validatorsMissing();
if (missing) console.warn(`Factur-X validation skipped: ${missing}`);

describe.skipIf(missing !== null)(
  `every invoice and credit note passes the EN 16931 and Factur-X rules${missing ? ` (skipped: ${missing})` : ''}`,
  () => {
    /** The PDF's attachment is the document's XML, and both rule sets find nothing wrong with it. */
    function expectValid(pdf: Buffer, xml: string) {
      const extracted = extractFacturx(pdf);
      expect(extracted.status, extracted.report).toBe(0);
      expect(extracted.report).toContain('xmp fx:DocumentType: INVOICE');
      expect(extracted.report).toContain('xmp fx:DocumentFileName: factur-x.xml');
      expect(extracted.report).toContain('xmp fx:Version: 1.0');
      expect(extracted.report).toContain('xmp fx:ConformanceLevel: EN 16931');
      expect(extracted.xml).toBe(xml);
      const cii = validateXml(xml, 'cii');
      expect(cii.failed, cii.output).toBe(0);
      const facturx = validateXml(extracted.xml!, 'facturx-en16931');
      expect(facturx.failed, facturx.output).toBe(0);
    }

    it.each(INVOICES)(
      'the invoice: $name',
      async ({ content: c, seller: s }) => {
        const invoice = invoiceRow(c);
        const { document, figures } = invoiceEinvoice(invoice, c, s);
        // The XML bills what the PDF prints.
        expect(document.totals.grandCents).toBe(figures.total);
        expectValid(await renderInvoicePdf({ invoice, content: c }, s), toCii(document));
      },
      60_000,
    );

    it.each(CREDIT_NOTES)(
      'the credit note: $name',
      async (c) => {
        const s = c.seller ?? seller;
        const invoice = invoiceRow(c.content);
        const document = creditNoteEinvoice(c.note, invoice, c.content, s);
        expect(document.totals.grandCents).toBe(c.note.totalCents);
        expectValid(
          await renderCreditNotePdf({ note: c.note, invoice, content: c.content }, s),
          toCii(document),
        );
      },
      60_000,
    );
  },
);
