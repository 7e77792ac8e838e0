import { impactOf, localDate, monthOf } from '@consigne/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import { loginAs, testApp } from '../../../test/app.js';
import { atDoor, placeLilleOrder } from '../../../test/orders.js';
import { createShoppers, type Shopper } from '../../../test/shoppers.js';
import { advanceOrder } from '../operator/index.js';
import { shopImpact } from './service.js';
import { doorFor } from '../../../test/door.js';

const { app, db } = await testApp();
const as = (token: string) => ({ authorization: `Bearer ${token}` });
const impact = async (shopper: Shopper) => {
  const res = await app.inject({ url: '/api/user/impact?locale=fr_FR', headers: as(shopper.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

let driver: string;
let customer: Shopper;
let newcomer: Shopper;
const now = new Date();
/** The middle of the month `back` months before this one. */
// Counted back from the shop's calendar month (Paris), which the answer's months follow: in the last
// hours of a month, UTC's is still the one before.
const [shopYear, shopMonth] = localDate(now).split('-').map(Number);
const monthsAgo = (back: number) => new Date(Date.UTC(shopYear!, shopMonth! - 1 - back, 15, 10));
let shopBefore: Awaited<ReturnType<typeof shopImpact>>;

/** Delivers an order through the driver's flow, one step at a time, on its slot's day. */
async function deliver(orderId: number, deliveredAt: Date) {
  const [order] = await db
    .select({ warehouseId: t.orders.warehouseId, startAt: t.slots.startAt })
    .from(t.orders)
    .innerJoin(t.slots, eq(t.slots.id, t.orders.slotId))
    .where(eq(t.orders.id, orderId));
  const onSlot = new Date(order!.startAt.getTime() + 30 * 60_000);
  for (const status of ['preparing', 'out_for_delivery', 'delivered'] as const) {
    await advanceOrder(db, order!.warehouseId, orderId, status, onSlot, 0, null, 'fr_FR', {
      ...doorFor(status),
      ...(await atDoor(db, orderId, status)),
    });
  }
  // The delivery is dated in the month the test wants (the slots are all in the coming week).
  await db
    .update(t.pendingDeposits)
    .set({ createdAt: deliveredAt })
    .where(and(eq(t.pendingDeposits.orderId, orderId), eq(t.pendingDeposits.kind, 'delivery')));
}

beforeAll(async () => {
  driver = (await loginAs(app, 'livreur@example.com')).token;
  [customer, newcomer] = (await createShoppers(db, 2)) as [Shopper, Shopper];
  shopBefore = await shopImpact(db);
  const prices = { large: 1500, small: 1500 };
  // Two months ago: one crate of 12 large bottles. This month: 1 large bottle and 20 small ones.
  const first = await placeLilleOrder(app, db, customer, { large: 12, small: 0 }, 'impact-1', prices);
  await deliver(first.orderId, monthsAgo(2));
  await db
    .update(t.orders)
    .set({ placedAt: monthsAgo(2) })
    .where(eq(t.orders.id, first.orderId));
  const second = await placeLilleOrder(app, db, customer, { large: 1, small: 20 }, 'impact-2', prices);
  await deliver(second.orderId, now);
  // The driver takes back 2 crates and 12 large bottles.
  const collected = await app.inject({
    method: 'POST',
    url: '/api/operator/collections',
    headers: as(driver),
    payload: { userId: customer.id, crates: 2, largeBottles: 12, smallBottles: 0 },
  });
  expect(collected.statusCode, collected.body).toBe(200);
});

describe('GET /api/user/impact', () => {
  it('is for logged-in customers only', async () => {
    const res = await app.inject({ url: '/api/user/impact' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBeTruthy();
  });

  it('gives a new customer zeros and no months, with the shop’s figures beside', async () => {
    const body = await impact(newcomer);
    expect(body).toMatchObject({
      since: null,
      delivered: { crates: 0, largeBottles: 0, smallBottles: 0 },
      returned: { crates: 0, largeBottles: 0, smallBottles: 0 },
      impact: { containersAvoided: 0, packagingGrams: 0, co2eGrams: 0 },
      reused: 0,
      returnRate: { crates: null, bottles: null },
      months: [],
    });
    // The demo customer's two deliveries are on record in the seeded shop.
    expect(body.shop.customers).toBeGreaterThanOrEqual(1);
    expect(body.shop.months).toHaveLength(12);
  });

  it('counts two delivered orders and a collection, month by month since the first order', async () => {
    const body = await impact(customer);
    expect(body.since).toBe(monthsAgo(2).toISOString());
    expect(body.delivered).toEqual({ crates: 3, largeBottles: 13, smallBottles: 20 });
    expect(body.returned).toEqual({ crates: 2, largeBottles: 12, smallBottles: 0 });
    expect(body.reused).toBe(12);
    // 2 of 3 crates (66,6 % → 66), 12 of 33 bottles (36,3 % → 36).
    expect(body.returnRate).toEqual({ crates: 66, bottles: 36 });
    expect(body.months.map((m: { month: string }) => m.month)).toEqual([
      monthOf(monthsAgo(2)),
      monthOf(monthsAgo(1)),
      monthOf(now),
    ]);
    const [older, empty, current] = body.months;
    expect(older.delivered).toEqual({ crates: 1, largeBottles: 12, smallBottles: 0 });
    expect(older.impact).toEqual({ containersAvoided: 12, packagingGrams: 5525, co2eGrams: 4266 });
    expect(empty.impact).toEqual({ containersAvoided: 0, packagingGrams: 0, co2eGrams: 0 });
    expect(current.delivered).toEqual({ crates: 2, largeBottles: 1, smallBottles: 20 });
    expect(current.returned).toEqual({ crates: 2, largeBottles: 12, smallBottles: 0 });
    expect(current.impact).toEqual(impactOf({ crates: 2, largeBottles: 1, smallBottles: 20 }));
    // The months add up to the totals.
    expect(body.impact).toEqual({
      containersAvoided: 12 + 21,
      packagingGrams: 5525 + current.impact.packagingGrams,
      co2eGrams: 4266 + current.impact.co2eGrams,
    });
    expect(current.impact).toEqual({ containersAvoided: 21, packagingGrams: 4905, co2eGrams: 3516 });
  });

  it('shows a customer their own figures only', async () => {
    const body = await impact(newcomer);
    expect(body.delivered).toEqual({ crates: 0, largeBottles: 0, smallBottles: 0 });
    expect(body.months).toEqual([]);
  });

  it('compares with the whole shop, computed once and then served from the cache', async () => {
    const first = (await impact(customer)).shop;
    const shop = await shopImpact(db);
    // This customer's deliveries and collection are in the shop's totals.
    expect(shop.delivered.largeBottles - shopBefore.delivered.largeBottles).toBe(13);
    expect(shop.delivered.smallBottles - shopBefore.delivered.smallBottles).toBe(20);
    expect(shop.returned.crates - shopBefore.returned.crates).toBe(2);
    expect(shop.customers - shopBefore.customers).toBe(1);
    expect(shop.average.containersAvoided).toBe(Math.round(shop.impact.containersAvoided / shop.customers));
    expect(shop.months.at(-1)!.month).toBe(monthOf(now));
    // A later delivery elsewhere does not make the next request scan again.
    const [other] = (await createShoppers(db, 1)) as [Shopper];
    await db.insert(t.pendingDeposits).values({
      userId: other.id,
      amountCents: 540,
      kind: 'delivery',
      crates: 1,
      largeBottles: 12,
      smallBottles: 0,
    });
    const again = (await impact(customer)).shop;
    expect(again).toEqual(first);
    expect((await shopImpact(db)).delivered.largeBottles).toBe(shop.delivered.largeBottles + 12);
  });

  it('counts nothing for a legacy movement without kind or counts', async () => {
    const [legacy] = (await createShoppers(db, 1)) as [Shopper];
    await db.insert(t.pendingDeposits).values([
      { userId: legacy.id, amountCents: 540, kind: null, description: '1 caisse' },
      { userId: legacy.id, amountCents: 300, kind: 'delivery' },
    ]);
    const body = await impact(legacy);
    expect(body.delivered).toEqual({ crates: 0, largeBottles: 0, smallBottles: 0 });
    expect(body.impact.containersAvoided).toBe(0);
    expect(body.months).toHaveLength(1);
  });
});
