import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toCii } from '@consigne/domain';
import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { invoiceContent, invoiceEinvoice } from '../src/modules/invoices/index.js';
import { testApp } from './app.js';
import { captureEinvoices } from './einvoice-capture.js';
import { deliverWithDepositsAged, placeLilleOrder } from './orders.js';
import { createShoppers } from './shoppers.js';

// What CI's capture (EINVOICE_CAPTURE_DIR) writes of a test database: each invoice once as its CII,
// the same document as the invoices module renders, however many times the database is read.
const { app, db } = await testApp();
const dir = mkdtempSync(join(tmpdir(), 'einvoice-capture-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const files = (sub: string) => {
  try {
    return readdirSync(join(dir, sub)).filter((f) => !f.startsWith('.'));
  } catch {
    return [];
  }
};

it('writes a delivered order’s invoice as its CII, once however often it is captured', async () => {
  const [shopper] = await createShoppers(db, 1);
  const { orderId } = await placeLilleOrder(app, db, shopper!, { large: 12, small: 2 }, 'einvoice-capture');
  const [order] = await db.select().from(t.orders).where(eq(t.orders.id, orderId));
  await deliverWithDepositsAged(db, order!.warehouseId, orderId, 0);
  const invoices = await db.select().from(t.invoices);
  expect(invoices.length).toBeGreaterThan(0);
  // The seed's own documents too (the business demo account's invoice and credit note).
  const creditNotes = await db.select().from(t.creditNotes);

  await captureEinvoices(db, dir, 'first');
  await captureEinvoices(db, dir, 'second');
  expect(files('cii')).toHaveLength(invoices.length + creditNotes.length);
  expect(files('errors')).toEqual([]);
  expect(files('stats')).toHaveLength(2);

  const [invoice] = await db.select().from(t.invoices).where(eq(t.invoices.orderId, orderId));
  const [delivered] = await db.select().from(t.orders).where(eq(t.orders.id, orderId));
  const content = await invoiceContent(db, invoice, delivered!);
  const written = files('cii').map((f) => readFileSync(join(dir, 'cii', f), 'utf8'));
  const rendered = toCii(
    invoiceEinvoice(invoice!, content, {
      name: 'Consigne Lille SAS',
      address: '8 rue du Molinel, 59000 Lille, France',
      siret: '73282932000074',
      vatNumber: 'FR44732829320',
      specimen: false,
      vatOnDebits: false,
      facturxForAll: false,
    }).document,
  );
  // The capture's seller: the tests' own identity is a SPECIMEN, which never makes an e-invoice.
  expect(written).toContain(rendered);
});
