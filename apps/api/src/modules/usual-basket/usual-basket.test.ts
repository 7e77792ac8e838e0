import { basketTimes, localDate, wallClock } from '@consigne/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import { testApp } from '../../../test/app.js';
import { createShoppers, type Shopper } from '../../../test/shoppers.js';
import { demoWarehouseSlots } from '../../../test/slots.js';
import { placeOccurrence, runUsualBaskets } from './placement.js';

/**
 * A usual basket that orders itself (ADR 0042): made from favourites or a past order on the reserved
 * slot, edited like the cart, hostile input refused with nothing stored; its dates reminded, skipped,
 * paused and placed through the checkout's steps exactly once; failures told.
 */
const { app, db } = await testApp();
const as = (token: string) => ({ authorization: `Bearer ${token}` });
const deps = { publicUrl: 'https://shop.test' };
let lille: number;
let slots: (typeof t.slots.$inferSelect)[];
let water: number;
let juice: number;
let elsewhereEntry: number;

const call = (
  shopper: Shopper,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => app.inject({ method, url: `/api/user/usual-basket${url}`, headers: as(shopper.token), payload });

const addressOf = async (userId: number) =>
  (await db.select({ id: t.addresses.id }).from(t.addresses).where(eq(t.addresses.userId, userId)))[0]!.id;
const tenOClock = (offset = 0) => slots.filter((s) => wallClock(s.startAt).endsWith('T10:00'))[offset]!;

async function entry(slug: string, warehouseId = lille) {
  const [row] = await db
    .select({ id: t.productWarehouses.id, productId: t.productWarehouses.productId })
    .from(t.productWarehouses)
    .where(and(eq(t.productWarehouses.warehouseId, warehouseId), eq(t.productWarehouses.slug, slug)));
  return row!;
}

/** A shopper with a weekly reservation on a 10:00 slot and `water` in their favourites. */
async function subscriber(offset = 0) {
  const [s] = (await createShoppers(db, 1)) as [Shopper];
  const addressId = await addressOf(s.id);
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/slot-reservation',
    headers: as(s.token),
    payload: { slotId: tenOClock(offset).id, every: 1, addressId },
  });
  expect(res.statusCode, res.body).toBe(201);
  const [product] = await db
    .select({ productId: t.productWarehouses.productId })
    .from(t.productWarehouses)
    .where(eq(t.productWarehouses.id, water));
  await db.insert(t.favourites).values({ userId: s.id, productId: product!.productId });
  return s;
}

async function basketWithWater(s: Shopper, quantity = 12) {
  const created = await call(s, 'POST', '', {
    source: 'favourites',
    frequency: 'weekly',
    payment: 'delivery',
  });
  expect(created.statusCode, created.body).toBe(201);
  const edited = await call(s, 'PUT', '/lines', { lines: [{ productWarehouseId: water, quantity }] });
  expect(edited.statusCode, edited.body).toBe(200);
  return edited.json().basket;
}

/** The moment just after a date's placement time. */
async function placementTime(occurrenceId: number) {
  const [row] = await db
    .select({ startAt: t.slots.startAt })
    .from(t.usualBasketOccurrences)
    .innerJoin(t.slots, eq(t.slots.id, t.usualBasketOccurrences.slotId))
    .where(eq(t.usualBasketOccurrences.id, occurrenceId));
  return new Date(basketTimes(row!.startAt).placeAt.getTime() + 60_000);
}

beforeAll(async () => {
  ({ warehouseId: lille, slots } = await demoWarehouseSlots(db));
  water = (await entry('eau-minerale-naturelle-plate-100cl')).id;
  const [other] = await db
    .select({ id: t.productWarehouses.id })
    .from(t.productWarehouses)
    .where(and(eq(t.productWarehouses.warehouseId, lille), sql`${t.productWarehouses.id} <> ${water}`))
    .limit(1);
  juice = other!.id;
  const [foreign] = await db
    .select({ id: t.productWarehouses.id })
    .from(t.productWarehouses)
    .where(sql`${t.productWarehouses.warehouseId} <> ${lille}`)
    .limit(1);
  elsewhereEntry = foreign!.id;
  await db
    .update(t.productWarehouses)
    .set({ priceCents: 250, isAvailable: true, maxOrderable: 99, stock: 5000 })
    .where(eq(t.productWarehouses.id, water));
  await db
    .update(t.productWarehouses)
    .set({ isAvailable: true, maxOrderable: 99, stock: 5000 })
    .where(eq(t.productWarehouses.id, juice));
});

describe('the usual basket', () => {
  it('is made from favourites on the reserved slot, its dates the reserved weeks, edited like the cart', async () => {
    const s = await subscriber(0);
    const basket = await basketWithWater(s);
    expect(basket).toMatchObject({ frequency: 'weekly', payment: 'delivery', pausedUntil: null });
    expect(basket.lines).toEqual([expect.objectContaining({ productWarehouseId: water, quantity: 12 })]);
    expect(basket.occurrences.length).toBeGreaterThanOrEqual(3);
    expect(basket.occurrences[0].slot.id).toBe(tenOClock(0).id);
    expect(basket.occurrences.every((o: { status: string }) => o.status === 'scheduled')).toBe(true);
    // One line set as the cart does; beyond maxOrderable is a 422.
    expect((await call(s, 'PATCH', '/lines', { productWarehouseId: juice, quantity: 2 })).statusCode).toBe(
      200,
    );
    expect((await call(s, 'PATCH', '/lines', { productWarehouseId: juice, quantity: 100 })).statusCode).toBe(
      422,
    );
    const removed = await call(s, 'PATCH', '/lines', { productWarehouseId: juice, quantity: 0 });
    expect(removed.json().basket.lines).toHaveLength(1);
    // Every two weeks: half the dates.
    const fortnightly = await call(s, 'PATCH', '', { frequency: 'fortnightly' });
    expect(fortnightly.statusCode).toBe(200);
    const dates = fortnightly.json().basket.occurrences.map((o: { date: string }) => o.date);
    for (let i = 1; i < dates.length; i++)
      expect((Date.parse(dates[i]) - Date.parse(dates[i - 1])) / 86_400_000).toBe(14);
    expect(
      (await call(s, 'POST', '', { source: 'favourites', frequency: 'weekly', payment: 'delivery' }))
        .statusCode,
    ).toBe(409);
    expect((await call(s, 'DELETE', '')).json()).toEqual({ basket: null });
  });

  it('refuses hostile input with a clear 4xx and stores nothing', async () => {
    const s = await subscriber(1);
    const basket = await basketWithWater(s, 3);
    const before = await db
      .select()
      .from(t.usualBasketLines)
      .where(eq(t.usualBasketLines.basketId, basket.id));
    // A usual basket of 10,000 lines: a 400 from the contract.
    const huge = await call(s, 'PUT', '/lines', {
      lines: Array.from({ length: 10_000 }, (_, i) => ({ productWarehouseId: i + 1, quantity: 1 })),
    });
    expect(huge.statusCode).toBe(400);
    // An entry of another warehouse, a quantity beyond maxOrderable, a control character in the locale.
    expect(
      (await call(s, 'PUT', '/lines', { lines: [{ productWarehouseId: elsewhereEntry, quantity: 1 }] }))
        .statusCode,
    ).toBe(422);
    expect(
      (await call(s, 'PUT', '/lines', { lines: [{ productWarehouseId: water, quantity: 1000 }] })).statusCode,
    ).toBe(422);
    expect(
      (await call(s, 'PUT', '/lines', { lines: [{ productWarehouseId: water, quantity: 1.5 }] })).statusCode,
    ).toBe(400);
    expect((await call(s, 'POST', '/pause', { until: '2026-02-30' })).statusCode).toBe(400);
    expect((await call(s, 'PATCH', '', { frequency: 'daily' })).statusCode).toBe(400);
    // The saved card is not built yet: a clear 422.
    expect((await call(s, 'PATCH', '', { payment: 'card' })).statusCode).toBe(422);
    expect(
      await db.select().from(t.usualBasketLines).where(eq(t.usualBasketLines.basketId, basket.id)),
    ).toEqual(before);
    // Another shopper's date, another shopper's order: 404.
    const other = await subscriber(1);
    await basketWithWater(other, 3);
    expect((await call(other, 'POST', `/dates/${basket.occurrences[0].id}/skip`)).statusCode).toBe(404);
    const third = await subscriber(1);
    expect(
      (
        await call(third, 'POST', '', {
          source: 'order',
          orderId: 2_147_483_647,
          frequency: 'weekly',
          payment: 'delivery',
        })
      ).statusCode,
    ).toBe(404);
    // No reservation: a 422.
    const [loner] = (await createShoppers(db, 1)) as [Shopper];
    expect(
      (await call(loner, 'POST', '', { source: 'favourites', frequency: 'weekly', payment: 'delivery' }))
        .statusCode,
    ).toBe(422);
    await call(s, 'DELETE', '');
    await call(other, 'DELETE', '');
  });

  it('places a due date once through the checkout, on the held place, the cart left as it was', async () => {
    const s = await subscriber(0);
    const basket = await basketWithWater(s);
    // The shopper has something else in their cart: it is still there after.
    await app.inject({
      method: 'PATCH',
      url: '/api/user/cart',
      headers: as(s.token),
      payload: { product_warehouse_id: juice, quantity: 1 },
    });
    const first = basket.occurrences[0];
    const now = await placementTime(first.id);
    const [slotBefore] = await db.select().from(t.slots).where(eq(t.slots.id, first.slot.id));
    // Twice at once (two instances): one order.
    const outcomes = await Promise.all([
      placeOccurrence(db, first.id, deps, now),
      placeOccurrence(db, first.id, deps, now),
    ]);
    expect(outcomes.sort()).toEqual(['done', 'placed']);
    const orders = await db.select().from(t.orders).where(eq(t.orders.userId, s.id));
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ slotId: first.slot.id, paymentMethod: 'offline' });
    // The reserved week's held place was used: the slot's count did not move.
    const [slotAfter] = await db.select().from(t.slots).where(eq(t.slots.id, first.slot.id));
    expect(slotAfter!.reserved).toBe(slotBefore!.reserved);
    const cart = await db.select().from(t.cartItems).where(eq(t.cartItems.userId, s.id));
    expect(cart.map((c) => [c.productWarehouseId, c.quantity])).toEqual([[juice, 1]]);
    const view = (await call(s, 'GET', '')).json().basket;
    expect(view.occurrences[0]).toMatchObject({
      status: 'placed',
      orderId: orders[0]!.id,
      isChangeable: false,
    });
    // A placed date cannot be skipped.
    expect((await call(s, 'POST', `/dates/${first.id}/skip`)).statusCode).toBe(422);
    await call(s, 'DELETE', '');
  });

  it('replaces a product out of stock by the closest match, never one the shopper dislikes', async () => {
    const substituteOf = async (s: Shopper) => {
      const basket = await basketWithWater(s);
      const first = basket.occurrences[0];
      const outcome = await placeOccurrence(db, first.id, deps, await placementTime(first.id));
      const [row] = await db
        .select()
        .from(t.usualBasketOccurrences)
        .where(eq(t.usualBasketOccurrences.id, first.id));
      expect(outcome, JSON.stringify(row)).toBe('placed');
      const lines = await db
        .select({ productId: t.orderLines.productId })
        .from(t.orderLines)
        .innerJoin(t.orders, eq(t.orders.id, t.orderLines.orderId))
        .where(eq(t.orders.userId, s.id));
      await call(s, 'DELETE', '');
      return lines.map((l) => l.productId);
    };
    const waterProduct = (await entry('eau-minerale-naturelle-plate-100cl')).productId;
    // The substitute is billed at most the original's price: no minimum to reach for this test.
    const [minimum] = await db
      .select({ orderMinimumAmountCents: t.warehouses.orderMinimumAmountCents })
      .from(t.warehouses)
      .where(eq(t.warehouses.id, lille));
    await db.update(t.warehouses).set({ orderMinimumAmountCents: 0 }).where(eq(t.warehouses.id, lille));
    await db.update(t.productWarehouses).set({ stock: 0 }).where(eq(t.productWarehouses.id, water));
    try {
      const [closest] = await substituteOf(await subscriber(1));
      expect(closest).toBeDefined();
      expect(closest).not.toBe(waterProduct);
      const picky = await subscriber(1);
      await db.insert(t.dislikedProducts).values({ userId: picky.id, productId: closest! });
      const chosen = await substituteOf(picky);
      expect(chosen).not.toContain(closest);
    } finally {
      await db.update(t.productWarehouses).set({ stock: 5000 }).where(eq(t.productWarehouses.id, water));
      await db
        .update(t.warehouses)
        .set({ orderMinimumAmountCents: minimum!.orderMinimumAmountCents })
        .where(eq(t.warehouses.id, lille));
    }
  });

  it("delivers to the reserved slot's address, whatever the shopper selected since, and leaves it selected", async () => {
    const s = await subscriber(1);
    const [reserved] = await db.select().from(t.addresses).where(eq(t.addresses.userId, s.id));
    // The shopper then selects another address (their office) for a one-off order.
    await db.update(t.addresses).set({ isSelected: false }).where(eq(t.addresses.userId, s.id));
    const { id: _id, createdAt: _createdAt, ...copy } = reserved!;
    const [office] = await db
      .insert(t.addresses)
      .values({ ...copy, name: 'Bureau', street: 'Rue du Bureau', isSelected: true })
      .returning();
    const basket = await basketWithWater(s);
    const first = basket.occurrences[0];
    expect(await placeOccurrence(db, first.id, deps, await placementTime(first.id))).toBe('placed');
    const [order] = await db.select().from(t.orders).where(eq(t.orders.userId, s.id));
    expect(order).toMatchObject({ deliveryType: 'address', deliveryName: reserved!.name });
    expect(order!.deliveryAddress).toContain(reserved!.street);
    const selected = await db
      .select({ id: t.addresses.id })
      .from(t.addresses)
      .where(and(eq(t.addresses.userId, s.id), eq(t.addresses.isSelected, true)));
    expect(selected).toEqual([{ id: office!.id }]);
    await call(s, 'DELETE', '');
  });

  it('reminds 24 hours before, honours a skip and a pause, and tells a failure', async () => {
    const s = await subscriber(2);
    const basket = await basketWithWater(s);
    const [first, second, third] = basket.occurrences as Array<{ id: number; date: string }>;
    // The reminder: e-mail and push rows written once, whatever runs it.
    const remindAt = new Date((await placementTime(first!.id)).getTime() - 12 * 3_600_000);
    await Promise.all([runUsualBaskets(db, deps, remindAt), runUsualBaskets(db, deps, remindAt)]);
    const reminders = await db
      .select()
      .from(t.notifications)
      .where(and(eq(t.notifications.userId, s.id), eq(t.notifications.event, 'usualBasketReminder')));
    expect(reminders.map((n) => n.channel)).toEqual(['email']);
    expect(reminders[0]!.mail?.text).toContain('/fr/mon-compte/mon-panier-habituel?passer=');
    // Skip the first date, pause until after the second.
    expect((await call(s, 'POST', `/dates/${first!.id}/skip`)).statusCode).toBe(200);
    expect((await call(s, 'POST', '/pause', { until: third!.date })).statusCode).toBe(200);
    expect(
      (await call(s, 'POST', '/pause', { until: localDate(new Date(Date.now() - 86_400_000)) })).statusCode,
    ).toBe(422);
    await runUsualBaskets(db, deps, await placementTime(first!.id));
    await runUsualBaskets(db, deps, await placementTime(second!.id));
    expect(await db.select().from(t.orders).where(eq(t.orders.userId, s.id))).toHaveLength(0);
    // The third: its slot full for everyone (its held place given back first) → failed, told.
    const [thirdRow] = await db
      .select()
      .from(t.usualBasketOccurrences)
      .where(eq(t.usualBasketOccurrences.id, third!.id));
    await db
      .update(t.slotReservationWeeks)
      .set({ status: 'full' })
      .where(eq(t.slotReservationWeeks.slotId, thirdRow!.slotId));
    await db
      .update(t.slots)
      .set({ reserved: sql`${t.slots.reserved} - 1` })
      .where(eq(t.slots.id, thirdRow!.slotId));
    await db
      .update(t.slots)
      .set({ capacity: sql`${t.slots.reserved}` })
      .where(eq(t.slots.id, thirdRow!.slotId));
    await runUsualBaskets(db, deps, await placementTime(third!.id));
    const statuses = await db
      .select({
        id: t.usualBasketOccurrences.id,
        status: t.usualBasketOccurrences.status,
        reason: t.usualBasketOccurrences.reason,
      })
      .from(t.usualBasketOccurrences)
      .where(inArray(t.usualBasketOccurrences.id, [first!.id, second!.id, third!.id]));
    expect(Object.fromEntries(statuses.map((r) => [r.id, [r.status, r.reason]]))).toEqual({
      [first!.id]: ['skipped', null],
      [second!.id]: ['skipped', 'paused'],
      [third!.id]: ['failed', 'slotFull'],
    });
    const failed = await db
      .select()
      .from(t.notifications)
      .where(and(eq(t.notifications.userId, s.id), eq(t.notifications.event, 'usualBasketFailed')));
    expect(failed).toHaveLength(1);
    expect(failed[0]!.mail?.text).toMatch(/créneau est complet/);
    await db.update(t.slots).set({ capacity: 12 }).where(eq(t.slots.id, thirdRow!.slotId));
    await call(s, 'DELETE', '');
  });
});
