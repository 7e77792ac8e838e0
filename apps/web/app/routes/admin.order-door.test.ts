/**
 * The staff order page's loader on the real API (a seeded PGlite, in-process): an order delivered
 * with a line refused at the door, its age checked and its cash taken 2,00 € short gives the page
 * its door — and never a birth date, which is not stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, placeDemoOrder, tables as t, type AdminApi } from '../../test/admin-api';
import * as orderPage from './admin.commandes.$id';

let admin: AdminApi;
let orderId: number;

/** The demo shopper's order of 24 waters and 7 beers in Lille, paid at delivery (as checkout makes it). */
async function placeOrder() {
  const { orderId: id } = await placeDemoOrder(
    admin.app,
    [
      ['eau-minerale-naturelle-plate-100cl', 24],
      ['biere-blonde-bio-33cl', 7],
    ],
    'loader-door',
  );
  const warehouses = await admin.db.select().from(t.warehouses);
  return { id, lilleId: warehouses.find((w) => w.key === 'lille')!.id };
}

beforeAll(async () => {
  admin = await adminApi();
  const { db } = admin;
  const placed = await placeOrder();
  orderId = placed.id;
  // What the driver's step to 'delivered' writes (operator/door.ts, door-payment.ts), set here: the
  // seeded slots are days ahead, where the driver's steps are not open yet.
  // The seeded shop's few rows, read whole (the web's tests do not query with the API's ORM).
  const driver = (await db.select().from(t.users)).find((u) => u.email === 'livreur@example.com');
  const lines = (await db.select().from(t.orderLines)).filter((l) => l.orderId === orderId);
  const water = lines.find((l) => l.minimumAge === null);
  const order = (await db.select().from(t.orders)).find((o) => o.id === orderId);
  await db.insert(t.orderDoorRefusals).values({
    orderId,
    productWarehouseId: water!.productWarehouseId,
    name: water!.name,
    volume: water!.volume,
    quantity: 2,
    unitPriceTtcCents: water!.unitPriceTtcCents,
    bottleDepositCents: water!.bottleDepositCents,
    reason: 'damaged',
    recordedBy: driver!.id,
  });
  await db
    .insert(t.orderAgeChecks)
    .values({ orderId, method: 'id18', verified: true, ageSatisfied: 18, recordedBy: driver!.id });
  await db.insert(t.doorPayments).values({
    orderId,
    warehouseId: placed.lilleId,
    driverId: driver!.id,
    method: 'cash',
    expectedCents: order!.amountToPayCents,
    receivedCents: order!.amountToPayCents - 200,
  });
}, 120_000);
afterAll(async () => admin?.app.close());

type Page = Awaited<ReturnType<typeof orderPage.loader>>;

describe('/admin/commandes/:id (the door)', () => {
  it('gives the page the refused line, the age check and the payment with its difference', async () => {
    const page = (await admin.load(orderPage.loader, `/admin/commandes/${orderId}`, {
      id: String(orderId),
    })) as Page;
    expect(admin.calls.some((c) => c.path === `/api/admin/orders/${orderId}`)).toBe(true);
    const { door } = page.order;
    expect(door.failure).toBeNull();
    expect(door.refusals).toMatchObject([{ quantity: 2, reason: 'damaged' }]);
    expect(door.refusals[0]!.by).toEqual(expect.any(String));
    expect(door.ageCheck).toMatchObject({ method: 'id18', verified: true, ageSatisfied: 18 });
    expect(door.payment).toMatchObject({ method: 'cash', difference: -2, sheetId: null });
    expect(door.payment!.received).toBe(door.payment!.expected - 2);
  });
});
