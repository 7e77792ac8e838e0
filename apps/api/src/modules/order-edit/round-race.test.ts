import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import { rowsOf } from '../../jobs/executors.js';
import { testApp } from '../../../test/app.js';
import { placeLilleOrder } from '../../../test/orders.js';
import { createShoppers, lilleEntry, type Shopper } from '../../../test/shoppers.js';
import { bearer, staffTokens, type StaffTokens } from '../../../test/staff.js';

/**
 * The shopper edits an order while the driver starts its van's round with another order of the slot
 * (ADR 0031: a round is locked once one of its orders left). Both take the van's row lock (the edit
 * shared, the start exclusive; ADR 0039), so an edit either committed before the round started — the
 * van leaves with its latest lines — or is refused as no longer editable. Never an edit accepted
 * after the van left. EARLY_DELIVERY_DAYS lets the van leave days before the slot, before the cut-off.
 */
const onServer = Boolean(process.env.TEST_DATABASE_URL);
const { app, db } = await testApp({ EARLY_DELIVERY_DAYS: '7' });
let tokens: StaffTokens;
let shoppers: Shopper[];
let beer: number;
let key = 0;
let lilleId: number;

beforeAll(async () => {
  tokens = await staffTokens(db);
  shoppers = await createShoppers(db, 4);
  beer = (await lilleEntry(db, 'biere-blonde-bio-33cl', 135)).id;
  const [lille] = await db.select().from(t.warehouses).where(eq(t.warehouses.key, 'lille'));
  lilleId = lille!.id;
  await db.update(t.slots).set({ capacity: 200 }).where(eq(t.slots.warehouseId, lilleId));
});

/**
 * Two orders of one slot and one van — the warehouse's first (none planned: each test its own slot's
 * round, as a started round stays started), or the `van`th, planned — one prepared, one placed.
 */
async function roundOfTwo(leaving: Shopper, editing: Shopper, van?: number) {
  const place = (s: Shopper) =>
    placeLilleOrder(app, db, s, { large: 12, small: 12 }, `round-race-${++key}-${Date.now()}`);
  const { orderId: leaves } = await place(leaving);
  const { orderId: edited } = await place(editing);
  await db.update(t.orders).set({ status: 'preparing' }).where(eq(t.orders.id, leaves));
  if (van !== undefined) {
    const vans = await db
      .select()
      .from(t.vans)
      .where(eq(t.vans.warehouseId, lilleId))
      .orderBy(t.vans.position);
    await db
      .update(t.orders)
      .set({ vanId: vans[van]!.id })
      .where(inArray(t.orders.id, [leaves, edited]));
  }
  // The beer's stock is counted (the edit takes its row), with room for every edit.
  await db.update(t.productWarehouses).set({ stock: 1000 }).where(eq(t.productWarehouses.id, beer));
  return { leaves, edited };
}

const leave = (orderId: number) =>
  app.inject({
    method: 'POST',
    url: `/api/operator/orders/${orderId}/status`,
    headers: bearer(tokens.operator),
    payload: { status: 'out_for_delivery' },
  });
const addBeer = (shopper: Shopper, orderId: number, quantity: number) =>
  app.inject({
    method: 'PUT',
    url: `/api/orders/${orderId}/lines`,
    headers: bearer(shopper.token),
    payload: { changes: [{ productWarehouseId: beer, quantity }] },
  });
const beerOf = async (orderId: number) => {
  const [line] = await db
    .select({ quantity: t.orderLines.quantity })
    .from(t.orderLines)
    .where(and(eq(t.orderLines.orderId, orderId), eq(t.orderLines.productWarehouseId, beer)));
  return line?.quantity ?? 0;
};

it("refuses the shopper's edit once another order of the van's round left, and changes nothing", async () => {
  const [leaving, editing] = [shoppers[0]!, shoppers[1]!];
  const { leaves, edited } = await roundOfTwo(leaving, editing, 1);
  expect((await leave(leaves)).statusCode).toBe(200);
  const [before] = await db.select().from(t.orders).where(eq(t.orders.id, edited));
  const refused = await addBeer(editing, edited, 24);
  expect(refused.statusCode, refused.body).toBe(409);
  expect(refused.json().code).toBe('order_not_editable');
  expect(await beerOf(edited)).toBe(12);
  const [after] = await db.select().from(t.orders).where(eq(t.orders.id, edited));
  expect(after!.crates).toEqual(before!.crates);
  // The order page says why, and offers no edit.
  const page = await app.inject({ url: `/api/orders/${edited}`, headers: bearer(editing.token) });
  expect(page.json().editLockReason).toBe('roundStarted');
});

describe.runIf(onServer)('concurrently, on PostgreSQL', { timeout: 120_000 }, () => {
  it('an edit held back in its transaction keeps the van waiting: the round starts after it, never before', async () => {
    const [leaving, editing] = [shoppers[2]!, shoppers[3]!];
    const { leaves, edited } = await roundOfTwo(leaving, editing);
    // Hold the beer's stock row: the edit reads the round (not started), then waits here, before it commits.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const holder = db.transaction(async (tx) => {
      await tx.select().from(t.productWarehouses).where(eq(t.productWarehouses.id, beer)).for('update');
      holding();
      await released;
    });
    await held;
    const answered: string[] = [];
    const editing$ = addBeer(editing, edited, 24).then((r) => (answered.push('edit'), r));
    await waitForLockWaits(1, 20_000);
    const leaving$ = leave(leaves).then((r) => (answered.push('leave'), r));
    // With the round's lock the van waits on the edit's (a second statement waiting); without it,
    // the van leaves now, while the edit has read the round as not started and not yet committed.
    const vanWaited = await waitForLockWaits(2).then(
      () => true,
      () => false,
    );
    const leftMeanwhile = [...answered];
    release();
    await holder;
    const [edit, left] = await Promise.all([editing$, leaving$]);
    expect(leftMeanwhile).toEqual([]);
    expect(vanWaited).toBe(true);
    expect(left.statusCode, left.body).toBe(200);
    // The edit came first and was kept: the van leaves with its latest lines.
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await beerOf(edited)).toBe(24);
    // And now the round has started: the next edit is refused.
    expect((await addBeer(editing, edited, 36)).statusCode).toBe(409);
    const rows = await db
      .select()
      .from(t.orders)
      .where(inArray(t.orders.id, [leaves, edited]));
    expect(rows.find((r) => r.id === leaves)!.status).toBe('out_for_delivery');
  });
});

/** Waits until `n` statements of this database wait on a lock (at most `ms`: else throws). */
async function waitForLockWaits(n: number, ms = 3000) {
  for (let i = 0; i < ms / 50; i++) {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
      ),
    );
    if (row!.n >= n) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`fewer than ${n} statements waiting on a lock`);
}
