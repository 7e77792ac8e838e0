import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import { loginAs, testApp } from '../../../test/app.js';
import { createShoppers, type Shopper } from '../../../test/shoppers.js';

const { app, db } = await testApp();

const WATER = 'eau-minerale-naturelle-plate-100cl';
const BEER = 'biere-blonde-bio-33cl';
const as = (token: string) => ({ authorization: `Bearer ${token}` });
let demo: string;
let demoId: number;
let lilleId: number;
let water: number;
let beer: number;

async function entry(slug: string) {
  const [row] = await db
    .select()
    .from(t.productWarehouses)
    .where(and(eq(t.productWarehouses.warehouseId, lilleId), eq(t.productWarehouses.slug, slug)));
  return row!;
}
const setLine = async (token: string, id: number, quantity: number) => {
  const res = await app.inject({
    method: 'PATCH',
    url: '/api/user/cart',
    headers: as(token),
    payload: { product_warehouse_id: id, quantity },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
/** A slot of Lille a day or more ahead, by position. */
async function slotAhead(index = 0) {
  const groups = (await app.inject({ url: '/api/slots', headers: as(demo) })).json() as Array<{
    slots: Array<{ id: number }>;
  }>;
  return groups.flatMap((g) => g.slots)[6 + index]!.id;
}
const select = (token: string, slotId: number) =>
  app.inject({ method: 'POST', url: `/api/user/select/slot/${slotId}`, headers: as(token), payload: {} });
let keyCount = 0;
const order = (
  token: string,
  body: Record<string, unknown> = {},
  key: string | null = `key-${++keyCount}-${Date.now()}`,
) =>
  app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...as(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload: { paymentMethod: 'offline', acceptTerms: true, ...body },
  });
const slotRow = async (id: number) => (await db.select().from(t.slots).where(eq(t.slots.id, id)))[0]!;
const wallet = async (token: string) =>
  (await app.inject({ url: '/api/user/billing/wallet', headers: as(token) })).json().amount;

beforeAll(async () => {
  demo = (await loginAs(app)).token;
  const [user] = await db.select().from(t.users).where(eq(t.users.email, 'demo@example.com'));
  demoId = user!.id;
  const [lille] = await db.select().from(t.warehouses).where(eq(t.warehouses.key, 'lille'));
  lilleId = lille!.id;
  water = (await entry(WATER)).id;
  beer = (await entry(BEER)).id;
  await db
    .update(t.productWarehouses)
    .set({ priceCents: 250, isAvailable: true, discountAntiWastePercent: 0, maxOrderable: 99, stock: 500 })
    .where(sql`${t.productWarehouses.id} in (${water}, ${beer})`);
});

describe('POST /api/orders', () => {
  it('places the cart on the selected slot exactly once: place booked, stock taken, wallet used, cart emptied', async () => {
    const cart = await setLine(demo, water, 13); // one complete crate of 12 and a partial one
    expect(cart.packages[0]).toMatchObject({ nbItems: 13, completeCrates: 1, nbSpaceLeft: 11 });
    const slotId = await slotAhead();
    expect((await select(demo, slotId)).statusCode).toBe(200);
    const before = await slotRow(slotId);
    const stockBefore = (await entry(WATER)).stock!;
    const walletBefore = await wallet(demo);
    expect(walletBefore).toBeGreaterThan(0);

    const key = 'checkout-demo-1';
    const res = await order(demo, {}, key);
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json();
    // 13 × 2,50 € + 13 × 0,20 € bottles + 2 crates × 3 € (free delivery from 40 €? no: 32,50 € + 3 € fee) − wallet
    const due = 13 * 2.5 + 13 * 0.2 + 2 * 3 + 3;
    expect(placed).toEqual({
      orderId: expect.any(Number),
      amountToPay: Math.round((due - Math.min(walletBefore, due)) * 100) / 100,
      paymentMethod: 'offline',
    });
    expect((await slotRow(slotId)).reserved).toBe(before.reserved + 1);
    expect(await db.select().from(t.slotHolds).where(eq(t.slotHolds.userId, demoId))).toEqual([]);
    expect((await entry(WATER)).stock).toBe(stockBefore - 13);
    expect(await wallet(demo)).toBe(Math.round((walletBefore - Math.min(walletBefore, due)) * 100) / 100);
    const emptied = (await app.inject({ url: '/api/cart', headers: as(demo) })).json();
    expect(emptied.itemCount).toBe(0);

    // A replay answers the first answer and places nothing more.
    const replay = await order(demo, {}, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(placed);
    expect((await slotRow(slotId)).reserved).toBe(before.reserved + 1);
    // The same key with another body is refused.
    const other = await order(demo, { paymentMethod: 'offline', adultDeclared: true }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe('Cette clé Idempotency-Key a déjà servi pour une autre commande.');

    // The order is listed and detailed.
    const list = (await app.inject({ url: '/api/orders', headers: as(demo) })).json();
    expect(list[0]).toMatchObject({
      orderId: placed.orderId,
      status: 'placed',
      itemCount: 13,
      isCancellable: true,
    });
    const detail = (await app.inject({ url: `/api/orders/${placed.orderId}`, headers: as(demo) })).json();
    expect(detail.packages[0].lines[0]).toMatchObject({
      quantity: 13,
      unitPriceTtc: 2.5,
      bottleDeposit: 0.2,
    });
    expect(detail.crates).toEqual([
      { packageType: 'large', completeCrates: 1, nbItems: 13, nbSpaceLeft: 11 },
    ]);
    expect(detail.totals).toMatchObject({
      subtotalTtc: 32.5,
      productsDeposit: 2.6,
      packagesDeposit: 6,
      deliveryFees: 3,
    });
    const vatSum = detail.totals.vatByRate.reduce((s: number, v: { amount: number }) => s + v.amount, 0);
    expect(Math.round(vatSum * 100)).toBe(Math.round(detail.totals.totalTva * 100));
    const user = (await app.inject({ url: '/api/user', headers: as(demo) })).json();
    expect(user.nbOrders).toBeGreaterThanOrEqual(1);
    expect(user.selectedSlot).toBeNull();
  });

  it('asks for the key, the terms, the 18+ declaration for alcohol, a slot and a valid cart', async () => {
    const [shopper] = await createShoppers(db, 1);
    const token = shopper!.token;
    expect((await order(token, {}, null)).statusCode).toBe(400);
    expect((await order(token)).statusCode).toBe(422); // empty cart
    await setLine(token, beer, 20);
    const noTerms = await order(token, { acceptTerms: false, adultDeclared: true });
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json().errors[0]).toEqual({
      field: 'acceptTerms',
      message: 'Vous devez accepter les conditions générales de vente.',
    });
    const minor = await order(token);
    expect(minor.statusCode).toBe(400);
    expect(minor.json().errors[0].field).toBe('adultDeclared');
    const noSlot = await order(token, { adultDeclared: true });
    expect(noSlot.statusCode).toBe(422);
    expect(noSlot.json().message).toBe('Choisissez un créneau de livraison avant de commander.');
    await select(token, await slotAhead(1));
    expect((await order(token, { adultDeclared: true })).statusCode).toBe(201);
    expect((await order(token, { paymentMethod: 'stripe', adultDeclared: true })).statusCode).toBe(400); // no provider configured
    expect(
      (await app.inject({ method: 'POST', url: '/api/orders', payload: { acceptTerms: true } })).statusCode,
    ).toBe(401);
  });
});

describe('after the order', () => {
  let shopper: Shopper;
  let orderId: number;
  let slotId: number;

  beforeAll(async () => {
    [shopper] = (await createShoppers(db, 1)) as [Shopper];
    await db.insert(t.walletEntries).values({ userId: shopper.id, amountCents: 500, reason: 'correction' });
    await setLine(shopper.token, water, 24);
    await app.inject({
      method: 'POST',
      url: '/api/cart/promo',
      headers: as(shopper.token),
      payload: { code: 'BONJOUR' },
    });
    slotId = await slotAhead(2);
    await select(shopper.token, slotId);
    const res = await order(shopper.token);
    expect(res.statusCode, res.body).toBe(201);
    orderId = res.json().orderId;
  });

  it('changes its slot with PATCH /api/order/{id}/slot: one place moves', async () => {
    const target = await slotAhead(3);
    const [a, b] = [await slotRow(slotId), await slotRow(target)];
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/order/${orderId}/slot`,
      headers: as(shopper.token),
      payload: { slot_id: target },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: target });
    expect((await slotRow(slotId)).reserved).toBe(a.reserved - 1);
    expect((await slotRow(target)).reserved).toBe(b.reserved + 1);
    const full = await slotAhead(4);
    await db
      .update(t.slots)
      .set({ reserved: sql`capacity` })
      .where(eq(t.slots.id, full));
    const refused = await app.inject({
      method: 'PATCH',
      url: `/api/order/${orderId}/slot`,
      headers: as(shopper.token),
      payload: { slot_id: full },
    });
    expect(refused.statusCode).toBe(409);
    slotId = target;
  });

  it('only its owner sees or changes it', async () => {
    for (const [method, url] of [
      ['GET', `/api/orders/${orderId}`],
      ['POST', `/api/orders/${orderId}/cancel`],
      ['PATCH', `/api/order/${orderId}/slot`],
    ] as const) {
      const payload = method === 'PATCH' ? { slot_id: slotId } : undefined;
      expect((await app.inject({ method, url, headers: as(demo), payload })).statusCode).toBe(404);
      expect((await app.inject({ method, url, payload })).statusCode).toBe(401);
    }
  });

  it('cancelling gives back the place, the stock, the promo use and the wallet amount', async () => {
    const place = (await slotRow(slotId)).reserved;
    const stock = (await entry(WATER)).stock!;
    const uses = async () =>
      (await db.select().from(t.promoCodeUses).where(eq(t.promoCodeUses.userId, shopper.id))).length;
    expect(await uses()).toBe(1);
    expect(await wallet(shopper.token)).toBe(0);
    const res = await app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/cancel`,
      headers: as(shopper.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', isCancellable: false });
    expect((await slotRow(slotId)).reserved).toBe(place - 1);
    expect((await entry(WATER)).stock).toBe(stock + 24);
    expect(await uses()).toBe(0);
    expect(await wallet(shopper.token)).toBe(5);
    // Cancelled once only.
    const again = await app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/cancel`,
      headers: as(shopper.token),
    });
    expect(again.statusCode).toBe(409);
  });

  it('cannot be cancelled within 2 hours of its slot', async () => {
    const [other] = await createShoppers(db, 1);
    await setLine(other!.token, water, 16);
    const id = await slotAhead(5);
    await select(other!.token, id);
    const placed = (await order(other!.token)).json();
    await db
      .update(t.slots)
      .set({ startAt: new Date(Date.now() + 90 * 60_000) })
      .where(eq(t.slots.id, id));
    const res = await app.inject({
      method: 'POST',
      url: `/api/orders/${placed.orderId}/cancel`,
      headers: as(other!.token),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/ne peut plus être annulée/);
  });
});
