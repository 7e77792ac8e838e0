import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../../db/schema/index.js';
import { loginAs, testApp } from '../../../../test/app.js';
import { placeLilleOrder } from '../../../../test/orders.js';
import { createShoppers } from '../../../../test/shoppers.js';

const { app, db } = await testApp({ EARLY_DELIVERY_DAYS: '7' });
const as = (token: string) => ({ authorization: `Bearer ${token}` });
let admin: string;
let manager: string;
let lille: typeof t.warehouses.$inferSelect;
let vans: (typeof t.vans.$inferSelect)[];

interface Plan {
  slotId: number;
  vans: {
    vanId: number;
    stops: number;
    orders: number;
    crates: number;
    km: number;
    leavesAt: string | null;
  }[];
  startedVans: number[];
  unplanned: { orderId: number; reason: string }[];
}
const plan = (slotId: number, token = admin, warehouseId?: number) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/rounds/plan',
    headers: as(token),
    payload: { slotId, ...(warehouseId ? { warehouseId } : {}) },
  });

/**
 * `n` Lille orders of 2 crates each (24 large bottles), homes spread around the warehouse, moved to a
 * slot of their own (the `slotIndex`-th of that day): each case plans its own slot.
 */
async function slotWithOrders(n: number, tag: string, slotIndex: number) {
  await db.update(t.slots).set({ capacity: 100 }).where(eq(t.slots.warehouseId, lille.id));
  const shoppers = await createShoppers(db, n);
  for (const [i, shopper] of shoppers.entries())
    await db
      .update(t.addresses)
      .set({ lat: lille.lat + 0.01 * Math.cos(i), lng: lille.lng + 0.015 * Math.sin(i * 1.7) })
      .where(eq(t.addresses.userId, shopper.id));
  const ids: number[] = [];
  let slotDate = '';
  for (const [i, shopper] of shoppers.entries()) {
    const placed = await placeLilleOrder(app, db, shopper, { large: 24, small: 0 }, `plan-${tag}-${i}`);
    ids.push(placed.orderId);
    slotDate = placed.slotDate;
  }
  const [first] = await db.select().from(t.orders).where(eq(t.orders.id, ids[0]!));
  const [booked] = await db.select().from(t.slots).where(eq(t.slots.id, first!.slotId));
  const day = await db
    .select()
    .from(t.slots)
    .where(
      and(
        eq(t.slots.warehouseId, lille.id),
        gte(t.slots.startAt, new Date(booked!.startAt.getTime() - 6 * 3600_000)),
      ),
    )
    .orderBy(asc(t.slots.startAt))
    .limit(slotIndex + 1);
  const slotId = day[slotIndex]!.id;
  await db.update(t.orders).set({ slotId }).where(inArray(t.orders.id, ids));
  return { ids, slotId, slotDate };
}
const ordersOf = (ids: number[]) =>
  db.select().from(t.orders).where(inArray(t.orders.id, ids)).orderBy(asc(t.orders.id));
const setCapacity = (crates: number) =>
  db.update(t.vans).set({ capacityCrates: crates }).where(eq(t.vans.warehouseId, lille.id));

beforeAll(async () => {
  admin = (await loginAs(app, 'admin@example.com')).token;
  manager = (await loginAs(app, 'gerant.lyon@example.com')).token;
  [lille] = (await db.select().from(t.warehouses).where(eq(t.warehouses.key, 'lille'))) as [typeof lille];
  vans = await db.select().from(t.vans).where(eq(t.vans.warehouseId, lille.id)).orderBy(asc(t.vans.position));
});

describe("planning a slot's rounds", () => {
  it('gives every order a van, a place and an arrival inside its slot, vans filled within their capacity', async () => {
    const { ids, slotId, slotDate } = await slotWithOrders(6, 'split', 2);
    // 6 orders × 2 crates, vans of 8: two vans are needed.
    await setCapacity(8);
    const res = await plan(slotId);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Plan;
    expect(body.unplanned).toEqual([]);
    expect(body.vans.filter((v) => v.stops > 0)).toHaveLength(2);
    for (const van of body.vans) expect(van.crates).toBeLessThanOrEqual(8);
    const rows = await ordersOf(ids);
    const [slot] = await db.select().from(t.slots).where(eq(t.slots.id, slotId));
    for (const van of vans) {
      const positions = rows
        .filter((o) => o.vanId === van.id)
        .map((o) => o.roundPosition!)
        .sort((a, b) => a - b);
      expect(positions).toEqual(positions.map((_, i) => i + 1));
    }
    for (const order of rows) {
      expect(order.plannedArrivalAt!.getTime()).toBeGreaterThanOrEqual(slot!.startAt.getTime());
      expect(order.plannedArrivalAt!.getTime()).toBeLessThanOrEqual(slot!.endAt.getTime());
    }
    // The round (the back-office's and the driver's) follows the plan, arrivals in order.
    const van = rows[0]!.vanId!;
    const round = await app.inject({
      url: `/api/admin/rounds?date=${slotDate}&slotId=${slotId}&vanId=${van}&warehouseId=${lille.id}`,
      headers: as(admin),
    });
    const stops = (round.json() as { stops: { plannedArrivalAt: string; orders: { orderId: number }[] }[] })
      .stops;
    const expected = rows.filter((o) => o.vanId === van).sort((a, b) => a.roundPosition! - b.roundPosition!);
    expect(stops.map((s) => s.orders[0]!.orderId)).toEqual(expected.map((o) => o.id));
    const arrivals = stops.map((s) => Date.parse(s.plannedArrivalAt));
    expect(arrivals).toEqual([...arrivals].sort((a, b) => a - b));
    const [entry] = await db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.action, 'rounds.plan'), eq(t.auditLog.entityId, String(slotId))));
    expect(entry).toBeDefined();
  });

  it('leaves a started van’s round as it is and plans the rest on the other van', async () => {
    const { ids, slotId } = await slotWithOrders(4, 'started', 3);
    await setCapacity(60);
    await db.update(t.orders).set({ vanId: vans[0]!.id }).where(inArray(t.orders.id, ids));
    await db.update(t.orders).set({ status: 'out_for_delivery' }).where(eq(t.orders.id, ids[0]!));
    const res = await plan(slotId);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Plan).startedVans).toEqual([vans[0]!.id]);
    const rows = await ordersOf(ids);
    // The order that left stays with its driver, unplanned; the ones still here go with the other van.
    expect(rows[0]).toMatchObject({ vanId: vans[0]!.id, roundPosition: null });
    expect(rows.slice(1).every((o) => o.vanId === vans[1]!.id && o.roundPosition !== null)).toBe(true);
    // Every van started: 409, nothing changes.
    await db.update(t.orders).set({ status: 'out_for_delivery' }).where(eq(t.orders.id, ids[1]!));
    const none = await plan(slotId);
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('rounds_all_started');
    expect((await ordersOf(ids)).map((o) => o.vanId)).toEqual(rows.map((o) => o.vanId));
  });

  it('lists what it cannot place (no room, no location), never drops it', async () => {
    const { ids, slotId } = await slotWithOrders(5, 'room', 4);
    await setCapacity(2);
    await db
      .update(t.addresses)
      .set({ lat: null, lng: null })
      .where(eq(t.addresses.userId, (await ordersOf([ids[4]!]))[0]!.userId));
    const res = await plan(slotId);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Plan;
    // Two vans of 2 crates take two 2-crate orders; of the other three, one has no location.
    const reasons = Object.fromEntries(body.unplanned.map((u) => [u.orderId, u.reason]));
    expect(reasons[ids[4]!]).toBe('noLocation');
    expect(Object.values(reasons).filter((r) => r === 'noRoom')).toHaveLength(2);
    const rows = await ordersOf(ids);
    expect(rows.filter((o) => o.roundPosition !== null)).toHaveLength(2);
    expect(
      rows
        .filter((o) => o.roundPosition === null)
        .map((o) => o.id)
        .sort(),
    ).toEqual(body.unplanned.map((u) => u.orderId).sort());
    await setCapacity(60);
  });

  it('refuses another warehouse’s manager (403), an unknown slot or another warehouse’s (404), a bad body (400)', async () => {
    const { slotId } = await slotWithOrders(1, 'guard', 5);
    expect((await plan(slotId, manager, lille.id)).statusCode).toBe(403);
    expect((await plan(slotId, manager)).statusCode).toBe(404);
    expect((await plan(999_999)).statusCode).toBe(404);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/admin/rounds/plan',
      headers: as(admin),
      payload: { slotId: -1 },
    });
    expect(bad.statusCode).toBe(400);
  });
});
