import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import { testApp } from '../../../test/app.js';
import { pdfTextLines } from '../../../test/pdf-text.js';
import { atDoor, placeLilleOrder } from '../../../test/orders.js';
import { createShoppers, type Shopper } from '../../../test/shoppers.js';
import { advanceOrder } from '../operator/index.js';
import { isValidSiret, missingSellerSettings, renderInvoicePdf, sellerFromEnv } from './pdf.js';
import { invoiceForOwner } from './service.js';
import { doorFor } from '../../../test/door.js';

// No invoice with an invented seller identity.
const { app, db } = await testApp();
let shopper: Shopper;
let invoiceId: number;

/** A SIRET with a valid Luhn key, built from its first 13 digits. */
function siretWithKey(first13: string): string {
  for (let k = 0; k <= 9; k++) if (isValidSiret(`${first13}${k}`)) return `${first13}${k}`;
  throw new Error('no key');
}
const REAL = {
  SELLER_NAME: 'Consigne Lille SAS',
  SELLER_ADDRESS: '8 rue du Molinel, 59000 Lille, France',
  SELLER_SIRET: siretWithKey('8123456780001'),
  SELLER_VAT_NUMBER: 'FR 40 812345678',
};

beforeAll(async () => {
  [shopper] = (await createShoppers(db, 1)) as [Shopper];
  const { orderId } = await placeLilleOrder(app, db, shopper, { large: 24, small: 0 }, 'specimen');
  const [row] = await db
    .select({ startAt: t.slots.startAt, warehouseId: t.orders.warehouseId })
    .from(t.orders)
    .innerJoin(t.slots, eq(t.slots.id, t.orders.slotId))
    .where(eq(t.orders.id, orderId));
  const onTheDay = new Date(row!.startAt.getTime() + 3600_000);
  for (const status of ['preparing', 'out_for_delivery', 'delivered'] as const)
    await advanceOrder(db, row!.warehouseId, orderId, status, onTheDay, 0, null, 'fr_FR', {
      ...doorFor(status),
      ...(await atDoor(db, orderId, status)),
    });
  const [invoice] = await db.select().from(t.invoices).where(eq(t.invoices.orderId, orderId));
  invoiceId = invoice!.id;
});

describe('the seller identity on invoices', () => {
  it('is a specimen until all four SELLER_* settings are real (the placeholder SIRET is not)', () => {
    expect(missingSellerSettings({})).toEqual([
      'SELLER_NAME',
      'SELLER_ADDRESS',
      'SELLER_SIRET',
      'SELLER_VAT_NUMBER',
    ]);
    expect(missingSellerSettings({ ...REAL, SELLER_SIRET: '000 000 000 00000' })).toEqual(['SELLER_SIRET']);
    expect(missingSellerSettings({ ...REAL, SELLER_SIRET: '81234567800012' })).toEqual(
      isValidSiret('81234567800012') ? [] : ['SELLER_SIRET'],
    );
    expect(missingSellerSettings({ ...REAL, SELLER_VAT_NUMBER: 'FR00000000000' })).toEqual([
      'SELLER_VAT_NUMBER',
    ]);
    expect(missingSellerSettings(REAL)).toEqual([]);
    expect(sellerFromEnv({}).specimen).toBe(true);
    expect(sellerFromEnv(REAL)).toMatchObject({ specimen: false, vatNumber: 'FR40812345678' });
  });

  it('without them, the PDF is marked SPECIMEN and prints no invented SIRET; the list says so', async () => {
    const headers = { authorization: `Bearer ${shopper.token}` };
    const list = (await app.inject({ url: '/api/invoices', headers })).json();
    expect(list).toEqual([expect.objectContaining({ invoiceId, specimen: true })]);
    const pdf = await app.inject({ url: `/api/invoices/${invoiceId}/pdf`, headers });
    expect(pdf.statusCode).toBe(200);
    const text = pdfTextLines(pdf.rawPayload).join(' | ');
    expect(text).toContain('SPECIMEN');
    expect(text).not.toMatch(/000 000 000 00000|FR00000000000|12 rue de la Consigne/);
  });

  it('with them, the PDF carries the seller’s identity and no SPECIMEN mark', async () => {
    const invoice = await invoiceForOwner(db, shopper.id, invoiceId);
    const text = pdfTextLines(await renderInvoicePdf(invoice, sellerFromEnv(REAL))).join(' | ');
    expect(text).not.toContain('SPECIMEN');
    expect(text).toContain(`SIRET ${REAL.SELLER_SIRET} · N° TVA FR40812345678`);
    expect(text).toContain('8 rue du Molinel, 59000 Lille, France');
  });
});
