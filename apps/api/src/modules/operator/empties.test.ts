import { and, eq, sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import { loginAs, testApp } from '../../../test/app.js';
import { placeLilleOrder } from '../../../test/orders.js';
import { createShoppers, type Shopper } from '../../../test/shoppers.js';

/**
 * Empties recorded with rejects: the refused ones are kept for the ledger and never
 * credited; two collections at once never credit more than is pending. The race proves something on
 * the PostgreSQL server (TEST_DATABASE_URL: a pool runs the transactions in parallel); on embedded
 * PGlite they run one after the other and the same invariant is checked.
 */
const { app, db } = await testApp({ EARLY_DELIVERY_DAYS: '7' });
const onServer = Boolean(process.env.TEST_DATABASE_URL);
const as = (token: string) => ({ authorization: `Bearer ${token}` });
let driver: string;

const collect = (body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/operator/collections', headers: as(driver), payload: body });
const deliver = async (orderId: number) => {
  for (const status of ['preparing', 'out_for_delivery', 'delivered'])
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/operator/orders/${orderId}/status`,
          headers: as(driver),
          payload: { status },
        })
      ).statusCode,
    ).toBe(200);
};
const sumOf = async (table: typeof t.pendingDeposits | typeof t.walletEntries, where: SQL) => {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${table.amountCents}), 0)::int` })
    .from(table)
    .where(where);
  return Number(row!.total);
};
const pendingOf = (userId: number) => sumOf(t.pendingDeposits, eq(t.pendingDeposits.userId, userId));
const walletRefundsOf = (userId: number) =>
  sumOf(
    t.walletEntries,
    and(eq(t.walletEntries.userId, userId), eq(t.walletEntries.reason, 'deposit_refund'))!,
  );

/** A shopper of Lille whose order of 24 large and 7 small bottles was delivered (deposits pending). */
async function deliveredShopper(key: string): Promise<{ shopper: Shopper; orderId: number }> {
  const [shopper] = (await createShoppers(db, 1)) as [Shopper];
  const { orderId } = await placeLilleOrder(app, db, shopper, { large: 24, small: 7 }, key);
  await deliver(orderId);
  return { shopper, orderId };
}

beforeAll(async () => {
  driver = (await loginAs(app, 'livreur@example.com')).token;
});

describe('empties recorded with rejects', () => {
  it('credits the accepted empties only and keeps the two broken bottles apart, with the order', async () => {
    const { shopper, orderId } = await deliveredShopper('empties-rejects');
    const before = await pendingOf(shopper.id);
    const res = await collect({
      userId: shopper.id,
      orderId,
      crates: 1,
      largeBottles: 10,
      smallBottles: 0,
      rejects: [
        { unit: 'largeBottle', reason: 'broken', count: 2 },
        { unit: 'smallBottle', reason: 'foreign', count: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    // 1 crate (3 €) + 10 large bottles (2 €): the 2 broken and 1 foreign bottles are worth nothing.
    expect(res.json()).toMatchObject({ credited: 5, rejected: 3, pendingDepositTotal: (before - 500) / 100 });
    expect(await pendingOf(shopper.id)).toBe(before - 500);
    expect(await walletRefundsOf(shopper.id)).toBe(500);
    const [collection] = await db
      .select()
      .from(t.pendingDeposits)
      .where(and(eq(t.pendingDeposits.userId, shopper.id), eq(t.pendingDeposits.kind, 'collection')));
    expect(collection).toMatchObject({ amountCents: -500, orderId, crates: 1, largeBottles: 10 });
    expect(collection!.warehouseId).not.toBeNull();
    expect(collection!.walletEntryId).not.toBeNull();
    const rejects = await db
      .select()
      .from(t.collectionRejects)
      .where(eq(t.collectionRejects.userId, shopper.id))
      .orderBy(t.collectionRejects.unit);
    expect(rejects.map((r) => [r.unit, r.reason, r.count, r.collectionId, r.orderId])).toEqual([
      ['largeBottle', 'broken', 2, collection!.id, orderId],
      ['smallBottle', 'foreign', 1, collection!.id, orderId],
    ]);
  });

  it('records rejects alone without a credit, nor a movement of the pending deposits', async () => {
    const { shopper } = await deliveredShopper('empties-rejects-only');
    const before = await pendingOf(shopper.id);
    const res = await collect({
      userId: shopper.id,
      crates: 0,
      largeBottles: 0,
      smallBottles: 0,
      rejects: [{ unit: 'crate', reason: 'broken', count: 1 }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ credited: 0, rejected: 1 });
    expect(await pendingOf(shopper.id)).toBe(before);
    expect(await walletRefundsOf(shopper.id)).toBe(0);
    const [reject] = await db
      .select()
      .from(t.collectionRejects)
      .where(eq(t.collectionRejects.userId, shopper.id));
    expect(reject).toMatchObject({ unit: 'crate', reason: 'broken', count: 1, collectionId: null });
  });

  it('refuses an empty return, a repeated reject line, another customer’s order, and too much', async () => {
    const { shopper } = await deliveredShopper('empties-refusals');
    const { orderId: otherOrder } = await deliveredShopper('empties-refusals-other');
    const none = { userId: shopper.id, crates: 0, largeBottles: 0, smallBottles: 0 };
    const nothing = await collect({ ...none, rejects: [] });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe('Indiquez au moins un vide récupéré ou refusé.');
    const twice = await collect({
      ...none,
      rejects: [
        { unit: 'crate', reason: 'broken', count: 1 },
        { unit: 'crate', reason: 'broken', count: 2 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toMatch(/indiqué deux fois/);
    const badReason = await collect({ ...none, rejects: [{ unit: 'crate', reason: 'lost', count: 1 }] });
    expect(badReason.statusCode).toBe(400);
    const notTheirs = await collect({ ...none, crates: 1, orderId: otherOrder });
    expect(notTheirs.statusCode).toBe(404);
    const tooMuch = await collect({
      ...none,
      crates: 100,
      rejects: [{ unit: 'crate', reason: 'foreign', count: 1 }],
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(
      await db.select().from(t.collectionRejects).where(eq(t.collectionRejects.userId, shopper.id)),
    ).toEqual([]);
  });
});

describe('two collections for one customer at once', () => {
  const RACERS = onServer ? 12 : 4;
  it('never credit more than is pending (the advisory lock serializes them)', async () => {
    const { shopper } = await deliveredShopper('empties-race');
    const pending = await pendingOf(shopper.id);
    // Each racer's empties are worth more than half of what is pending: one alone fits, two do not.
    const crates = Math.floor(pending / 2 / 300) + 1;
    expect(crates * 300).toBeLessThanOrEqual(pending);
    const results = await Promise.all(
      Array.from({ length: RACERS }, () =>
        collect({
          userId: shopper.id,
          crates,
          largeBottles: 0,
          smallBottles: 0,
          rejects: [{ unit: 'largeBottle', reason: 'broken', count: 1 }],
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(RACERS - 1);
    expect(await pendingOf(shopper.id)).toBe(pending - crates * 300);
    expect(await walletRefundsOf(shopper.id)).toBe(crates * 300);
    const rejects = await db
      .select()
      .from(t.collectionRejects)
      .where(eq(t.collectionRejects.userId, shopper.id));
    expect(rejects).toHaveLength(1);
  }, 120_000);
});
