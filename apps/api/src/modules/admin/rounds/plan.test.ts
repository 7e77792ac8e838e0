import { and, asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../../db/schema/index.js';
import { loginAs, testApp } from '../../../../test/app.js';
import * as rounds from '../../../../test/rounds.js';

const { app, db } = await testApp({ EARLY_DELIVERY_DAYS: '7' });
const as = (token: string) => ({ authorization: `Bearer ${token}` });
let admin: string;
let manager: string;
let lille: typeof t.warehouses.$inferSelect;
let vans: (typeof t.vans.$inferSelect)[];

interface SlotPlan {
  slotId: number;
  vans: {
    vanId: number;
    stops: number;
    orders: number;
    crates: number;
    km: number;
    leavesAt: string | null;
    backAt: string | null;
  }[];
  startedVans: number[];
  unplanned: { orderId: number; reason: string }[];
}
interface Plan {
  date: string;
  slots: SlotPlan[];
}
const plan = (slotId: number, token = admin, warehouseId?: number) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/rounds/plan',
    headers: as(token),
    payload: { slotId, ...(warehouseId ? { warehouseId } : {}) },
  });
const planDay = (payload: Record<string, unknown>, token = admin) =>
  app.inject({ method: 'POST', url: '/api/admin/rounds/plan', headers: as(token), payload });
const slotOf = (res: { json: () => unknown }) => (res.json() as Plan).slots[0]!;

const slotWithOrders = (n: number, tag: string, slotIndex: number) =>
  rounds.slotWithOrders(app, db, n, tag, slotIndex);
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
    const body = slotOf(res);
    expect(body.unplanned).toEqual([]);
    expect(body.vans.filter((v) => v.stops > 0).length).toBeGreaterThanOrEqual(2);
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

  it('leaves a started van’s round locked, every order of it, and plans the rest on the other vans', async () => {
    const { ids, slotId } = await slotWithOrders(4, 'started', 3);
    await setCapacity(60);
    await db
      .update(t.orders)
      .set({ vanId: vans[0]!.id })
      .where(inArray(t.orders.id, ids.slice(0, 2)));
    await db
      .update(t.orders)
      .set({ vanId: vans[1]!.id })
      .where(inArray(t.orders.id, ids.slice(2)));
    await db.update(t.orders).set({ status: 'out_for_delivery' }).where(eq(t.orders.id, ids[0]!));
    const res = await plan(slotId);
    expect(res.statusCode, res.body).toBe(200);
    expect(slotOf(res).startedVans).toEqual([vans[0]!.id]);
    const rows = await ordersOf(ids);
    // The first van's round is the driver's: the order that left and the one still here both stay.
    expect(rows.slice(0, 2).map((o) => [o.vanId, o.roundPosition])).toEqual([
      [vans[0]!.id, null],
      [vans[0]!.id, null],
    ]);
    expect(rows.slice(2).every((o) => o.vanId !== vans[0]!.id && o.roundPosition !== null)).toBe(true);
    // An order given to no van yet has not left with the first one: a free van takes it.
    await db.update(t.orders).set({ vanId: null, roundPosition: null }).where(eq(t.orders.id, ids[1]!));
    const again = await plan(slotId);
    expect(again.statusCode, again.body).toBe(200);
    const [unassigned] = await ordersOf([ids[1]!]);
    expect(unassigned!.vanId).not.toBe(vans[0]!.id);
    expect(unassigned!.roundPosition).not.toBeNull();
    // Every van started: 409, nothing changes.
    for (const [i, van] of vans.slice(1).entries())
      await db
        .update(t.orders)
        .set({ vanId: van.id, status: 'out_for_delivery' })
        .where(eq(t.orders.id, ids[2 + i]!));
    const before = await ordersOf(ids);
    const none = await plan(slotId);
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('rounds_all_started');
    expect(await ordersOf(ids)).toEqual(before);
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
    const body = slotOf(res);
    // Three vans of 2 crates take three 2-crate orders; of the other two, one has no location.
    const reasons = Object.fromEntries(body.unplanned.map((u) => [u.orderId, u.reason]));
    expect(reasons[ids[4]!]).toBe('noLocation');
    expect(Object.values(reasons).filter((r) => r === 'noRoom')).toHaveLength(1);
    const rows = await ordersOf(ids);
    expect(rows.filter((o) => o.roundPosition !== null)).toHaveLength(3);
    expect(
      rows
        .filter((o) => o.roundPosition === null)
        .map((o) => o.id)
        .sort(),
    ).toEqual(body.unplanned.map((u) => u.orderId).sort());
    await setCapacity(60);
  });

  it('plans each van with its own capacity: a big van takes what three small ones could not', async () => {
    const { ids, slotId } = await slotWithOrders(5, 'sizes', 8);
    // Orders of 15 crates; vans of 20, 60 and 20. Planned as if every van held 20 (the smallest), each
    // van would take one order and two would be left; with each van's own capacity all five go.
    for (const id of ids) {
      const [order] = await ordersOf([id]);
      await db
        .update(t.orders)
        .set({ crates: [{ ...order!.crates[0]!, completeCrates: 15, nbSpaceLeft: 0 }] })
        .where(eq(t.orders.id, id));
    }
    const sizes = [20, 60, 20];
    for (const [i, van] of vans.entries())
      await db.update(t.vans).set({ capacityCrates: sizes[i]! }).where(eq(t.vans.id, van.id));
    try {
      const res = await plan(slotId);
      expect(res.statusCode, res.body).toBe(200);
      const body = slotOf(res);
      expect(body.unplanned).toEqual([]);
      const big = body.vans.find((v) => v.vanId === vans[1]!.id)!;
      expect(big.crates).toBeGreaterThan(20);
      // What the answer says is what is written: each order in the van the plan sized it for.
      const rows = await ordersOf(ids);
      expect(rows.every((o) => o.roundPosition !== null)).toBe(true);
      for (const [i, van] of vans.entries()) {
        const load = 15 * rows.filter((o) => o.vanId === van.id).length;
        expect(load).toBeLessThanOrEqual(sizes[i]!);
        expect(body.vans.find((v) => v.vanId === van.id)!.crates).toBe(load);
      }
    } finally {
      await setCapacity(60);
    }
  });

  it('leaves a stop whose point is far from the warehouse off the plan, with why, and plans the rest', async () => {
    const { ids, slotId, slotDate } = await slotWithOrders(3, 'far', 9);
    await setCapacity(60);
    // An address saved before points were checked against their commune: Lille's street, at 0,0.
    const [stray] = await ordersOf([ids[1]!]);
    await db.update(t.addresses).set({ lat: 0, lng: 0 }).where(eq(t.addresses.userId, stray!.userId));
    const res = await plan(slotId);
    expect(res.statusCode, res.body).toBe(200);
    const body = slotOf(res);
    expect(body.unplanned).toEqual([{ orderId: ids[1]!, reason: 'tooFar' }]);
    const rows = await ordersOf(ids);
    expect(rows.map((o) => o.roundPosition !== null)).toEqual([true, false, true]);
    // No round drives to it: every van's km stays that of a town.
    for (const van of body.vans) expect(van.km).toBeLessThan(50);
    const day = await app.inject({
      url: `/api/admin/rounds/day?date=${slotDate}&warehouseId=${lille.id}`,
      headers: as(admin),
    });
    expect(day.statusCode, day.body).toBe(200);
    const slot = (day.json() as { slots: { slotId: number; unplanned: unknown[] }[] }).slots.find(
      (s) => s.slotId === slotId,
    )!;
    expect(slot.unplanned).toEqual([{ orderId: ids[1]!, reason: 'tooFar' }]);
  });

  it('plans every slot of a day in one go, and says what each van does', async () => {
    const a = await slotWithOrders(3, 'day-a', 6);
    const b = await slotWithOrders(3, 'day-b', 7);
    await setCapacity(60);
    const res = await planDay({ date: a.slotDate, warehouseId: lille.id });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Plan;
    expect(body.date).toBe(a.slotDate);
    const planned = body.slots.filter((s) => s.slotId === a.slotId || s.slotId === b.slotId);
    expect(planned).toHaveLength(2);
    for (const slot of planned) {
      expect(slot.vans).toHaveLength(3);
      expect(slot.vans.reduce((n, v) => n + v.orders, 0)).toBe(3);
      for (const van of slot.vans.filter((v) => v.stops > 0)) {
        expect(van.km).toBeGreaterThan(0);
        expect(Date.parse(van.backAt!)).toBeGreaterThan(Date.parse(van.leavesAt!));
      }
    }
    const rows = await ordersOf([...a.ids, ...b.ids]);
    expect(rows.every((o) => o.roundPosition !== null && o.plannedArrivalAt !== null)).toBe(true);
    // The day's view draws what was planned: every order in a round, in order, nothing off the plan.
    const day = await app.inject({
      url: `/api/admin/rounds/day?date=${a.slotDate}&warehouseId=${lille.id}`,
      headers: as(admin),
    });
    expect(day.statusCode, day.body).toBe(200);
    const view = day.json() as {
      slots: {
        slotId: number;
        rounds: { stops: { position: number; orders: number[]; lat: number }[]; km: number }[];
        unplanned: unknown[];
      }[];
    };
    const slotA = view.slots.find((s) => s.slotId === a.slotId)!;
    expect(slotA.unplanned).toEqual([]);
    expect(slotA.rounds.flatMap((r) => r.stops.flatMap((s) => s.orders)).sort()).toEqual([...a.ids].sort());
    const km = body.slots.find((s) => s.slotId === a.slotId)!.vans.map((v) => v.km);
    expect(slotA.rounds.map((r) => r.km)).toEqual(km);
  });

  it('refuses another warehouse’s manager (403), an unknown slot or another warehouse’s (404), a bad body (400)', async () => {
    const { slotId, slotDate } = await slotWithOrders(1, 'guard', 5);
    expect((await plan(slotId, manager, lille.id)).statusCode).toBe(403);
    expect((await plan(slotId, manager)).statusCode).toBe(404);
    expect((await plan(999_999)).statusCode).toBe(404);
    expect((await planDay({ date: slotDate, warehouseId: lille.id }, manager)).statusCode).toBe(403);
    expect((await planDay({ date: slotDate, warehouseId: 999_999 }, manager)).statusCode).toBe(403);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/admin/rounds/plan',
      headers: as(admin),
      payload: { slotId: -1 },
    });
    expect(bad.statusCode).toBe(400);
    for (const date of ['2026-02-30', 'demain', '2026-1-5']) {
      const res = await planDay({ date, warehouseId: lille.id });
      expect(res.statusCode, date).toBe(400);
      // One message for the field, not one per check it failed.
      expect(
        (res.json().errors as { field: string }[]).map((e) => e.field),
        date,
      ).toEqual(['date']);
    }
    const far = await planDay({ date: '2099-06-01', warehouseId: lille.id });
    expect(far.statusCode).toBe(400);
    expect(far.json().message).toBe(
      'Les tournées se planifient d’aujourd’hui à deux semaines : choisissez un autre jour.',
    );
    expect((await planDay({ date: '2020-06-01', warehouseId: lille.id })).statusCode).toBe(400);
    const both = await planDay({ date: slotDate, slotId, warehouseId: lille.id });
    expect(both.statusCode).toBe(400);
    expect(both.json().code).toBe('rounds_plan_slot_or_date');
    expect((await planDay({ warehouseId: lille.id })).statusCode).toBe(400);
    const day = await app.inject({ url: `/api/admin/rounds/day?date=2026-13-01`, headers: as(admin) });
    expect(day.statusCode).toBe(400);
    const other = await app.inject({
      url: `/api/admin/rounds/day?date=${slotDate}&warehouseId=${lille.id}`,
      headers: as(manager),
    });
    expect(other.statusCode).toBe(403);
  });
});
