import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import { loginAs, testApp } from '../../../test/app.js';
import { doorFor } from '../../../test/door.js';
import { validatorsMissing, validateXml } from '../../../test/einvoicing.js';
import { atDoor } from '../../../test/orders.js';
import { createShoppers, type Shopper } from '../../../test/shoppers.js';
import { advanceOrder } from '../operator/index.js';

// A Belgian company (enterprise number on Peppol) orders from the Brussels warehouse, is delivered and
// invoiced, then partly refunded (a credit note): the sweep queues both for Peppol, the send job
// writes their UBL through the offline platform, once; each validates with the EN 16931 UBL rules
// and carries the Peppol BIS fields. A French consumer's invoice is never queued for Peppol.
const SELLER = {
  SELLER_NAME: 'Consigne SAS',
  SELLER_ADDRESS: '1 rue du Verre, 75011 Paris',
  SELLER_SIRET: '73282932000074',
  SELLER_VAT_NUMBER: 'FR44732829320',
};
const saved = Object.fromEntries(Object.keys(SELLER).map((k) => [k, process.env[k]]));
Object.assign(process.env, SELLER);
afterAll(() => {
  for (const [k, v] of Object.entries(saved))
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
});

const dataDir = mkdtempSync(join(tmpdir(), 'peppol-api-'));
const { app, db } = await testApp({ DATA_DIR: dataDir });
const as = (token: string) => ({ authorization: `Bearer ${token}` });

const missing = validatorsMissing();
if (missing) console.warn(`Peppol UBL validation skipped: ${missing}`);

let company: Shopper;
let orderId: number;

async function deliver(id: number) {
  const [row] = await db
    .select({ startAt: t.slots.startAt, warehouseId: t.orders.warehouseId })
    .from(t.orders)
    .innerJoin(t.slots, eq(t.slots.id, t.orders.slotId))
    .where(eq(t.orders.id, id));
  const onTheDay = new Date(row!.startAt.getTime() + 3600_000);
  for (const status of ['preparing', 'out_for_delivery', 'delivered'] as const)
    await advanceOrder(db, row!.warehouseId, id, status, onTheDay, 0, null, 'fr_FR', {
      ...doorFor(status),
      ...(await atDoor(db, id, status)),
    });
}

beforeAll(async () => {
  const [point] = await db.select().from(t.zones).where(eq(t.zones.key, 'bruxelles-flagey'));
  [company] = (await createShoppers(db, 1)) as [Shopper];
  expect(
    (
      await app.inject({
        method: 'POST',
        url: '/api/user/delivery',
        headers: as(company.token),
        payload: { zone_id: point!.id },
      })
    ).statusCode,
  ).toBe(200);
  const identity = await app.inject({
    method: 'PUT',
    url: '/api/user/business',
    headers: as(company.token),
    payload: {
      companyName: 'Brasserie & Fils SRL',
      vatNumber: 'BE0202239951',
      peppolScheme: '0208',
      peppolId: '0202239951',
    },
  });
  expect(identity.statusCode, identity.body).toBe(200);
  const [brussels] = await db.select().from(t.warehouses).where(eq(t.warehouses.key, 'bruxelles'));
  for (const [slug, quantity] of [
    ['biere-blonde-bio-33cl', 12],
    ['eau-minerale-naturelle-plate-100cl', 6],
  ] as const) {
    const [entry] = await db
      .update(t.productWarehouses)
      .set({ isAvailable: true, stock: null, discountAntiWastePercent: 0, maxOrderable: 99 })
      .where(and(eq(t.productWarehouses.warehouseId, brussels!.id), eq(t.productWarehouses.slug, slug)))
      .returning();
    await db.insert(t.cartItems).values({ userId: company.id, productWarehouseId: entry!.id, quantity });
  }
  const groups = (await app.inject({ url: '/api/slots', headers: as(company.token) })).json();
  await app.inject({
    method: 'POST',
    url: `/api/user/select/slot/${groups[1].slots[2].id}`,
    headers: as(company.token),
    payload: {},
  });
  const placed = await app.inject({
    method: 'POST',
    url: '/api/orders?locale=fr_FR',
    headers: { ...as(company.token), 'idempotency-key': 'peppol-brussels' },
    payload: { paymentMethod: 'offline', acceptTerms: true, adultDeclared: true },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  orderId = placed.json().orderId;
  await deliver(orderId);
  const admin = (await loginAs(app, 'admin@example.com')).token;
  const refund = await app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refunds`,
    headers: as(admin),
    payload: { method: 'wallet', amount: 1.5, reason: 'Bouteille cassée' },
  });
  expect(refund.statusCode, refund.body).toBe(200);
});

const transmissions = () =>
  db.select().from(t.einvoiceTransmissions).where(eq(t.einvoiceTransmissions.channel, 'peppol'));

describe('Peppol for a Belgian business buyer', () => {
  it('queues nothing while the seller is not configured (a specimen is never sent)', async () => {
    delete process.env.SELLER_SIRET;
    try {
      await app.jobs.send('einvoicing.peppol', { source: 'cron' });
      await app.jobs.drain();
      expect(await transmissions()).toEqual([]);
    } finally {
      process.env.SELLER_SIRET = SELLER.SELLER_SIRET;
    }
  });

  it('queues its invoice and credit note once, and the job writes their UBL through the platform', async () => {
    await app.jobs.send('einvoicing.peppol', { source: 'cron' });
    await app.jobs.drain();
    // The sweep again: nothing more (one row per document and channel).
    await app.jobs.send('einvoicing.peppol', { source: 'cron' });
    await app.jobs.drain();
    const rows = await transmissions();
    const [invoice] = await db.select().from(t.invoices).where(eq(t.invoices.orderId, orderId));
    const [note] = await db.select().from(t.creditNotes).where(eq(t.creditNotes.orderId, orderId));
    expect(rows.map((r) => [r.documentKind, r.documentId, r.status, r.attempts]).sort()).toEqual([
      ['credit_note', String(note!.id), 'sent', 1],
      ['invoice', String(invoice!.id), 'sent', 1],
    ]);
    const xml = readFileSync(
      join(dataDir, 'einvoicing', rows.find((r) => r.documentKind === 'invoice')!.filePath!),
      'utf8',
    );
    expect(xml).toContain(
      '<cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0</cbc:CustomizationID>',
    );
    expect(xml).toContain('<cbc:ProfileID>urn:fdc:peppol.eu:2017:poacc:billing:01:1.0</cbc:ProfileID>');
    expect(xml).toContain('<cbc:EndpointID schemeID="0208">0202239951</cbc:EndpointID>');
    expect(xml).toContain('<cbc:EndpointID schemeID="0002">732829320</cbc:EndpointID>');
    expect(xml).toContain(`<cbc:BuyerReference>${orderId}</cbc:BuyerReference>`);
    expect(xml).toContain('<cbc:Percent>21.00</cbc:Percent>');
    expect(xml).toContain('<cbc:Percent>6.00</cbc:Percent>');
    const creditXml = readFileSync(
      join(dataDir, 'einvoicing', rows.find((r) => r.documentKind === 'credit_note')!.filePath!),
      'utf8',
    );
    expect(creditXml).toMatch(/<CreditNote xmlns=/);
    expect(creditXml).toContain(`<cbc:ID>F-${String(invoice!.number).padStart(6, '0')}</cbc:ID>`);
  });

  it.skipIf(missing)(
    'writes UBL that the EN 16931 UBL rules accept: 0 failed',
    async () => {
      for (const row of await transmissions()) {
        const { failed, output } = validateXml(
          readFileSync(join(dataDir, 'einvoicing', row.filePath!), 'utf8'),
          'ubl',
        );
        expect(failed, `${row.documentKind}: ${output}`).toBe(0);
      }
    },
    120_000,
  );

  it("never queues a French consumer's invoice for Peppol", async () => {
    const [lille] = await db.select().from(t.warehouses).where(eq(t.warehouses.key, 'lille'));
    const french = await db
      .select({ id: t.invoices.id })
      .from(t.invoices)
      .innerJoin(t.orders, eq(t.orders.id, t.invoices.orderId))
      .where(eq(t.orders.warehouseId, lille!.id));
    const ids = new Set((await transmissions()).map((r) => r.documentId));
    for (const { id } of french) expect(ids.has(String(id))).toBe(false);
  });
});
