import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import { loginAs, testApp } from '../../../test/app.js';
import { placeLilleOrder } from '../../../test/orders.js';
import { createShoppers, type Shopper } from '../../../test/shoppers.js';

/**
 * Issue 30, found 2: the age a product is sold at is the law of the warehouse's country (France 18 for
 * every alcohol; Belgium 16 for beer, wine and cider, 18 for spirits), never the shopper's language.
 */
const { app, db } = await testApp({ EARLY_DELIVERY_DAYS: '7' });
const as = (token: string) => ({ authorization: `Bearer ${token}` });

const BEER = 'biere-blonde-bio-33cl';
const WINE = 'cotes-du-rhone-rouge-75cl';
const WATER = 'eau-minerale-naturelle-plate-100cl';

let lille: number;
let brussels: number;
let spirit: string;

interface Entry {
  slug: string;
  product: { minimumAge: number | null; category: { master: { slug: string } } };
}
const ageOf = (entries: Entry[], slug: string) => entries.find((e) => e.slug === slug)?.product.minimumAge;

const listing = async (query: string, headers: Record<string, string> = {}) => {
  const res = await app.inject({ url: `/api/products/cross-sell?limit=100&${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().products as Entry[];
};

/** A shopper of the Brussels warehouse (its Flagey pickup point). */
async function belgianShopper(): Promise<Shopper> {
  const [point] = await db.select().from(t.zones).where(eq(t.zones.key, 'bruxelles-flagey'));
  const [shopper] = (await createShoppers(db, 1)) as [Shopper];
  const moved = await app.inject({
    method: 'POST',
    url: '/api/user/delivery',
    headers: as(shopper.token),
    payload: { zone_id: point!.id },
  });
  expect(moved.statusCode, moved.body).toBe(200);
  return shopper;
}

beforeAll(async () => {
  const warehouses = await db.select().from(t.warehouses);
  lille = warehouses.find((w) => w.key === 'lille')!.id;
  const be = warehouses.find((w) => w.key === 'bruxelles')!;
  expect(be.country).toBe('BE');
  brussels = be.id;
  const spirits = await listing(`section=spiritueux&warehouseId=${lille}`);
  spirit = spirits.find((e) => e.product.category.master.slug === 'spiritueux')!.slug;
});

describe('the age badge of a product (product.minimumAge)', () => {
  it("is 18 for every alcohol in a French warehouse, whatever the shopper's language", async () => {
    for (const locale of ['nl_BE', 'fr_BE', 'fr_FR']) {
      const beers = await listing(`section=bieres&locale=${locale}&warehouseId=${lille}`);
      expect(ageOf(beers, BEER), locale).toBe(18);
      const wines = await listing(`section=vins&locale=${locale}&warehouseId=${lille}`);
      expect(ageOf(wines, WINE), locale).toBe(18);
    }
    expect(ageOf(await listing(`section=eaux&locale=nl_BE&warehouseId=${lille}`), WATER)).toBeNull();
  });

  it("is 16 for beer and wine and 18 for spirits in a Belgian warehouse, whatever the shopper's language", async () => {
    for (const locale of ['fr_FR', 'nl_BE']) {
      expect(ageOf(await listing(`section=bieres&locale=${locale}&warehouseId=${brussels}`), BEER)).toBe(16);
      expect(ageOf(await listing(`section=vins&locale=${locale}&warehouseId=${brussels}`), WINE)).toBe(16);
      expect(
        ageOf(await listing(`section=spiritueux&locale=${locale}&warehouseId=${brussels}`), spirit),
      ).toBe(18);
    }
  });

  it("follows a logged-in shopper's own warehouse, on listings and the product page", async () => {
    const [french] = (await createShoppers(db, 1)) as [Shopper];
    // The storefront sends no warehouse for a logged-in shopper: the API takes their zone's.
    const frBeers = await listing('section=bieres&locale=nl_BE', as(french.token));
    expect(ageOf(frBeers, BEER)).toBe(18);
    const page = await app.inject({ url: `/api/products/${BEER}?locale=nl_BE`, headers: as(french.token) });
    expect(page.json().product.minimumAge).toBe(18);

    const belgian = await belgianShopper();
    const beBeers = await listing('section=bieres&locale=fr_FR', as(belgian.token));
    expect(ageOf(beBeers, BEER)).toBe(16);
    const bePage = await app.inject({
      url: `/api/products/${BEER}?locale=fr_FR`,
      headers: as(belgian.token),
    });
    expect(bePage.json().product.minimumAge).toBe(16);
  });
});

describe('the age kept on each order line (for the check at the door)', () => {
  it("records the warehouse country's age on the lines and gives it on the driver's stop", async () => {
    const [shopper] = (await createShoppers(db, 1)) as [Shopper];
    const { orderId, slotDate } = await placeLilleOrder(
      app,
      db,
      shopper,
      { large: 24, small: 7 },
      'age-lille',
    );
    const lines = await db.select().from(t.orderLines).where(eq(t.orderLines.orderId, orderId));
    expect(
      Object.fromEntries(lines.map((l) => [l.name, l.minimumAge])),
      'water none, beer 18 in France',
    ).toEqual({ 'Eau minérale naturelle plate': null, 'Bière blonde bio': 18 });

    const [order] = await db.select().from(t.orders).where(eq(t.orders.id, orderId));
    const { token } = await loginAs(app, 'livreur@example.com');
    const round = await app.inject({
      url: `/api/operator/round?date=${slotDate}&slotId=${order!.slotId}`,
      headers: as(token),
    });
    expect(round.statusCode, round.body).toBe(200);
    const stopOrder = round
      .json()
      .stops.flatMap((s: { orders: { orderId: number }[] }) => s.orders)
      .find((o: { orderId: number }) => o.orderId === orderId);
    const beer = lines.find((l) => l.minimumAge !== null)!;
    expect(stopOrder).toMatchObject({
      minimumAge: 18,
      ageRestrictedLines: [{ lineId: beer.id, name: 'Bière blonde bio', quantity: 7, minimumAge: 18 }],
    });
  });

  it('records 16 on a Belgian order of beer, 18 on its spirit', async () => {
    const shopper = await belgianShopper();
    for (const [slug, quantity] of [
      [BEER, 6],
      [spirit, 1],
    ] as const) {
      const [entry] = await db
        .update(t.productWarehouses)
        .set({ isAvailable: true, stock: null, discountAntiWastePercent: 0, maxOrderable: 99 })
        .where(and(eq(t.productWarehouses.warehouseId, brussels), eq(t.productWarehouses.slug, slug)))
        .returning();
      await db.insert(t.cartItems).values({ userId: shopper.id, productWarehouseId: entry!.id, quantity });
    }
    const groups = (await app.inject({ url: '/api/slots', headers: as(shopper.token) })).json();
    await app.inject({
      method: 'POST',
      url: `/api/user/select/slot/${groups[1].slots[2].id}`,
      headers: as(shopper.token),
      payload: {},
    });
    const placed = await app.inject({
      method: 'POST',
      url: '/api/orders?locale=fr_FR',
      headers: { ...as(shopper.token), 'idempotency-key': 'age-brussels' },
      payload: { paymentMethod: 'offline', acceptTerms: true, adultDeclared: true },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const lines = await db
      .select({ slug: t.productWarehouses.slug, minimumAge: t.orderLines.minimumAge })
      .from(t.orderLines)
      .innerJoin(t.productWarehouses, eq(t.productWarehouses.id, t.orderLines.productWarehouseId))
      .where(eq(t.orderLines.orderId, placed.json().orderId));
    expect(Object.fromEntries(lines.map((l) => [l.slug, l.minimumAge]))).toEqual({
      [BEER]: 16,
      [spirit]: 18,
    });
  });
});
