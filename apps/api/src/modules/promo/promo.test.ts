import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import { ApiError } from '../../lib/errors.js';
import { loginAs, testApp } from '../../../test/app.js';
import type { CartDto } from '@consigne/contract';
import { recordPromoUse } from './service.js';

// These tests try many codes as one customer within a minute; the limit has its own test (lib/rate-limits).
const { app, db } = await testApp({ LOGIN_RATE_LIMIT: '1000' });

const WATER = 'eau-minerale-naturelle-plate-100cl';
const GIFT = 'limonade-artisanale-33cl';
let token: string;
let userId: number;
let proId: number;
let water: number;

const auth = () => ({ authorization: `Bearer ${token}` });
const apply = (code: string, query = '') =>
  app.inject({ method: 'POST', url: `/api/cart/promo${query}`, headers: auth(), payload: { code } });
const remove = () => app.inject({ method: 'DELETE', url: '/api/cart/promo', headers: auth() });
const getCart = async () => {
  const res = await app.inject({ url: '/api/cart', headers: auth() });
  expect(res.statusCode).toBe(200);
  return res.json() as CartDto;
};
const setWater = async (quantity: number) => {
  const res = await app.inject({
    method: 'PATCH',
    url: '/api/user/cart',
    headers: auth(),
    payload: { product_warehouse_id: water, quantity },
  });
  expect(res.statusCode, res.body).toBe(200);
};
const items = (cart: CartDto) => cart.availableItems.flatMap((g) => g.packages.flatMap((p) => p.cartItems));

beforeAll(async () => {
  token = (await loginAs(app)).token;
  const [demo] = await db.select().from(t.users).where(eq(t.users.email, 'demo@example.com'));
  const [pro] = await db.select().from(t.users).where(eq(t.users.email, 'pro@example.com'));
  userId = demo!.id;
  proId = pro!.id;
  const [lille] = await db.select().from(t.warehouses).where(eq(t.warehouses.key, 'lille'));
  const [entry] = await db
    .select({ id: t.productWarehouses.id })
    .from(t.productWarehouses)
    .where(and(eq(t.productWarehouses.warehouseId, lille!.id), eq(t.productWarehouses.slug, WATER)));
  water = entry!.id;
  await db
    .update(t.productWarehouses)
    .set({ priceCents: 100, isAvailable: true, discountAntiWastePercent: 0, maxOrderable: 99 })
    .where(eq(t.productWarehouses.id, water));
  const [gift] = await db.select().from(t.products).where(eq(t.products.key, GIFT));
  await db
    .update(t.productWarehouses)
    .set({ isAvailable: true })
    .where(and(eq(t.productWarehouses.productId, gift!.id), eq(t.productWarehouses.warehouseId, lille!.id)));
});

beforeEach(async () => {
  await db.delete(t.cartPromo);
  await db.delete(t.promoCodeUses);
  await setWater(25); // 25 € of products
});

describe('POST /api/cart/promo', () => {
  it('applies the welcome code (any case): 5 € off, code shown', async () => {
    const res = await apply(' bonjour ');
    expect(res.statusCode, res.body).toBe(200);
    const cart = res.json() as CartDto;
    expect(cart).toMatchObject({
      appliedPromoCode: 'BONJOUR',
      discountCode: 'BONJOUR',
      promoCodeEligible: true,
      promoCodeMessage: null,
    });
    expect(cart.totals.subtotalTtc).toBe(25);
    expect(cart.totals.discountValue).toBe(5);
    expect(await getCart()).toMatchObject({ appliedPromoCode: 'BONJOUR', totals: { discountValue: 5 } });
  });

  it('refuses an unknown code with a localized 400', async () => {
    const fr = await apply('NOPE');
    expect(fr.statusCode).toBe(400);
    expect(fr.json()).toMatchObject({
      message: 'Ce code promo n’existe pas.',
      errors: [{ field: 'code', message: 'Ce code promo n’existe pas.' }],
    });
    const nl = await apply('NOPE', '?locale=nl_BE');
    expect(nl.json().message).toBe('Deze promocode bestaat niet.');
  });

  it('refuses below the minimum subtotal', async () => {
    await setWater(10);
    const res = await apply('HOLA', '?locale=es_ES');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Este código promocional es válido a partir de 20,00 € de compra.');
    expect((await getCart()).appliedPromoCode).toBeNull();
  });

  it('refuses an inactive, expired, not yet valid or exhausted code', async () => {
    const [promo] = await db
      .insert(t.promoCodes)
      .values({ code: 'TEST-LIMITS', kind: 'amount', amountCents: 100 })
      .returning();
    const set = (values: Partial<typeof t.promoCodes.$inferInsert>) =>
      db.update(t.promoCodes).set(values).where(eq(t.promoCodes.id, promo!.id));
    await set({ active: false });
    expect((await apply('TEST-LIMITS')).json().message).toBe('Ce code promo n’est plus valable.');
    await set({ active: true, endsAt: new Date(Date.now() - 1000) });
    expect((await apply('TEST-LIMITS')).statusCode).toBe(400);
    await set({ endsAt: null, startsAt: new Date(Date.now() + 86_400_000) });
    expect((await apply('TEST-LIMITS')).json().message).toBe('Ce code promo n’est pas encore valable.');
    await set({ startsAt: null, maxUsesTotal: 1, maxUsesPerCustomer: 5 });
    await db.insert(t.promoCodeUses).values({ promoCodeId: promo!.id, userId: proId });
    expect((await apply('TEST-LIMITS')).json().message).toBe(
      'Ce code promo a atteint sa limite d’utilisation.',
    );
    await set({ maxUsesTotal: null, maxUsesPerCustomer: 1 });
    expect((await apply('TEST-LIMITS')).statusCode).toBe(200);
    await db.insert(t.promoCodeUses).values({ promoCodeId: promo!.id, userId });
    expect((await apply('TEST-LIMITS')).json().message).toBe('Vous avez déjà utilisé ce code promo.');
    // Once used, the cart shows the applied code as no longer eligible.
    const cart = await getCart();
    expect(cart).toMatchObject({ appliedPromoCode: 'TEST-LIMITS', promoCodeEligible: false });
    expect(cart.totals.discountValue).toBe(0);
  });

  it('reports a code of another language as attached but refused, never as giving a discount', async () => {
    // Applied in French, then the cart read in Dutch: one state, the refusal and why.
    expect((await apply('BONJOUR')).statusCode).toBe(200);
    const res = await app.inject({ url: '/api/cart?locale=nl_BE', headers: auth() });
    expect(res.json()).toMatchObject({
      appliedPromoCode: 'BONJOUR',
      promoCodeEligible: false,
      promoCodeMessage: 'Deze promocode is niet geldig in deze versie van de winkel.',
      discountCode: null,
      totals: { discountValue: 0 },
    });
    // Typed in the Dutch cart, it is refused outright and nothing is attached.
    await remove();
    const nl = await apply('BONJOUR', '?locale=nl_BE');
    expect(nl.statusCode).toBe(400);
    expect((await getCart()).appliedPromoCode).toBeNull();
  });

  it('marks the code not eligible when the subtotal drops below the minimum', async () => {
    expect((await apply('BONJOUR')).statusCode).toBe(200);
    await setWater(15);
    const cart = await getCart();
    expect(cart).toMatchObject({
      appliedPromoCode: 'BONJOUR',
      promoCodeEligible: false,
      promoCodeMessage: 'Ce code promo est valable dès 20,00 € d’achats.',
    });
    expect(cart.totals.discountValue).toBe(0);
    await setWater(30);
    expect(await getCart()).toMatchObject({ promoCodeEligible: true, totals: { discountValue: 5 } });
  });

  it('a gift code adds a locked free line, not a cart_items row', async () => {
    const res = await apply('BIENVENUE-CADEAU');
    expect(res.statusCode, res.body).toBe(200);
    const cart = res.json() as CartDto;
    const gift = items(cart).find((i) => i.isLocked);
    expect(gift).toMatchObject({ quantity: 1, appliedPriceTTC: 0, totalTTC: 0, isLocked: true });
    expect(gift!.productWarehouse.slug).toBe(GIFT);
    expect(cart.totals).toMatchObject({ subtotalTtc: 25, discountValue: 0 });
    expect(cart.itemCount).toBe(26);
    const rows = await db.select().from(t.cartItems).where(eq(t.cartItems.userId, userId));
    expect(rows.every((r) => !r.isLocked)).toBe(true);
    await setWater(5);
    const below = await getCart();
    expect(below.promoCodeEligible).toBe(false);
    expect(items(below).some((i) => i.isLocked)).toBe(false);
  });

  it('10 parallel applies leave exactly one cart_promo row', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => apply('BONJOUR')));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const rows = await db.select().from(t.cartPromo).where(eq(t.cartPromo.userId, userId));
    expect(rows).toHaveLength(1);
  });
});

describe('DELETE /api/cart/promo', () => {
  it('removes the code and answers the cart', async () => {
    await apply('BONJOUR');
    const res = await remove();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      appliedPromoCode: null,
      discountCode: null,
      promoCodeEligible: false,
    });
    expect((await remove()).statusCode).toBe(200);
  });

  it('needs a login', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/api/cart/promo' });
    expect(res.statusCode).toBe(401);
  });
});

describe('recordPromoUse', () => {
  it('never exceeds the total limit under concurrent uses', async () => {
    const [promo] = await db
      .insert(t.promoCodes)
      .values({
        code: 'TEST-TOTAL',
        kind: 'amount',
        amountCents: 100,
        maxUsesTotal: 3,
        maxUsesPerCustomer: 10,
      })
      .returning();
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        db.transaction((tx) => recordPromoUse(tx, promo!.id, i % 2 ? userId : proId)),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    for (const r of results)
      if (r.status === 'rejected') {
        expect(r.reason).toBeInstanceOf(ApiError);
        expect(r.reason).toMatchObject({ statusCode: 409, key: 'promoCodeExhausted' });
      }
    const [row] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(t.promoCodeUses)
      .where(eq(t.promoCodeUses.promoCodeId, promo!.id));
    expect(row!.n).toBe(3);
  });

  it('enforces the per-customer limit', async () => {
    const [promo] = await db.select().from(t.promoCodes).where(eq(t.promoCodes.code, 'HOLA'));
    await db.transaction((tx) => recordPromoUse(tx, promo!.id, userId));
    await expect(db.transaction((tx) => recordPromoUse(tx, promo!.id, userId))).rejects.toMatchObject({
      statusCode: 409,
      key: 'promoCodeAlreadyUsed',
    });
  });
});
