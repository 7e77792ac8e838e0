import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toCii, ublOf } from '@consigne/domain';
import { afterAll, describe, expect, it } from 'vitest';
import type * as t from '../src/db/schema/index.js';
import type { FrozenInvoice } from '../src/db/schema/index.js';
import { REPO_ROOT } from '../src/config.js';
import { invoiceEinvoice, sellerFromEnv } from '../src/modules/invoices/index.js';
import { renderInvoicePdf } from '../src/modules/invoices/pdf.js';
import { EINVOICING_DIR, validateXml, validatorsMissing } from './einvoicing.js';

// scripts/validate-einvoices.mjs, the bulk validation of every e-invoice the API tests capture in CI,
// finds what validate.sh finds: on documents of ours, right and with a wrong total, and on the
// validators' own broken examples, the same number of failed assertions per file and rule set.

const seller = sellerFromEnv({
  SELLER_NAME: 'Consigne Lille SAS',
  SELLER_ADDRESS: '8 rue du Molinel, 59000 Lille, France',
  SELLER_SIRET: '73282932000074',
  SELLER_VAT_NUMBER: 'FR44732829320',
});

const content: FrozenInvoice = {
  version: 1,
  orderId: 42,
  locale: 'nl-BE',
  country: 'BE',
  deliveryType: 'home',
  deliveryName: 'Kantoor',
  deliveryAddress: 'Grote Markt 1, 2000 Antwerpen',
  deliveredAt: '2026-11-29T10:00:00.000Z',
  lines: [
    {
      name: 'Plat water',
      volume: '1 L',
      quantity: 6,
      unitPriceTtcCents: 189,
      unitPriceHtCents: 178,
      vatRateBp: 600,
      isLocked: false,
    },
    {
      name: 'Blond bier',
      volume: '33 cl',
      quantity: 24,
      unitPriceTtcCents: 99,
      unitPriceHtCents: 82,
      vatRateBp: 2100,
      isLocked: false,
    },
  ],
  deliveryFeeCents: 300,
  discountCents: 250,
  promoCode: 'BONJOUR',
  productsDepositCents: 240,
  packagesDepositCents: 500,
  walletUsageCents: 0,
  amountToPayCents: 4000,
  paymentStatus: 'paid',
  business: {
    companyName: 'Brouwerij De Kroon BV',
    siren: null,
    vatNumber: 'BE0123456749',
    peppolScheme: '0208',
    peppolId: '0123456749',
  },
};

const invoice: typeof t.invoices.$inferSelect = {
  id: 7,
  number: 7,
  orderId: 42,
  issuedAt: new Date('2026-11-30T09:00:00.000Z'),
  buyerName: 'Els Peeters',
  frozen: content,
};

/** The document with one amount changed: `tag`'s first value plus one euro. */
function wrongAmount(xml: string, tag: string): string {
  const changed = xml.replace(new RegExp(`(<${tag}[^>]*>)([\\d.]+)<`), (_, open: string, value: string) => {
    return `${open}${(Number(value) + 1).toFixed(2)}<`;
  });
  expect(changed).not.toBe(xml);
  return changed;
}

const missing = validatorsMissing();

describe.skipIf(missing !== null)(
  `scripts/validate-einvoices.mjs${missing ? ` (skipped: ${missing})` : ''}`,
  () => {
    const dir = mkdtempSync(join(tmpdir(), 'validate-einvoices-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('reports each file with validate.sh’s failed count, the summary, and exits 1', async () => {
      const { document } = invoiceEinvoice(invoice, content, seller);
      const cii = toCii(document);
      const ubl = ublOf(document);
      const files: Record<string, string> = {
        'cii/ours.xml': cii,
        'cii/wrong-total.xml': wrongAmount(cii, 'ram:GrandTotalAmount'),
        'ubl/ours.xml': ubl,
        'ubl/wrong-total.xml': wrongAmount(ubl, 'cbc:TaxInclusiveAmount'),
      };
      for (const [name, xml] of Object.entries(files)) {
        mkdirSync(join(dir, name, '..'), { recursive: true });
        writeFileSync(join(dir, name), xml);
      }
      copyFileSync(join(EINVOICING_DIR, 'examples/broken/cii-line-amount.xml'), join(dir, 'cii/example.xml'));
      copyFileSync(join(EINVOICING_DIR, 'examples/broken/ubl-line-amount.xml'), join(dir, 'ubl/example.xml'));
      // The Factur-X PDF of ours.xml, named like it: its factur-x.xml must be that CII.
      mkdirSync(join(dir, 'facturx'));
      writeFileSync(
        join(dir, 'facturx/ours.pdf'),
        await renderInvoicePdf({ invoice, content }, { ...seller, facturxForAll: true }),
      );

      const run = spawnSync(process.execPath, [join(REPO_ROOT, 'scripts/validate-einvoices.mjs'), dir], {
        encoding: 'utf8',
        env: { ...process.env, EINVOICING_DIR },
      });
      expect(run.status, run.stderr).toBe(1);
      const reported = new Map(
        [...run.stdout.matchAll(/^(\S+(?: \(Factur-X rules\))?): (\d+) failed, \d+ warnings$/gm)].map((m) => [
          m[1]!,
          Number(m[2]),
        ]),
      );
      const failedOf = (label: string) => reported.get(label) ?? 0;

      const checks: Array<[string, string, 'cii' | 'ubl' | 'facturx-en16931']> = [
        ['cii/ours.xml', 'cii/ours.xml', 'cii'],
        ['cii/wrong-total.xml', 'cii/wrong-total.xml', 'cii'],
        ['cii/example.xml', 'cii/example.xml', 'cii'],
        ['cii/wrong-total.xml (Factur-X rules)', 'cii/wrong-total.xml', 'facturx-en16931'],
        ['ubl/ours.xml', 'ubl/ours.xml', 'ubl'],
        ['ubl/wrong-total.xml', 'ubl/wrong-total.xml', 'ubl'],
        ['ubl/example.xml', 'ubl/example.xml', 'ubl'],
      ];
      for (const [label, file, syntax] of checks) {
        const official = validateXml(readFileSync(join(dir, file), 'utf8'), syntax);
        expect(failedOf(label), `${label}\n${official.output}\n${run.stdout}`).toBe(official.failed);
      }
      // Ours are right; a wrong total and the broken examples are caught.
      expect(failedOf('cii/ours.xml')).toBe(0);
      expect(failedOf('ubl/ours.xml')).toBe(0);
      expect(failedOf('facturx/ours.pdf')).toBe(0);
      expect(failedOf('cii/wrong-total.xml')).toBeGreaterThan(0);
      expect(failedOf('ubl/wrong-total.xml')).toBeGreaterThan(0);
      expect(failedOf('cii/example.xml')).toBe(2);
      expect(failedOf('ubl/example.xml')).toBe(2);
      const total = [...reported.values()].reduce((a, b) => a + b, 0);
      expect(run.stdout).toContain(`7 documents (3 CII, 3 UBL, 1 Factur-X): ${total} failed assertions`);
    }, 240_000);
  },
);
