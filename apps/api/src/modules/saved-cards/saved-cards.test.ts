import { basketTimes, wallClock, type NotificationEvent } from '@consigne/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import { testApp } from '../../../test/app.js';
import { startFakeStripe, type FakeCardBehaviour } from '../../../test/fake-stripe.js';
import { createShoppers, type Shopper } from '../../../test/shoppers.js';
import { demoWarehouseSlots } from '../../../test/slots.js';
import { sendCardRefund } from '../orders/card-refund.js';
import { STRIPE_API_VERSION, StripePayments } from '../orders/payment.js';
import { chargeBasketOrder, chargeIdempotencyKey, paymentLinkExpiry } from '../usual-basket/charge.js';
import { placeOccurrence } from '../usual-basket/placement.js';
import { detachCard } from './detach.js';

/**
 * The usual basket paid by a saved card (ADR 0051), against the local fake Stripe (test/fake-stripe.ts:
 * Stripe's documented API for customers, setup-mode Checkout, SetupIntents, PaymentMethods and
 * off-session PaymentIntents, its checks and its signed webhooks), through the real API and database.
 * The jobs are run by hand (WORKERS=0) so that two runs can be made to race.
 */
const SECRET_KEY = 'sk_test_consigne';
const WEBHOOK_SECRET = 'whsec_test_consigne';
const PUBLIC_URL = 'https://shop.example';
const fake = await startFakeStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
afterAll(() => fake.close());
const payments = new StripePayments({
  secretKey: SECRET_KEY,
  webhookSecret: WEBHOOK_SECRET,
  apiBase: fake.base,
});
const { app, db } = await testApp({ PUBLIC_URL, WORKERS: '0' }, { payments });
const as = (token: string) => ({ authorization: `Bearer ${token}` });
const deps = { publicUrl: PUBLIC_URL };
let slots: (typeof t.slots.$inferSelect)[];
let water: number;

const tenOClock = (offset = 0) => slots.filter((s) => wallClock(s.startAt).endsWith('T10:00'))[offset]!;
const orderOf = async (id: number) => (await db.select().from(t.orders).where(eq(t.orders.id, id)))[0]!;
const chargeOf = async (orderId: number) =>
  (await db.select().from(t.offSessionCharges).where(eq(t.offSessionCharges.orderId, orderId)))[0]!;
const cardsOf = (s: Shopper) =>
  app.inject({ url: '/api/user/saved-cards', headers: as(s.token) }).then((r) => r.json().cards);
function webhook(signed: { payload: string; signature: string }) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signed.signature },
    payload: signed.payload,
  });
}
const notificationsOf = (userId: number, event: NotificationEvent) =>
  db
    .select()
    .from(t.notifications)
    .where(and(eq(t.notifications.userId, userId), eq(t.notifications.event, event)));

/** A shopper with a weekly reservation on a 10:00 slot and water in their favourites. */
async function subscriber(offset = 0) {
  const [s] = (await createShoppers(db, 1)) as [Shopper];
  const [address] = await db
    .select({ id: t.addresses.id })
    .from(t.addresses)
    .where(eq(t.addresses.userId, s.id));
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/slot-reservation',
    headers: as(s.token),
    payload: { slotId: tenOClock(offset).id, every: 1, addressId: address!.id },
  });
  expect(res.statusCode, res.body).toBe(201);
  const [entry] = await db.select().from(t.productWarehouses).where(eq(t.productWarehouses.id, water));
  await db.insert(t.favourites).values({ userId: s.id, productId: entry!.productId });
  return s;
}

/** The shopper saves a card on Stripe's page (setup mode) and Stripe's signed webhook records it. */
async function saveCard(s: Shopper, behaviour: FakeCardBehaviour = 'succeeds', last4 = '4242') {
  const started = await app.inject({
    method: 'POST',
    url: '/api/user/saved-cards/setup?locale=fr_FR',
    headers: as(s.token),
    payload: {},
  });
  expect(started.statusCode, started.body).toBe(201);
  const sessionId = started.json().url.split('/').pop() as string;
  const session = fake.saveCard(sessionId, { behaviour, last4, brand: 'visa', exp_month: 7, exp_year: 2031 });
  const signed = fake.signedEvent('checkout.session.completed', session);
  expect((await webhook(signed)).statusCode).toBe(200);
  return { sessionId, signed };
}

async function cardBasket(s: Shopper) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/usual-basket',
    headers: as(s.token),
    payload: { source: 'favourites', frequency: 'weekly', payment: 'card' },
  });
  expect(res.statusCode, res.body).toBe(201);
  await app.inject({
    method: 'PUT',
    url: '/api/user/usual-basket/lines',
    headers: as(s.token),
    payload: { lines: [{ productWarehouseId: water, quantity: 12 }] },
  });
  return res.json().basket;
}

/** Places the basket's first date, just after its placement time: its order's id. */
async function placeFirst(basket: { occurrences: { id: number; slot: { startAt: string } }[] }) {
  const first = basket.occurrences[0]!;
  const now = new Date(basketTimes(new Date(first.slot.startAt)).placeAt.getTime() + 60_000);
  expect(await placeOccurrence(db, first.id, deps, now)).toBe('placed');
  const [occurrence] = await db
    .select()
    .from(t.usualBasketOccurrences)
    .where(eq(t.usualBasketOccurrences.id, first.id));
  return occurrence!.orderId!;
}

beforeAll(async () => {
  ({ slots } = await demoWarehouseSlots(db));
  const [entry] = await db
    .select({ id: t.productWarehouses.id })
    .from(t.productWarehouses)
    .where(eq(t.productWarehouses.slug, 'eau-minerale-naturelle-plate-100cl'))
    .limit(1);
  water = entry!.id;
  await db
    .update(t.productWarehouses)
    .set({ priceCents: 250, isAvailable: true, maxOrderable: 99, stock: 5000 })
    .where(eq(t.productWarehouses.id, water));
});

describe('saving a card (Stripe Checkout in setup mode)', () => {
  it('creates the customer once, records brand, last four digits and expiry from the signed webhook, once', async () => {
    const s = await subscriber(0);
    expect(await cardsOf(s)).toEqual([]);
    const { sessionId, signed } = await saveCard(s);
    const call = fake.requests.findLast((r) => r.path === '/v1/checkout/sessions')!;
    expect(call.headers['stripe-version']).toBe(STRIPE_API_VERSION);
    expect(Object.fromEntries(call.form)).toMatchObject({
      mode: 'setup',
      currency: 'eur',
      'allowed_payment_method_types[0]': 'card',
      client_reference_id: `user-${s.id}`,
      locale: 'fr',
      success_url: `${PUBLIC_URL}/fr/mon-compte/mon-panier-habituel?carte=enregistree`,
    });
    const customer = fake.sessions.get(sessionId)!.customer!;
    expect(fake.customers.get(customer)?.metadata).toEqual({ user_id: String(s.id) });
    expect(await cardsOf(s)).toEqual([
      expect.objectContaining({ brand: 'visa', last4: '4242', expMonth: 7, expYear: 2031 }),
    ]);
    // Stripe retries the event: nothing more.
    expect((await webhook(signed)).statusCode).toBe(200);
    const rows = await db.select().from(t.savedPaymentMethods).where(eq(t.savedPaymentMethods.userId, s.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ stripeCustomerId: customer, brand: 'visa', last4: '4242' });

    // A second card: the same customer, and it replaces the first (detached by the job).
    await saveCard(s, 'succeeds', '1881');
    expect(fake.customers.size).toBeGreaterThanOrEqual(1);
    const customers = await db.select().from(t.stripeCustomers).where(eq(t.stripeCustomers.userId, s.id));
    expect(customers).toEqual([expect.objectContaining({ stripeCustomerId: customer })]);
    expect((await cardsOf(s)).map((c: { last4: string }) => c.last4)).toEqual(['1881']);
    await detachCard(db, payments, rows[0]!.id);
    expect(fake.paymentMethods.get(rows[0]!.stripePaymentMethodId)!.customer).toBeNull();
  });

  it('is seen and removed by its owner only: another shopper gets a 404 and the card stays', async () => {
    const owner = await subscriber(0);
    const [other] = (await createShoppers(db, 1)) as [Shopper];
    await saveCard(owner);
    const [card] = await cardsOf(owner);
    expect(await cardsOf(other)).toEqual([]);
    const theirs = await app.inject({
      method: 'DELETE',
      url: `/api/user/saved-cards/${card.id}`,
      headers: as(other.token),
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe('saved_card_not_found');
    expect(await cardsOf(owner)).toHaveLength(1);
    // The owner removes it: gone from the list, detached at Stripe by the job (once, then skipped).
    const basket = await cardBasket(owner);
    expect(basket.payment).toBe('card');
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/user/saved-cards/${card.id}`,
      headers: as(owner.token),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await cardsOf(owner)).toEqual([]);
    const [row] = await db.select().from(t.savedPaymentMethods).where(eq(t.savedPaymentMethods.id, card.id));
    expect(row!.removedAt).not.toBeNull();
    expect(await detachCard(db, payments, card.id)).toEqual({ skipped: false });
    expect(await detachCard(db, payments, card.id)).toEqual({ skipped: true });
    expect(fake.paymentMethods.get(row!.stripePaymentMethodId)!.customer).toBeNull();
    // Without its card the basket is paid at delivery again, and asking for card is a clear 422.
    const view = await app.inject({ url: '/api/user/usual-basket', headers: as(owner.token) });
    expect(view.json().basket).toMatchObject({ payment: 'delivery', cardLabel: null });
    const again = await app.inject({
      method: 'PATCH',
      url: '/api/user/usual-basket?locale=nl_BE',
      headers: as(owner.token),
      payload: { payment: 'card' },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'usual_basket_no_saved_card' });
    expect(again.json().message).toContain('Bewaar eerst een kaart');
  });

  it('refuses a card basket without a saved card (422), and takes it with one', async () => {
    const s = await subscriber(1);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/user/usual-basket',
      headers: as(s.token),
      payload: { source: 'favourites', frequency: 'weekly', payment: 'card' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('usual_basket_no_saved_card');
    await saveCard(s);
    const basket = await cardBasket(s);
    expect(basket).toMatchObject({ payment: 'card', cardLabel: 'visa •••• 4242' });
  });
});

describe('the usual basket charged off-session at placement', () => {
  it('commits the order first, then charges once however many runs race: paid and confirmed once', async () => {
    const s = await subscriber(0);
    await saveCard(s);
    const orderId = await placeFirst(await cardBasket(s));
    const placed = await orderOf(orderId);
    expect(placed).toMatchObject({ status: 'payment_pending', paymentMethod: 'stripe' });
    expect(await chargeOf(orderId)).toMatchObject({ state: 'pending', amountCents: placed.amountToPayCents });
    const before = fake.paymentIntents.length;
    const asked = () => fake.requests.filter((r) => r.path === '/v1/payment_intents').length;
    const askedBefore = asked();

    const outcomes = await Promise.all([
      chargeBasketOrder(db, payments, orderId, deps),
      chargeBasketOrder(db, payments, orderId, deps),
      chargeBasketOrder(db, payments, orderId, deps),
    ]);
    expect(outcomes.filter((o) => o.kind === 'paid')).toHaveLength(1);
    // The claim let one run ask Stripe; the idempotency key is the second guard, not the only one.
    expect(asked() - askedBefore).toBe(1);
    expect(fake.paymentIntents.length - before).toBe(1);
    const intent = fake.paymentIntents.at(-1)!;
    expect(intent).toMatchObject({ amount: placed.amountToPayCents, currency: 'eur', status: 'succeeded' });
    const call = fake.requests.findLast((r) => r.path === '/v1/payment_intents')!;
    expect(call.headers['idempotency-key']).toBe(chargeIdempotencyKey(orderId));
    expect(Object.fromEntries(call.form)).toMatchObject({ off_session: 'true', confirm: 'true' });
    expect(await orderOf(orderId)).toMatchObject({
      status: 'placed',
      paymentStatus: 'paid',
      cardPaidCents: placed.amountToPayCents,
    });
    expect(await chargeOf(orderId)).toMatchObject({ state: 'succeeded', paymentIntentId: intent.id });
    expect(await notificationsOf(s.id, 'orderPlaced')).not.toHaveLength(0);
    const told = (await notificationsOf(s.id, 'orderPlaced')).length;

    // A later run (a retry) charges nothing more; Stripe's key alone would answer the same intent.
    expect(await chargeBasketOrder(db, payments, orderId, deps)).toEqual({ kind: 'nothing' });
    expect(fake.paymentIntents.length - before).toBe(1);
    expect(await notificationsOf(s.id, 'orderPlaced')).toHaveLength(told);
    const replay = await payments.chargeOffSession({
      customerId: intent.customer,
      paymentMethodId: intent.payment_method,
      amountCents: intent.amount,
      orderId,
      idempotencyKey: chargeIdempotencyKey(orderId),
    });
    expect(replay).toEqual({ status: 'succeeded', paymentIntentId: intent.id });
    expect(fake.paymentIntents.length - before).toBe(1);

    // Its refund goes back to the off-session payment intent.
    const [refund] = await db
      .insert(t.orderRefunds)
      .values({ orderId, method: 'card', amountCents: 100, reason: 'test', state: 'pending' })
      .returning();
    await sendCardRefund(db, payments, refund!.id);
    expect(fake.refunds.at(-1)).toMatchObject({ payment_intent: intent.id, amount: 100 });
  });

  for (const behaviour of ['card_declined', 'authentication_required'] as const) {
    it(`${behaviour}: the order waits, the shopper is told with a payment link until the cutoff, and paying it confirms the order`, async () => {
      const s = await subscriber(1);
      await saveCard(s, behaviour);
      const orderId = await placeFirst(await cardBasket(s));
      const cutoff = (await orderOf(orderId)).paymentExpiresAt!;
      const outcome = await chargeBasketOrder(db, payments, orderId, deps);
      expect(outcome).toEqual({ kind: 'declined', code: behaviour });
      const charge = await chargeOf(orderId);
      expect(charge).toMatchObject({ state: 'failed', failureCode: behaviour });
      const order = await orderOf(orderId);
      expect(order).toMatchObject({ status: 'payment_pending', paymentStatus: 'pending' });
      const link = fake.sessions.get(order.stripeCheckoutSessionId!)!;
      expect(link).toMatchObject({ mode: 'payment', amount_total: order.amountToPayCents, status: 'open' });
      expect(order.paymentExpiresAt!.getTime()).toBe(paymentLinkExpiry(cutoff, charge.settledAt!).getTime());
      expect(link.cancel_url).toBe(`${PUBLIC_URL}/fr/mon-compte/mes-commandes/order-detail/${orderId}`);
      const [mail] = (await notificationsOf(s.id, 'usualBasketPaymentDeclined')).filter(
        (n) => n.channel === 'email',
      );
      expect(mail?.orderId).toBe(orderId);
      expect(JSON.stringify(mail?.mail)).toContain(link.url!);
      expect(JSON.stringify(mail?.mail)).toContain('Payer ma commande');

      // A retry neither charges again nor makes a second link or a second notice.
      const intents = fake.paymentIntents.length;
      const notices = (await notificationsOf(s.id, 'usualBasketPaymentDeclined')).length;
      expect(await chargeBasketOrder(db, payments, orderId, deps)).toEqual({ kind: 'nothing' });
      expect(fake.paymentIntents.length).toBe(intents);
      expect(await notificationsOf(s.id, 'usualBasketPaymentDeclined')).toHaveLength(notices);
      expect((await orderOf(orderId)).stripeCheckoutSessionId).toBe(link.id);

      // The shopper pays through the link: Stripe's signed event confirms the order as a checkout's.
      const paid = fake.pay(link.id);
      expect((await webhook(fake.signedEvent('checkout.session.completed', paid))).statusCode).toBe(200);
      expect(await orderOf(orderId)).toMatchObject({ status: 'placed', paymentStatus: 'paid' });
    });
  }

  it('unpaid when its link expires: cancelled as any unpaid card order, what it took given back', async () => {
    const s = await subscriber(0);
    await saveCard(s, 'card_declined');
    const orderId = await placeFirst(await cardBasket(s));
    await chargeBasketOrder(db, payments, orderId, deps);
    const order = await orderOf(orderId);
    const expired = { ...fake.sessions.get(order.stripeCheckoutSessionId!)!, status: 'expired' as const };
    expect((await webhook(fake.signedEvent('checkout.session.expired', expired))).statusCode).toBe(200);
    expect(await orderOf(orderId)).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.offSessionCharges)
      .where(eq(t.offSessionCharges.orderId, orderId));
    expect(count!.n).toBe(1);
  });
});
