import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import { testApp } from '../../../test/app.js';
import { createShoppers, type Shopper } from '../../../test/shoppers.js';
import { reorderResultSchema } from '@consigne/contract';

const { app, db } = await testApp();

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const SLUGS = ['eau-minerale-naturelle-plate-100cl', 'biere-blonde-bio-33cl', 'biere-blonde-de-garde-33cl'];
let shopper: Shopper;
let stranger: Shopper;
let lilleId: number;
let lyonZoneId: number;
/** Lille entries of SLUGS, and a Lille product that Lyon does not sell (for notInZone). */
const entries: Array<{ id: number; productId: number }> = [];
let orderId: number;

const patch = async (token: string, id: number, quantity: number) => {
  const res = await app.inject({
    method: 'PATCH',
    url: '/api/user/cart',
    headers: as(token),
    payload: { product_warehouse_id: id, quantity },
  });
  expect(res.statusCode, res.body).toBe(200);
};
const reorder = (id: number | string, token = shopper.token) =>
  app.inject({ method: 'POST', url: `/api/orders/${id}/reorder`, headers: as(token), payload: {} });
const cartLines = async (userId: number) =>
  db
    .select({ id: t.cartItems.productWarehouseId, quantity: t.cartItems.quantity })
    .from(t.cartItems)
    .where(eq(t.cartItems.userId, userId))
    .orderBy(t.cartItems.productWarehouseId);

beforeAll(async () => {
  [shopper, stranger] = (await createShoppers(db, 2)) as [Shopper, Shopper];
  const [lille] = await db.select().from(t.warehouses).where(eq(t.warehouses.key, 'lille'));
  const [lyon] = await db.select().from(t.warehouses).where(eq(t.warehouses.key, 'lyon'));
  lilleId = lille!.id;
  const [lyonZone] = await db
    .select({ id: t.zones.id })
    .from(t.zones)
    .where(and(eq(t.zones.warehouseId, lyon!.id), eq(t.zones.isDeliveryPoint, false)));
  lyonZoneId = lyonZone!.id;
  await db.update(t.warehouses).set({ orderMinimumAmountCents: 0 }).where(eq(t.warehouses.id, lilleId));
  for (const slug of SLUGS) {
    const [row] = await db
      .select({ id: t.productWarehouses.id, productId: t.productWarehouses.productId })
      .from(t.productWarehouses)
      .where(and(eq(t.productWarehouses.warehouseId, lilleId), eq(t.productWarehouses.slug, slug)));
    entries.push(row!);
  }
  await db
    .update(t.productWarehouses)
    .set({ isAvailable: true, priceCents: 200, discountAntiWastePercent: 0, maxOrderable: 30, stock: null })
    .where(sql`${t.productWarehouses.id} in ${entries.map((e) => e.id)}`);
  // The order: 6 waters, 4 + 5 beers.
  await patch(shopper.token, entries[0]!.id, 6);
  await patch(shopper.token, entries[1]!.id, 4);
  await patch(shopper.token, entries[2]!.id, 5);
  const groups = (await app.inject({ url: '/api/slots', headers: as(shopper.token) })).json() as Array<{
    slots: Array<{ id: number }>;
  }>;
  const slotId = groups.flatMap((g) => g.slots)[6]!.id;
  const selected = await app.inject({
    method: 'POST',
    url: `/api/user/select/slot/${slotId}`,
    headers: as(shopper.token),
    payload: {},
  });
  expect(selected.statusCode, selected.body).toBe(200);
  const placed = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...as(shopper.token), 'idempotency-key': `reorder-${Date.now()}` },
    payload: { paymentMethod: 'offline', acceptTerms: true, adultDeclared: true },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  orderId = placed.json().orderId;
  expect(await cartLines(shopper.id)).toEqual([]);
});

describe('POST /api/orders/:orderId/reorder', () => {
  it('refuses a guest (401), another customer (404) and a malformed id (400)', async () => {
    expect((await app.inject({ method: 'POST', url: `/api/orders/${orderId}/reorder` })).statusCode).toBe(
      401,
    );
    const other = await reorder(orderId, stranger.token);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Commande introuvable.');
    expect(await cartLines(stranger.id)).toEqual([]);
    expect((await reorder(2_000_000_000)).statusCode).toBe(404);
    for (const bad of ['0', 'abc', '1.5', '99999999999']) expect((await reorder(bad)).statusCode).toBe(400);
  });

  it('adds every available product again', async () => {
    const res = await reorder(orderId);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(reorderResultSchema.parse(body)).toEqual(body);
    expect(body.added.map((a: { quantity: number }) => a.quantity)).toEqual([6, 4, 5]);
    expect(body.notAdded).toEqual([]);
    expect(body.itemCount).toBe(15);
    const cart = (await app.inject({ url: '/api/cart', headers: as(shopper.token) })).json();
    expect(cart.itemCount).toBe(15);
  });

  it('stops at maxOrderable counting the cart, and reports what is unavailable', async () => {
    await db
      .update(t.productWarehouses)
      .set({ maxOrderable: 8 })
      .where(eq(t.productWarehouses.id, entries[0]!.id));
    await db
      .update(t.productWarehouses)
      .set({ isAvailable: false })
      .where(eq(t.productWarehouses.id, entries[1]!.id));
    const body = (await reorder(orderId)).json();
    expect(body.added).toEqual([
      expect.objectContaining({ productWarehouseId: entries[0]!.id, quantity: 2 }),
      expect.objectContaining({ productWarehouseId: entries[2]!.id, quantity: 5 }),
    ]);
    expect(body.notAdded).toEqual([
      expect.objectContaining({ productWarehouseId: entries[0]!.id, quantity: 4, reason: 'maxOrderable' }),
      expect.objectContaining({ productWarehouseId: entries[1]!.id, quantity: 4, reason: 'unavailable' }),
    ]);
    const lines = new Map((await cartLines(shopper.id)).map((l) => [l.id, l.quantity]));
    expect(lines.get(entries[0]!.id)).toBe(8);
    expect(lines.get(entries[1]!.id)).toBe(4); // already in the cart: left as it was
    expect(lines.get(entries[2]!.id)).toBe(10);
  });

  it('keeps every line within maxOrderable under concurrent reorders', async () => {
    await db.delete(t.cartItems).where(eq(t.cartItems.userId, shopper.id));
    const answers = await Promise.all(Array.from({ length: 6 }, () => reorder(orderId)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    const lines = new Map((await cartLines(shopper.id)).map((l) => [l.id, l.quantity]));
    expect(lines.get(entries[0]!.id)).toBe(8);
    expect(lines.get(entries[2]!.id)).toBe(30);
    expect(lines.has(entries[1]!.id)).toBe(false);
  });

  it("adds the entries of the customer's current zone, and reports the products it does not sell", async () => {
    await db.delete(t.cartItems).where(eq(t.cartItems.userId, shopper.id));
    await db.update(t.users).set({ zoneId: lyonZoneId }).where(eq(t.users.id, shopper.id));
    const lyonEntries = await db
      .select({ id: t.productWarehouses.id, productId: t.productWarehouses.productId })
      .from(t.productWarehouses)
      .innerJoin(t.zones, eq(t.zones.warehouseId, t.productWarehouses.warehouseId))
      .where(eq(t.zones.id, lyonZoneId));
    const lyonOf = new Map(lyonEntries.map((e) => [e.productId, e.id]));
    // One of the order's products is not sold in Lyon.
    const gone = entries[2]!;
    const lyonGone = lyonOf.get(gone.productId);
    if (lyonGone) await db.delete(t.productWarehouses).where(eq(t.productWarehouses.id, lyonGone));
    await db
      .update(t.productWarehouses)
      .set({ isAvailable: true, maxOrderable: 99 })
      .where(
        sql`${t.productWarehouses.id} in ${[lyonOf.get(entries[0]!.productId)!, lyonOf.get(entries[1]!.productId)!]}`,
      );
    const body = (await reorder(orderId)).json();
    expect(body.added.map((a: { productWarehouseId: number }) => a.productWarehouseId)).toEqual([
      lyonOf.get(entries[0]!.productId),
      lyonOf.get(entries[1]!.productId),
    ]);
    expect(body.notAdded).toEqual([
      expect.objectContaining({
        productId: gone.productId,
        productWarehouseId: null,
        quantity: 5,
        reason: 'notInZone',
      }),
    ]);
  });
});
