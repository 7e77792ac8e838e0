import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import { testApp } from '../../../test/app.js';
import { createShoppers, lilleEntry, type Shopper } from '../../../test/shoppers.js';
import { StripePayments, stripeSignature } from './payment.js';

/**
 * The Stripe adapter against Stripe's answers (fixtures/: a PaymentIntent, an API error and a
 * payment_intent.succeeded event, in the shapes of Stripe's API reference): no network.
 */
const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8'));
const WEBHOOK_SECRET = 'whsec_test_consigne';
const calls: Array<{ url: string; headers: Record<string, string>; body: URLSearchParams }> = [];
let answer: { status: number; body: Record<string, unknown> } = {
  status: 200,
  body: fixture('stripe-payment-intent'),
};
let intentSeq = 0;

const stripe = new StripePayments({
  secretKey: 'sk_test_consigne',
  webhookSecret: WEBHOOK_SECRET,
  fetch: (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({
      url: String(url),
      headers: Object.fromEntries(Object.entries(init?.headers ?? {})),
      body: init?.body as URLSearchParams,
    });
    const body =
      answer.status === 200 ? { ...answer.body, id: `${answer.body.id}_${++intentSeq}` } : answer.body;
    return new Response(JSON.stringify(body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch,
});
const { app, db } = await testApp({}, { payments: stripe });
const as = (token: string) => ({ authorization: `Bearer ${token}` });
let water: number;

async function readyShopper(): Promise<Shopper> {
  const [shopper] = (await createShoppers(db, 1)) as [Shopper];
  await db.insert(t.cartItems).values({ userId: shopper.id, productWarehouseId: water, quantity: 12 });
  const groups = (await app.inject({ url: '/api/slots', headers: as(shopper.token) })).json();
  const slotId = groups[1].slots[2].id;
  await app.inject({
    method: 'POST',
    url: `/api/user/select/slot/${slotId}`,
    headers: as(shopper.token),
    payload: {},
  });
  return shopper;
}
const payByCard = (shopper: Shopper) =>
  app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...as(shopper.token), 'idempotency-key': `stripe-${shopper.id}` },
    payload: { paymentMethod: 'stripe', acceptTerms: true },
  });
function webhook(event: object, secret = WEBHOOK_SECRET, timestamp = Math.floor(Date.now() / 1000)) {
  const payload = JSON.stringify(event);
  return app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': `t=${timestamp},v1=${stripeSignature(secret, timestamp, payload)}`,
    },
    payload,
  });
}
const orderOf = async (id: number) => (await db.select().from(t.orders).where(eq(t.orders.id, id)))[0]!;

beforeAll(async () => {
  water = (await lilleEntry(db, undefined, 300)).id;
});

describe('paying by card (Stripe PaymentIntents)', () => {
  it('creates one PaymentIntent for the amount to pay and hands its client secret to the shop', async () => {
    const shopper = await readyShopper();
    const res = await payByCard(shopper);
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json();
    expect(placed.payment).toEqual({
      provider: 'stripe',
      clientSecret: fixture('stripe-payment-intent').client_secret,
    });
    const call = calls.at(-1)!;
    expect(call.url).toBe('https://api.stripe.com/v1/payment_intents');
    expect(call.headers.authorization).toBe('Bearer sk_test_consigne');
    expect(call.headers['idempotency-key']).toBe(`order-${placed.orderId}`);
    expect(call.body.get('amount')).toBe(String(Math.round(placed.amountToPay * 100)));
    expect(call.body.get('currency')).toBe('eur');
    expect(call.body.get('metadata[order_id]')).toBe(String(placed.orderId));
    const order = await orderOf(placed.orderId);
    expect(order).toMatchObject({ paymentMethod: 'stripe', paymentStatus: 'pending', status: 'placed' });

    // Stripe's signed event confirms the payment; a forged or stale one is refused.
    const event = fixture('stripe-event-succeeded');
    event.data.object.id = order.paymentIntentId;
    expect((await webhook(event, 'whsec_forged')).statusCode).toBe(400);
    expect((await webhook(event, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600)).statusCode).toBe(400);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/payments/stripe/webhook',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(event),
        })
      ).statusCode,
    ).toBe(400);
    expect((await orderOf(placed.orderId)).paymentStatus).toBe('pending');
    const ok = await webhook(event);
    expect(ok.statusCode).toBe(200);
    expect((await orderOf(placed.orderId)).paymentStatus).toBe('paid');
    // A replayed event changes nothing.
    expect((await webhook(event)).statusCode).toBe(200);
    expect((await orderOf(placed.orderId)).paymentStatus).toBe('paid');
  });

  it('a failed payment cancels the order and gives its slot place back', async () => {
    const shopper = await readyShopper();
    const placed = (await payByCard(shopper)).json();
    const order = await orderOf(placed.orderId);
    const [slot] = await db.select().from(t.slots).where(eq(t.slots.id, order.slotId));
    const event = fixture('stripe-event-succeeded');
    event.type = 'payment_intent.payment_failed';
    event.data.object.id = order.paymentIntentId;
    event.data.object.status = 'requires_payment_method';
    expect((await webhook(event)).statusCode).toBe(200);
    expect(await orderOf(placed.orderId)).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
    const [after] = await db.select().from(t.slots).where(eq(t.slots.id, order.slotId));
    expect(after!.reserved).toBe(slot!.reserved - 1);
  });

  it('when Stripe refuses, the order is cancelled and everything it took given back', async () => {
    const shopper = await readyShopper();
    answer = { status: 401, body: fixture('stripe-error') };
    try {
      const res = await payByCard(shopper);
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(
        'Le paiement n’a pas pu être initialisé. Réessayez ou choisissez le paiement à la livraison.',
      );
      const [order] = await db.select().from(t.orders).where(eq(t.orders.userId, shopper.id));
      expect(order).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
      const [slot] = await db
        .select({ reserved: t.slots.reserved })
        .from(t.slots)
        .where(eq(t.slots.id, order!.slotId));
      expect(slot!.reserved).toBeGreaterThanOrEqual(0);
      const uses = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(t.orders)
        .where(eq(t.orders.userId, shopper.id));
      expect(uses[0]!.n).toBe(1);
    } finally {
      answer = { status: 200, body: fixture('stripe-payment-intent') };
    }
  });
});
