import { describe, expect, it } from 'vitest';
import { loginAs, testApp } from '../../../test/app.js';
import { atDoor } from '../../../test/orders.js';
import { createShoppers, lilleEntry } from '../../../test/shoppers.js';
import * as t from '../../db/schema/index.js';
import { eq } from 'drizzle-orm';
import { statusBody } from '../../../test/door.js';

/**
 * Every order, invoice and wallet route: its owner gets their own data, anyone else a 404 (ids
 * reveal nothing) or only their own data, and a caller without a token a 401.
 */
// The orders are booked for a later day: the driver records them delivered ahead (EARLY_DELIVERY_DAYS).
const { app, db } = await testApp({ EARLY_DELIVERY_DAYS: '7' });
const as = (token: string) => ({ authorization: `Bearer ${token}` });

const [owner, other] = await createShoppers(db, 2);
const water = await lilleEntry(db);
await db.insert(t.cartItems).values({ userId: owner!.id, productWarehouseId: water.id, quantity: 16 });
// A wallet larger than the order, so that the owner's balance and ledger differ from anyone else's.
await db.insert(t.walletEntries).values({ userId: owner!.id, amountCents: 10_000, reason: 'correction' });
const groups = (await app.inject({ url: '/api/slots', headers: as(owner!.token) })).json();
await app.inject({
  method: 'POST',
  url: `/api/user/select/slot/${groups[1].slots[4].id}`,
  headers: as(owner!.token),
  payload: {},
});
const placed = await app.inject({
  method: 'POST',
  url: '/api/orders',
  headers: { ...as(owner!.token), 'idempotency-key': 'access-checks' },
  payload: { paymentMethod: 'offline', acceptTerms: true },
});
const orderId = placed.json().orderId as number;
const driver = (await loginAs(app, 'livreur@example.com')).token;
for (const status of ['preparing', 'out_for_delivery', 'delivered']) {
  await app.inject({
    method: 'POST',
    url: `/api/operator/orders/${orderId}/status`,
    headers: as(driver),
    payload: { ...statusBody(status), ...(await atDoor(db, orderId, status)) },
  });
}
const [invoice] = await db.select().from(t.invoices).where(eq(t.invoices.orderId, orderId));

const byId: Array<[string, string, object?]> = [
  ['GET', `/api/orders/${orderId}`],
  ['POST', `/api/orders/${orderId}/cancel`],
  ['PATCH', `/api/order/${orderId}/slot`, { slot_id: groups[1].slots[5].id }],
  ['GET', `/api/invoices/${invoice!.id}/pdf`],
];
const own: string[] = [
  '/api/orders',
  '/api/invoices',
  '/api/user/billing/wallet',
  '/api/user/billing/wallet/entries',
  '/api/user/pendingDeposit/total',
  '/api/user/pendingDeposit/entries',
];

describe('owner, other customer and anonymous on order, invoice and wallet routes', () => {
  it('gives the owner their order and invoice', async () => {
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await app.inject({ url: byId[0]![1], headers: as(owner!.token) })).statusCode).toBe(200);
    expect((await app.inject({ url: byId[3]![1], headers: as(owner!.token) })).statusCode).toBe(200);
  });

  it.each(byId)(
    '%s %s is a 404 for another customer and a 401 without a token',
    async (method, url, payload) => {
      const asOther = await app.inject({ method: method as 'GET', url, headers: as(other!.token), payload });
      expect(asOther.statusCode).toBe(404);
      const anonymous = await app.inject({ method: method as 'GET', url, payload });
      expect(anonymous.statusCode).toBe(401);
    },
  );

  it.each(own)('GET %s answers only the caller’s own data, and 401 without a token', async (url) => {
    const mine = (await app.inject({ url, headers: as(owner!.token) })).json();
    const theirs = (await app.inject({ url, headers: as(other!.token) })).json();
    expect(JSON.stringify(theirs)).not.toBe(JSON.stringify(mine));
    expect((await app.inject({ url })).statusCode).toBe(401);
  });
});
