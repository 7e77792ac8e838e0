import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import { testApp } from '../../../test/app.js';
import { doorFor } from '../../../test/door.js';
import { extractFacturx, validateXml, validatorsMissing } from '../../../test/einvoicing.js';
import { atDoor, placeLilleOrder } from '../../../test/orders.js';
import { createShoppers, type Shopper } from '../../../test/shoppers.js';
import { advanceOrder } from '../operator/index.js';

// A business shopper's order, delivered and invoiced: the invoice is frozen as issued, so changing
// the order, its products and the account afterwards changes nothing in its reprint; and the PDF the
// API serves is a Factur-X whose XML the official rules accept.
const SELLER = {
  SELLER_NAME: 'Consigne Lille SAS',
  SELLER_ADDRESS: '8 rue du Molinel, 59000 Lille, France',
  SELLER_SIRET: '73282932000074',
  SELLER_VAT_NUMBER: 'FR44732829320',
};
const before = Object.fromEntries(Object.keys(SELLER).map((k) => [k, process.env[k]]));
Object.assign(process.env, SELLER);
afterAll(() => {
  for (const [k, v] of Object.entries(before))
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
});

const { app, db } = await testApp();
const as = (token: string) => ({ authorization: `Bearer ${token}` });
let shopper: Shopper;
let other: Shopper;
let orderId: number;
let invoiceId: number;

beforeAll(async () => {
  [shopper, other] = (await createShoppers(db, 2)) as [Shopper, Shopper];
  const set = await app.inject({
    method: 'PUT',
    url: '/api/user/business',
    headers: as(shopper.token),
    payload: { companyName: 'Brasserie du Molinel', siren: '732 829 320', vatNumber: 'FR44732829320' },
  });
  expect(set.statusCode, set.body).toBe(200);
  ({ orderId } = await placeLilleOrder(app, db, shopper, { large: 24, small: 6 }, 'frozen-invoice'));
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

const pdf = () => app.inject({ url: `/api/invoices/${invoiceId}/pdf`, headers: as(shopper.token) });

describe('an invoice frozen at issue', () => {
  it('keeps the order’s lines, amounts and the buyer’s company as they were', async () => {
    const [invoice] = await db.select().from(t.invoices).where(eq(t.invoices.id, invoiceId));
    expect(invoice!.frozen).toMatchObject({
      version: 1,
      orderId,
      business: { companyName: 'Brasserie du Molinel', siren: '732829320', vatNumber: 'FR44732829320' },
    });
    expect(invoice!.frozen!.lines).toHaveLength(2);
  });

  it('is reprinted byte for byte after the order, its products and the account change', async () => {
    const first = await pdf();
    expect(first.statusCode).toBe(200);
    const list = (await app.inject({ url: '/api/invoices', headers: as(shopper.token) })).json();
    // Everything the invoice printed changes afterwards.
    await db
      .update(t.orderLines)
      .set({
        name: sql`${t.orderLines.name} || ' (renamed)'`,
        quantity: sql`${t.orderLines.quantity} + 1`,
        unitPriceTtcCents: sql`${t.orderLines.unitPriceTtcCents} + 50`,
      })
      .where(eq(t.orderLines.orderId, orderId));
    await db
      .update(t.orders)
      .set({ deliveryAddress: '1 place du Théâtre, 59000 Lille', deliveryFeeCents: 990, discountCents: 100 })
      .where(eq(t.orders.id, orderId));
    await app.inject({
      method: 'PUT',
      url: '/api/user/business',
      headers: as(shopper.token),
      payload: { companyName: 'Autre société', siren: '123456782' },
    });
    const again = await pdf();
    expect(again.statusCode).toBe(200);
    expect(Buffer.compare(again.rawPayload, first.rawPayload)).toBe(0);
    expect((await app.inject({ url: '/api/invoices', headers: as(shopper.token) })).json()).toEqual(list);
  });

  it('is its owner’s only', async () => {
    const stolen = await app.inject({ url: `/api/invoices/${invoiceId}/pdf`, headers: as(other.token) });
    expect(stolen.statusCode).toBe(404);
  });

  it('falls back to the live order for an invoice issued before invoices were frozen', async () => {
    await db.update(t.invoices).set({ frozen: null }).where(eq(t.invoices.id, invoiceId));
    const res = await pdf();
    expect(res.statusCode).toBe(200);
    // No business identity was recorded then: a consumer's plain PDF, without XML.
    expect(res.rawPayload.toString('latin1')).not.toContain('factur-x.xml');
  });
});

const missing = validatorsMissing();
describe.skipIf(missing !== null)(`the API’s Factur-X${missing ? ` (skipped: ${missing})` : ''}`, () => {
  it('carries a factur-x.xml the EN 16931 and Factur-X rules accept', async () => {
    // A fresh invoice: the one above was unfrozen by the previous test.
    const { orderId: second } = await placeLilleOrder(app, db, shopper, { large: 24, small: 0 }, 'frozen-2');
    const [row] = await db
      .select({ startAt: t.slots.startAt, warehouseId: t.orders.warehouseId })
      .from(t.orders)
      .innerJoin(t.slots, eq(t.slots.id, t.orders.slotId))
      .where(eq(t.orders.id, second));
    const onTheDay = new Date(row!.startAt.getTime() + 3600_000);
    for (const status of ['preparing', 'out_for_delivery', 'delivered'] as const)
      await advanceOrder(db, row!.warehouseId, second, status, onTheDay, 0, null, 'fr_FR', {
        ...doorFor(status),
        ...(await atDoor(db, second, status)),
      });
    const [invoice] = await db.select().from(t.invoices).where(eq(t.invoices.orderId, second));
    const res = await app.inject({ url: `/api/invoices/${invoice!.id}/pdf`, headers: as(shopper.token) });
    const extracted = extractFacturx(res.rawPayload);
    expect(extracted.status, extracted.report).toBe(0);
    expect(extracted.xml).toContain('<ram:ID schemeID="0002">123456782</ram:ID>');
    const cii = validateXml(extracted.xml!, 'cii');
    expect(cii.failed, cii.output).toBe(0);
    const facturx = validateXml(extracted.xml!, 'facturx-en16931');
    expect(facturx.failed, facturx.output).toBe(0);
  }, 120_000);
});
