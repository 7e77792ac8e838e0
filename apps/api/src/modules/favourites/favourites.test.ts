import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import { loginAs, testApp } from '../../../test/app.js';
import { createShoppers, type Shopper } from '../../../test/shoppers.js';
import { favouritesSchema } from '@consigne/contract';

const { app, db } = await testApp();

const WATER = 'eau-minerale-naturelle-plate-100cl';
const BEER = 'biere-blonde-bio-33cl';
const as = (token: string) => ({ authorization: `Bearer ${token}` });
let demo: string;
let pro: string; // Lyon
let others: Shopper[];
const ids = { water: 0, beer: 0, waterEntry: 0, lyonWaterEntry: 0, onlyInLyon: 0 };

async function entryOf(warehouseKey: string, slug: string) {
  const [row] = await db
    .select({ id: t.productWarehouses.id, productId: t.productWarehouses.productId })
    .from(t.productWarehouses)
    .innerJoin(t.warehouses, eq(t.warehouses.id, t.productWarehouses.warehouseId))
    .where(and(eq(t.warehouses.key, warehouseKey), eq(t.productWarehouses.slug, slug)));
  return row!;
}

const put = (productId: number | string, token = demo, query = '') =>
  app.inject({
    method: 'PUT',
    url: `/api/user/favourites/${productId}${query}`,
    headers: as(token),
    payload: {},
  });
const del = (productId: number | string, token = demo) =>
  app.inject({ method: 'DELETE', url: `/api/user/favourites/${productId}`, headers: as(token) });
const list = async (token = demo, query = '') => {
  const res = await app.inject({ url: `/api/user/favourites${query}`, headers: as(token) });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(favouritesSchema.parse(body)).toEqual(body);
  return body as ReturnType<typeof favouritesSchema.parse>;
};

beforeAll(async () => {
  demo = (await loginAs(app)).token; // Lille
  pro = (await loginAs(app, 'pro@example.com')).token; // Lyon
  others = await createShoppers(db, 1);
  const water = await entryOf('lille', WATER);
  const beer = await entryOf('lille', BEER);
  ids.water = water.productId;
  ids.beer = beer.productId;
  ids.waterEntry = water.id;
  ids.lyonWaterEntry = (await entryOf('lyon', WATER)).id;
  await db
    .update(t.productWarehouses)
    .set({ isAvailable: true, priceCents: 180, discountAntiWastePercent: 0, maxOrderable: 24 })
    .where(eq(t.productWarehouses.id, ids.waterEntry));
});

describe('favourites', () => {
  it('refuses a guest with a 401', async () => {
    expect((await app.inject({ url: '/api/user/favourites' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/user/favourites/ids' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'PUT', url: `/api/user/favourites/${ids.water}` })).statusCode).toBe(
      401,
    );
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/user/favourites/${ids.water}` })).statusCode,
    ).toBe(401);
  });

  it('starts empty', async () => {
    expect(await list()).toEqual({ productIds: [], products: [] });
  });

  it('adds idempotently and lists newest first, as the catalogue prices them in the warehouse', async () => {
    const first = await put(ids.water);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ productIds: [ids.water] });
    expect((await put(ids.water)).json()).toEqual({ productIds: [ids.water] });
    expect((await put(ids.beer)).json()).toEqual({ productIds: [ids.beer, ids.water] });
    const idsOnly = await app.inject({ url: '/api/user/favourites/ids', headers: as(demo) });
    expect(idsOnly.json()).toEqual({ productIds: [ids.beer, ids.water] });
    const favourites = await list();
    expect(favourites.productIds).toEqual([ids.beer, ids.water]);
    expect(favourites.products.map((p) => p.product.id)).toEqual([ids.beer, ids.water]);
    // The same entry, field for field, as the catalogue's product page answers it.
    const water = favourites.products[1]!;
    expect(water).toMatchObject({ id: ids.waterEntry, price: 1.8, maxOrderable: 24, isAvailable: true });
    const page = await app.inject({ url: `/api/products/${WATER}`, headers: as(demo) });
    const { related: _related, ...catalogue } = page.json();
    expect(water).toEqual(catalogue);
  });

  it('answers in the request locale', async () => {
    const nl = await list(demo, '?locale=nl_BE');
    const fr = await list(demo);
    expect(nl.products[1]!.product.category.name).not.toBe(fr.products[1]!.product.category.name);
  });

  it('keeps one row under concurrent adds', async () => {
    const [shopper] = others;
    const answers = await Promise.all(Array.from({ length: 10 }, () => put(ids.water, shopper!.token)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const rows = await db.select().from(t.favourites).where(eq(t.favourites.userId, shopper!.id));
    expect(rows).toHaveLength(1);
  });

  it("is the owner's only: another customer neither sees nor removes them", async () => {
    const [shopper] = others;
    expect((await list(shopper!.token)).productIds).toEqual([ids.water]);
    expect((await del(ids.beer, shopper!.token)).json()).toEqual({ productIds: [ids.water] });
    expect((await list()).productIds).toEqual([ids.beer, ids.water]);
  });

  it("shows the entry of the customer's own warehouse", async () => {
    await put(ids.water, pro);
    const favourites = await list(pro);
    expect(favourites.products.map((p) => p.id)).toEqual([ids.lyonWaterEntry]);
  });

  it('marks an entry that is no longer available, and keeps a hidden product as such', async () => {
    await db
      .update(t.productWarehouses)
      .set({ isAvailable: false })
      .where(eq(t.productWarehouses.id, ids.waterEntry));
    const water = (await list()).products.find((p) => p.product.id === ids.water)!;
    expect(water.isAvailable).toBe(false);
    await db.update(t.products).set({ isHidden: true }).where(eq(t.products.id, ids.beer));
    const beer = (await list()).products.find((p) => p.product.id === ids.beer)!;
    expect(beer.product.isHidden).toBe(true);
    // A hidden product cannot be added, but one already there can be removed.
    expect((await put(ids.beer, pro)).statusCode).toBe(404);
    expect((await del(ids.beer)).json()).toEqual({ productIds: [ids.water] });
    await db.update(t.products).set({ isHidden: false }).where(eq(t.products.id, ids.beer));
    await db
      .update(t.productWarehouses)
      .set({ isAvailable: true })
      .where(eq(t.productWarehouses.id, ids.waterEntry));
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    const unknown = await put(2_000_000_000);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Produit introuvable.');
    for (const bad of ['0', '-1', 'abc', '1e3', '99999999999']) expect((await put(bad)).statusCode).toBe(400);
    expect((await del('abc')).statusCode).toBe(400);
  });

  it('removes idempotently', async () => {
    expect((await del(ids.water)).json()).toEqual({ productIds: [] });
    expect((await del(ids.water)).json()).toEqual({ productIds: [] });
    expect(await list()).toEqual({ productIds: [], products: [] });
  });

  it('is private and listed in OpenAPI', async () => {
    const res = await app.inject({ url: '/api/user/favourites', headers: as(demo) });
    expect(res.headers['cache-control']).toBe('private, no-store');
    const spec = (await app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/user/favourites',
        '/api/user/favourites/ids',
        '/api/user/favourites/{productId}',
      ]),
    );
  });
});
