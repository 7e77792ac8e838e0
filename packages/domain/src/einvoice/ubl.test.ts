import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { creditForAmount } from '../invoice.js';
import {
  addressOf,
  einvoiceFromCreditNote,
  einvoiceFromInvoice,
  type EinvoiceHeader,
  type InvoiceLineForEinvoice,
} from './model.js';
import { endpointOf, PEPPOL_BIS_CUSTOMIZATION_ID, PEPPOL_BIS_PROFILE_ID, ublFileName, ublOf } from './ubl.js';

/**
 * The EN 16931 validators (validate.sh, ../shared/einvoicing beside the repository, or EINVOICING_DIR):
 * XML Schema then the official Schematron. They need java, xmllint and Saxon-HE; without them the
 * validation tests are skipped, saying why.
 */
const REPO = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');
const EINVOICING_DIR = process.env.EINVOICING_DIR || join(REPO, '..', 'shared', 'einvoicing');
const VALIDATE = join(EINVOICING_DIR, 'validate.sh');
function validatorMissing(): string | null {
  if (!existsSync(VALIDATE)) return `no ${VALIDATE} (set EINVOICING_DIR)`;
  try {
    execFileSync('java', ['-version'], { stdio: 'ignore' });
    execFileSync('xmllint', ['--version'], { stdio: 'ignore' });
  } catch {
    return 'java or xmllint missing (apt-get install default-jre-headless libxml2-utils libsaxonhe-java)';
  }
  return existsSync(process.env.SAXON_JAR || '/usr/share/java/Saxon-HE.jar') ? null : 'Saxon-HE missing';
}
const missing = validatorMissing();
if (missing) console.warn(`UBL validation skipped: ${missing}`);

const folder = mkdtempSync(join(tmpdir(), 'ubl-'));
function validate(xml: string, name: string): { status: number; output: string } {
  const file = join(folder, name);
  writeFileSync(file, xml);
  try {
    return { status: 0, output: execFileSync(VALIDATE, [file, 'ubl'], { encoding: 'utf8', stdio: 'pipe' }) };
  } catch (error) {
    const e = error as { status: number; stdout: string; stderr: string };
    return { status: e.status, output: `${e.stdout}${e.stderr}` };
  }
}

// A Belgian seller and a Belgian company buyer, both on Peppol by their enterprise number (ICD 0208).
const header: EinvoiceHeader = {
  number: 'F-000042',
  issueDate: '2026-11-30',
  seller: {
    name: 'Consigne BV',
    address: addressOf('Rue Neuve 1, 1000 Bruxelles', 'BE'),
    vatNumber: 'BE0123456749',
    endpoint: { scheme: '0208', id: '0123456749' },
  },
  buyer: {
    name: 'Brasserie & Fils <SRL>',
    address: addressOf('Kerkstraat 12, 2000 Antwerpen', 'BE'),
    vatNumber: 'BE0202239951',
    endpoint: { scheme: '0208', id: '0202239951' },
  },
  delivery: {
    name: 'Brasserie & Fils',
    address: addressOf('Kerkstraat 12, 2000 Antwerpen', 'BE'),
    date: '2026-11-29',
  },
  orderReference: 'C-1234',
  vatOnDebits: false,
};

// Belgian rates: 6 % (drinks without alcohol) and 21 % (beer, the delivery fee); deposits, fee, promo.
const order = {
  country: 'BE' as const,
  deliveryFeeCents: 300,
  discountCents: 500,
  productsDepositCents: 240,
  packagesDepositCents: 400,
};
const lines: InvoiceLineForEinvoice[] = [
  { name: 'Eau pétillante 1 L', quantity: 6, unitPriceTtcCents: 139, vatRateBp: 600, isLocked: false },
  { name: 'Bière blonde 33 cl', quantity: 12, unitPriceTtcCents: 189, vatRateBp: 2100, isLocked: false },
  { name: 'Limonade offerte', quantity: 1, unitPriceTtcCents: 250, vatRateBp: 600, isLocked: true },
];

const invoice = einvoiceFromInvoice(header, order, lines, { prepaidCents: 0 });
const invoiceXml = ublOf(invoice.document);
const credit = einvoiceFromCreditNote(
  {
    ...header,
    number: 'AV-2026-000007',
    issueDate: '2026-12-02',
    precedingInvoice: { number: 'F-000042', issueDate: '2026-11-30' },
    notes: ['Remboursement : 2 bières cassées'],
  },
  creditForAmount(invoice.figures, 1200),
);
const creditXml = ublOf(credit);

/** The text of the first element of that name (enough for these flat documents). */
const first = (xml: string, name: string) =>
  new RegExp(`<${name}(?: [^>]*)?>([^<]*)</${name}>`).exec(xml)?.[1];

describe('ublOf — Peppol BIS Billing 3.0 fields', () => {
  it('declares the Peppol customization and billing profile', () => {
    for (const xml of [invoiceXml, creditXml]) {
      expect(first(xml, 'cbc:CustomizationID')).toBe(
        'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0',
      );
      expect(first(xml, 'cbc:ProfileID')).toBe('urn:fdc:peppol.eu:2017:poacc:billing:01:1.0');
    }
    expect(PEPPOL_BIS_CUSTOMIZATION_ID).toContain('poacc:billing:3.0');
    expect(PEPPOL_BIS_PROFILE_ID).toBe('urn:fdc:peppol.eu:2017:poacc:billing:01:1.0');
  });

  it('gives the seller and the buyer an endpoint id with its scheme', () => {
    const endpoints = [
      ...invoiceXml.matchAll(/<cbc:EndpointID schemeID="([^"]+)">([^<]+)<\/cbc:EndpointID>/g),
    ].map((m) => [m[1], m[2]]);
    expect(endpoints).toEqual([
      ['0208', '0123456749'],
      ['0208', '0202239951'],
    ]);
    expect(invoiceXml.indexOf('0123456749')).toBeLessThan(
      invoiceXml.indexOf('<cac:AccountingCustomerParty>'),
    );
  });

  it('quotes a buyer reference: the one given, else the order reference', () => {
    expect(first(invoiceXml, 'cbc:BuyerReference')).toBe('C-1234');
    expect(first(ublOf(invoice.document, { buyerReference: 'PO-77' }), 'cbc:BuyerReference')).toBe('PO-77');
    expect(invoiceXml).toContain('<cac:OrderReference>\n    <cbc:ID>C-1234</cbc:ID>');
  });

  it('writes an Invoice 380 and a CreditNote 381 referencing its invoice', () => {
    expect(invoiceXml).toMatch(/<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"/);
    expect(first(invoiceXml, 'cbc:InvoiceTypeCode')).toBe('380');
    expect(invoiceXml).toContain('<cac:InvoiceLine>');
    expect(creditXml).toMatch(
      /<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"/,
    );
    expect(first(creditXml, 'cbc:CreditNoteTypeCode')).toBe('381');
    expect(creditXml).toContain('<cac:CreditNoteLine>');
    expect(creditXml).toMatch(/<cac:InvoiceDocumentReference>\s*<cbc:ID>F-000042<\/cbc:ID>/);
  });

  it('carries the Belgian rates, the fee as a charge, the promo as allowances and deposits exempt', () => {
    const percents = [
      ...invoiceXml.matchAll(/<cac:TaxSubtotal>[\s\S]*?<cbc:ID>(\w+)<\/cbc:ID>\s*<cbc:Percent>([\d.]+)</g),
    ].map((m) => `${m[1]} ${m[2]}`);
    expect(percents).toEqual(['S 6.00', 'S 21.00', 'E 0.00']);
    expect(invoiceXml).toMatch(
      /<cbc:ChargeIndicator>true<\/cbc:ChargeIndicator>\s*<cbc:AllowanceChargeReasonCode>DL</,
    );
    expect(invoiceXml.match(/<cbc:ChargeIndicator>false</g)).toHaveLength(2);
    expect(first(invoiceXml, 'cbc:TaxInclusiveAmount')).toBe((invoice.figures.total / 100).toFixed(2));
    expect(first(invoiceXml, 'cbc:PayableAmount')).toBe((invoice.figures.total / 100).toFixed(2));
  });

  it('escapes what people type, and derives an endpoint from a legal id when none is given', () => {
    expect(invoiceXml).toContain('<cbc:Name>Brasserie &amp; Fils &lt;SRL&gt;</cbc:Name>');
    const noted = ublOf({ ...credit, notes: ['a\nb\u0001"'] });
    expect(first(noted, 'cbc:Note')).toBe('a&#10;b&quot;');
    // Something left to pay: its terms (BT-20), which the EN 16931 rules ask for (BR-CO-25).
    expect(ublOf(einvoiceFromInvoice(header, order, lines, { prepaidCents: 0 }).document)).toMatch(
      /<cac:PaymentTerms>\s*<cbc:Note>[^<]+<\/cbc:Note>/,
    );
    expect(endpointOf({ name: 'x', address: { lines: ['-'], country: 'FR' }, siren: '732829320' })).toEqual({
      scheme: '0002',
      id: '732829320',
    });
    expect(
      endpointOf({
        name: 'x',
        address: { lines: ['-'], country: 'BE' },
        vatNumber: 'BE 0202.239.951'.replace(/\./g, ''),
      }),
    ).toEqual({
      scheme: '0208',
      id: '0202239951',
    });
    expect(ublFileName({ number: 'AV-2026-000007' })).toBe('AV-2026-000007.ubl.xml');
  });
});

describe.skipIf(missing)('ublOf — EN 16931 UBL validation (validate.sh ubl)', () => {
  it('validates a Belgian business invoice with deposits, a fee, a promo and a gift: 0 failed', () => {
    const { status, output } = validate(invoiceXml, 'invoice.xml');
    expect(output).toMatch(/^0 failed/m);
    expect(status).toBe(0);
  }, 60_000);

  it('validates its credit note: 0 failed', () => {
    const { status, output } = validate(creditXml, 'credit-note.xml');
    expect(output).toMatch(/^0 failed/m);
    expect(status).toBe(0);
  }, 60_000);

  it('validates an invoice still to pay, without promo or fee, and a French seller', () => {
    const french = einvoiceFromInvoice(
      {
        ...header,
        seller: {
          name: 'Consigne SAS',
          address: addressOf('1 rue du Verre, 75011 Paris', 'FR'),
          siret: '73282932000074',
          siren: '732829320',
          vatNumber: 'FR44732829320',
        },
      },
      { ...order, deliveryFeeCents: 0, discountCents: 0, packagesDepositCents: 0 },
      lines.slice(0, 2),
      { prepaidCents: 1000 },
    ).document;
    const { status, output } = validate(ublOf(french), 'due.xml');
    expect(output).toMatch(/^0 failed/m);
    expect(status).toBe(0);
  }, 60_000);

  it('is a validator that fails: a total changed by a cent is refused', () => {
    const broken = invoiceXml.replace(
      /(<cbc:TaxInclusiveAmount currencyID="EUR">)([\d.]+)/,
      (_, tag: string, v: string) => `${tag}${(Number(v) + 0.01).toFixed(2)}`,
    );
    const { status, output } = validate(broken, 'broken.xml');
    expect(status).toBe(1);
    expect(output).toMatch(/BR-CO-15/);
  }, 60_000);
});
