import { localDate, zonedInstant, addDays } from '@consigne/domain';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../../db/schema/index.js';
import { loginAs, testApp } from '../../../../test/app.js';
import { atDoor, placeLilleOrder } from '../../../../test/orders.js';
import { createShoppers, type Shopper } from '../../../../test/shoppers.js';
import { statusBody } from '../../../../test/door.js';

const { app, db } = await testApp({ EARLY_DELIVERY_DAYS: '7' });
const as = (token: string) => ({ authorization: `Bearer ${token}` });
let admin: string;
let manager: string;
let driver: string;
let lilleId: number;
let shoppers: Shopper[];
const today = localDate(new Date());

const deliver = async (orderId: number) => {
  for (const status of ['preparing', 'out_for_delivery', 'delivered'])
    await app.inject({
      method: 'POST',
      url: `/api/operator/orders/${orderId}/status`,
      headers: as(driver),
      payload: { ...statusBody(status), ...(await atDoor(db, orderId, status)) },
    });
};
const collect = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/operator/collections', headers: as(driver), payload });
const cents = (euros: number) => Math.round(euros * 100);

beforeAll(async () => {
  admin = (await loginAs(app, 'admin@example.com')).token;
  manager = (await loginAs(app, 'gerant.lyon@example.com')).token;
  driver = (await loginAs(app, 'livreur@example.com')).token;
  const [lille] = await db.select().from(t.warehouses).where(eq(t.warehouses.key, 'lille'));
  lilleId = lille!.id;
  shoppers = await createShoppers(db, 2);
  for (const [i, shopper] of shoppers.entries()) {
    const { orderId } = await placeLilleOrder(app, db, shopper, { large: 24, small: 10 }, `ledger-${i}`);
    await deliver(orderId);
  }
  // The first customer's delivery is ten days old: the oldest pending deposits of the two.
  await db
    .update(t.pendingDeposits)
    .set({ createdAt: new Date(Date.now() - 10 * 86_400_000) })
    .where(eq(t.pendingDeposits.userId, shoppers[0]!.id));
  const ok = await collect({
    userId: shoppers[1]!.id,
    crates: 2,
    largeBottles: 22,
    smallBottles: 10,
    rejects: [{ unit: 'largeBottle', reason: 'broken', count: 2 }],
  });
  expect(ok.statusCode, ok.body).toBe(200);
  const rejectsOnly = await collect({
    userId: shoppers[0]!.id,
    crates: 0,
    largeBottles: 0,
    smallBottles: 0,
    rejects: [{ unit: 'crate', reason: 'foreign', count: 1 }],
  });
  expect(rejectsOnly.statusCode, rejectsOnly.body).toBe(200);
});

/** The rows the ledger reads, summed here in plain code: what the SQL must agree with. */
async function fromRows(from: string, to: string) {
  const start = zonedInstant(from, 0).getTime();
  const end = zonedInstant(addDays(to, 1), 0).getTime();
  const rows = await db.select().from(t.pendingDeposits).where(eq(t.pendingDeposits.warehouseId, lilleId));
  const at = (r: { createdAt: Date }) => r.createdAt.getTime();
  const inRange = rows.filter((r) => at(r) >= start && at(r) < end);
  const sum = (list: typeof rows) => list.reduce((n, r) => n + r.amountCents, 0);
  const collections = inRange.filter((r) => r.kind === 'collection');
  const entryIds = collections.flatMap((r) => (r.walletEntryId ? [r.walletEntryId] : []));
  const entries = entryIds.length
    ? await db.select().from(t.walletEntries).where(inArray(t.walletEntries.id, entryIds))
    : [];
  return {
    opening: sum(rows.filter((r) => at(r) < start)),
    closing: sum(rows.filter((r) => at(r) < end)),
    out: sum(inRange.filter((r) => r.amountCents > 0)),
    collected: -sum(collections),
    refunded: entries.filter((e) => e.reason === 'deposit_refund').reduce((n, e) => n + e.amountCents, 0),
    deliveries: inRange.filter((r) => r.kind === 'delivery'),
    collections,
  };
}

describe('the empties and deposits ledger of a day', () => {
  it('counts out, returned and refused (by reason) as the rows add up', async () => {
    const res = await app.inject({
      url: `/api/admin/deposits/day?warehouseId=${lilleId}&date=${today}`,
      headers: as(admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    const day = res.json();
    const rows = await fromRows(today, today);
    const total = (list: typeof rows.deliveries, key: 'crates' | 'largeBottles' | 'smallBottles') =>
      list.reduce((n, r) => n + (r[key] ?? 0), 0);
    expect(day.out).toEqual({
      crates: total(rows.deliveries, 'crates'),
      largeBottles: total(rows.deliveries, 'largeBottles'),
      smallBottles: total(rows.deliveries, 'smallBottles'),
      amount: rows.deliveries.reduce((n, r) => n + r.amountCents, 0) / 100,
    });
    expect(day.returned.amount).toBe(rows.collected / 100);
    expect(day.returned.largeBottles).toBe(total(rows.collections, 'largeBottles'));
    const rejects = await db
      .select()
      .from(t.collectionRejects)
      .where(eq(t.collectionRejects.warehouseId, lilleId));
    const count = (unit: string, reason: string) =>
      rejects.filter((r) => r.unit === unit && r.reason === reason).reduce((n, r) => n + r.count, 0);
    expect(day.rejected).toContainEqual({
      unit: 'largeBottle',
      reason: 'broken',
      count: count('largeBottle', 'broken'),
    });
    expect(day.rejected).toContainEqual({
      unit: 'crate',
      reason: 'foreign',
      count: count('crate', 'foreign'),
    });
    expect(count('largeBottle', 'broken')).toBeGreaterThanOrEqual(2);
  });

  it('lists the customers with deposits pending, the oldest first, with their age', async () => {
    const day = (
      await app.inject({
        url: `/api/admin/deposits/day?warehouseId=${lilleId}&date=${today}`,
        headers: as(admin),
      })
    ).json();
    const ids = day.customers.map((c: { id: number }) => c.id);
    const [old, recent] = shoppers.map((s) => day.customers.find((c: { id: number }) => c.id === s.id));
    expect(ids.indexOf(old.id)).toBeLessThan(ids.indexOf(recent.id));
    expect(old.ageDays).toBe(10);
    expect(recent.ageDays).toBe(0);
    // 24 large and 10 small bottles in 3 crates, less 2 crates, 22 large and 10 small bottles returned
    // and the 2 large ones refused broken (no longer out).
    expect(recent.pending).toEqual({ crates: 1, largeBottles: 0, smallBottles: 0, amount: 3 });
    const ages = day.customers.map((c: { ageDays: number | null }) => c.ageDays ?? -1);
    expect(ages).toEqual([...ages].sort((a: number, b: number) => b - a));
  });

  it('keeps a manager to their own warehouses', async () => {
    const res = await app.inject({
      url: `/api/admin/deposits/day?warehouseId=${lilleId}`,
      headers: as(manager),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('the reconciliation with the wallet ledger', () => {
  const reconcile = (from: string, to: string) =>
    app.inject({
      url: `/api/admin/deposits/reconciliation?warehouseId=${lilleId}&from=${from}&to=${to}`,
      headers: as(admin),
    });

  it('adds up to the cent: out − refunded = change in pending, refunds = collections credited', async () => {
    const from = addDays(today, -30);
    const res = await reconcile(from, today);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const rows = await fromRows(from, today);
    expect(cents(body.openingPending)).toBe(rows.opening);
    expect(cents(body.closingPending)).toBe(rows.closing);
    expect(cents(body.depositsOut)).toBe(rows.out);
    expect(cents(body.refundedToWallet)).toBe(rows.refunded);
    expect(cents(body.collectionsCredited)).toBe(rows.collected);
    // The two broken bottles refused: settled without a refund (0,40 €).
    expect(body.otherMovements).toEqual([{ kind: 'refused', amount: 0.4 }]);
    expect(body.difference).toBe(0);
    expect(body.walletDifference).toBe(0);
    expect(rows.out).toBeGreaterThan(0);
    expect(rows.refunded).toBeGreaterThan(0);
  });

  it('shows a difference when the wallet ledger disagrees (a refund entry altered)', async () => {
    const rows = await fromRows(today, today);
    const entryId = rows.collections[0]!.walletEntryId!;
    const [entry] = await db.select().from(t.walletEntries).where(eq(t.walletEntries.id, entryId));
    await db
      .update(t.walletEntries)
      .set({ amountCents: entry!.amountCents + 1 })
      .where(eq(t.walletEntries.id, entryId));
    try {
      const body = (await reconcile(today, today)).json();
      expect(body.walletDifference).toBe(0.01);
      expect(body.difference).toBe(0.01);
    } finally {
      await db
        .update(t.walletEntries)
        .set({ amountCents: entry!.amountCents })
        .where(eq(t.walletEntries.id, entryId));
    }
  });

  it('refuses a range that ends before it starts, or longer than a year', async () => {
    expect((await reconcile(today, addDays(today, -1))).statusCode).toBe(400);
    expect((await reconcile(addDays(today, -400), today)).statusCode).toBe(400);
  });
});
