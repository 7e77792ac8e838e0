import { localDate } from '@consigne/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import { loginAs, testApp } from '../../../test/app.js';
import { markCardPaid } from '../../../test/card-paid.js';
import { ID_SEEN_18 } from '../../../test/door.js';
import { startFakeStripe } from '../../../test/fake-stripe.js';
import { placeLilleOrder } from '../../../test/orders.js';
import { createShoppers, lilleEntry, type Shopper } from '../../../test/shoppers.js';
import { bearer } from '../../../test/staff.js';
import { StripePayments } from '../orders/index.js';

/**
 * A card order the shopper made dearer and whose difference (the top-up, ADR 0039) was not paid online
 * by the delivery: the driver's door collects the difference like an order paid at delivery, the cash
 * sheet counts it, and the top-up is no longer asked online. Paid online late anyway (a session opened
 * before the delivery), it goes back to the card: never collected twice. Through the API, the real
 * database and the local fake Stripe; orders booked ahead (EARLY_DELIVERY_DAYS).
 */
const fake = await startFakeStripe({ secretKey: 'sk_test_door_top_up', webhookSecret: 'whsec_door_top_up' });
afterAll(() => fake.close());
const payments = new StripePayments({
  secretKey: 'sk_test_door_top_up',
  webhookSecret: 'whsec_door_top_up',
  apiBase: fake.base,
});
const { app, db } = await testApp(
  { EARLY_DELIVERY_DAYS: '7', PUBLIC_URL: 'https://shop.example' },
  { payments },
);
let driver: string;
let shoppers: Shopper[];
let water: number;
let key = 0;
let lilleId: number;
const today = localDate(new Date());

beforeAll(async () => {
  driver = (await loginAs(app, 'livreur@example.com')).token;
  shoppers = await createShoppers(db, 4);
  water = (await lilleEntry(db, 'eau-minerale-naturelle-plate-100cl', 199)).id;
  lilleId = (await db.select().from(t.warehouses).where(eq(t.warehouses.key, 'lille')))[0]!.id;
});

const advance = (id: number, body: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: `/api/operator/orders/${id}/status`,
    headers: bearer(driver),
    payload: { ...(body.status === 'delivered' ? ID_SEEN_18 : {}), ...body },
  });
const orderRow = async (id: number) => (await db.select().from(t.orders).where(eq(t.orders.id, id)))[0]!;
const topUpsOf = (id: number) =>
  db.select().from(t.orderTopUps).where(eq(t.orderTopUps.orderId, id)).orderBy(asc(t.orderTopUps.id));
const webhook = (signed: { payload: string; signature: string }) =>
  app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signed.signature },
    payload: signed.payload,
  });
const payTopUp = (shopper: Shopper, orderId: number) =>
  app.inject({ method: 'POST', url: `/api/orders/${orderId}/top-up`, headers: bearer(shopper.token) });
const sheet = async () =>
  (await app.inject({ url: `/api/operator/cash-sheet?date=${today}`, headers: bearer(driver) })).json();

/**
 * A card-paid order its shopper made dearer (6 more bottles of water): the top-up due. Each test's
 * order goes with a van of its own (Lille has three): a round that left refuses the next edits.
 */
async function dearerOnItsWay(shopper: Shopper) {
  const { orderId } = await placeLilleOrder(
    app,
    db,
    shopper,
    { large: 24, small: 0 },
    `door-top-up-${++key}`,
  );
  const vans = await db
    .select()
    .from(t.vans)
    .where(eq(t.vans.warehouseId, lilleId))
    .orderBy(asc(t.vans.position));
  await db
    .update(t.orders)
    .set({ vanId: vans[key - 1]!.id })
    .where(eq(t.orders.id, orderId));
  const { paid } = await markCardPaid(db, payments, fake, orderId);
  const edit = await app.inject({
    method: 'PUT',
    url: `/api/orders/${orderId}/lines`,
    headers: bearer(shopper.token),
    payload: { changes: [{ productWarehouseId: water, quantity: 30 }] },
  });
  expect(edit.statusCode, edit.body).toBe(200);
  const difference = (await orderRow(orderId)).amountToPayCents - paid;
  expect(difference).toBeGreaterThan(0);
  return { orderId, paid, difference };
}
async function onItsWay(orderId: number) {
  for (const status of ['preparing', 'out_for_delivery'])
    expect((await advance(orderId, { status })).statusCode).toBe(200);
}

describe('a top-up not paid by the delivery', () => {
  it("is on the driver's round as the amount to collect, and the door collects it, once", async () => {
    const shopper = shoppers[0]!;
    const { orderId, difference } = await dearerOnItsWay(shopper);
    // The shopper opened the payment page before the delivery, and left it.
    const page = await payTopUp(shopper, orderId);
    expect(page.statusCode, page.body).toBe(200);
    const [opened] = await topUpsOf(orderId);
    await onItsWay(orderId);

    const order = await orderRow(orderId);
    const round = await app.inject({
      url: `/api/operator/round?date=${localDate((await db.select().from(t.slots).where(eq(t.slots.id, order.slotId)))[0]!.startAt)}&slotId=${order.slotId}`,
      headers: bearer(driver),
    });
    expect(round.statusCode, round.body).toBe(200);
    const onRound = round
      .json()
      .stops.flatMap((s: { orders: { orderId: number }[] }) => s.orders)
      .find((o: { orderId: number }) => o.orderId === orderId);
    expect(onRound).toMatchObject({ paymentMethod: 'stripe', dueAtDoor: difference / 100 });

    // Like an order paid at delivery: not delivered without the payment, nor with a card amount other than due.
    const none = await advance(orderId, { status: 'delivered' });
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('door_payment_required');
    const wrong = await advance(orderId, {
      status: 'delivered',
      payment: { method: 'card_terminal', receivedCents: order.amountToPayCents },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('door_payment_card_mismatch');
    expect((await orderRow(orderId)).status).toBe('out_for_delivery');
    expect((await topUpsOf(orderId)).map((u) => u.state)).toEqual(['pending']);

    const sheetBefore = await sheet();
    const done = await advance(orderId, {
      status: 'delivered',
      payment: { method: 'cash', receivedCents: difference },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
    const [door] = await db.select().from(t.doorPayments).where(eq(t.doorPayments.orderId, orderId));
    expect(door).toMatchObject({ method: 'cash', expectedCents: difference, receivedCents: difference });
    // The driver's cash sheet counts it.
    const sheetAfter = await sheet();
    expect(Math.round((sheetAfter.cash.expected - sheetBefore.cash.expected) * 100)).toBe(difference);
    expect(sheetAfter.payments.map((p: { orderId: number }) => p.orderId)).toContain(orderId);
    // No longer asked online: the top-up is closed, the shopper's payment refused.
    expect((await topUpsOf(orderId)).map((u) => u.state)).toEqual(['cancelled']);
    const shown = await app.inject({ url: `/api/orders/${orderId}`, headers: bearer(shopper.token) });
    expect(shown.json().topUp).toBeNull();
    expect((await payTopUp(shopper, orderId)).json().code).toBe('order_top_up_none');

    // The page left open is paid after all: recorded, and given back whole to the card.
    const late = fake.pay(opened!.stripeCheckoutSessionId!);
    expect((await webhook(fake.signedEvent('checkout.session.completed', late))).statusCode).toBe(200);
    const refunds = await db.select().from(t.orderRefunds).where(eq(t.orderRefunds.orderId, orderId));
    expect(refunds.map((r) => [r.method, r.amountCents, r.topUpId])).toEqual([
      ['card', difference, opened!.id],
    ]);
    // The same event again refunds nothing more.
    expect((await webhook(fake.signedEvent('checkout.session.completed', late))).statusCode).toBe(200);
    expect(await db.select().from(t.orderRefunds).where(eq(t.orderRefunds.orderId, orderId))).toHaveLength(1);
  });

  it('paid online before the delivery: nothing is collected at the door', async () => {
    const shopper = shoppers[1]!;
    const { orderId } = await dearerOnItsWay(shopper);
    expect((await payTopUp(shopper, orderId)).statusCode).toBe(200);
    const [topUp] = await topUpsOf(orderId);
    const session = fake.pay(topUp!.stripeCheckoutSessionId!);
    expect((await webhook(fake.signedEvent('checkout.session.completed', session))).statusCode).toBe(200);
    await onItsWay(orderId);
    const given = await advance(orderId, {
      status: 'delivered',
      payment: { method: 'cash', receivedCents: 100 },
    });
    expect(given.statusCode).toBe(409);
    expect(given.json().code).toBe('door_payment_not_due');
    expect((await advance(orderId, { status: 'delivered' })).statusCode).toBe(200);
    expect(await db.select().from(t.doorPayments).where(eq(t.doorPayments.orderId, orderId))).toEqual([]);
  });

  it('lowered by a line refused at the door: the door collects only what the card does not hold', async () => {
    const shopper = shoppers[2]!;
    const { orderId, paid, difference } = await dearerOnItsWay(shopper);
    await onItsWay(orderId);
    const [line] = await db.select().from(t.orderLines).where(eq(t.orderLines.orderId, orderId));
    // Three bottles refused: the amount goes down, the difference with it; cash counted as before.
    const done = await advance(orderId, {
      status: 'delivered',
      refusedLines: [{ lineId: line!.id, quantity: 3, reason: 'damaged' }],
      payment: { method: 'cash', receivedCents: difference },
    });
    expect(done.statusCode, done.body).toBe(200);
    const row = await orderRow(orderId);
    const [door] = await db.select().from(t.doorPayments).where(eq(t.doorPayments.orderId, orderId));
    expect(row.cardPaidCents).toBe(paid);
    expect(door!.expectedCents).toBe(row.amountToPayCents - paid);
    expect(door!.expectedCents).toBeLessThan(difference);
    expect(door!.expectedCents).toBeGreaterThan(0);
  });
});
