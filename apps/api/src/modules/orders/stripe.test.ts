import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import { testApp } from '../../../test/app.js';
import { startFakeStripe, stripeSignatureHeader, type FakeSession } from '../../../test/fake-stripe.js';
import { createShoppers, lilleEntry, type Shopper } from '../../../test/shoppers.js';
import { walletCents } from '../users/index.js';
import { staffTokens } from '../../../test/staff.js';
import { expirePendingPayments, handleStripeEvent } from './card-payment.js';
import { sendCardRefund } from './card-refund.js';
import { STRIPE_API_VERSION, StripePayments } from './payment.js';

/**
 * Card payment through Stripe's hosted Checkout, against the local fake Stripe (test/fake-stripe.ts:
 * Stripe's documented API, its checks and its webhook signatures), through the real API and database.
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
const { app, db } = await testApp({ PUBLIC_URL }, { payments });
const as = (token: string) => ({ authorization: `Bearer ${token}` });
let water: number;

const orderOf = async (id: number) => (await db.select().from(t.orders).where(eq(t.orders.id, id)))[0]!;
const reservedOf = async (slotId: number) =>
  (await db.select().from(t.slots).where(eq(t.slots.id, slotId)))[0]!.reserved;
const stockOf = async () =>
  (await db.select().from(t.productWarehouses).where(eq(t.productWarehouses.id, water)))[0]!.stock;
const confirmationsTo = async (email: string) =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.mailOutbox)
      .where(and(eq(t.mailOutbox.to, email), eq(t.mailOutbox.template, 'order-confirmation')))
  )[0]!.n;
const emailOf = async (shopper: Shopper) =>
  (await db.select().from(t.users).where(eq(t.users.id, shopper.id)))[0]!.email;
/** The e-mail is sent after the answer: waits for it (or checks that none came). */
async function settledConfirmations(email: string, expected: number) {
  for (let i = 0; i < 50 && (await confirmationsTo(email)) < expected; i++)
    await new Promise((r) => setTimeout(r, 20));
  await new Promise((r) => setTimeout(r, 50));
  return confirmationsTo(email);
}

async function readyShopper(quantity = 12): Promise<Shopper> {
  const [shopper] = (await createShoppers(db, 1)) as [Shopper];
  await db.insert(t.cartItems).values({ userId: shopper.id, productWarehouseId: water, quantity });
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
const checkout = (shopper: Shopper, paymentMethod: 'stripe' | 'offline' = 'stripe', locale = 'fr_FR') =>
  app.inject({
    method: 'POST',
    url: `/api/orders?locale=${locale}`,
    headers: { ...as(shopper.token), 'idempotency-key': `${paymentMethod}-${shopper.id}` },
    payload: { paymentMethod, acceptTerms: true },
  });
function webhook(signed: { payload: string; signature?: string }) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signed.signature ? { 'stripe-signature': signed.signature } : {}),
    },
    payload: signed.payload,
  });
}
const sessionOf = async (orderId: number): Promise<FakeSession> =>
  fake.sessions.get((await orderOf(orderId)).stripeCheckoutSessionId!)!;

beforeAll(async () => {
  water = (await lilleEntry(db, undefined, 300)).id;
  await db.update(t.productWarehouses).set({ stock: 1000 }).where(eq(t.productWarehouses.id, water));
});

describe('card checkout (a Stripe Checkout Session)', () => {
  it('creates the session for the amount to pay, in euros, with the pinned version, and holds the order', async () => {
    const shopper = await readyShopper();
    const stockBefore = await stockOf();
    const res = await checkout(shopper, 'stripe', 'nl_BE');
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json();
    const order = await orderOf(placed.orderId);
    const session = fake.sessions.get(order.stripeCheckoutSessionId!)!;
    expect(placed.payment).toEqual({
      provider: 'stripe',
      checkoutUrl: session.url,
      expiresAt: new Date(session.expires_at * 1000).toISOString(),
    });
    expect(placed.payment.checkoutUrl).toBe(`${fake.base}/c/pay/${session.id}`);

    const call = fake.requests.findLast((r) => r.path === '/v1/checkout/sessions')!;
    expect(call.headers['stripe-version']).toBe(STRIPE_API_VERSION);
    expect(call.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(call.headers['idempotency-key']).toBe(`order-${placed.orderId}-checkout`);
    expect(Object.fromEntries(call.form)).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': String(order.amountToPayCents),
      'line_items[0][price_data][product_data][name]': `Bestelling nr. ${placed.orderId}`,
      customer_email: await emailOf(shopper),
      client_reference_id: String(placed.orderId),
      'metadata[order_id]': String(placed.orderId),
      locale: 'nl',
      success_url: `${PUBLIC_URL}/nl-BE/commande/confirmation/${placed.orderId}?paiement=ok`,
      cancel_url: `${PUBLIC_URL}/nl-BE/commande?paiement=annule&commande=${placed.orderId}&session={CHECKOUT_SESSION_ID}`,
    });
    expect(Math.round(placed.amountToPay * 100)).toBe(order.amountToPayCents);
    const lifetime = session.expires_at - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(30 * 60);
    expect(lifetime).toBeLessThan(32 * 60);

    // Waiting: it holds its place and its stock, is not in the round, and sent no confirmation yet.
    expect(order).toMatchObject({
      status: 'payment_pending',
      paymentMethod: 'stripe',
      paymentStatus: 'pending',
    });
    expect(await stockOf()).toBe(stockBefore! - 12);
    const detail = (
      await app.inject({ url: `/api/orders/${placed.orderId}`, headers: as(shopper.token) })
    ).json();
    expect(detail).toMatchObject({ status: 'payment_pending', isCancellable: false });
    expect((await app.inject({ url: '/api/user', headers: as(shopper.token) })).json().nbOrders).toBe(0);
    expect(await settledConfirmations(await emailOf(shopper), 0)).toBe(0);

    // A replayed checkout (same Idempotency-Key) answers the same session; Stripe is asked, not re-created.
    const replay = await checkout(shopper, 'stripe', 'nl_BE');
    expect(replay.statusCode).toBe(200);
    expect(replay.json().payment.checkoutUrl).toBe(session.url);
    expect(fake.sessions.size).toBe([...fake.sessions.values()].length);
    expect(
      [...fake.sessions.values()].filter((s) => s.client_reference_id === String(placed.orderId)),
    ).toHaveLength(1);
  });

  it('checkout.session.completed (paid) places the order and sends its confirmation then; a replay changes nothing', async () => {
    const shopper = await readyShopper();
    const placed = (await checkout(shopper)).json();
    const session = fake.pay((await sessionOf(placed.orderId)).id);
    const signed = fake.signedEvent('checkout.session.completed', session);

    // Refused: a forged signature, a stale one, none at all.
    expect(
      (await webhook(fake.signedEvent('checkout.session.completed', session, { secret: 'whsec_forged' })))
        .statusCode,
    ).toBe(400);
    const stale = fake.signedEvent('checkout.session.completed', session, {
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect((await webhook(stale)).statusCode).toBe(400);
    expect((await webhook({ payload: signed.payload })).statusCode).toBe(400);
    expect(
      (await webhook({ payload: signed.payload.replace('"paid"', '"unpaid"'), signature: signed.signature }))
        .statusCode,
    ).toBe(400);
    expect((await orderOf(placed.orderId)).status).toBe('payment_pending');

    const ok = await webhook(signed);
    expect(ok.statusCode, ok.body).toBe(200);
    const order = await orderOf(placed.orderId);
    expect(order).toMatchObject({ status: 'placed', paymentStatus: 'paid' });
    expect(order.paidAt).not.toBeNull();
    const email = await emailOf(shopper);
    expect(await settledConfirmations(email, 1)).toBe(1);

    // The same event again (Stripe retries): one effect, one e-mail.
    expect((await webhook(signed)).statusCode).toBe(200);
    expect(await settledConfirmations(email, 2)).toBe(1);
    expect((await app.inject({ url: '/api/user', headers: as(shopper.token) })).json().nbOrders).toBe(1);
  });

  it('checkout.session.expired cancels the order and gives back its place, stock, promo use and wallet debit', async () => {
    const shopper = await readyShopper();
    await db.insert(t.walletEntries).values({ userId: shopper.id, amountCents: 400, reason: 'correction' });
    const [code] = await db
      .insert(t.promoCodes)
      .values({
        code: `CARD${shopper.id}`,
        kind: 'amount',
        amountCents: 150,
        maxUsesTotal: 10,
        maxUsesPerCustomer: 1,
      })
      .returning();
    await db.insert(t.cartPromo).values({ userId: shopper.id, promoCodeId: code!.id });
    const stockBefore = await stockOf();
    const groups = (await app.inject({ url: '/api/slots', headers: as(shopper.token) })).json();
    const slotId = groups[1].slots[2].id;
    const reservedBefore = await reservedOf(slotId);

    const placed = (await checkout(shopper)).json();
    const order = await orderOf(placed.orderId);
    expect(order).toMatchObject({ discountCents: 150, walletUsageCents: 400, status: 'payment_pending' });
    expect(await walletCents(db, shopper.id)).toBe(0);
    expect(await reservedOf(slotId)).toBe(reservedBefore + 1);
    expect(await stockOf()).toBe(stockBefore! - 12);
    const uses = () => db.select().from(t.promoCodeUses).where(eq(t.promoCodeUses.promoCodeId, code!.id));
    expect(await uses()).toHaveLength(1);
    expect(fake.sessions.get(order.stripeCheckoutSessionId!)!.amount_total).toBe(order.amountToPayCents);

    const session = await sessionOf(placed.orderId);
    session.status = 'expired';
    const signed = fake.signedEvent('checkout.session.expired', session);
    expect((await webhook(signed)).statusCode).toBe(200);
    expect(await orderOf(placed.orderId)).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
    expect(await reservedOf(slotId)).toBe(reservedBefore);
    expect(await stockOf()).toBe(stockBefore);
    expect(await uses()).toHaveLength(0);
    expect(await walletCents(db, shopper.id)).toBe(400);

    // Replayed: nothing given back twice.
    expect((await webhook(signed)).statusCode).toBe(200);
    expect(await stockOf()).toBe(stockBefore);
    expect(await walletCents(db, shopper.id)).toBe(400);
    expect(await reservedOf(slotId)).toBe(reservedBefore);
    expect(await settledConfirmations(await emailOf(shopper), 0)).toBe(0);
  });

  it('answers 200 and does nothing to an event it does not act on, or about a session it does not know', async () => {
    const other = fake.signedEvent('checkout.session.completed', {
      id: 'cs_test_unknown',
      object: 'checkout.session',
      payment_status: 'paid',
    });
    expect((await webhook(other)).statusCode).toBe(200);
    const unrelated = fake.signedEvent('customer.created', { id: 'cus_1', object: 'customer' });
    expect((await webhook(unrelated)).statusCode).toBe(200);
    // Signed, but of another shape: 400, never a 500.
    for (const body of [
      '{"id":"evt_1"}',
      '[]',
      'null',
      '{"id":"evt_2","type":"x","data":{"object":{"id":""}}}',
    ]) {
      const res = await webhook({ payload: body, signature: stripeSignatureHeader(WEBHOOK_SECRET, body) });
      expect(res.statusCode, body).toBe(400);
    }
  });

  it("the shopper gives up on Stripe's page: the session is expired, the order cancelled, the cart given back", async () => {
    const shopper = await readyShopper(7);
    const otherOrder = (await checkout(await readyShopper())).json();
    const stockBefore = await stockOf();
    const placed = (await checkout(shopper)).json();
    const [intruder] = (await createShoppers(db, 1)) as [Shopper];
    const sessionId = (await sessionOf(placed.orderId)).id;
    const cancel = (who: Shopper, payload: object = { checkoutSessionId: sessionId }) =>
      app.inject({
        method: 'POST',
        url: `/api/orders/${placed.orderId}/payment/cancel`,
        headers: as(who.token),
        payload,
      });
    expect((await cancel(intruder)).statusCode).toBe(404);
    // The order id alone (a sequence anyone can guess) is never enough: Stripe's session of this order is.
    const otherSession = (await sessionOf(otherOrder.orderId)).id;
    expect((await cancel(shopper, {})).statusCode).toBe(400);
    expect((await cancel(shopper, { checkoutSessionId: 'cs_test_guessed' })).statusCode).toBe(404);
    expect((await cancel(shopper, { checkoutSessionId: otherSession })).statusCode).toBe(404);
    expect((await orderOf(placed.orderId)).status).toBe('payment_pending');
    expect((await sessionOf(placed.orderId)).status).toBe('open');

    const res = await cancel(shopper);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
    expect((await sessionOf(placed.orderId)).status).toBe('expired');
    expect(await stockOf()).toBe(stockBefore);
    const cart = await db.select().from(t.cartItems).where(eq(t.cartItems.userId, shopper.id));
    expect(cart.map((c) => [c.productWarehouseId, c.quantity])).toEqual([[water, 7]]);
    const [user] = await db.select().from(t.users).where(eq(t.users.id, shopper.id));
    expect(user!.selectedSlotId).toBe((await orderOf(placed.orderId)).slotId);
    // Again (a reload of the page): nothing more.
    expect((await cancel(shopper)).statusCode).toBe(200);
    expect(await stockOf()).toBe(stockBefore);
    // The expired event that follows changes nothing either.
    const signed = fake.signedEvent('checkout.session.expired', await sessionOf(placed.orderId));
    expect((await webhook(signed)).statusCode).toBe(200);
    expect(await stockOf()).toBe(stockBefore);
  });

  it('a session paid before the shopper came back cancels nothing: the order is confirmed', async () => {
    const shopper = await readyShopper();
    const placed = (await checkout(shopper)).json();
    const sessionId = fake.pay((await sessionOf(placed.orderId)).id).id;
    const res = await app.inject({
      method: 'POST',
      url: `/api/orders/${placed.orderId}/payment/cancel`,
      headers: as(shopper.token),
      payload: { checkoutSessionId: sessionId },
    });
    expect(res.json()).toMatchObject({ status: 'placed', paymentStatus: 'paid' });
    expect(await settledConfirmations(await emailOf(shopper), 1)).toBe(1);
  });

  it('the sweep settles pending orders whose webhook never came, from Stripe’s own state', async () => {
    const paidShopper = await readyShopper();
    const lostShopper = await readyShopper();
    const paid = (await checkout(paidShopper)).json();
    const lost = (await checkout(lostShopper)).json();
    fake.pay((await sessionOf(paid.orderId)).id);
    const stockBefore = await stockOf();
    // Not yet due: nothing happens.
    expect((await expirePendingPayments(db, payments)).filter((s) => s.confirmed || s.cancelled)).toEqual([]);
    const later = new Date(Date.now() + 40 * 60_000);
    const settled = await expirePendingPayments(db, payments, { now: later });
    expect(settled.map((s) => s.confirmed).filter(Boolean)).toContain(paid.orderId);
    expect(settled.map((s) => s.cancelled).filter(Boolean)).toContain(lost.orderId);
    expect((await orderOf(paid.orderId)).status).toBe('placed');
    expect((await orderOf(lost.orderId)).status).toBe('cancelled');
    expect((await sessionOf(lost.orderId)).status).toBe('expired');
    // Every order it cancelled (this one, and any other left pending by the tests above) gave back its 12.
    expect(await stockOf()).toBe(stockBefore! + 12 * settled.filter((s) => s.cancelled).length);
  });

  it('when Stripe refuses the session, the order is cancelled and everything it took given back (502)', async () => {
    const shopper = await readyShopper();
    const stockBefore = await stockOf();
    fake.failNext(401);
    const res = await checkout(shopper);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(
      'Le paiement n’a pas pu être initialisé. Réessayez ou choisissez le paiement à la livraison.',
    );
    const [order] = await db.select().from(t.orders).where(eq(t.orders.userId, shopper.id));
    expect(order).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
    expect(await stockOf()).toBe(stockBefore);
  });

  it('the customer cancels a card-paid order: its refund is committed with it, then made once by its job', async () => {
    const paidOrder = async () => {
      const shopper = await readyShopper();
      const { orderId } = (await checkout(shopper)).json();
      const session = fake.pay((await sessionOf(orderId)).id);
      expect((await webhook(fake.signedEvent('checkout.session.completed', session))).statusCode).toBe(200);
      expect(await orderOf(orderId)).toMatchObject({ status: 'placed', paymentStatus: 'paid' });
      return { shopper, orderId, intent: session.payment_intent! };
    };
    const cancel = (shopper: Shopper, orderId: number) =>
      app.inject({ method: 'POST', url: `/api/orders/${orderId}/cancel`, headers: as(shopper.token) });
    const refundsOf = (orderId: number) =>
      db.select().from(t.orderRefunds).where(eq(t.orderRefunds.orderId, orderId));
    const refundsTo = (intent: string) => fake.refunds.filter((r) => r.payment_intent === intent);

    const paid = await paidOrder();
    const { cardPaidCents } = await orderOf(paid.orderId);
    expect(cardPaidCents).toBeGreaterThan(0);
    const cancelled = await cancel(paid.shopper, paid.orderId);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // The answer says the refund is on its way; Stripe is asked after the commit, by the job (whose
    // worker may already have made it when the answer is read back).
    expect(cancelled.json()).toMatchObject({
      status: 'cancelled',
      cardRefunds: [{ amount: cardPaidCents / 100, state: expect.stringMatching(/^(pending|succeeded)$/) }],
    });
    await app.jobs.drain();
    expect(refundsTo(paid.intent).map((r) => r.amount)).toEqual([cardPaidCents]);
    expect(await refundsOf(paid.orderId)).toMatchObject([
      {
        method: 'card',
        amountCents: cardPaidCents,
        createdBy: paid.shopper.id,
        state: 'succeeded',
        providerRefundId: refundsTo(paid.intent)[0]!.id,
      },
    ]);
    const detail = await app.inject({ url: `/api/orders/${paid.orderId}`, headers: as(paid.shopper.token) });
    expect(detail.json().cardRefunds).toEqual([{ amount: cardPaidCents / 100, state: 'succeeded' }]);
    // Cancelled already: refused, and the card is not refunded twice.
    expect((await cancel(paid.shopper, paid.orderId)).statusCode).toBe(409);
    await app.jobs.drain();
    expect(refundsTo(paid.intent)).toHaveLength(1);

    // Refunded from Stripe's dashboard meanwhile: the cancellation stands, and its refund, refused by
    // Stripe, stays pending for the job's retries (then failed, for staff: admin/orders/edit.test.ts).
    const other = await paidOrder();
    const outside = await fetch(`${fake.base}/v1/refunds`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${SECRET_KEY}`,
        'stripe-version': STRIPE_API_VERSION,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ payment_intent: other.intent }),
    });
    expect(outside.status).toBe(200);
    expect((await cancel(other.shopper, other.orderId)).statusCode).toBe(200);
    await app.jobs.drain();
    expect((await orderOf(other.orderId)).status).toBe('cancelled');
    expect(await refundsOf(other.orderId)).toMatchObject([{ state: 'pending', providerRefundId: null }]);
    expect(refundsTo(other.intent)).toHaveLength(1);
  });

  it('pay at delivery is unchanged: placed at once, confirmed by e-mail, Stripe never called', async () => {
    const shopper = await readyShopper();
    const calls = fake.requests.length;
    const res = await checkout(shopper, 'offline');
    expect(res.statusCode).toBe(201);
    expect(res.json().payment).toBeUndefined();
    expect(await orderOf(res.json().orderId)).toMatchObject({ status: 'placed', paymentMethod: 'offline' });
    expect(fake.requests.length).toBe(calls);
    expect(await settledConfirmations(await emailOf(shopper), 1)).toBe(1);
    const config = (await app.inject({ url: '/api/config/shop' })).json();
    expect(config.cardPayment).toBe(true);
  });
});

/**
 * What Stripe's page offers goes by the order's warehouse: the card everywhere, and Bancontact for a
 * Belgian warehouse (packages/domain/src/payment-methods.ts). A Bancontact payment is settled, and
 * refunded, exactly as a card payment: the shop never reads the method a session was paid with.
 */
describe('Bancontact for a Belgian warehouse', () => {
  /** A shopper of the Brussels warehouse (a pickup point of it), its water in the cart, a slot chosen. */
  async function belgianShopper(): Promise<Shopper> {
    const [brussels] = await db.select().from(t.warehouses).where(eq(t.warehouses.key, 'bruxelles'));
    expect(brussels!.country).toBe('BE');
    const [point] = await db.select().from(t.zones).where(eq(t.zones.key, 'bruxelles-flagey'));
    const [shopper] = (await createShoppers(db, 1)) as [Shopper];
    const moved = await app.inject({
      method: 'POST',
      url: '/api/user/delivery',
      headers: as(shopper.token),
      payload: { zone_id: point!.id },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [entry] = await db
      .update(t.productWarehouses)
      .set({ isAvailable: true, stock: null, priceCents: 300, discountAntiWastePercent: 0, maxOrderable: 99 })
      .where(
        and(
          eq(t.productWarehouses.warehouseId, brussels!.id),
          eq(t.productWarehouses.slug, 'eau-minerale-naturelle-plate-100cl'),
        ),
      )
      .returning();
    await db.insert(t.cartItems).values({ userId: shopper.id, productWarehouseId: entry!.id, quantity: 12 });
    const groups = (await app.inject({ url: '/api/slots', headers: as(shopper.token) })).json();
    const selected = await app.inject({
      method: 'POST',
      url: `/api/user/select/slot/${groups[1].slots[2].id}`,
      headers: as(shopper.token),
      payload: {},
    });
    expect(selected.statusCode, selected.body).toBe(200);
    return shopper;
  }
  const methodsAsked = (orderId: number) => {
    const call = fake.requests.findLast(
      (r) => r.path === '/v1/checkout/sessions' && r.form.get('client_reference_id') === String(orderId),
    )!;
    return [...call.form].filter(([key]) => key.startsWith('allowed_payment_method_types')).map(([, v]) => v);
  };

  it("a Belgian order's session asks for the card and Bancontact; a French one's for the card alone", async () => {
    const belgian = await belgianShopper();
    const be = await checkout(belgian, 'stripe', 'nl_BE');
    expect(be.statusCode, be.body).toBe(201);
    expect(await orderOf(be.json().orderId)).toMatchObject({ country: 'BE', status: 'payment_pending' });
    expect(methodsAsked(be.json().orderId)).toEqual(['card', 'bancontact']);
    expect((await sessionOf(be.json().orderId)).payment_method_types).toEqual(['card', 'bancontact']);

    // The warehouse decides, not the language: a French warehouse's shopper browsing in Dutch.
    const french = await readyShopper();
    const fr = await checkout(french, 'stripe', 'nl_BE');
    expect(fr.statusCode, fr.body).toBe(201);
    expect(await orderOf(fr.json().orderId)).toMatchObject({ country: 'FR' });
    expect(methodsAsked(fr.json().orderId)).toEqual(['card']);
    const frSession = await sessionOf(fr.json().orderId);
    expect(() => fake.pay(frSession.id, 'bancontact')).toThrow(/does not offer bancontact/);

    // Both sessions end unpaid, so that no order of this test is left holding stock for the next
    // tests' sweeps to give back.
    for (const orderId of [be.json().orderId, fr.json().orderId]) {
      const session = await sessionOf(orderId);
      session.status = 'expired';
      expect((await webhook(fake.signedEvent('checkout.session.expired', session))).statusCode).toBe(200);
      expect(await orderOf(orderId)).toMatchObject({ status: 'cancelled' });
    }
  });

  it('a Bancontact payment confirms the order as a card payment does, and a cancel refunds it once', async () => {
    const shopper = await belgianShopper();
    const { orderId } = (await checkout(shopper, 'stripe', 'fr_BE')).json();
    const session = fake.pay((await sessionOf(orderId)).id, 'bancontact');
    expect(fake.paidWith.get(session.payment_intent!)).toBe('bancontact');
    expect((await webhook(fake.signedEvent('checkout.session.completed', session))).statusCode).toBe(200);
    const order = await orderOf(orderId);
    expect(order).toMatchObject({
      status: 'placed',
      paymentStatus: 'paid',
      cardPaidCents: order.amountToPayCents,
    });
    expect(await settledConfirmations(await emailOf(shopper), 1)).toBe(1);

    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/cancel`,
      headers: as(shopper.token),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await app.jobs.drain();
    const refunds = fake.refunds.filter((r) => r.payment_intent === session.payment_intent);
    expect(refunds.map((r) => r.amount)).toEqual([order.amountToPayCents]);
    expect(await db.select().from(t.orderRefunds).where(eq(t.orderRefunds.orderId, orderId))).toMatchObject([
      {
        method: 'card',
        amountCents: order.amountToPayCents,
        state: 'succeeded',
        providerRefundId: refunds[0]!.id,
      },
    ]);
  });
});

/**
 * Delayed methods (SEPA debit): Stripe completes the session unpaid, and the bank answers days later
 * with checkout.session.async_payment_succeeded or _failed. Signed events, Stripe's order not promised.
 */
describe('a delayed payment (SEPA debit) waits for the bank', () => {
  const intentOf = async (orderId: number) => (await sessionOf(orderId)).payment_intent!;
  const refundsTo = async (orderId: number) => {
    const intent = await intentOf(orderId);
    return fake.refunds.filter((r) => r.payment_intent === intent);
  };
  const refundRows = (orderId: number) =>
    db.select().from(t.orderRefunds).where(eq(t.orderRefunds.orderId, orderId));
  /** A card order whose shopper chose a bank debit on Stripe's page, and Stripe's signed word of it. */
  async function delayedOrder() {
    const shopper = await readyShopper();
    const stockBefore = await stockOf();
    const { orderId } = (await checkout(shopper)).json();
    const { slotId } = await orderOf(orderId);
    const reserved = await reservedOf(slotId);
    const completed = fake.signedEvent(
      'checkout.session.completed',
      fake.submitDelayed((await sessionOf(orderId)).id),
    );
    expect((await webhook(completed)).statusCode).toBe(200);
    /** Still waiting, and still holding its place and its stock. */
    const expectHeld = async () => {
      expect(await orderOf(orderId)).toMatchObject({
        status: 'payment_pending',
        paymentStatus: 'processing',
      });
      expect(await stockOf()).toBe(stockBefore! - 12);
      expect(await reservedOf(slotId)).toBe(reserved);
    };
    const expectGivenBack = async () => {
      expect(await stockOf()).toBe(stockBefore);
      expect(await reservedOf(slotId)).toBe(reserved - 1);
    };
    return { shopper, orderId, slotId, completed, expectHeld, expectGivenBack };
  }

  it('completed unpaid holds the order; no timer or cancel ends it; async_payment_succeeded confirms it once, in any order', async () => {
    const { shopper, orderId, completed, expectHeld } = await delayedOrder();
    await expectHeld();
    const detail = (await app.inject({ url: `/api/orders/${orderId}`, headers: as(shopper.token) })).json();
    // The confirmation page shows "Paiement en cours de confirmation" for this status.
    expect(detail).toMatchObject({ status: 'payment_pending', paymentStatus: 'processing' });

    // The sweep, days after the session's expiry, leaves it waiting for the bank.
    await expirePendingPayments(db, payments, { now: new Date(Date.now() + 3 * 24 * 3600_000) });
    await expectHeld();
    // The shopper's give-up, their cancel and staff's cancel are refused: the debit may still go through.
    const giveUp = await app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/payment/cancel`,
      headers: as(shopper.token),
      payload: { checkoutSessionId: (await sessionOf(orderId)).id },
    });
    expect(giveUp.json()).toMatchObject({ status: 'payment_pending' });
    const cancel = await app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/cancel`,
      headers: as(shopper.token),
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe(
      'Le paiement de cette commande est en cours de confirmation : elle ne pourra être annulée qu’après la réponse de votre banque.',
    );
    const staff = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/cancel`,
      headers: as((await staffTokens(db)).admin),
      payload: { reason: 'Client injoignable' },
    });
    expect(staff.statusCode).toBe(409);
    await expectHeld();
    const email = await emailOf(shopper);
    expect(await settledConfirmations(email, 0)).toBe(0);

    // The bank pays: confirmed once, though Stripe sends the event twice at once.
    const succeeded = fake.signedEvent(
      'checkout.session.async_payment_succeeded',
      fake.pay((await sessionOf(orderId)).id),
    );
    expect((await Promise.all([webhook(succeeded), webhook(succeeded)])).map((r) => r.statusCode)).toEqual([
      200, 200,
    ]);
    const paid = await orderOf(orderId);
    expect(paid).toMatchObject({
      status: 'placed',
      paymentStatus: 'paid',
      cardPaidCents: paid.amountToPayCents,
    });
    // A replay of the first event, and a late copy of it under another id, change nothing.
    expect((await webhook(completed)).statusCode).toBe(200);
    const lateCopy = { ...(await sessionOf(orderId)), payment_status: 'unpaid' };
    expect((await webhook(fake.signedEvent('checkout.session.completed', lateCopy))).statusCode).toBe(200);
    expect(await orderOf(orderId)).toMatchObject({ status: 'placed', paymentStatus: 'paid' });
    expect(await settledConfirmations(email, 2)).toBe(1);
    expect(await refundsTo(orderId)).toEqual([]);

    // Out of order: the success before the completion (Stripe does not promise their order).
    const early = await readyShopper();
    const { orderId: earlyId } = (await checkout(early)).json();
    const session = fake.pay(fake.submitDelayed((await sessionOf(earlyId)).id).id);
    expect(
      (await webhook(fake.signedEvent('checkout.session.async_payment_succeeded', session))).statusCode,
    ).toBe(200);
    const unpaid = { ...session, payment_status: 'unpaid' };
    expect((await webhook(fake.signedEvent('checkout.session.completed', unpaid))).statusCode).toBe(200);
    expect(await orderOf(earlyId)).toMatchObject({ status: 'placed', paymentStatus: 'paid' });
  });

  it('async_payment_failed cancels it and gives back its place and stock, once', async () => {
    const { orderId, expectHeld, expectGivenBack } = await delayedOrder();
    await expectHeld();
    const failed = fake.signedEvent('checkout.session.async_payment_failed', await sessionOf(orderId));
    expect((await webhook(failed)).statusCode).toBe(200);
    expect(await orderOf(orderId)).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
    await expectGivenBack();
    expect((await webhook(failed)).statusCode).toBe(200);
    await expectGivenBack();
  });

  it('a payment for an order already cancelled is refunded by a job, exactly once', async () => {
    const shopper = await readyShopper();
    const stockBefore = await stockOf();
    const { orderId } = (await checkout(shopper)).json();
    // The shopper pays as the session expires: Stripe's expiry cancels the order, then the payment comes.
    const session = fake.pay((await sessionOf(orderId)).id);
    const expired = fake.signedEvent('checkout.session.expired', { ...session, status: 'expired' });
    expect((await webhook(expired)).statusCode).toBe(200);
    expect((await orderOf(orderId)).status).toBe('cancelled');
    expect(await stockOf()).toBe(stockBefore);

    const completed = fake.signedEvent('checkout.session.completed', session);
    const succeeded = fake.signedEvent('checkout.session.async_payment_succeeded', session);
    // Two instances get the same event at once, and another event says the same payment.
    const answers = await Promise.all([webhook(completed), webhook(completed), webhook(succeeded)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    await app.jobs.drain();

    const order = await orderOf(orderId);
    expect(order).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'paid',
      cardPaidCents: order.amountToPayCents,
    });
    expect((await refundsTo(orderId)).map((r) => r.amount)).toEqual([order.amountToPayCents]);
    const [refund, ...more] = await refundRows(orderId);
    expect(more).toEqual([]);
    expect(refund).toMatchObject({
      method: 'card',
      amountCents: order.amountToPayCents,
      createdBy: null,
      providerRefundId: (await refundsTo(orderId))[0]!.id,
    });
    expect(await stockOf()).toBe(stockBefore);
    expect(await settledConfirmations(await emailOf(shopper), 0)).toBe(0);

    // The job again — retried, or on two instances at once — and after an instance died between
    // Stripe's refund and its record: Stripe's idempotency key answers the same refund.
    await Promise.all([sendCardRefund(db, payments, refund!.id), sendCardRefund(db, payments, refund!.id)]);
    await db
      .update(t.orderRefunds)
      .set({ state: 'pending', providerRefundId: null, settledAt: null })
      .where(eq(t.orderRefunds.id, refund!.id));
    expect(await sendCardRefund(db, payments, refund!.id)).toEqual({
      providerRefundId: refund!.providerRefundId,
    });
    expect(await refundsTo(orderId)).toHaveLength(1);
  });

  it('a bank debit that succeeds after its slot began: the order is cancelled, everything given back, the payment refunded', async () => {
    const { orderId, slotId, expectHeld, expectGivenBack } = await delayedOrder();
    await expectHeld();
    const [slot] = await db.select().from(t.slots).where(eq(t.slots.id, slotId));
    const signed = fake.signedEvent(
      'checkout.session.async_payment_succeeded',
      fake.pay((await sessionOf(orderId)).id),
    );
    // The webhook's own path (signature checked), at a time the slot has begun.
    const event = payments.verifyWebhook(signed.payload, signed.signature)!;
    const settled = await handleStripeEvent(db, event, new Date(slot!.startAt.getTime() + 3600_000));
    expect(settled).toEqual({ confirmed: null, cancelled: orderId, refunding: orderId });
    await expectGivenBack();
    await app.jobs.drain();
    const order = await orderOf(orderId);
    expect(order).toMatchObject({ status: 'cancelled', paymentStatus: 'paid' });
    expect((await refundsTo(orderId)).map((r) => r.amount)).toEqual([order.amountToPayCents]);
  });
});
