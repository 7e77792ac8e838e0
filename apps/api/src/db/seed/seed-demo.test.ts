import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { emptyPglite } from '../../../test/app.js';
import { extractFacturx, validateXml, validatorsMissing } from '../../../test/einvoicing.js';
import { creditNoteWithOrder } from '../../modules/invoices/credit-notes.js';
import { renderCreditNotePdf, renderInvoicePdf, sellerFromEnv } from '../../modules/invoices/pdf.js';
import { invoiceForOwner } from '../../modules/invoices/service.js';
import { fromPglite, type Db } from '../client.js';
import * as t from '../schema/index.js';
import { BRUSSELS_OPERATOR_ACCOUNT, DEMO_ACCOUNTS, OPERATOR_ACCOUNT, STAFF_ACCOUNTS } from './demo.js';
import { prepareDatabase } from '../prepare.js';
import { seed } from './index.js';

const PUBLISHED = [...DEMO_ACCOUNTS, OPERATOR_ACCOUNT, BRUSSELS_OPERATOR_ACCOUNT, ...STAFF_ACCOUNTS];
const base = { JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/consigne-test-data' };
/** A real seller identity: Factur-X is never made for a SPECIMEN seller. */
const seller = sellerFromEnv({
  SELLER_NAME: 'Consigne Lyon SAS',
  SELLER_ADDRESS: '9 avenue Tony-Garnier, 69007 Lyon, France',
  SELLER_SIRET: '73282932000074',
  SELLER_VAT_NUMBER: 'FR44732829320',
});
const validators = validatorsMissing();

/** The Factur-X XML a PDF carries (the official extractor), valid under the EN 16931 CII rules. */
function expectValidFacturx(pdf: Buffer) {
  expect(pdf.toString('latin1')).toContain('factur-x.xml');
  if (validators) return console.warn(`demo invoice's CII not validated: ${validators}`);
  const { status, report, xml } = extractFacturx(pdf);
  expect(status, report).toBe(0);
  const cii = validateXml(xml!, 'cii');
  expect(cii.failed, cii.output).toBe(0);
}

/**
 * pro@example.com's books: one order, delivered; its invoice, Factur-X; one credit note on it, for the
 * bottle refunded to the wallet — every amount the shop's own services computed.
 */
async function expectProBooks(db: Db) {
  const [pro] = await db.select().from(t.users).where(eq(t.users.email, 'pro@example.com'));
  const orders = await db.select().from(t.orders).where(eq(t.orders.userId, pro!.id));
  expect(orders).toHaveLength(1);
  const [order] = orders;
  expect(order).toMatchObject({
    status: 'delivered',
    paymentStatus: 'paid',
    warehouseId: expect.any(Number),
  });
  expect(order!.deliveredAt!.getTime()).toBeLessThan(Date.now() - 6 * 86_400_000);
  expect(Object.keys(order!.vatByRate).sort()).toEqual(['2000', '550']);
  expect(order!.productsDepositCents + order!.packagesDepositCents).toBeGreaterThan(0);

  // Told last week, not at this start: nothing left for the workers to send about it.
  const news = await db.select().from(t.notifications).where(eq(t.notifications.orderId, order!.id));
  expect(news.length).toBeGreaterThan(0);
  expect(news.every((n) => n.status === 'skipped')).toBe(true);

  const invoices = await db.select().from(t.invoices).where(eq(t.invoices.orderId, order!.id));
  expect(invoices).toHaveLength(1);
  const invoice = await invoiceForOwner(db, pro!.id, invoices[0]!.id);
  expect(invoice.content.business).toMatchObject({ companyName: 'Café des Pentes SARL', siren: '123456782' });
  expectValidFacturx(await renderInvoicePdf(invoice, seller));

  const notes = await db.select().from(t.creditNotes).where(eq(t.creditNotes.orderId, order!.id));
  expect(notes).toHaveLength(1);
  expect(notes[0]!.invoiceId).toBe(invoices[0]!.id);
  const [beer] = await db
    .select()
    .from(t.orderLines)
    .where(eq(t.orderLines.orderId, order!.id))
    .then((lines) => lines.filter((l) => l.vatRateBp === 2000));
  expect(notes[0]!.totalCents).toBe(beer!.unitPriceTtcCents);
  const note = await creditNoteWithOrder(db, notes[0]!.id, { userId: pro!.id });
  expectValidFacturx(await renderCreditNotePdf(note, seller));
}

describe('SEED_DEMO', () => {
  it('defaults to on for the embedded database and off with DATABASE_URL', () => {
    expect(loadConfig(base).seedDemo).toBe(true);
    expect(loadConfig({ ...base, DATABASE_URL: 'postgres://db/shop' }).seedDemo).toBe(false);
    expect(loadConfig({ ...base, DATABASE_URL: 'postgres://db/shop', SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ ...base, SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(() => loadConfig({ ...base, SEED_DEMO: 'yes please' })).toThrow(/SEED_DEMO/);
  });

  // Migrates and seeds a fresh PGlite twice: ≈14 s alone, more on a loaded machine; the same in either lane.
  it.skipIf(process.env.TEST_DATABASE_URL)(
    'off: the shop is seeded without any account of published password; on later: they are added, the business one with its invoice and credit note',
    { timeout: 120_000 },
    async () => {
      const database = fromPglite(await emptyPglite());
      const published = () =>
        database.db.select({ email: t.users.email }).from(t.users).where(inArray(t.users.email, PUBLISHED));

      await prepareDatabase(database, (db) => seed(db, { demo: false }));
      expect(await published()).toEqual([]);
      expect(await database.db.$count(t.users)).toBe(0);
      expect(await database.db.$count(t.products)).toBeGreaterThan(100);

      const { seeded } = await prepareDatabase(database, (db) => seed(db, { demo: true }));
      expect(seeded).toEqual(['demo-accounts', 'operator', 'staff', 'operator-bruxelles', 'demo-invoice']);
      expect((await published()).map((u) => u.email).sort()).toEqual([...PUBLISHED].sort());
      await expectProBooks(database.db);
      await database.close();
    },
  );
});
