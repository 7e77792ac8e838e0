import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import { testApp } from '../../../test/app.js';
import { createShoppers, type Shopper } from '../../../test/shoppers.js';

/**
 * Issue 7: 200 concurrent checkouts for the last place of a slot, the last unit of a product, the
 * last use of a promo code, or the last euros of a wallet → exactly one succeeds, nothing goes
 * negative. CI runs this file on embedded PGlite and on the PostgreSQL server.
 */
const { app, db } = await testApp();
const RACERS = 200;
const as = (token: string) => ({ authorization: `Bearer ${token}` });
let lilleId: number;
let water: number;
let slotSeq = 0;

const checkout = (shopper: Shopper, key = `race-${shopper.id}-${Math.random()}`) =>
  app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...as(shopper.token), 'idempotency-key': key },
    payload: { paymentMethod: 'offline', acceptTerms: true },
  });

/** A fresh slot of Lille, days ahead, with `placesLeft` places; every shopper has it selected (no hold). */
async function slotFor(shoppers: Shopper[], placesLeft: number, capacity = 12) {
  const [slot] = await db
    .select()
    .from(t.slots)
    .where(and(eq(t.slots.warehouseId, lilleId), sql`${t.slots.startAt} > now() + interval '2 days'`))
    .orderBy(t.slots.startAt)
    .offset(slotSeq++)
    .limit(1);
  await db
    .update(t.slots)
    .set({ capacity, reserved: capacity - placesLeft })
    .where(eq(t.slots.id, slot!.id));
  await db
    .update(t.users)
    .set({ selectedSlotId: slot!.id })
    .where(
      sql`${t.users.id} in (${sql.join(
        shoppers.map((s) => sql`${s.id}`),
        sql`, `,
      )})`,
    );
  return slot!.id;
}

/** Each shopper's cart: `quantity` of an entry (cart_items written directly: the cart API is tested elsewhere). */
async function fillCarts(shoppers: Shopper[], productWarehouseId: number, quantity: number) {
  await db.insert(t.cartItems).values(shoppers.map((s) => ({ userId: s.id, productWarehouseId, quantity })));
}

function outcome(results: Array<{ statusCode: number }>) {
  const codes = results.map((r) => r.statusCode);
  return {
    ok: codes.filter((c) => c === 201).length,
    refused: codes.filter((c) => c === 409 || c === 422).length,
    codes,
  };
}

beforeAll(async () => {
  const [lille] = await db.select().from(t.warehouses).where(eq(t.warehouses.key, 'lille'));
  lilleId = lille!.id;
  const [row] = await db
    .select()
    .from(t.productWarehouses)
    .where(
      and(
        eq(t.productWarehouses.warehouseId, lilleId),
        eq(t.productWarehouses.slug, 'eau-minerale-naturelle-plate-100cl'),
      ),
    );
  water = row!.id;
  await db
    .update(t.productWarehouses)
    .set({ priceCents: 300, isAvailable: true, maxOrderable: 99, stock: null, discountAntiWastePercent: 0 })
    .where(eq(t.productWarehouses.id, water));
});

describe(`${RACERS} concurrent checkouts`, () => {
  it('for the last place of a slot: exactly one order, the slot exactly full', async () => {
    const shoppers = await createShoppers(db, RACERS);
    await fillCarts(shoppers, water, 12);
    const slotId = await slotFor(shoppers, 1);
    const { ok, refused } = outcome(await Promise.all(shoppers.map((s) => checkout(s))));
    expect(ok).toBe(1);
    expect(refused).toBe(RACERS - 1);
    const [slot] = await db.select().from(t.slots).where(eq(t.slots.id, slotId));
    expect(slot!.reserved).toBe(slot!.capacity);
  });

  it('for the last unit of a product: exactly one order, stock 0', async () => {
    const shoppers = await createShoppers(db, RACERS);
    const [last] = await db
      .select()
      .from(t.productWarehouses)
      .where(
        and(
          eq(t.productWarehouses.warehouseId, lilleId),
          eq(t.productWarehouses.slug, 'biere-blonde-bio-33cl'),
        ),
      );
    await db
      .update(t.productWarehouses)
      .set({ stock: 1, isAvailable: true })
      .where(eq(t.productWarehouses.id, last!.id));
    await fillCarts(shoppers, water, 12);
    await db
      .insert(t.cartItems)
      .values(shoppers.map((s) => ({ userId: s.id, productWarehouseId: last!.id, quantity: 1 })));
    await db
      .update(t.users)
      .set({ adultDeclaredAt: new Date() })
      .where(sql`true`);
    await slotFor(shoppers, RACERS, 1000);
    const results = await Promise.all(
      shoppers.map((s) =>
        app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: { ...as(s.token), 'idempotency-key': `stock-${s.id}` },
          payload: { paymentMethod: 'offline', acceptTerms: true, adultDeclared: true },
        }),
      ),
    );
    const { ok, refused } = outcome(results);
    expect(ok).toBe(1);
    expect(refused).toBe(RACERS - 1);
    const [after] = await db.select().from(t.productWarehouses).where(eq(t.productWarehouses.id, last!.id));
    expect(after!.stock).toBe(0);
  });

  it('for the last use of a promo code: exactly one order with it, never over its limit', async () => {
    const shoppers = await createShoppers(db, RACERS);
    const [promo] = await db
      .insert(t.promoCodes)
      .values({
        code: `RACE${Date.now()}`,
        kind: 'amount',
        amountCents: 200,
        maxUsesTotal: 1,
        maxUsesPerCustomer: 1,
      })
      .returning();
    await fillCarts(shoppers, water, 12);
    await db.insert(t.cartPromo).values(shoppers.map((s) => ({ userId: s.id, promoCodeId: promo!.id })));
    await slotFor(shoppers, RACERS, 1000);
    const { ok, refused } = outcome(await Promise.all(shoppers.map((s) => checkout(s))));
    expect(ok).toBe(1);
    expect(refused).toBe(RACERS - 1);
    const uses = await db.select().from(t.promoCodeUses).where(eq(t.promoCodeUses.promoCodeId, promo!.id));
    expect(uses).toHaveLength(1);
  });

  it('for the last euros of a wallet (one customer, many tabs): one order, the wallet never below zero', async () => {
    const [shopper] = (await createShoppers(db, 1)) as [Shopper];
    await db.insert(t.walletEntries).values({ userId: shopper.id, amountCents: 1234, reason: 'correction' });
    await fillCarts([shopper], water, 12);
    await slotFor([shopper], 12);
    const { ok, refused } = outcome(
      await Promise.all(Array.from({ length: RACERS }, () => checkout(shopper))),
    );
    expect(ok).toBe(1);
    expect(refused).toBe(RACERS - 1);
    const [{ balance }] = (await db
      .select({ balance: sql<number>`sum(${t.walletEntries.amountCents})::int` })
      .from(t.walletEntries)
      .where(eq(t.walletEntries.userId, shopper.id))) as [{ balance: number }];
    expect(balance).toBe(0);
  });

  it('with one Idempotency-Key (a double click): one order, every answer the same', async () => {
    const [shopper] = (await createShoppers(db, 1)) as [Shopper];
    await fillCarts([shopper], water, 12);
    await slotFor([shopper], 12);
    const results = await Promise.all(Array.from({ length: 20 }, () => checkout(shopper, 'double-click')));
    const bodies = new Set(results.map((r) => r.body));
    expect(bodies.size).toBe(1);
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(19);
    const orders = await db.select().from(t.orders).where(eq(t.orders.userId, shopper.id));
    expect(orders).toHaveLength(1);
  });
});
