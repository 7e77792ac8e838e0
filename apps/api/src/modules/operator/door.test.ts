import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import { rowsOf } from '../../jobs/executors.js';
import { loginAs, testApp } from '../../../test/app.js';
import { mailJobsTo } from '../../../test/mail-jobs.js';
import { placeLilleOrder } from '../../../test/orders.js';
import { createShoppers, type Shopper } from '../../../test/shoppers.js';

// The orders are booked for a later day: the driver records them delivered ahead (EARLY_DELIVERY_DAYS).
const { app, db } = await testApp({ EARLY_DELIVERY_DAYS: '7' });
const as = (token: string) => ({ authorization: `Bearer ${token}` });
let driver: string;
let lyonDriver: string;
let shoppers: Shopper[];

/**
 * An order paid at delivery is delivered only with its payment (door-payment.ts): these tests pay it in
 * cash what it was due before its first step to 'delivered' — over what is due once lines are refused,
 * which cash may be — the same payment on every try (a replay's body stays the same).
 */
const payments = new Map<number, { method: 'cash'; receivedCents: number }>();
async function paymentOf(orderId: number) {
  if (!payments.has(orderId)) {
    const [order] = await db.select().from(t.orders).where(eq(t.orders.id, orderId));
    if (order?.paymentMethod !== 'offline') return undefined;
    payments.set(orderId, { method: 'cash', receivedCents: order.amountToPayCents });
  }
  return payments.get(orderId);
}

const step = async (orderId: number, body: Record<string, unknown>, token = driver, key?: string) => {
  const payment = body.status === 'delivered' && !('payment' in body) ? await paymentOf(orderId) : undefined;
  return app.inject({
    method: 'POST',
    url: `/api/operator/orders/${orderId}/status`,
    headers: { ...as(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload: { ...body, ...(payment ? { payment } : {}) },
  });
};

/** An order of 24 waters and 7 beers (18+ in France), taken to 'out_for_delivery'. */
async function outForDelivery(shopper: Shopper, key: string) {
  const { orderId } = await placeLilleOrder(app, db, shopper, { large: 24, small: 7 }, key);
  for (const status of ['preparing', 'out_for_delivery'])
    expect((await step(orderId, { status })).statusCode).toBe(200);
  const lines = await db.select().from(t.orderLines).where(eq(t.orderLines.orderId, orderId));
  const water = lines.find((l) => l.minimumAge === null)!;
  const beer = lines.find((l) => l.minimumAge === 18)!;
  return { orderId, water, beer };
}

const orderRow = async (id: number) => (await db.select().from(t.orders).where(eq(t.orders.id, id)))[0]!;
const linesOf = (id: number) => db.select().from(t.orderLines).where(eq(t.orderLines.orderId, id));
const stockOf = async (entryId: number) =>
  (await db.select().from(t.productWarehouses).where(eq(t.productWarehouses.id, entryId)))[0]!.stock;
beforeAll(async () => {
  driver = (await loginAs(app, 'livreur@example.com')).token;
  shoppers = await createShoppers(db, 8);
  const [lyon] = await db.select().from(t.warehouses).where(eq(t.warehouses.key, 'lyon'));
  await db
    .update(t.users)
    .set({ role: 'operator', operatorWarehouseId: lyon!.id })
    .where(eq(t.users.id, shoppers[7]!.id));
  lyonDriver = shoppers[7]!.token;
});

describe('the age check at the door', () => {
  it("refuses 'delivered' without an age check on an order with age lines: 409, nothing changes", async () => {
    const { orderId } = await outForDelivery(shoppers[0]!, 'door-age-409');
    const res = await step(orderId, { status: 'delivered' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('door_age_check_required');
    expect(res.json().message).toContain('vérifiez l’âge du destinataire');
    const order = await orderRow(orderId);
    expect(order.status).toBe('out_for_delivery');
    expect(await db.select().from(t.invoices).where(eq(t.invoices.orderId, orderId))).toEqual([]);
  });

  it('not verified: the age lines are refused and refunded, the rest delivered, the invoice without them', async () => {
    const shopper = shoppers[1]!;
    const { orderId, water, beer } = await outForDelivery(shopper, 'door-age-no');
    await db
      .update(t.productWarehouses)
      .set({ stock: 40 })
      .where(eq(t.productWarehouses.id, beer.productWarehouseId));
    const before = await orderRow(orderId);
    const res = await step(orderId, { status: 'delivered', ageCheck: { method: 'notVerified' } });
    expect(res.statusCode, res.body).toBe(200);
    const order = await orderRow(orderId);
    expect(order.status).toBe('delivered');
    // The 7 beers, their deposits and their crate's (3 €) are no longer due; a pay-at-delivery order
    // is paid the rest.
    expect(before.amountToPayCents - order.amountToPayCents).toBe(7 * (135 + beer.bottleDepositCents) + 300);
    expect(order.paymentStatus).toBe('paid');
    expect((await linesOf(orderId)).map((l) => [l.id, l.quantity])).toEqual([[water.id, 24]]);
    expect(await stockOf(beer.productWarehouseId)).toBe(47);
    const [check] = await db.select().from(t.orderAgeChecks).where(eq(t.orderAgeChecks.orderId, orderId));
    expect(check).toMatchObject({ method: 'notVerified', verified: false, ageSatisfied: 0 });
    // The pending deposits are those of what was handed over.
    const [deposit] = await db.select().from(t.pendingDeposits).where(eq(t.pendingDeposits.orderId, orderId));
    expect(deposit!.amountCents).toBe(order.productsDepositCents + order.packagesDepositCents);
    expect(deposit!.smallBottles).toBe(0);
    // The invoice is issued from the lines handed over.
    const [invoice] = await db.select().from(t.invoices).where(eq(t.invoices.orderId, orderId));
    expect(invoice).toBeDefined();
    // The shopper's order page and e-mail say what was refused and why.
    const detail = (await app.inject({ url: `/api/orders/${orderId}`, headers: as(shopper.token) })).json();
    expect(detail.doorRefusals).toEqual([
      expect.objectContaining({
        quantity: 7,
        reason: 'age',
        amount: (7 * (135 + beer.bottleDepositCents)) / 100,
      }),
    ]);
    const [user] = await db.select().from(t.users).where(eq(t.users.id, shopper.id));
    const [mail] = await mailJobsTo(db, user!.email);
    expect(mail!.subject).toContain(`n° ${orderId} est livrée`);
    expect(mail!.text).toContain('âge non vérifié');
  });

  it('an ID seen 18+: everything handed over, the check recorded without any birth date', async () => {
    const { orderId } = await outForDelivery(shoppers[2]!, 'door-age-18');
    const res = await step(orderId, {
      status: 'delivered',
      ageCheck: { method: 'birthDate', birthDate: '1990-04-01' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await linesOf(orderId)).length).toBe(2);
    const [check] = await db.select().from(t.orderAgeChecks).where(eq(t.orderAgeChecks.orderId, orderId));
    expect(check).toMatchObject({ method: 'birthDate', verified: true, ageSatisfied: 18 });
    expect(JSON.stringify(check)).not.toContain('1990');
    // Nor in the stored request of a replayed step: another birth date under the same key is the
    // same request (its hash is not the birth date's).
    const keyed = { status: 'delivered', ageCheck: { method: 'birthDate', birthDate: '1990-04-01' } };
    const first = await step(orderId, keyed, driver, 'door-birth-date-key');
    const again = await step(
      orderId,
      { ...keyed, ageCheck: { method: 'birthDate', birthDate: '1985-12-31' } },
      driver,
      'door-birth-date-key',
    );
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
  });
});

describe('refused lines at the door', () => {
  it('a refused substitute on a card-paid order: refunded to the card through the outbox, back to stock', async () => {
    const { orderId, water, beer } = await outForDelivery(shoppers[3]!, 'door-substitute');
    // Picking replaced the water by another one; the card paid the whole order.
    await db
      .update(t.orderLines)
      .set({ substitutedFor: 'Eau pétillante 100cl' })
      .where(eq(t.orderLines.id, water.id));
    await db
      .update(t.productWarehouses)
      .set({ stock: 10 })
      .where(eq(t.productWarehouses.id, water.productWarehouseId));
    const placed = await orderRow(orderId);
    await db
      .update(t.orders)
      .set({
        paymentMethod: 'stripe',
        paymentStatus: 'paid',
        stripeCheckoutSessionId: 'cs_test_door',
        cardPaidCents: placed.amountToPayCents,
      })
      .where(eq(t.orders.id, orderId));
    const res = await step(orderId, {
      status: 'delivered',
      refusedLines: [{ lineId: water.id, quantity: 24, reason: 'substitute' }],
      ageCheck: { method: 'id18' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = await orderRow(orderId);
    expect(await stockOf(water.productWarehouseId)).toBe(34);
    expect((await linesOf(orderId)).map((l) => l.id)).toEqual([beer.id]);
    const refunds = await db.select().from(t.orderRefunds).where(eq(t.orderRefunds.orderId, orderId));
    expect(refunds).toEqual([
      expect.objectContaining({
        method: 'card',
        state: 'pending',
        amountCents: placed.amountToPayCents - order.amountToPayCents,
      }),
    ]);
    expect(refunds[0]!.amountCents).toBeGreaterThan(24 * 199);
    const jobs = rowsOf<{ data: { refundId: number } }>(
      await db.execute(sql`select data from jobs.job where name = 'payments.refund'`),
    );
    expect(jobs.map((j) => j.data.refundId)).toContain(refunds[0]!.id);
    const [refusal] = await db
      .select()
      .from(t.orderDoorRefusals)
      .where(eq(t.orderDoorRefusals.orderId, orderId));
    expect(refusal).toMatchObject({
      reason: 'substitute',
      quantity: 24,
      substitutedFor: 'Eau pétillante 100cl',
    });
  });

  it('part of a line refused: the rest kept; a replay under the same key applies once', async () => {
    const { orderId, water } = await outForDelivery(shoppers[4]!, 'door-replay');
    await db
      .update(t.productWarehouses)
      .set({ stock: 5 })
      .where(eq(t.productWarehouses.id, water.productWarehouseId));
    const body = {
      status: 'delivered',
      refusedLines: [{ lineId: water.id, quantity: 6, reason: 'damaged' }],
      ageCheck: { method: 'id18' },
    };
    const first = await step(orderId, body, driver, 'door-replay-key');
    const again = await step(orderId, body, driver, 'door-replay-key');
    expect(first.statusCode, first.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await stockOf(water.productWarehouseId)).toBe(11);
    expect((await linesOf(orderId)).find((l) => l.id === water.id)!.quantity).toBe(18);
    expect(
      await db.select().from(t.orderDoorRefusals).where(eq(t.orderDoorRefusals.orderId, orderId)),
    ).toHaveLength(1);
    // The same key with other refusals is refused.
    const other = await step(orderId, { ...body, refusedLines: [] }, driver, 'door-replay-key');
    expect(other.statusCode).toBe(422);
  });

  it("another warehouse's order is a 404; absurd quantities a 400 — nothing changes", async () => {
    const { orderId, water } = await outForDelivery(shoppers[5]!, 'door-hostile');
    const lyon = await step(
      orderId,
      {
        status: 'delivered',
        refusedLines: [{ lineId: water.id, quantity: 1, reason: 'damaged' }],
        ageCheck: { method: 'id18' },
      },
      lyonDriver,
    );
    expect(lyon.statusCode).toBe(404);
    const bad: unknown[] = [
      [{ lineId: water.id, quantity: 25, reason: 'damaged' }],
      [{ lineId: water.id, quantity: -1, reason: 'damaged' }],
      [{ lineId: water.id, quantity: 1e9, reason: 'damaged' }],
      [{ lineId: water.id, quantity: 1.5, reason: 'damaged' }],
      [{ lineId: 999_999, quantity: 1, reason: 'damaged' }],
      [{ lineId: water.id, quantity: 1, reason: 'stolen' }],
      [
        { lineId: water.id, quantity: 1, reason: 'damaged' },
        { lineId: water.id, quantity: 1, reason: 'notWanted' },
      ],
    ];
    for (const refusedLines of bad) {
      const res = await step(orderId, { status: 'delivered', refusedLines, ageCheck: { method: 'id18' } });
      expect(res.statusCode, JSON.stringify(refusedLines)).toBe(400);
    }
    const future = await step(orderId, {
      status: 'delivered',
      ageCheck: { method: 'birthDate', birthDate: '2099-01-01' },
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().code).toBe('door_birth_date_invalid');
    // Refusals only with 'delivered'.
    expect((await step(orderId, { status: 'preparing', ageCheck: { method: 'id18' } })).statusCode).toBe(400);
    // Everything refused is a failed delivery, not a partial one.
    const all = await linesOf(orderId);
    const none = await step(orderId, {
      status: 'delivered',
      refusedLines: all.map((l) => ({ lineId: l.id, quantity: l.quantity, reason: 'notWanted' })),
    });
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('door_nothing_left');
    expect((await orderRow(orderId)).status).toBe('out_for_delivery');
    expect((await linesOf(orderId)).map((l) => l.quantity)).toEqual(all.map((l) => l.quantity));
    expect(
      await db
        .select()
        .from(t.orderDoorRefusals)
        .where(and(eq(t.orderDoorRefusals.orderId, orderId))),
    ).toEqual([]);
  });
});
