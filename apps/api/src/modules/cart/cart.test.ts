import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import { loginAs, testApp } from '../../../test/app.js';
import { resolveWarehouse } from '../warehouses/index.js';
import { cartSchema, type CartDto } from '@consigne/contract';
import { loadCart } from './service.js';

const { app, db, config } = await testApp();

const WATER = 'eau-minerale-naturelle-plate-100cl'; // large bottle, food VAT, 0.20 deposit
const BEER = 'biere-blonde-bio-33cl'; // small bottle, standard VAT, 0.10 deposit
const OTHER = 'biere-blonde-de-garde-33cl';

let demoToken: string;
let proToken: string;
let lille: { id: number } | undefined;
let lyon: { id: number } | undefined;
const ids = { water: 0, beer: 0, other: 0, lyonWater: 0 };
/** The demo customer's wallet (seeded): the cart's walletUsage pays what it can of what is due. */
let walletCents = 0;
const walletPays = (dueEuros: number) => {
  const due = Math.round(dueEuros * 100);
  const usage = Math.min(walletCents, due);
  return { walletUsage: usage / 100, amountToPay: (due - usage) / 100 };
};

async function entryId(warehouseId: number, slug: string): Promise<number> {
  const [row] = await db
    .select({ id: t.productWarehouses.id })
    .from(t.productWarehouses)
    .where(and(eq(t.productWarehouses.warehouseId, warehouseId), eq(t.productWarehouses.slug, slug)));
  return row!.id;
}

beforeAll(async () => {
  demoToken = (await loginAs(app)).token; // Lille
  walletCents = Math.round(
    (
      await app.inject({ url: '/api/user/billing/wallet', headers: { authorization: `Bearer ${demoToken}` } })
    ).json().amount * 100,
  );
  proToken = (await loginAs(app, 'pro@example.com')).token; // Lyon
  [lille] = await db.select().from(t.warehouses).where(eq(t.warehouses.key, 'lille'));
  [lyon] = await db.select().from(t.warehouses).where(eq(t.warehouses.key, 'lyon'));
  // Known settings and prices, so totals can be checked by hand.
  await db
    .update(t.warehouses)
    .set({ deliveryFreeThresholdCents: 4000, deliveryFeeCents: 300, orderMinimumAmountCents: 2000 })
    .where(eq(t.warehouses.id, lille!.id));
  ids.water = await entryId(lille!.id, WATER);
  ids.beer = await entryId(lille!.id, BEER);
  ids.other = await entryId(lille!.id, OTHER);
  ids.lyonWater = await entryId(lyon!.id, WATER);
  const set = { isAvailable: true, discountAntiWastePercent: 0, maxOrderable: 99 };
  await db
    .update(t.productWarehouses)
    .set({ ...set, priceCents: 100 })
    .where(eq(t.productWarehouses.id, ids.water));
  await db
    .update(t.productWarehouses)
    .set({ ...set, priceCents: 250 })
    .where(eq(t.productWarehouses.id, ids.beer));
  await db
    .update(t.productWarehouses)
    .set({ ...set, priceCents: 300 })
    .where(eq(t.productWarehouses.id, ids.other));
  await db.update(t.productWarehouses).set(set).where(eq(t.productWarehouses.id, ids.lyonWater));
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
/** The answer of a cart route, which must be exactly what cartSchema describes (no key more or less). */
const conforming = (body: unknown) => {
  expect(cartSchema.parse(body)).toEqual(body);
  return body as CartDto;
};
const getCart = async (token = demoToken, query = '') => {
  const res = await app.inject({ url: `/api/cart${query}`, headers: auth(token) });
  expect(res.statusCode).toBe(200);
  return conforming(res.json());
};
const patch = (product_warehouse_id: number, quantity: number, token = demoToken, extra = {}) =>
  app.inject({
    method: 'PATCH',
    url: '/api/user/cart',
    headers: auth(token),
    payload: { product_warehouse_id, quantity, ...extra },
  });
const setQuantity = async (id: number, quantity: number, token = demoToken) => {
  const res = await patch(id, quantity, token);
  expect(res.statusCode, res.body).toBe(200);
  return conforming(res.json());
};
const clear = async (token = demoToken) => {
  const cart = await getCart(token);
  for (const item of [
    ...cart.unavailableItems,
    ...cart.availableItems.flatMap((g) => g.packages.flatMap((p) => p.cartItems)),
  ])
    await setQuantity(item.productWarehouse.id, 0, token);
};

describe('GET /api/cart', () => {
  beforeEach(() => clear());

  it('is empty for a new cart', async () => {
    const res = await app.inject({ url: '/api/cart', headers: auth(demoToken) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({
      packages: [],
      availableItems: [],
      unavailableItems: [],
      totals: {
        subtotalHt: 0,
        subtotalTtc: 0,
        totalTva: 0,
        productsDeposit: 0,
        packagesDeposit: 0,
        totalDeposit: 0,
        deliveryFees: 0,
        greenSlotDiscount: 0,
        discountValue: 0,
        walletUsage: 0,
        amountToPay: 0,
      },
      isValidable: false,
      appliedPromoCode: null,
      promoCodeEligible: false,
      promoCodeMessage: null,
      remainingAmountForFreeFees: 40,
      discountCode: null,
      itemCount: 0,
      vatByRate: [],
    });
  });

  it('shops in the default warehouse when the user has no zone, as resolveWarehouse', async () => {
    const [pro] = await db.select().from(t.users).where(eq(t.users.email, 'pro@example.com'));
    await clear(proToken);
    await setQuantity(ids.lyonWater, 2, proToken);
    await db.update(t.users).set({ zoneId: null }).where(eq(t.users.id, pro!.id));
    try {
      const expected = await resolveWarehouse(db, {
        userId: pro!.id,
        defaultKey: config.defaultWarehouseKey,
      });
      expect(expected.id).not.toBe(lyon!.id);
      const cart = await getCart(proToken);
      // The Lyon line belongs to another warehouse now; delivery settings are the default's.
      expect(cart.unavailableItems.map((i) => i.productWarehouse.id)).toEqual([ids.lyonWater]);
      expect(cart.remainingAmountForFreeFees).toBe(expected.deliveryFreeThresholdCents / 100);
    } finally {
      await db.update(t.users).set({ zoneId: pro!.zoneId }).where(eq(t.users.id, pro!.id));
      await clear(proToken);
    }
  });

  it('answers the same after the database session dropped its prepared statements', async () => {
    await setQuantity(ids.water, 2);
    const before = await getCart();
    await db.execute(sql`deallocate all`);
    expect(await getCart()).toEqual(before);
  });

  it('reads the same cart inside a transaction, through the transaction', async () => {
    await setQuantity(ids.water, 2);
    const [demo] = await db.select().from(t.users).where(eq(t.users.email, 'demo@example.com'));
    const [warehouse] = await db.select().from(t.warehouses).where(eq(t.warehouses.id, lille!.id));
    const outside = await loadCart(db, demo!.id, warehouse!, 'fr_FR');
    expect(outside.itemCount).toBe(2);
    expect(await db.transaction((tx) => loadCart(tx, demo!.id, warehouse!, 'fr_FR'))).toEqual(outside);
  });

  it('refuses anonymous shoppers', async () => {
    expect((await app.inject({ url: '/api/cart' })).statusCode).toBe(401);
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/user/cart',
      payload: { product_warehouse_id: ids.water, quantity: 1 },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBeTruthy();
  });
});

describe('PATCH /api/user/cart', () => {
  beforeEach(() => clear());

  it("gives the server's own VAT per rate, by rate, in euros (zero amounts left out)", async () => {
    await setQuantity(ids.water, 6);
    const cart = await setQuantity(ids.beer, 6);
    // As the totals below: 5.5 % on 6.00 → 0.31; 20 % on 15.00 + the 3.00 fee → 3.00; together totalTva.
    expect(cart.vatByRate).toEqual([
      { rate: 0.055, amount: 0.31 },
      { rate: 0.2, amount: 3 },
    ]);
    expect(cart.vatByRate.reduce((sum, v) => sum + Math.round(v.amount * 100), 0)).toBe(
      Math.round(cart.totals.totalTva * 100),
    );
    // One water bottle at 1.00: 1.00 − round(1.00 / 1.055) = 0.05; no beer: 20 % is the fee's alone
    // (3.00 − 2.50 = 0.50, docs/rules.md#vat-summary).
    await setQuantity(ids.beer, 0);
    expect((await setQuantity(ids.water, 1)).vatByRate).toEqual([
      { rate: 0.055, amount: 0.05 },
      { rate: 0.2, amount: 0.5 },
    ]);
  });

  it('adds water and beer with totals to the cent, below free delivery', async () => {
    await setQuantity(ids.water, 6);
    const cart = await setQuantity(ids.beer, 6);
    // 6 × 1.00 + 6 × 2.50 = 21.00 TTC. VAT 5.5 %: 6.00 − 5.69 = 0.31; 20 %: 15.00 − 12.50 = 2.50,
    // and the 3.00 fee's 0.50: totalTva 3.31 (subtotalHt is the products': 21.00 − 2.81).
    // Deposits: 6 × 0.20 + 6 × 0.10 = 1.80; one partial crate of each format: 2 × 3.00. Fee 3.00 (< 40 €).
    expect(cart.totals).toEqual({
      subtotalHt: 18.19,
      subtotalTtc: 21,
      totalTva: 3.31,
      productsDeposit: 1.8,
      packagesDeposit: 6,
      totalDeposit: 7.8,
      deliveryFees: 3,
      greenSlotDiscount: 0,
      discountValue: 0,
      ...walletPays(31.8),
    });
    expect(cart.itemCount).toBe(12);
    expect(cart.remainingAmountForFreeFees).toBe(19);
    expect(cart.isValidable).toBe(true); // 21 € ≥ 20 € minimum
    expect(cart.unavailableItems).toEqual([]);

    const items = cart.availableItems.flatMap((g) => g.packages.flatMap((p) => p.cartItems));
    const water = items.find((i) => i.productWarehouse.id === ids.water)!;
    expect(water).toMatchObject({
      quantity: 6,
      nbItems: 6,
      appliedPriceTTC: 1,
      appliedPrice: 0.95,
      totalTTC: 6,
      total: 5.69,
      isLocked: false,
    });
    expect(water.categoryId).toBe(water.product.category.id);
    expect(water.product).toEqual(water.productWarehouse.product);
    expect(water.productWarehouse).toMatchObject({ id: ids.water, slug: WATER, price: 1, isAvailable: true });
    const beer = items.find((i) => i.productWarehouse.id === ids.beer)!;
    expect(beer).toMatchObject({ appliedPriceTTC: 2.5, appliedPrice: 2.08, totalTTC: 15, total: 12.5 });

    // Grouped by Rayon, then package type.
    const groups = cart.availableItems.map((g) => g.categoryMasterName);
    expect(new Set(groups).size).toBe(groups.length);
    const waterGroup = cart.availableItems.find(
      (g) => g.categoryMasterId === water.product.category.master.id,
    )!;
    expect(waterGroup.categoryMasterName).toBe(water.product.category.master.name);
    expect(waterGroup.packages).toEqual([
      { packageTypeId: water.product.packageType.id, packageTypeName: 'Grand format', cartItems: [water] },
    ]);

    // GET answers the same cart as the PATCH.
    expect(await getCart()).toEqual(cart);
  });

  it('fills crates: 13 large bottles make 1 complete crate and 1 partial with 11 places left', async () => {
    await setQuantity(ids.beer, 6);
    const cart = await setQuantity(ids.water, 13);
    expect(cart.packages.map((p) => [p.packageTypeName, p.nbItems, p.completeCrates, p.nbSpaceLeft])).toEqual(
      [
        ['Grand format', 13, 1, 11],
        ['Petit format', 6, 0, 14],
      ],
    );
    expect(cart.packages[0]!.packageType).toMatchObject({ name: 'Grand format', capacity: 12 });
    expect(cart.packages[0]!.cartItems.map((i) => i.productWarehouse.id)).toEqual([ids.water]);
    // 13.00 + 15.00 = 28.00; VAT 1.30 food: 13.00 − 12.32 = 0.68, + 2.50 (+ 0.50 of the 3.00 fee);
    // deposits 2.60 + 0.60 + 3 crates.
    expect(cart.totals).toMatchObject({
      subtotalTtc: 28,
      totalTva: 3.68,
      subtotalHt: 24.82,
      productsDeposit: 3.2,
      packagesDeposit: 9,
      totalDeposit: 12.2,
      deliveryFees: 3,
      greenSlotDiscount: 0,
      ...walletPays(43.2),
    });
  });

  it('delivers free from 40 € and follows the minimum order', async () => {
    let cart = await setQuantity(ids.water, 1);
    expect(cart.isValidable).toBe(false); // 1 € < 20 € minimum
    expect(cart.totals.deliveryFees).toBe(3);
    await setQuantity(ids.water, 13);
    cart = await setQuantity(ids.beer, 12);
    // 13.00 + 30.00 = 43.00 ≥ 40: no fee. VAT 0.68 + 5.00. Deposits 2.60 + 1.20 + 3 crates (2 large, 1 small).
    expect(cart.totals).toEqual({
      subtotalHt: 37.32,
      subtotalTtc: 43,
      totalTva: 5.68,
      productsDeposit: 3.8,
      packagesDeposit: 9,
      totalDeposit: 12.8,
      deliveryFees: 0,
      greenSlotDiscount: 0,
      discountValue: 0,
      ...walletPays(55.8),
    });
    expect(cart.remainingAmountForFreeFees).toBe(0);
    expect(cart.isValidable).toBe(true);
  });

  it('updates a line in place and removes it at 0', async () => {
    await setQuantity(ids.water, 2);
    let cart = await setQuantity(ids.water, 5);
    expect(cart.itemCount).toBe(5);
    expect(cart.packages[0]!.cartItems).toHaveLength(1);
    cart = await setQuantity(ids.water, 0);
    expect(cart.itemCount).toBe(0);
    expect(cart.packages).toEqual([]);
    expect(cart.availableItems).toEqual([]);
    // Removing a line that is not there is harmless.
    expect((await patch(ids.water, 0)).statusCode).toBe(200);
  });

  it('answers exactly the cart a GET reads next: new line, changed line among others, any locale', async () => {
    // PATCH writes and reads in one statement (its reads do not see its write): the answer must not lag.
    await clear();
    for (const [id, quantity, query] of [
      [ids.water, 3, ''],
      [ids.beer, 4, ''],
      [ids.water, 13, ''],
      [ids.other, 2, '?locale=nl_BE'],
      [ids.beer, 1, '?locale=es_ES'],
    ] as const) {
      const res = await app.inject({
        method: 'PATCH',
        url: `/api/user/cart${query}`,
        headers: auth(demoToken),
        payload: { product_warehouse_id: id, quantity },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(conforming(res.json())).toEqual(await getCart(demoToken, query));
    }
    const cart = await getCart();
    expect(cart.itemCount).toBe(13 + 1 + 2);
    await clear();
  });

  it('refuses more than maxOrderable, and quantities that are not whole numbers ≥ 0', async () => {
    let res = await patch(ids.water, 100);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'cart_quantity_too_high',
      message: 'Vous ne pouvez pas commander plus de 99 exemplaires de ce produit.',
      errors: [
        { field: 'quantity', message: 'Vous ne pouvez pas commander plus de 99 exemplaires de ce produit.' },
      ],
    });
    expect((await patch(ids.water, 99)).statusCode).toBe(200);
    for (const quantity of [-1, 1.5]) {
      res = await patch(ids.water, quantity);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe('quantity');
    }
    res = await app.inject({
      method: 'PATCH',
      url: '/api/user/cart',
      headers: auth(demoToken),
      payload: { product_warehouse_id: ids.water, quantity: '3' },
    });
    expect(res.statusCode).toBe(400);
    res = await app.inject({
      method: 'PATCH',
      url: '/api/user/cart',
      headers: auth(demoToken),
      payload: { product_warehouse_id: 1e12, quantity: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect((await getCart()).itemCount).toBe(99);
  });

  it('refuses an unavailable entry, an unknown one and one of another warehouse', async () => {
    await db
      .update(t.productWarehouses)
      .set({ isAvailable: false })
      .where(eq(t.productWarehouses.id, ids.other));
    let res = await patch(ids.other, 1);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Ce produit n’est plus disponible.',
      errors: [{ field: 'product_warehouse_id' }],
    });
    res = await patch(99_999_999, 1);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Produit introuvable.');
    res = await patch(ids.lyonWater, 1);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Ce produit n’est pas proposé dans votre zone de livraison.');
    expect((await getCart()).itemCount).toBe(0);
    await db
      .update(t.productWarehouses)
      .set({ isAvailable: true })
      .where(eq(t.productWarehouses.id, ids.other));
  });

  it('moves a line whose entry became unavailable out of the totals, and lets it be removed', async () => {
    await setQuantity(ids.water, 30);
    await setQuantity(ids.other, 2);
    await db
      .update(t.productWarehouses)
      .set({ isAvailable: false })
      .where(eq(t.productWarehouses.id, ids.other));
    try {
      let cart = await getCart();
      expect(cart.unavailableItems.map((i) => [i.productWarehouse.id, i.quantity])).toEqual([[ids.other, 2]]);
      expect(cart.unavailableItems[0]!.productWarehouse.isAvailable).toBe(false);
      expect(cart.totals.subtotalTtc).toBe(30);
      expect(cart.itemCount).toBe(30);
      expect(cart.isValidable).toBe(false);
      cart = await setQuantity(ids.other, 0);
      expect(cart.unavailableItems).toEqual([]);
      expect(cart.isValidable).toBe(true);
    } finally {
      await db
        .update(t.productWarehouses)
        .set({ isAvailable: true })
        .where(eq(t.productWarehouses.id, ids.other));
    }
  });

  it('judges a line by one rule on read and write: hidden is unavailable, a lowered maximum keeps a stored line', async () => {
    await setQuantity(ids.water, 30);
    await setQuantity(ids.other, 5);
    const [other] = await db.select().from(t.productWarehouses).where(eq(t.productWarehouses.id, ids.other));
    const hide = (isHidden: boolean) =>
      db.update(t.products).set({ isHidden }).where(eq(t.products.id, other!.productId));
    await hide(true);
    try {
      // Read: the stored line of a hidden product is unavailable; write: the same entry is refused.
      expect((await getCart()).unavailableItems.map((i) => i.productWarehouse.id)).toEqual([ids.other]);
      const res = await patch(ids.other, 1);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'Ce produit n’est plus disponible.',
        errors: [{ field: 'product_warehouse_id' }],
      });
      await hide(false);
      // A maximum lowered under a stored quantity refuses a write above it but keeps the stored line.
      await db
        .update(t.productWarehouses)
        .set({ maxOrderable: 3 })
        .where(eq(t.productWarehouses.id, ids.other));
      expect((await patch(ids.other, 4)).json().errors[0].field).toBe('quantity');
      const cart = await getCart();
      expect(cart.unavailableItems).toEqual([]);
      expect(cart.itemCount).toBe(35);
    } finally {
      await hide(false);
      await db
        .update(t.productWarehouses)
        .set({ maxOrderable: 99 })
        .where(eq(t.productWarehouses.id, ids.other));
    }
  });

  it('shows a stored line as the catalogue now has it: price and name changed after it was added', async () => {
    await setQuantity(ids.water, 2);
    const [entry] = await db.select().from(t.productWarehouses).where(eq(t.productWarehouses.id, ids.water));
    const [name] = await db
      .select()
      .from(t.productTranslations)
      .where(
        and(eq(t.productTranslations.productId, entry!.productId), eq(t.productTranslations.locale, 'fr')),
      );
    const setName = (value: string) =>
      db
        .update(t.productTranslations)
        .set({ name: value })
        .where(
          and(eq(t.productTranslations.productId, entry!.productId), eq(t.productTranslations.locale, 'fr')),
        );
    await db
      .update(t.productWarehouses)
      .set({ priceCents: 130 })
      .where(eq(t.productWarehouses.id, ids.water));
    await setName('Eau plate du test');
    try {
      const cart = await getCart();
      const line = cart.availableItems
        .flatMap((g) => g.packages.flatMap((p) => p.cartItems))
        .find((i) => i.productWarehouse.id === ids.water)!;
      expect(line.productWarehouse.price).toBe(1.3);
      expect(line.productWarehouse.product.name).toBe('Eau plate du test');
      expect(cart.totals.subtotalTtc).toBe(2.6);
    } finally {
      await db
        .update(t.productWarehouses)
        .set({ priceCents: 100 })
        .where(eq(t.productWarehouses.id, ids.water));
      await setName(name!.name);
    }
  });

  it('keeps each user’s cart separate', async () => {
    await clear(proToken);
    await setQuantity(ids.water, 3);
    expect((await getCart(proToken)).itemCount).toBe(0);
    await setQuantity(ids.lyonWater, 4, proToken);
    expect((await getCart()).itemCount).toBe(3);
    expect((await getCart(proToken)).itemCount).toBe(4);
    // The demo user cannot order from the pro's (Lyon) warehouse.
    expect((await patch(ids.lyonWater, 1)).statusCode).toBe(400);
    await clear(proToken);
  });

  it('answers in the request language', async () => {
    await setQuantity(ids.water, 1);
    const cart = await getCart(demoToken, '?locale=nl_BE');
    const item = cart.packages[0]!.cartItems[0]!;
    expect(item.product.name).toBe('Plat mineraalwater');
    expect(cart.packages[0]!.packageTypeName).not.toBe('Grand format');
    expect(cart.availableItems[0]!.packages[0]!.packageTypeName).toBe(cart.packages[0]!.packageTypeName);
    // French warehouse: French VAT whatever the language (5.5 % on the water, 20 % on the 3 € fee).
    expect(cart.totals.totalTva).toBe(0.55);
    const res = await patch(ids.water, 100, demoToken, { locale: 'nl_BE' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Je kunt niet meer dan 99 stuks van dit product bestellen.');
    expect((await patch(ids.water, 1, demoToken, { locale: 'xx' })).statusCode).toBe(400);
  });

  it('keeps one line under concurrent updates of the same entry', async () => {
    const quantities = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    const results = await Promise.all(quantities.map((q) => patch(ids.beer, q)));
    expect(results.map((r) => r.statusCode)).toEqual(quantities.map(() => 200));
    const rows = await db.select().from(t.cartItems).where(eq(t.cartItems.productWarehouseId, ids.beer));
    expect(rows).toHaveLength(1);
    expect(quantities).toContain(rows[0]!.quantity);
    expect((await getCart()).itemCount).toBe(rows[0]!.quantity);
  });
});
