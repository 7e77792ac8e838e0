import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../../db/schema/index.js';
import { testApp } from '../../../../test/app.js';
import { placeLilleOrder } from '../../../../test/orders.js';
import { createShoppers, lilleEntry, type Shopper } from '../../../../test/shoppers.js';
import { bearer, staffTokens, type StaffTokens } from '../../../../test/staff.js';

/**
 * The race: a manager editing an order while its customer moves it to another slot ends
 * consistent whichever wins (both lock the order's row first), and two refunds at once never add up
 * to more than was paid (the sum is checked under that lock). On the PostgreSQL server, where a pool
 * runs the requests in parallel; embedded PGlite runs one statement at a time (nothing to prove).
 */
const onServer = Boolean(process.env.TEST_DATABASE_URL);
const ROUNDS = 25;
const { app, db } = await testApp();
let tokens: StaffTokens;
let shoppers: Shopper[];
let water: number;
let beer: number;
let key = 0;

beforeAll(async () => {
  tokens = await staffTokens(db);
  shoppers = await createShoppers(db, 2);
  water = (await lilleEntry(db, 'eau-minerale-naturelle-plate-100cl', 199)).id;
  beer = (await lilleEntry(db, 'biere-blonde-bio-33cl', 135)).id;
});

const place = (shopper: Shopper) =>
  placeLilleOrder(app, db, shopper, { large: 24, small: 0 }, `edit-race-${++key}-${Date.now()}`);
const reserved = async (ids: number[]) =>
  new Map(
    (await db.select().from(t.slots).where(inArray(t.slots.id, ids))).map((s) => [s.id, s.reserved] as const),
  );
/** Orders holding a place in a slot: what its `reserved` must count (no holds on these test slots). */
const holding = async (slotId: number) =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.orders)
      .where(and(eq(t.orders.slotId, slotId), ne(t.orders.status, 'cancelled')))
  )[0]!.n;

describe.runIf(onServer)('concurrently, on PostgreSQL', { timeout: 180_000 }, () => {
  it(`an edit and the customer's slot change, ${ROUNDS} times: slot places, stock and totals consistent`, async () => {
    const shopper = shoppers[0]!;
    const { orderId } = await place(shopper);
    const order = (await db.select().from(t.orders).where(eq(t.orders.id, orderId)))[0]!;
    // Two fresh slots of Lille days ahead, nobody else's: the order moves between them.
    const base = Date.now() + 4 * 86_400_000;
    const slots = await db
      .insert(t.slots)
      .values(
        [0, 1].map((i) => ({
          warehouseId: order.warehouseId,
          startAt: new Date(base + i * 3_600_000),
          endAt: new Date(base + (i + 1) * 3_600_000),
          capacity: 5,
        })),
      )
      .returning({ id: t.slots.id });
    const slotIds = slots.map((s) => s.id);
    // The order into the first one, its place counted there (and given back to the checkout's slot).
    await db
      .update(t.slots)
      .set({ reserved: sql`${t.slots.reserved} - 1` })
      .where(eq(t.slots.id, order.slotId));
    await db.update(t.slots).set({ reserved: 1 }).where(eq(t.slots.id, slotIds[0]!));
    await db.update(t.orders).set({ slotId: slotIds[0]! }).where(eq(t.orders.id, orderId));
    await db
      .update(t.productWarehouses)
      .set({ stock: 1000 })
      .where(inArray(t.productWarehouses.id, [water, beer]));

    for (let round = 0; round < ROUNDS; round++) {
      const target = slotIds[(round + 1) % 2]!;
      const [edited, moved] = await Promise.all([
        app.inject({
          method: 'PATCH',
          url: `/api/admin/orders/${orderId}/lines`,
          headers: bearer(tokens.lilleManager),
          payload: {
            changes: [
              { productWarehouseId: water, quantity: 12 + (round % 3) * 6 },
              { productWarehouseId: beer, quantity: round % 2 === 0 ? 20 : 0 },
            ],
          },
        }),
        app.inject({
          method: 'PATCH',
          url: `/api/order/${orderId}/slot`,
          headers: bearer(shopper.token),
          payload: { slot_id: target },
        }),
      ]);
      expect(edited.statusCode, edited.body).toBe(200);
      expect(moved.statusCode, moved.body).toBe(200);
    }

    const final = (await db.select().from(t.orders).where(eq(t.orders.id, orderId)))[0]!;
    const places = await reserved(slotIds);
    for (const id of slotIds) expect(places.get(id), `slot ${id}`).toBe(await holding(id));
    expect(final.slotId).toBe(slotIds[ROUNDS % 2]!);
    const lines = await db.select().from(t.orderLines).where(eq(t.orderLines.orderId, orderId));
    const taken = (entry: number) =>
      lines.filter((l) => l.productWarehouseId === entry).reduce((n, l) => n + l.quantity, 0);
    const stock = new Map(
      (
        await db
          .select()
          .from(t.productWarehouses)
          .where(inArray(t.productWarehouses.id, [water, beer]))
      ).map((e) => [e.id, e.stock] as const),
    );
    // The 24 bottles of the checkout were taken while the stock was not tracked.
    expect(stock.get(water)).toBe(1000 - (taken(water) - 24));
    expect(stock.get(beer)).toBe(1000 - taken(beer));
    expect(final.subtotalTtcCents).toBe(lines.reduce((n, l) => n + l.quantity * l.unitPriceTtcCents, 0));
    const movements = await db
      .select({
        entry: t.stockMovements.productWarehouseId,
        sum: sql<number>`sum(${t.stockMovements.quantity})::int`,
      })
      .from(t.stockMovements)
      .where(eq(t.stockMovements.orderId, orderId))
      .groupBy(t.stockMovements.productWarehouseId);
    expect(new Map(movements.map((m) => [m.entry, m.sum]))).toEqual(
      new Map(
        [
          [water, -(taken(water) - 24)],
          [beer, -taken(beer)],
        ].filter(([, q]) => q !== 0) as [number, number][],
      ),
    );
  });

  it('two refunds at once, each of more than half of what is left: exactly one is made', async () => {
    const shopper = shoppers[1]!;
    await db
      .insert(t.walletEntries)
      .values({ userId: shopper.id, amountCents: 100_000, reason: 'correction' });
    for (let round = 0; round < 10; round++) {
      const { orderId } = await place(shopper);
      const paid = (await db.select().from(t.orders).where(eq(t.orders.id, orderId)))[0]!.walletUsageCents;
      const amount = Math.floor(paid * 0.6) / 100;
      const results = await Promise.all(
        [0, 1].map(() =>
          app.inject({
            method: 'POST',
            url: `/api/admin/orders/${orderId}/refunds`,
            headers: bearer(tokens.admin),
            payload: { method: 'wallet', amount, reason: 'Geste commercial' },
          }),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const made = await db.select().from(t.orderRefunds).where(eq(t.orderRefunds.orderId, orderId));
      expect(made).toHaveLength(1);
      expect(made.reduce((n, r) => n + r.amountCents, 0)).toBeLessThanOrEqual(paid);
    }
  });
});

it.skipIf(onServer)('the races run on PostgreSQL only (TEST_DATABASE_URL)', () => {
  expect(onServer).toBe(false);
});
