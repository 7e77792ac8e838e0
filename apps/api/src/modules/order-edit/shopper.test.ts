import { and, asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import { testApp } from '../../../test/app.js';
import { startFakeStripe } from '../../../test/fake-stripe.js';
import { markCardPaid } from '../../../test/card-paid.js';
import { placeLilleOrder } from '../../../test/orders.js';
import { slotCopyAt } from '../../../test/slots.js';
import { createShoppers, lilleEntry, type Shopper } from '../../../test/shoppers.js';
import { bearer, staffTokens, type StaffTokens } from '../../../test/staff.js';
import { StripePayments } from '../orders/index.js';

/**
 * The shopper changes their own placed order (issue 32): through the API, the real database and the
 * local fake Stripe — who may, until when, what is refused (and then nothing changed), and the money
 * difference (paid at delivery; card: refunded, or a second hosted payment of the difference).
 */
const fake = await startFakeStripe({ secretKey: 'sk_test_shop_edit', webhookSecret: 'whsec_shop_edit' });
afterAll(() => fake.close());
const payments = new StripePayments({
  secretKey: 'sk_test_shop_edit',
  webhookSecret: 'whsec_shop_edit',
  apiBase: fake.base,
});
const { app, db } = await testApp({ PUBLIC_URL: 'https://shop.example' }, { payments });
let shoppers: Shopper[];
let tokens: StaffTokens;
let water: number;
let beer: number;
let key = 0;

beforeAll(async () => {
  tokens = await staffTokens(db);
  shoppers = await createShoppers(db, 10);
  water = (await lilleEntry(db, 'eau-minerale-naturelle-plate-100cl', 199)).id;
  beer = (await lilleEntry(db, 'biere-blonde-bio-33cl', 135)).id;
});

const place = (shopper: Shopper, large = 24) =>
  placeLilleOrder(app, db, shopper, { large, small: 0 }, `shop-edit-${++key}-${Date.now()}`);
const edit = (shopper: Shopper, id: number, changes: unknown) =>
  app.inject({
    method: 'PUT',
    url: `/api/orders/${id}/lines`,
    headers: bearer(shopper.token),
    payload: { changes },
  });
const orderRow = async (id: number) => (await db.select().from(t.orders).where(eq(t.orders.id, id)))[0]!;
const linesOf = (id: number) =>
  db.select().from(t.orderLines).where(eq(t.orderLines.orderId, id)).orderBy(asc(t.orderLines.id));
const stockOf = async (entry: number) =>
  (await db.select().from(t.productWarehouses).where(eq(t.productWarehouses.id, entry)))[0]!.stock;
const refundsOf = (id: number) =>
  db.select().from(t.orderRefunds).where(eq(t.orderRefunds.orderId, id)).orderBy(asc(t.orderRefunds.id));
const webhook = (signed: { payload: string; signature: string }) =>
  app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signed.signature },
    payload: signed.payload,
  });

/** A card-paid order: paid on the fake Stripe, as the webhook would have confirmed it. */
async function cardPaid(shopper: Shopper) {
  const { orderId } = await place(shopper);
  return markCardPaid(db, payments, fake, orderId);
}

describe("the shopper's own edit", () => {
  it('changes a quantity, adds and removes: stock, lines, totals, history, e-mail; the new amount is due', async () => {
    const shopper = shoppers[0]!;
    const { orderId } = await place(shopper);
    await db.update(t.productWarehouses).set({ stock: 100 }).where(eq(t.productWarehouses.id, water));
    await db.update(t.productWarehouses).set({ stock: 50 }).where(eq(t.productWarehouses.id, beer));

    const shown = await app.inject({ url: `/api/orders/${orderId}`, headers: bearer(shopper.token) });
    expect(shown.json()).toMatchObject({ editLockReason: null, topUp: null });
    expect(Date.parse(shown.json().editableUntil)).toBe(
      Date.parse(shown.json().slot.startAt) - 2 * 3_600_000,
    );

    const res = await edit(shopper, orderId, [
      { productWarehouseId: water, quantity: 30 },
      { productWarehouseId: beer, quantity: 12 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().edit).toEqual({ promoDropped: false, walletRefund: 0, cardRefund: 0, topUp: 0 });
    const after = await orderRow(orderId);
    expect(after.subtotalTtcCents).toBe(30 * 199 + 12 * 135);
    expect(res.json().totals.amountToPay).toBe(after.amountToPayCents / 100);
    expect(await stockOf(water)).toBe(94);
    expect(await stockOf(beer)).toBe(38);
    const [event] = await db
      .select()
      .from(t.orderEvents)
      .where(and(eq(t.orderEvents.orderId, orderId), eq(t.orderEvents.kind, 'edited')));
    expect(event).toMatchObject({ actorKind: 'customer', actorId: shopper.id, toStatus: 'placed' });
    const told = await db
      .select()
      .from(t.notifications)
      .where(and(eq(t.notifications.orderId, orderId), eq(t.notifications.event, 'orderChanged')));
    expect(told).toHaveLength(1);

    // Removing a line gives its stock back.
    const removed = await edit(shopper, orderId, [{ productWarehouseId: beer, quantity: 0 }]);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await linesOf(orderId)).map((l) => l.productWarehouseId)).toEqual([water]);
    expect(await stockOf(beer)).toBe(50);
  });

  it("another customer's order is not found, and nothing changes", async () => {
    const { orderId } = await place(shoppers[1]!);
    const before = await linesOf(orderId);
    const res = await edit(shoppers[2]!, orderId, [{ productWarehouseId: water, quantity: 1 }]);
    expect(res.statusCode).toBe(404);
    expect(await linesOf(orderId)).toEqual(before);
  });

  it('hostile input is a 4xx and changes nothing: beyond maxOrderable or stock, another warehouse, 10,000 lines', async () => {
    const shopper = shoppers[3]!;
    const { orderId } = await place(shopper);
    const before = await orderRow(orderId);
    await db
      .update(t.productWarehouses)
      .set({ stock: 40, maxOrderable: 36 })
      .where(eq(t.productWarehouses.id, water));
    const tooMany = await edit(shopper, orderId, [{ productWarehouseId: water, quantity: 37 }]);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().code).toBe('cart_quantity_too_high');
    await db.update(t.productWarehouses).set({ stock: 2 }).where(eq(t.productWarehouses.id, water));
    const noStock = await edit(shopper, orderId, [{ productWarehouseId: water, quantity: 30 }]);
    expect(noStock.statusCode).toBe(409);
    await db
      .update(t.productWarehouses)
      .set({ stock: null, maxOrderable: 999 })
      .where(eq(t.productWarehouses.id, water));
    const [elsewhere] = await db
      .select({ id: t.productWarehouses.id })
      .from(t.productWarehouses)
      .where(ne(t.productWarehouses.warehouseId, before.warehouseId))
      .limit(1);
    const other = await edit(shopper, orderId, [{ productWarehouseId: elsewhere!.id, quantity: 1 }]);
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('order_edit_product_unavailable');
    // No age declared at checkout: no alcohol added afterwards.
    await db.update(t.orders).set({ adultDeclared: false }).where(eq(t.orders.id, orderId));
    const alcohol = await edit(shopper, orderId, [{ productWarehouseId: beer, quantity: 6 }]);
    expect(alcohol.statusCode).toBe(422);
    expect(alcohol.json().code).toBe('order_edit_adult_required');
    await db.update(t.orders).set({ adultDeclared: before.adultDeclared }).where(eq(t.orders.id, orderId));
    const huge = await edit(
      shopper,
      orderId,
      Array.from({ length: 10_000 }, (_, i) => ({ productWarehouseId: i + 1, quantity: 1 })),
    );
    expect(huge.statusCode).toBe(400);
    const twice = await edit(shopper, orderId, [
      { productWarehouseId: water, quantity: 1 },
      { productWarehouseId: water, quantity: 2 },
    ]);
    expect(twice.statusCode).toBe(400);
    const empty = await edit(shopper, orderId, [{ productWarehouseId: water, quantity: 0 }]);
    expect(empty.statusCode).toBe(409);
    expect(await orderRow(orderId)).toEqual(before);
    expect((await linesOf(orderId)).map((l) => l.quantity)).toEqual([24]);
  });

  it('closes at the cut-off and once picking began (staff may still edit); "add to my order" says which order', async () => {
    const shopper = shoppers[4]!;
    const { orderId } = await place(shopper);
    const changeable = async () =>
      (await app.inject({ url: '/api/orders/changeable', headers: bearer(shopper.token) })).json();
    expect(await changeable()).toMatchObject({ orderId });

    // A picker ticks a line: the shopper's edits close, the page says why, the shop offers nothing.
    const [line] = await linesOf(orderId);
    const tick = await app.inject({
      method: 'PUT',
      url: `/api/admin/picking/lines/${line!.id}`,
      headers: bearer(tokens.lilleManager),
      payload: { picked: true },
    });
    expect(tick.statusCode, tick.body).toBe(200);
    const refused = await edit(shopper, orderId, [{ productWarehouseId: water, quantity: 12 }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('order_edit_picking_started');
    const shown = await app.inject({ url: `/api/orders/${orderId}`, headers: bearer(shopper.token) });
    expect(shown.json().editLockReason).toBe('picking');
    expect(await changeable()).toBeNull();
    const staff = await app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${orderId}/lines`,
      headers: bearer(tokens.lilleManager),
      payload: { changes: [{ productWarehouseId: water, quantity: 12 }] },
    });
    expect(staff.statusCode, staff.body).toBe(200);

    // Past the cut-off: 409, as cancelling.
    const other = await place(shoppers[5]!);
    const order = await orderRow(other.orderId);
    const [slot] = await db.select().from(t.slots).where(eq(t.slots.id, order.slotId));
    const soon = await slotCopyAt(db, slot!, Date.now() + 3_600_000);
    await db.update(t.orders).set({ slotId: soon.id }).where(eq(t.orders.id, other.orderId));
    const late = await edit(shoppers[5]!, other.orderId, [{ productWarehouseId: water, quantity: 12 }]);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('order_not_editable');
    await db.update(t.orders).set({ slotId: slot!.id }).where(eq(t.orders.id, other.orderId));
    await db.delete(t.slots).where(eq(t.slots.id, soon.id));
  });
});

describe('a card-paid order the shopper changes', () => {
  it('dearer: a second hosted payment of the difference; cheaper again: refunded, the top-up first', async () => {
    const shopper = shoppers[6]!;
    const { orderId, paid, sessionId } = await cardPaid(shopper);

    // Two more products' worth: the difference is due, paid on its own Stripe page.
    const more = await edit(shopper, orderId, [
      { productWarehouseId: water, quantity: 30 },
      { productWarehouseId: beer, quantity: 6 },
    ]);
    expect(more.statusCode, more.body).toBe(200);
    const dearer = await orderRow(orderId);
    const difference = dearer.amountToPayCents - paid;
    expect(difference).toBeGreaterThan(0);
    expect(more.json().edit.topUp).toBe(difference / 100);
    expect(more.json().topUp).toEqual({ amount: difference / 100, state: 'pending' });
    const pay = await app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/top-up`,
      headers: bearer(shopper.token),
    });
    expect(pay.statusCode, pay.body).toBe(200);
    const again = await app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/top-up`,
      headers: bearer(shopper.token),
    });
    expect(again.json().checkoutUrl).toBe(pay.json().checkoutUrl);
    const [topUp] = await db.select().from(t.orderTopUps).where(eq(t.orderTopUps.orderId, orderId));
    const session = fake.pay(topUp!.stripeCheckoutSessionId!);
    expect(session.amount_total).toBe(difference);
    expect((await webhook(fake.signedEvent('checkout.session.completed', session))).statusCode).toBe(200);
    expect((await orderRow(orderId)).cardPaidCents).toBe(paid + difference);
    const shown = await app.inject({ url: `/api/orders/${orderId}`, headers: bearer(shopper.token) });
    expect(shown.json().topUp).toEqual({ amount: difference / 100, state: 'paid' });
    const nothing = await app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/top-up`,
      headers: bearer(shopper.token),
    });
    expect(nothing.statusCode).toBe(409);

    // Then much less: the card gets back what it paid beyond, against the top-up first, by the job.
    const made = fake.refunds.length;
    const less = await edit(shopper, orderId, [
      { productWarehouseId: water, quantity: 12 },
      { productWarehouseId: beer, quantity: 0 },
    ]);
    expect(less.statusCode, less.body).toBe(200);
    const cheaper = await orderRow(orderId);
    const back = paid + difference - cheaper.amountToPayCents;
    expect(less.json().edit.cardRefund).toBe(back / 100);
    // Recorded with the edit; the job calling Stripe may already have run (the workers poll on a
    // PostgreSQL server), so each is pending or already succeeded here.
    const refunds = await refundsOf(orderId);
    expect(refunds.map((r) => [r.amountCents, r.topUpId])).toEqual([
      [difference, topUp!.id],
      [back - difference, null],
    ]);
    for (const { state } of refunds) expect(['pending', 'succeeded']).toContain(state);
    await app.jobs.drain();
    expect(fake.refunds.slice(made).map((r) => r.amount)).toEqual([difference, back - difference]);
    expect(fake.refunds.at(-2)!.payment_intent).toBe(
      fake.sessions.get(topUp!.stripeCheckoutSessionId!)!.payment_intent,
    );
    expect(fake.refunds.at(-1)!.payment_intent).toBe(fake.sessions.get(sessionId)!.payment_intent);
    expect((await refundsOf(orderId)).map((r) => r.state)).toEqual(['succeeded', 'succeeded']);
    const detail = await app.inject({ url: `/api/orders/${orderId}`, headers: bearer(shopper.token) });
    expect(detail.json().cardRefunds).toEqual([
      { amount: difference / 100, state: 'succeeded' },
      { amount: (back - difference) / 100, state: 'succeeded' },
    ]);
  });

  it('a top-up still due is replaced by the next edit, and one paid after it was replaced is given back', async () => {
    const shopper = shoppers[7]!;
    const { orderId, paid } = await cardPaid(shopper);
    await edit(shopper, orderId, [{ productWarehouseId: water, quantity: 36 }]);
    const pay = await app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/top-up`,
      headers: bearer(shopper.token),
    });
    expect(pay.statusCode, pay.body).toBe(200);
    const [first] = await db.select().from(t.orderTopUps).where(eq(t.orderTopUps.orderId, orderId));
    // Back to what the card paid: nothing due any more, the top-up replaced.
    const back = await edit(shopper, orderId, [{ productWarehouseId: water, quantity: 24 }]);
    expect(back.json().edit).toMatchObject({ topUp: 0, cardRefund: 0 });
    expect((await orderRow(orderId)).amountToPayCents).toBe(paid);
    // The shopper still paid the old page: the money is kept as paid, then given back in full.
    const session = fake.pay(first!.stripeCheckoutSessionId!);
    expect((await webhook(fake.signedEvent('checkout.session.completed', session))).statusCode).toBe(200);
    const refunds = await refundsOf(orderId);
    expect(refunds.map((r) => [r.amountCents, r.topUpId])).toEqual([[first!.amountCents, first!.id]]);
    await app.jobs.drain();
    expect((await refundsOf(orderId))[0]!.state).toBe('succeeded');
  });
});
