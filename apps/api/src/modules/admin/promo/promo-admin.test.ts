import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as t from '../../../db/schema/index.js';
import { testApp } from '../../../../test/app.js';
import { createShoppers, lilleEntry, type Shopper } from '../../../../test/shoppers.js';
import {
  bearer,
  expectRoleMatrix,
  staffTokens,
  warehouseIdOf,
  type StaffTokens,
} from '../../../../test/staff.js';
import { recordPromoUse } from '../../promo/index.js';

const { app, db } = await testApp({ LOGIN_RATE_LIMIT: '1000' });
let tokens: StaffTokens;
let lille: number;
let lyon: number;
let water: number;
let slotIds: number[];
let codeCount = 0;

const adminOnly = {
  admin: 0,
  lyonManager: 403,
  lilleManager: 403,
  operator: 403,
  customer: 403,
  anonymous: 401,
};
const newCode = () => `TEST-${++codeCount}-${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
const asAdmin = (options: { method?: 'GET' | 'POST' | 'PUT'; url: string; payload?: object }) =>
  app.inject({ ...options, headers: bearer(tokens.admin) });
const createCode = async (body: Record<string, unknown> = {}) => {
  const res = await asAdmin({
    method: 'POST',
    url: '/api/admin/promo-codes',
    payload: { code: newCode(), kind: 'amount', amount: 3, maxUsesPerCustomer: 5, ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};

/** A shopper of Lille with 10 bottles of water (25 €) in the cart, a slot selected and `code` applied. */
async function shopperWithCode(code: string, slotIndex = 0): Promise<Shopper> {
  const [shopper] = await createShoppers(db, 1);
  await db.insert(t.cartItems).values({ userId: shopper!.id, productWarehouseId: water, quantity: 10 });
  const selected = await app.inject({
    method: 'POST',
    url: `/api/user/select/slot/${slotIds[slotIndex]}`,
    headers: bearer(shopper!.token),
    payload: {},
  });
  expect(selected.statusCode, selected.body).toBe(200);
  const applied = await applyAs(shopper!, code);
  expect(applied.statusCode, applied.body).toBe(200);
  return shopper!;
}
const applyAs = (shopper: Shopper, code: string, query = '') =>
  app.inject({
    method: 'POST',
    url: `/api/cart/promo${query}`,
    headers: bearer(shopper.token),
    payload: { code },
  });
const cartOf = async (shopper: Shopper) =>
  (await app.inject({ url: '/api/cart', headers: bearer(shopper.token) })).json();
let keys = 0;
const orderAs = (shopper: Shopper) =>
  app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...bearer(shopper.token), 'idempotency-key': `promo-admin-${++keys}-${Date.now()}` },
    payload: { paymentMethod: 'offline', acceptTerms: true },
  });

beforeAll(async () => {
  tokens = await staffTokens(db);
  lille = await warehouseIdOf(db, 'lille');
  lyon = await warehouseIdOf(db, 'lyon');
  water = (await lilleEntry(db, undefined, 250)).id;
  const [shopper] = await createShoppers(db, 1);
  const groups = (await app.inject({ url: '/api/slots', headers: bearer(shopper!.token) })).json() as Array<{
    slots: Array<{ id: number }>;
  }>;
  slotIds = groups.slice(1).flatMap((g) => g.slots.map((slot) => slot.id));
});

describe('role checks (admins only)', () => {
  it('opens every promo route to admins only', async () => {
    const { id, version } = await createCode();
    const routes = [
      { url: '/api/admin/promo-codes' },
      { url: `/api/admin/promo-codes/${id}` },
      { url: `/api/admin/promo-codes/${id}/uses` },
      (role: string) => ({
        method: 'POST' as const,
        url: '/api/admin/promo-codes',
        payload: { code: `${newCode()}-${role}`.slice(0, 40), kind: 'percent', percent: 10 },
      }),
      {
        method: 'PUT' as const,
        url: `/api/admin/promo-codes/${id}`,
        payload: { code: `${newCode()}`, kind: 'amount', amount: 2, version },
      },
      { method: 'POST' as const, url: `/api/admin/promo-codes/${id}/disable`, payload: {} },
    ];
    const success = [200, 200, 200, 201, 200, 200];
    for (const [i, route] of routes.entries())
      await expectRoleMatrix(app, tokens, route, { ...adminOnly, admin: success[i]! });
  });
});

describe('create and edit', () => {
  it('refuses bad input with field errors, in French, and creates nothing', async () => {
    const before = await db.$count(t.promoCodes);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ code: 'a b' }, 'code', 'Un code compte de 3 à 40 caractères'],
      [{ kind: 'percent', percent: 0 }, 'percent', 'Indiquez un pourcentage entier de 1 à 100.'],
      [{ kind: 'percent', percent: 101 }, 'percent', 'Indiquez un pourcentage entier de 1 à 100.'],
      [{ kind: 'percent' }, 'percent', 'Indiquez un pourcentage entier de 1 à 100.'],
      [{ amount: 0 }, 'amount', 'Indiquez un montant d’au moins 0,01 €.'],
      [{ amount: -5 }, 'amount', 'Indiquez un montant d’au moins 0,01 €.'],
      [{ amount: 1.234 }, 'amount', 'Un montant a au plus deux décimales.'],
      [{ minSubtotal: -1 }, 'minSubtotal', 'Le panier minimum est un montant positif ou nul.'],
      [{ maxUsesTotal: 0 }, 'maxUsesTotal', 'Une limite d’utilisation'],
      [
        { startsAt: '2026-05-02T10:00:00Z', endsAt: '2026-05-01T10:00:00Z' },
        'endsAt',
        'La fin doit venir après le début.',
      ],
      [{ kind: 'gift' }, 'giftProductKey', 'Choisissez le produit offert.'],
    ];
    for (const [body, field, text] of cases) {
      const res = await asAdmin({
        method: 'POST',
        url: '/api/admin/promo-codes',
        payload: { code: newCode(), kind: 'amount', amount: 3, ...body },
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const error = res.json().errors.find((e: { field: string }) => e.field === field);
      expect(error?.message, JSON.stringify(body)).toContain(text);
    }
    const unknownGift = await asAdmin({
      method: 'POST',
      url: '/api/admin/promo-codes',
      payload: { code: newCode(), kind: 'gift', giftProductKey: 'no-such-product' },
    });
    expect(unknownGift.statusCode).toBe(422);
    expect(unknownGift.json().errors[0]).toMatchObject({ field: 'giftProductKey' });
    const unknownWarehouse = await asAdmin({
      method: 'POST',
      url: '/api/admin/promo-codes',
      payload: { code: newCode(), kind: 'amount', amount: 1, warehouseIds: [999_999] },
    });
    expect(unknownWarehouse.statusCode).toBe(422);
    expect(await db.$count(t.promoCodes)).toBe(before);
  });

  it('keeps codes unique whatever their case, also when created at the same moment', async () => {
    const code = newCode();
    await createCode({ code });
    const again = await asAdmin({
      method: 'POST',
      url: '/api/admin/promo-codes',
      payload: { code: code.toLowerCase(), kind: 'amount', amount: 1 },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0]).toMatchObject({
      field: 'code',
      message: expect.stringContaining('existe déjà'),
    });
    const racing = newCode();
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        asAdmin({
          method: 'POST',
          url: '/api/admin/promo-codes',
          payload: { code: i % 2 ? racing : racing.toLowerCase(), kind: 'amount', amount: 1 },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await db.$count(t.promoCodes, eq(t.promoCodes.code, racing))).toBe(1);
  });

  it('saves an edit on the version read, refuses a stale one, and audits both create and update', async () => {
    const created = await createCode({ kind: 'percent', percent: 10, amount: null });
    expect(created).toMatchObject({ kind: 'percent', percent: 10, amount: null, version: 1 });
    const body = {
      code: created.code,
      kind: 'percent',
      percent: 20,
      locales: ['fr'],
      warehouseIds: [lille],
      version: 1,
    };
    const [first, second] = await Promise.all([
      asAdmin({ method: 'PUT', url: `/api/admin/promo-codes/${created.id}`, payload: body }),
      asAdmin({
        method: 'PUT',
        url: `/api/admin/promo-codes/${created.id}`,
        payload: { ...body, percent: 30 },
      }),
    ]);
    const statuses = [first!.statusCode, second!.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const refused = first!.statusCode === 409 ? first! : second!;
    expect(refused.json().message).toContain('modifiée par quelqu’un d’autre');
    const saved = (await asAdmin({ url: `/api/admin/promo-codes/${created.id}` })).json();
    expect(saved).toMatchObject({ version: 2, locales: ['fr'], warehouseIds: [lille] });
    expect([20, 30]).toContain(saved.percent);
    const entries = await db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.entity, 'promo_code'), eq(t.auditLog.entityId, String(created.id))));
    expect(entries.map((e) => e.action).sort()).toEqual(['promo.create', 'promo.update']);
    const update = entries.find((e) => e.action === 'promo.update')!;
    expect(update.before).toMatchObject({ percent: 10, locales: null });
    expect(update.after).toMatchObject({ locales: ['fr'] });
  });

  it('answers 404 for an unknown code and lists codes with a search', async () => {
    expect((await asAdmin({ url: '/api/admin/promo-codes/999999' })).statusCode).toBe(404);
    expect((await asAdmin({ url: '/api/admin/promo-codes/999999/uses' })).statusCode).toBe(404);
    const { code } = await createCode();
    const list = (await asAdmin({ url: `/api/admin/promo-codes?q=${code.toLowerCase()}` })).json();
    expect(list).toMatchObject({ total: 1, rows: [{ code }] });
  });
});

describe('the storefront honours the rules', () => {
  beforeEach(async () => {
    await lilleEntry(db, undefined, 250);
  });

  it('takes a percentage off the products', async () => {
    const { code } = await createCode({ kind: 'percent', percent: 15, amount: null });
    const shopper = await shopperWithCode(code);
    expect((await cartOf(shopper)).totals).toMatchObject({ subtotalTtc: 25, discountValue: 3.75 });
  });

  it('refuses a code outside its locales and warehouses, at apply time', async () => {
    const { code: dutch } = await createCode({ locales: ['nl-BE'] });
    const { code: lyonOnly } = await createCode({ warehouseIds: [lyon] });
    const [shopper] = await createShoppers(db, 1);
    await db.insert(t.cartItems).values({ userId: shopper!.id, productWarehouseId: water, quantity: 10 });
    const wrongLocale = await applyAs(shopper!, dutch);
    expect(wrongLocale.statusCode).toBe(400);
    expect(wrongLocale.json().message).toBe(
      'Ce code promo n’est pas valable sur cette version de la boutique.',
    );
    expect((await applyAs(shopper!, dutch, '?locale=nl_BE')).statusCode).toBe(200);
    const wrongWarehouse = await applyAs(shopper!, lyonOnly);
    expect(wrongWarehouse.json().message).toBe(
      'Ce code promo n’est pas valable dans votre zone de livraison.',
    );
  });

  it('disables a code at once: the cart is told at its next read and an order is refused the discount', async () => {
    const created = await createCode();
    const shopper = await shopperWithCode(created.code);
    expect(await cartOf(shopper)).toMatchObject({ promoCodeEligible: true, totals: { discountValue: 3 } });
    const disabled = await asAdmin({
      method: 'POST',
      url: `/api/admin/promo-codes/${created.id}/disable`,
      payload: {},
    });
    expect(disabled.json()).toMatchObject({ active: false, version: 2 });
    expect(await cartOf(shopper)).toMatchObject({
      appliedPromoCode: created.code,
      promoCodeEligible: false,
      promoCodeMessage: 'Ce code promo n’est plus valable.',
      totals: { discountValue: 0 },
    });
    const order = await orderAs(shopper);
    expect(order.statusCode).toBe(409);
    expect(order.json().message).toContain('Ce code promo n’est plus valable.');
    expect(await db.$count(t.promoCodeUses, eq(t.promoCodeUses.promoCodeId, created.id))).toBe(0);
    const [entry] = await db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.action, 'promo.disable'), eq(t.auditLog.entityId, String(created.id))));
    expect(entry).toMatchObject({ before: { active: true }, after: { active: false } });
  });

  it('re-reads the code under its lock at checkout: a code disabled meanwhile is refused', async () => {
    const created = await createCode();
    const [shopper] = await createShoppers(db, 1);
    await db.update(t.promoCodes).set({ active: false }).where(eq(t.promoCodes.id, created.id));
    await expect(db.transaction((tx) => recordPromoUse(tx, created.id, shopper!.id))).rejects.toMatchObject({
      statusCode: 409,
      key: 'promoCodeExpired',
    });
  });

  it('refuses at order placement a code restricted to another warehouse since it was applied', async () => {
    const created = await createCode();
    const shopper = await shopperWithCode(created.code, 1);
    const res = await asAdmin({
      method: 'PUT',
      url: `/api/admin/promo-codes/${created.id}`,
      payload: {
        code: created.code,
        kind: 'amount',
        amount: 3,
        maxUsesPerCustomer: 5,
        warehouseIds: [lyon],
        version: 1,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = await orderAs(shopper);
    expect(order.statusCode).toBe(409);
    expect(order.json().message).toContain('zone de livraison');
  });
});

describe('uses and revenue', () => {
  it('shows each use with its order, and the orders, revenue and discount computed in SQL', async () => {
    const created = await createCode({ amount: 4 });
    const shoppers = [await shopperWithCode(created.code, 2), await shopperWithCode(created.code, 3)];
    const orderIds: number[] = [];
    for (const shopper of shoppers) {
      const res = await orderAs(shopper);
      expect(res.statusCode, res.body).toBe(201);
      orderIds.push(res.json().orderId);
    }
    const [sums] = await db
      .select({
        total: sql<number>`sum(${t.orders.amountToPayCents} + ${t.orders.walletUsageCents})`.mapWith(Number),
      })
      .from(t.orders)
      .where(sql`${t.orders.id} in (${sql.join(orderIds, sql`, `)})`);
    const detail = (await asAdmin({ url: `/api/admin/promo-codes/${created.id}` })).json();
    expect(detail.stats).toEqual({ uses: 2, orders: 2, revenue: sums!.total / 100, discount: 8 });
    const uses = (await asAdmin({ url: `/api/admin/promo-codes/${created.id}/uses` })).json();
    expect(uses.total).toBe(2);
    expect(uses.rows.map((r: { orderId: number }) => r.orderId).sort()).toEqual([...orderIds].sort());
    expect(uses.rows[0]).toMatchObject({
      orderStatus: 'placed',
      discount: 4,
      customerEmail: expect.stringContaining('@'),
    });
    const listed = (await asAdmin({ url: `/api/admin/promo-codes?q=${created.code}` })).json();
    expect(listed.rows[0].stats).toEqual(detail.stats);
  });

  it('never exceeds the total limit under concurrent orders', async () => {
    const created = await createCode({ maxUsesTotal: 3 });
    const shoppers: Shopper[] = [];
    for (let i = 0; i < 8; i++) shoppers.push(await shopperWithCode(created.code, 4 + i));
    const results = await Promise.all(shoppers.map((s) => orderAs(s)));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    for (const res of results.filter((r) => r.statusCode !== 201)) {
      expect(res.statusCode).toBe(409);
      // Priced after the third use committed, or counted under the code's lock: the same reason.
      expect(res.json().message).toContain('Ce code promo a atteint sa limite d’utilisation.');
    }
    expect(await db.$count(t.promoCodeUses, eq(t.promoCodeUses.promoCodeId, created.id))).toBe(3);
    const detail = (await asAdmin({ url: `/api/admin/promo-codes/${created.id}` })).json();
    expect(detail.stats).toMatchObject({ uses: 3, orders: 3, discount: 9 });
  });
});
