import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import { testApp } from '../../../test/app.js';
import { placeLilleOrder } from '../../../test/orders.js';
import { createShoppers, type Shopper } from '../../../test/shoppers.js';
import { bearer, staffTokens, warehouseIdOf, type StaffTokens } from '../../../test/staff.js';

const { app, db } = await testApp();
let shoppers: Shopper[];
let tokens: StaffTokens;
let lille: number;
let lyon: number;
const AMBER = 'biere-ambree-33cl';

const entry = async (warehouseId: number, slug: string) => {
  const [row] = await db
    .update(t.productWarehouses)
    .set({ isAvailable: true, stock: null, discountAntiWastePercent: 0 })
    .where(and(eq(t.productWarehouses.warehouseId, warehouseId), eq(t.productWarehouses.slug, slug)))
    .returning({ id: t.productWarehouses.id });
  return row!.id;
};
const setLine = (shopper: Shopper, entryId: number, payload: unknown) =>
  app.inject({
    method: 'PUT',
    url: `/api/user/cart/${entryId}/substitution`,
    headers: { authorization: `Bearer ${shopper.token}` },
    payload: payload as object,
  });
const cartLine = async (shopper: Shopper, entryId: number) =>
  (
    await db
      .select()
      .from(t.cartItems)
      .where(and(eq(t.cartItems.userId, shopper.id), eq(t.cartItems.productWarehouseId, entryId)))
  )[0]!;
const substitutesOf = async (orderId: number, lineId: number) =>
  app.inject({
    url: `/api/admin/orders/${orderId}/lines/${lineId}/substitutes`,
    headers: bearer(tokens.lilleManager),
  });
const smallLine = async (orderId: number) =>
  (await db.select().from(t.orderLines).where(eq(t.orderLines.orderId, orderId))).find(
    (l) => l.packageType === 'small',
  )!;
const placeAmber = (shopper: Shopper) =>
  placeLilleOrder(
    app,
    db,
    shopper,
    { large: 0, small: 20 },
    `subst-${shopper.id}-${Date.now()}`,
    { large: 199, small: 239 },
    { large: 'eau-minerale-naturelle-plate-100cl', small: AMBER },
  );

beforeAll(async () => {
  shoppers = await createShoppers(db, 4);
  tokens = await staffTokens(db);
  lille = await warehouseIdOf(db, 'lille');
  lyon = await warehouseIdOf(db, 'lyon');
  await db.update(t.slots).set({ capacity: 500 }).where(eq(t.slots.warehouseId, lille));
});

describe('substitution preferences', () => {
  it("the account's default is 'closest', changed by its owner only to 'closest' or 'none'", async () => {
    const authorization = `Bearer ${shoppers[0]!.token}`;
    const read = await app.inject({ url: '/api/user/substitution', headers: { authorization } });
    expect(read.json()).toEqual({ substitution: 'closest' });
    for (const substitution of ['product', 'any', null]) {
      const bad = await app.inject({
        method: 'PUT',
        url: '/api/user/substitution',
        headers: { authorization },
        payload: { substitution },
      });
      expect(bad.statusCode, String(substitution)).toBe(400);
    }
    const anonymous = await app.inject({ url: '/api/user/substitution' });
    expect(anonymous.statusCode).toBe(401);
    const set = await app.inject({
      method: 'PUT',
      url: '/api/user/substitution',
      headers: { authorization },
      payload: { substitution: 'none' },
    });
    expect(set.json()).toEqual({ substitution: 'none' });
  });

  it('a cart line takes another product of its warehouse and format; anything else is a 4xx and changes nothing', async () => {
    const shopper = shoppers[1]!;
    const amber = await entry(lille, AMBER);
    const brune = await entry(lille, 'biere-brune-abbaye-33cl');
    const largeBeer = await entry(lille, 'biere-blonde-bio-75cl');
    const lyonBrune = await entry(lyon, 'biere-brune-abbaye-33cl');
    await db.insert(t.cartItems).values({ userId: shopper.id, productWarehouseId: amber, quantity: 20 });
    const refused: [unknown, number, string][] = [
      [{ substitution: 'product', substituteProductWarehouseId: largeBeer }, 422, 'substitute_other_format'],
      [
        { substitution: 'product', substituteProductWarehouseId: lyonBrune },
        422,
        'cart_substitute_other_warehouse',
      ],
      [{ substitution: 'product', substituteProductWarehouseId: amber }, 422, 'substitute_same_product'],
      [{ substitution: 'product', substituteProductWarehouseId: 99_999_999 }, 422, 'substitute_not_found'],
      [{ substitution: 'product' }, 400, ''],
      [{ substitution: 'later' }, 400, ''],
    ];
    for (const [payload, status, code] of refused) {
      const res = await setLine(shopper, amber, payload);
      expect(res.statusCode, JSON.stringify(payload) + res.body).toBe(status);
      if (code) expect(res.json().code).toBe(code);
    }
    // Another customer's line is not theirs to change.
    const other = await setLine(shoppers[2]!, amber, { substitution: 'none' });
    expect(other.statusCode).toBe(404);
    expect(await cartLine(shopper, amber)).toMatchObject({
      substitution: null,
      substituteProductWarehouseId: null,
    });

    const ok = await setLine(shopper, amber, {
      substitution: 'product',
      substituteProductWarehouseId: brune,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({
      productWarehouseId: amber,
      substitution: 'product',
      substituteProductWarehouseId: brune,
    });
    const cart = (
      await app.inject({ url: '/api/cart', headers: { authorization: `Bearer ${shopper.token}` } })
    ).json();
    const line = cart.unavailableItems
      .concat(
        cart.availableItems.flatMap((g: { packages: { cartItems: unknown[] }[] }) =>
          g.packages.flatMap((p) => p.cartItems),
        ),
      )
      .find((i: { productWarehouse: { id: number } }) => i.productWarehouse.id === amber);
    expect(line).toMatchObject({ substitution: 'product', substituteProductWarehouseId: brune });
  });

  it('checkout copies the choice; the picker is offered that product only, and no other', async () => {
    const shopper = shoppers[1]!; // the cart of the test above: the amber, its brune chosen
    const brune = await entry(lille, 'biere-brune-abbaye-33cl');
    const blonde = await entry(lille, 'biere-blonde-bio-33cl');
    const { orderId } = await placeAmber(shopper);
    const line = await smallLine(orderId);
    expect(line).toMatchObject({ substitution: 'product', substituteProductWarehouseId: brune });
    const res = await substitutesOf(orderId, line.id);
    expect(res.json()).toMatchObject({
      substitution: 'product',
      refundOnly: false,
      substitutes: [{ productWarehouseId: brune, match: 'chosen' }],
    });
    expect(res.json().substitutes).toHaveLength(1);
    const other = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/lines/${line.id}/missing`,
      headers: bearer(tokens.lilleManager),
      payload: { action: 'substitute', productWarehouseId: blonde },
    });
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('substitute_not_shoppers_choice');
    expect((await smallLine(orderId)).productWarehouseId).toBe(line.productWarehouseId);
  });

  it("'none' (the account's default here): an empty list, refund only, and a substitute refused", async () => {
    const shopper = shoppers[0]!; // default set to 'none' above
    const { orderId } = await placeAmber(shopper);
    const line = await smallLine(orderId);
    expect(line).toMatchObject({ substitution: 'none', substituteProductWarehouseId: null });
    expect((await substitutesOf(orderId, line.id)).json()).toEqual({
      substitution: 'none',
      refundOnly: true,
      substitutes: [],
    });
    const refused = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/lines/${line.id}/missing`,
      headers: bearer(tokens.lilleManager),
      payload: { action: 'substitute', productWarehouseId: await entry(lille, 'biere-brune-abbaye-33cl') },
    });
    expect(refused.statusCode).toBe(409);
  });

  it('a disliked product: marked and unmarked by its owner only, listed by name, never offered as the closest match', async () => {
    const shopper = shoppers[3]!;
    const authorization = `Bearer ${shopper.token}`;
    const brune = await entry(lille, 'biere-brune-abbaye-33cl');
    const [{ productId: bruneProduct } = { productId: 0 }] = await db
      .select({ productId: t.productWarehouses.productId })
      .from(t.productWarehouses)
      .where(eq(t.productWarehouses.id, brune));
    const mark = (method: 'PUT' | 'DELETE', productId: number | string, token = authorization) =>
      app.inject({
        method,
        url: `/api/user/disliked-products/${productId}`,
        headers: { authorization: token },
      });
    expect(
      (await app.inject({ method: 'PUT', url: `/api/user/disliked-products/${bruneProduct}` })).statusCode,
    ).toBe(401);
    expect((await mark('PUT', 99_999_999)).statusCode).toBe(404);
    expect((await mark('PUT', 'abc')).statusCode).toBe(400);
    // Twice at once: one row.
    const both = await Promise.all([mark('PUT', bruneProduct), mark('PUT', bruneProduct)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both[1]!.json()).toEqual({ productIds: [bruneProduct] });
    const list = await app.inject({
      url: '/api/user/disliked-products?locale=nl_BE',
      headers: { authorization },
    });
    expect(list.json()).toMatchObject({
      productIds: [bruneProduct],
      products: [{ productId: bruneProduct, volume: expect.any(String), name: expect.any(String) }],
    });
    // Another shopper's list is their own.
    const others = await app.inject({
      url: '/api/user/disliked-products',
      headers: { authorization: `Bearer ${shoppers[2]!.token}` },
    });
    expect(others.json()).toEqual({ productIds: [], products: [] });
    expect((await mark('DELETE', bruneProduct, `Bearer ${shoppers[2]!.token}`)).json()).toEqual({
      productIds: [],
    });
    expect((await mark('PUT', bruneProduct)).json()).toEqual({ productIds: [bruneProduct] });

    const { orderId } = await placeAmber(shopper);
    const line = await smallLine(orderId);
    expect(line.substitution).toBe('closest');
    const offered = (await substitutesOf(orderId, line.id)).json().substitutes as {
      productWarehouseId: number;
    }[];
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.map((s) => s.productWarehouseId)).not.toContain(brune);

    expect((await mark('DELETE', bruneProduct)).json()).toEqual({ productIds: [] });
    const again = (await substitutesOf(orderId, line.id)).json().substitutes as {
      productWarehouseId: number;
    }[];
    expect(again.map((s) => s.productWarehouseId)).toContain(brune);
  });

  it("the choices of a cart line: its warehouse's products of its format, closest first, narrowed by a word; the owner's only", async () => {
    const shopper = shoppers[2]!;
    const amber = await entry(lille, AMBER);
    const brune = await entry(lille, 'biere-brune-abbaye-33cl');
    const largeBeer = await entry(lille, 'biere-blonde-bio-75cl');
    await db
      .insert(t.cartItems)
      .values({ userId: shopper.id, productWarehouseId: amber, quantity: 6 })
      .onConflictDoNothing();
    const search = (q: string, token = shopper.token) =>
      app.inject({
        url: `/api/user/cart/${amber}/substitutes${q}`,
        headers: { authorization: `Bearer ${token}` },
      });
    const all = (await search('')).json().substitutes as { productWarehouseId: number; name: string }[];
    const ids = all.map((s) => s.productWarehouseId);
    expect(ids).toContain(brune);
    expect(ids).not.toContain(amber);
    expect(ids).not.toContain(largeBeer);
    const [brown] = await db
      .select({ name: t.productTranslations.name })
      .from(t.productTranslations)
      .innerJoin(t.productWarehouses, eq(t.productWarehouses.productId, t.productTranslations.productId))
      .where(and(eq(t.productWarehouses.id, brune), eq(t.productTranslations.locale, 'fr')));
    const word = brown!.name.split(' ').at(-1)!;
    const narrowed = (await search(`?q=${encodeURIComponent(word)}`)).json().substitutes as {
      productWarehouseId: number;
    }[];
    expect(narrowed.map((s) => s.productWarehouseId)).toContain(brune);
    expect(narrowed.length).toBeLessThanOrEqual(all.length);
    expect((await search('', shoppers[0]!.token)).statusCode).toBe(404);
    expect((await search('?q=%00')).statusCode).toBe(400);
  });
});
