import { localDate } from '@consigne/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import { loginAs, testApp } from '../../../test/app.js';
import { mailJobsTo } from '../../../test/mail-jobs.js';
import { ID_SEEN_18 } from '../../../test/door.js';
import { atDoor, placeLilleOrder } from '../../../test/orders.js';
import { createShoppers, type Shopper } from '../../../test/shoppers.js';
import { advanceOrder } from './service.js';

/**
 * A delivery that fails at the door (POST /operator/orders/{id}/failure), and the shopper's one-click
 * new slot (POST /orders/{id}/rebook). The orders are booked for a later day: EARLY_DELIVERY_DAYS lets
 * the driver record them now.
 */
const { app, db } = await testApp({ EARLY_DELIVERY_DAYS: '7', REDELIVERY_FEE_CENTS: '350' });
const as = (token: string) => ({ authorization: `Bearer ${token}` });
let driver: string;
let lyonDriver: string;
let lilleId: number;

const fail = (id: number, payload: Record<string, unknown>, token = driver, key?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/operator/orders/${id}/failure`,
    headers: { ...as(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
const rebook = (shopper: Shopper, id: number, slotId: number) =>
  app.inject({
    method: 'POST',
    url: `/api/orders/${id}/rebook`,
    headers: as(shopper.token),
    payload: { slotId },
  });
const emailOf = async (userId: number) =>
  (await db.select({ email: t.users.email }).from(t.users).where(eq(t.users.id, userId)))[0]!.email;
const orderRow = async (id: number) => (await db.select().from(t.orders).where(eq(t.orders.id, id)))[0]!;
const linesOf = (id: number) =>
  db.select().from(t.orderLines).where(eq(t.orderLines.orderId, id)).orderBy(asc(t.orderLines.id));

/** An order on its way: placed for the shopper (24 water, 7 beer), tracked stock of 100 each, out for delivery. */
async function orderOnItsWay(key: string) {
  const [shopper] = (await createShoppers(db, 1)) as [Shopper];
  const { orderId } = await placeLilleOrder(app, db, shopper, { large: 24, small: 7 }, key);
  const lines = await linesOf(orderId);
  await db
    .update(t.productWarehouses)
    .set({ stock: 100 })
    .where(
      inArray(
        t.productWarehouses.id,
        lines.map((l) => l.productWarehouseId),
      ),
    );
  const order = await orderRow(orderId);
  const [slot] = await db.select().from(t.slots).where(eq(t.slots.id, order.slotId));
  for (const status of ['preparing', 'out_for_delivery'] as const)
    await advanceOrder(db, order.warehouseId, orderId, status, slot!.startAt);
  return { shopper, orderId, lines, order };
}

const stockOf = async (entryId: number) =>
  (await db.select().from(t.productWarehouses).where(eq(t.productWarehouses.id, entryId)))[0]!.stock;
const movementsOf = (orderId: number, entryId: number) =>
  db
    .select({ kind: t.stockMovements.kind, quantity: t.stockMovements.quantity })
    .from(t.stockMovements)
    .where(and(eq(t.stockMovements.orderId, orderId), eq(t.stockMovements.productWarehouseId, entryId)))
    .orderBy(asc(t.stockMovements.id));

/** The beer's category writes off what comes back (as a fresh category would); the water's does not. */
async function beerIsFresh(beerLine: { productId: number }, fresh: boolean) {
  const [product] = await db.select().from(t.products).where(eq(t.products.id, beerLine.productId));
  await db
    .update(t.categories)
    .set({ writeOffOnReturn: fresh })
    .where(eq(t.categories.id, product!.categoryId));
}

/** A free future slot of the Lille warehouse other than `except`. */
async function freeSlot(shopper: Shopper, except: number) {
  const groups = (await app.inject({ url: '/api/slots', headers: as(shopper.token) })).json() as {
    slots: { id: number; isFull?: boolean }[];
  }[];
  return groups.flatMap((g) => g.slots).find((s) => s.id !== except && !s.isFull)!.id;
}

beforeAll(async () => {
  driver = (await loginAs(app, 'livreur@example.com')).token;
  const [lille] = await db.select().from(t.warehouses).where(eq(t.warehouses.key, 'lille'));
  const [lyon] = await db.select().from(t.warehouses).where(eq(t.warehouses.key, 'lyon'));
  lilleId = lille!.id;
  const [other] = (await createShoppers(db, 1)) as [Shopper];
  await db
    .update(t.users)
    .set({ role: 'operator', operatorWarehouseId: lyon!.id })
    .where(eq(t.users.id, other.id));
  lyonDriver = other.token;
});

describe('a delivery that fails at the door', () => {
  it('puts the goods back (fresh ones written off), charges nothing, tells the shopper in their language', async () => {
    const { shopper, orderId, lines } = await orderOnItsWay('fail-absent');
    const [water, beer] = [
      lines.find((l) => l.packageType === 'large')!,
      lines.find((l) => l.packageType === 'small')!,
    ];
    await beerIsFresh(beer, true);
    await db.update(t.orders).set({ locale: 'nl-BE' }).where(eq(t.orders.id, orderId));

    const res = await fail(orderId, { reason: 'absent' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ orderId, status: 'delivery_failed', cardRefund: false });
    await beerIsFresh(beer, false);

    const order = await orderRow(orderId);
    expect(order).toMatchObject({ status: 'delivery_failed', failureReason: 'absent', failureNote: null });
    expect(order.failedAt).toBeInstanceOf(Date);
    expect(order.paymentStatus).toBe('pending');
    expect(await stockOf(water.productWarehouseId)).toBe(124);
    expect(await stockOf(beer.productWarehouseId)).toBe(100);
    expect(await movementsOf(orderId, water.productWarehouseId)).toEqual([
      { kind: 'returned', quantity: 24 },
    ]);
    expect(await movementsOf(orderId, beer.productWarehouseId)).toEqual([
      { kind: 'returned', quantity: 7 },
      { kind: 'written_off', quantity: -7 },
    ]);
    // No deposit charged, no invoice.
    expect(await db.select().from(t.pendingDeposits).where(eq(t.pendingDeposits.orderId, orderId))).toEqual(
      [],
    );
    expect(await db.select().from(t.invoices).where(eq(t.invoices.orderId, orderId))).toEqual([]);
    // The shopper's e-mail, in Belgian Dutch, with the link to a new slot.
    const mails = await mailJobsTo(db, await emailOf(shopper.id));
    const mail = mails.find((m) => m.subject.includes(String(orderId)) && m.subject.includes('niet leveren'));
    expect(mail, JSON.stringify(mails.map((m) => m.subject))).toBeDefined();
    expect(mail!.text).toContain('er was niemand om ze in ontvangst te nemen');
    expect(mail!.text).toContain(`/nl-BE/mon-compte/mes-commandes/order-detail/${orderId}/nouveau-creneau`);
    // The round still shows it, as failed.
    const [slot] = await db.select().from(t.slots).where(eq(t.slots.id, order.slotId));
    const round = await app.inject({
      url: `/api/operator/round?slotId=${order.slotId}&date=${localDate(slot!.startAt)}`,
      headers: as(driver),
    });
    const shown = (
      round.json().stops as { orders: { orderId: number; status: string; failureReason: string }[] }[]
    )
      .flatMap((s) => s.orders)
      .find((o) => o.orderId === orderId);
    expect(shown).toMatchObject({ status: 'delivery_failed', failureReason: 'absent' });
    // The shopper's order page says so.
    const detail = (await app.inject({ url: `/api/orders/${orderId}`, headers: as(shopper.token) })).json();
    expect(detail.status).toBe('delivery_failed');
    expect(detail.failure).toMatchObject({ reason: 'absent', rebookedOrderId: null });
  });

  it('refunds a card order through the refund outbox (a pending row and its job), the wallet its part', async () => {
    const { shopper, orderId } = await orderOnItsWay('fail-card');
    const order = await orderRow(orderId);
    await db
      .update(t.orders)
      .set({
        paymentMethod: 'stripe',
        paymentStatus: 'paid',
        cardPaidCents: order.amountToPayCents,
        stripeCheckoutSessionId: `cs_test_fail_${orderId}`,
      })
      .where(eq(t.orders.id, orderId));
    const res = await fail(orderId, { reason: 'refused' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().cardRefund).toBe(true);
    const refunds = await db.select().from(t.orderRefunds).where(eq(t.orderRefunds.orderId, orderId));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ method: 'card', amountCents: order.amountToPayCents });
    const mail = (await mailJobsTo(db, await emailOf(shopper.id))).find((m) =>
      m.subject.includes(String(orderId)),
    );
    expect(mail!.text).toContain('remboursé');
  });

  it("refuses 'other' without a note, and a reason it does not know (400): nothing changes", async () => {
    const { orderId } = await orderOnItsWay('fail-bad');
    const noNote = await fail(orderId, { reason: 'other', note: '   ' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().message).toContain('note est obligatoire');
    expect((await fail(orderId, { reason: 'dog' })).statusCode).toBe(400);
    expect((await orderRow(orderId)).status).toBe('out_for_delivery');
    const noted = await fail(orderId, { reason: 'other', note: ' Chien en liberté ' });
    expect(noted.statusCode).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({
      failureReason: 'other',
      failureNote: 'Chien en liberté',
    });
  });

  it("is a 404 for another warehouse's driver, and a 409 once delivered or cancelled", async () => {
    const { orderId, order } = await orderOnItsWay('fail-other-warehouse');
    const res = await fail(orderId, { reason: 'absent' }, lyonDriver);
    expect(res.statusCode).toBe(404);
    expect((await orderRow(orderId)).status).toBe('out_for_delivery');
    const [slot] = await db.select().from(t.slots).where(eq(t.slots.id, order.slotId));
    await advanceOrder(db, lilleId, orderId, 'delivered', slot!.startAt, 0, null, 'fr_FR', {
      ...ID_SEEN_18,
      ...(await atDoor(db, orderId, 'delivered')),
    });
    const delivered = await fail(orderId, { reason: 'absent' });
    expect(delivered.statusCode).toBe(409);
    expect(delivered.json().message).toContain('déjà livrée');
    await db.update(t.orders).set({ status: 'cancelled' }).where(eq(t.orders.id, orderId));
    expect((await fail(orderId, { reason: 'absent' })).statusCode).toBe(409);
  });

  it('applies a replay of the same Idempotency-Key once (the offline queue)', async () => {
    const { orderId, lines } = await orderOnItsWay('fail-replay');
    const water = lines.find((l) => l.packageType === 'large')!;
    const first = await fail(orderId, { reason: 'address_not_found' }, driver, 'queue-key-1');
    const again = await fail(orderId, { reason: 'address_not_found' }, driver, 'queue-key-1');
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await stockOf(water.productWarehouseId)).toBe(124);
    expect(await movementsOf(orderId, water.productWarehouseId)).toHaveLength(1);
    // Another key for the same report (a second phone): answered, applied nothing more.
    expect((await fail(orderId, { reason: 'address_not_found' }, driver, 'queue-key-2')).statusCode).toBe(
      200,
    );
    expect(await stockOf(water.productWarehouseId)).toBe(124);
    // The same key with another report is a 422.
    expect((await fail(orderId, { reason: 'damaged' }, driver, 'queue-key-1')).statusCode).toBe(422);
  });
});

describe('the shopper books a failed delivery again in one click', () => {
  it('makes one new order for two clicks at once: same lines, stock taken again, the re-delivery fee', async () => {
    const { shopper, orderId, lines, order } = await orderOnItsWay('rebook-twice');
    await fail(orderId, { reason: 'absent' });
    const slotId = await freeSlot(shopper, order.slotId);
    const [a, b] = await Promise.all([rebook(shopper, orderId, slotId), rebook(shopper, orderId, slotId)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().orderId).toBe(b.json().orderId);
    const newId = a.json().orderId as number;
    expect(newId).not.toBe(orderId);
    const created = await orderRow(newId);
    expect(created).toMatchObject({
      status: 'placed',
      slotId,
      paymentMethod: 'offline',
      deliveryFeeCents: 350,
    });
    expect(created.subtotalTtcCents).toBe(order.subtotalTtcCents);
    expect(
      (await linesOf(newId)).map((l) => [l.productWarehouseId, l.quantity, l.unitPriceTtcCents]),
    ).toEqual(lines.map((l) => [l.productWarehouseId, l.quantity, l.unitPriceTtcCents]));
    const water = lines.find((l) => l.packageType === 'large')!;
    expect(await stockOf(water.productWarehouseId)).toBe(100);
    expect((await orderRow(orderId)).rebookedOrderId).toBe(newId);
    const detail = (await app.inject({ url: `/api/orders/${orderId}`, headers: as(shopper.token) })).json();
    expect(detail.failure.rebookedOrderId).toBe(newId);
    // A later click answers the same order.
    const later = await rebook(shopper, orderId, slotId);
    expect(later.statusCode).toBe(200);
    expect(later.json()).toMatchObject({ orderId: newId, created: false });
  });

  it('refuses an order whose delivery did not fail (409), and another shopper’s (404)', async () => {
    const { shopper, orderId, order } = await orderOnItsWay('rebook-not-failed');
    const slotId = await freeSlot(shopper, order.slotId);
    const res = await rebook(shopper, orderId, slotId);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('reprogrammée');
    const [stranger] = (await createShoppers(db, 1)) as [Shopper];
    await fail(orderId, { reason: 'absent' });
    expect((await rebook(stranger, orderId, slotId)).statusCode).toBe(404);
  });
});
