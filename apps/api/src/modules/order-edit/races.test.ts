import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import { testApp } from '../../../test/app.js';
import { placeLilleOrder } from '../../../test/orders.js';
import { createShoppers, lilleEntry, type Shopper } from '../../../test/shoppers.js';
import { bearer, staffTokens, type StaffTokens } from '../../../test/staff.js';

/**
 * The shopper's edit races the picker's first tick and a staff edit: both lock the order's row
 * (ADR 0039), so whichever comes second sees the first — the picker never ticks a line the shopper
 * removed, the shopper never changes an order whose picking began, and two edits never count the
 * stock twice. On the PostgreSQL server, where a pool runs the requests in parallel; embedded PGlite
 * runs one statement at a time (nothing to prove).
 */
const onServer = Boolean(process.env.TEST_DATABASE_URL);
const ROUNDS = 20;
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
  // Room in the slots for every round's order.
  const [order] = await db.select().from(t.warehouses).where(eq(t.warehouses.key, 'lille'));
  await db.update(t.slots).set({ capacity: 200 }).where(eq(t.slots.warehouseId, order!.id));
});

const place = (shopper: Shopper) =>
  placeLilleOrder(app, db, shopper, { large: 24, small: 12 }, `edit-race-shop-${++key}-${Date.now()}`);
const shopperEdit = (shopper: Shopper, orderId: number, changes: object[]) =>
  app.inject({
    method: 'PUT',
    url: `/api/orders/${orderId}/lines`,
    headers: bearer(shopper.token),
    payload: { changes },
  });

describe.runIf(onServer)('concurrently, on PostgreSQL', { timeout: 240_000 }, () => {
  it(`the shopper removes a line while a picker ticks it, ${ROUNDS} times: exactly one of them wins`, async () => {
    const shopper = shoppers[0]!;
    for (let round = 0; round < ROUNDS; round++) {
      const { orderId } = await place(shopper);
      const lines = await db.select().from(t.orderLines).where(eq(t.orderLines.orderId, orderId));
      const beerLine = lines.find((l) => l.productWarehouseId === beer)!;
      const [edited, ticked] = await Promise.all([
        shopperEdit(shopper, orderId, [{ productWarehouseId: beer, quantity: 0 }]),
        app.inject({
          method: 'PUT',
          url: `/api/admin/picking/lines/${beerLine.id}`,
          headers: bearer(tokens.lilleManager),
          payload: { picked: true },
        }),
      ]);
      const statuses = [edited.statusCode, ticked.statusCode];
      // The edit first: the line is gone, the tick refused (gone before it looked, or once it locked).
      // The tick first: the edit refused.
      expect([
        [200, 404],
        [200, 409],
        [409, 200],
      ]).toContainEqual(statuses);
      const after = await db.select().from(t.orderLines).where(eq(t.orderLines.orderId, orderId));
      const picks = await db.select().from(t.orderLinePicks).where(eq(t.orderLinePicks.orderId, orderId));
      if (edited.statusCode === 200) {
        expect(after.map((l) => l.productWarehouseId)).toEqual([water]);
        expect(picks).toEqual([]);
      } else {
        expect(edited.json().code).toBe('order_edit_picking_started');
        expect(after).toHaveLength(2);
        expect(picks.map((p) => p.orderLineId)).toEqual([beerLine.id]);
      }
    }
  });

  it(`the shopper and a manager edit the same order at once, ${ROUNDS} times: stock and totals consistent`, async () => {
    const shopper = shoppers[1]!;
    const { orderId } = await place(shopper);
    await db
      .update(t.productWarehouses)
      .set({ stock: 1000 })
      .where(inArray(t.productWarehouses.id, [water, beer]));
    const stockAt = async () =>
      new Map(
        (
          await db
            .select()
            .from(t.productWarehouses)
            .where(inArray(t.productWarehouses.id, [water, beer]))
        ).map((e) => [e.id, e.stock!] as const),
      );
    const linesNow = async () => {
      const rows = await db.select().from(t.orderLines).where(eq(t.orderLines.orderId, orderId));
      return (entry: number) =>
        rows.filter((l) => l.productWarehouseId === entry).reduce((n, l) => n + l.quantity, 0);
    };
    const start = await stockAt();
    const startLines = await linesNow();
    for (let round = 0; round < ROUNDS; round++) {
      const [mine, staff] = await Promise.all([
        shopperEdit(shopper, orderId, [
          { productWarehouseId: water, quantity: 12 + (round % 3) * 12 },
          { productWarehouseId: beer, quantity: 6 },
        ]),
        app.inject({
          method: 'PATCH',
          url: `/api/admin/orders/${orderId}/lines`,
          headers: bearer(tokens.lilleManager),
          payload: {
            changes: [
              { productWarehouseId: water, quantity: 36 - (round % 2) * 12 },
              { productWarehouseId: beer, quantity: 18 },
            ],
          },
        }),
      ]);
      expect(mine.statusCode, mine.body).toBe(200);
      expect(staff.statusCode, staff.body).toBe(200);
    }
    const end = await stockAt();
    const taken = await linesNow();
    // What left the stock is what the lines gained, exactly once per change.
    for (const entry of [water, beer])
      expect(start.get(entry)! - end.get(entry)!).toBe(taken(entry) - startLines(entry));
    const [order] = await db.select().from(t.orders).where(eq(t.orders.id, orderId));
    const lines = await db.select().from(t.orderLines).where(eq(t.orderLines.orderId, orderId));
    expect(order!.subtotalTtcCents).toBe(lines.reduce((n, l) => n + l.quantity * l.unitPriceTtcCents, 0));
    const [moved] = await db
      .select({ n: sql<number>`coalesce(sum(${t.stockMovements.quantity}), 0)::int` })
      .from(t.stockMovements)
      .where(eq(t.stockMovements.orderId, orderId));
    expect(moved!.n).toBe(-(taken(water) - startLines(water)) - (taken(beer) - startLines(beer)));
  });
});

it.skipIf(onServer)('the races run on PostgreSQL only (TEST_DATABASE_URL)', () => {
  expect(onServer).toBe(false);
});
