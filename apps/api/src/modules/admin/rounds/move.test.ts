import { and, asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../../db/schema/index.js';
import { loginAs, testApp } from '../../../../test/app.js';
import { slotWithOrders } from '../../../../test/rounds.js';

const { app, db } = await testApp({ EARLY_DELIVERY_DAYS: '7' });
const as = (token: string) => ({ authorization: `Bearer ${token}` });
let admin: string;
let other: string;
let manager: string;
let lille: typeof t.warehouses.$inferSelect;
let vans: (typeof t.vans.$inferSelect)[];

const plan = (slotId: number, token = admin) =>
  app.inject({ method: 'POST', url: '/api/admin/rounds/plan', headers: as(token), payload: { slotId } });
const move = (orderId: number, vanId: number, token = admin) =>
  app.inject({
    method: 'PUT',
    url: `/api/admin/rounds/orders/${orderId}/van`,
    headers: as(token),
    payload: { vanId },
  });
const ordersOf = (ids: number[]) =>
  db.select().from(t.orders).where(inArray(t.orders.id, ids)).orderBy(asc(t.orders.id));

/** Every van's round of these orders: positions 1…k, arrivals in that order inside the slot. */
async function expectConsistent(ids: number[], slotId: number) {
  const rows = await ordersOf(ids);
  const [slot] = await db.select().from(t.slots).where(eq(t.slots.id, slotId));
  expect(rows.every((o) => o.vanId !== null && o.roundPosition !== null)).toBe(true);
  for (const van of vans) {
    const mine = rows.filter((o) => o.vanId === van.id).sort((a, b) => a.roundPosition! - b.roundPosition!);
    expect(mine.map((o) => o.roundPosition)).toEqual(mine.map((_, i) => i + 1));
    const arrivals = mine.map((o) => o.plannedArrivalAt!.getTime());
    expect(arrivals).toEqual([...arrivals].sort((a, b) => a - b));
    for (const at of arrivals) {
      expect(at).toBeGreaterThanOrEqual(slot!.startAt.getTime());
      expect(at).toBeLessThanOrEqual(slot!.endAt.getTime());
    }
  }
  return rows;
}

beforeAll(async () => {
  admin = (await loginAs(app, 'admin@example.com')).token;
  other = (await loginAs(app, 'admin@example.com')).token;
  manager = (await loginAs(app, 'gerant.lyon@example.com')).token;
  [lille] = (await db.select().from(t.warehouses).where(eq(t.warehouses.key, 'lille'))) as [typeof lille];
  vans = await db.select().from(t.vans).where(eq(t.vans.warehouseId, lille.id)).orderBy(asc(t.vans.position));
  await db.update(t.vans).set({ capacityCrates: 60 }).where(eq(t.vans.warehouseId, lille.id));
});

describe('moving a stop between vans', () => {
  it('puts it into the other van’s round and re-sequences both, arrivals recomputed (audit-logged)', async () => {
    expect(vans.map((v) => v.name)).toEqual(['Camion 1', 'Camion 2', 'Camion 3']);
    const { ids, slotId } = await slotWithOrders(app, db, 6, 'move', 2);
    expect((await plan(slotId)).statusCode).toBe(200);
    const before = await expectConsistent(ids, slotId);
    const order = before[0]!;
    const target = vans.find((v) => v.id !== order.vanId)!;
    const res = await move(order.id, target.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ orderId: order.id, vanId: target.id });
    const after = await expectConsistent(ids, slotId);
    expect(after.find((o) => o.id === order.id)!.vanId).toBe(target.id);
    // The van it left has one stop fewer; no order of another van moved.
    const count = (rows: typeof after, vanId: number) => rows.filter((o) => o.vanId === vanId).length;
    expect(count(after, order.vanId!)).toBe(count(before, order.vanId!) - 1);
    expect(count(after, target.id)).toBe(count(before, target.id) + 1);
    const [entry] = await db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.action, 'order.van'), eq(t.auditLog.entityId, String(order.id))));
    expect(entry).toMatchObject({ before: { vanId: order.vanId }, after: { vanId: target.id } });
    // The driver's round of the target van follows the new order.
    const round = await app.inject({
      url: `/api/admin/rounds?slotId=${slotId}&vanId=${target.id}&warehouseId=${lille.id}&date=${after[0]!.plannedArrivalAt!.toISOString().slice(0, 10)}`,
      headers: as(admin),
    });
    const expected = after
      .filter((o) => o.vanId === target.id)
      .sort((a, b) => a.roundPosition! - b.roundPosition!);
    expect(
      (round.json() as { stops: { orders: { orderId: number }[] }[] }).stops.map((s) => s.orders[0]!.orderId),
    ).toEqual(expected.map((o) => o.id));
  });

  it('refuses a full van, a missed window (naming the order), a started round; changes nothing', async () => {
    const { ids, slotId } = await slotWithOrders(app, db, 4, 'refuse', 3);
    expect((await plan(slotId)).statusCode).toBe(200);
    const rows = await ordersOf(ids);
    const order = rows[0]!;
    const target = vans.find((v) => v.id !== order.vanId)!;
    const load = rows.filter((o) => o.vanId === target.id).length * 2;

    await db
      .update(t.vans)
      .set({ capacityCrates: load + 1 })
      .where(eq(t.vans.id, target.id));
    const full = await move(order.id, target.id);
    expect(full.statusCode, full.body).toBe(409);
    expect(full.json()).toMatchObject({
      code: 'round_van_full',
      message: `${target.name} est plein : ${load + 2} caisses pour ${load + 1} places.`,
    });
    await db.update(t.vans).set({ capacityCrates: 60 }).where(eq(t.vans.id, target.id));

    // The customer's home is now 150 km away: no van reaches it within the slot.
    await db
      .update(t.addresses)
      .set({ lat: lille.lat + 1.4 })
      .where(eq(t.addresses.userId, order.userId));
    const late = await move(order.id, target.id);
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json().code).toBe('round_window_missed');
    expect(late.json().message).toContain(`commande n° ${order.id} ne serait plus livrée dans son créneau`);
    const nl = await app.inject({
      method: 'PUT',
      url: `/api/admin/rounds/orders/${order.id}/van?locale=nl_BE`,
      headers: as(admin),
      payload: { vanId: target.id },
    });
    expect(nl.json().message).toContain(`bestelling nr. ${order.id} niet meer binnen haar tijdslot`);
    await db
      .update(t.addresses)
      .set({ lat: lille.lat + 0.01 })
      .where(eq(t.addresses.userId, order.userId));

    // The target van's driver has started: locked.
    const started = rows.find((o) => o.vanId === target.id) ?? rows[1]!;
    await db
      .update(t.orders)
      .set({ vanId: target.id, status: 'out_for_delivery' })
      .where(eq(t.orders.id, started.id));
    const locked = await move(order.id, target.id);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().code).toBe('round_locked');
    // And out of it: the started order's round keeps its orders.
    const third = vans.find((v) => v.id !== target.id && v.id !== order.vanId)!;
    expect((await move(started.id, third.id)).json().code).toBe('round_locked');
    const after = await ordersOf(ids);
    expect(after.find((o) => o.id === order.id)!.vanId).toBe(order.vanId);
  });

  it('keeps a van’s pickups of empties in its round: a move re-sequences them with the orders', async () => {
    const { ids, slotId } = await slotWithOrders(app, db, 4, 'pickups', 6);
    const placed = await ordersOf(ids);
    // Two booked pickups a few streets away (two shoppers: one booking each per slot), planned with the orders.
    const pickups = await db
      .insert(t.emptiesPickups)
      .values(
        [0.004, -0.006].map((d, i) => ({
          userId: placed[i]!.userId,
          warehouseId: lille.id,
          slotId,
          address: 'Rue des Vides, Lille',
          lat: lille.lat + 0.012 + d,
          lng: lille.lng - 0.01 + d,
          status: 'booked' as const,
        })),
      )
      .returning();
    expect((await plan(slotId)).statusCode).toBe(200);
    const pickupRows = () =>
      db
        .select()
        .from(t.emptiesPickups)
        .where(
          inArray(
            t.emptiesPickups.id,
            pickups.map((p) => p.id),
          ),
        );
    /** Per van: orders and pickups together hold the places 1…k once each, arrivals in that order. */
    const expectRounds = async () => {
      const orders = await ordersOf(ids);
      const stops = [
        ...orders.map((o) => ({ vanId: o.vanId, at: o.roundPosition, arrival: o.plannedArrivalAt })),
        ...(await pickupRows()).map((p) => ({
          vanId: p.vanId,
          at: p.roundPosition,
          arrival: p.plannedArrivalAt,
        })),
      ];
      expect(stops.every((s) => s.vanId !== null && s.at !== null && s.arrival !== null)).toBe(true);
      for (const van of vans) {
        const mine = stops.filter((s) => s.vanId === van.id).sort((a, b) => a.at! - b.at!);
        expect(mine.map((s) => s.at)).toEqual(mine.map((_, i) => i + 1));
        const arrivals = mine.map((s) => s.arrival!.getTime());
        expect(arrivals).toEqual([...arrivals].sort((a, b) => a - b));
      }
    };
    await expectRounds();
    // An order into the van of a pickup (or out of it): both rounds stay whole, pickups included.
    const [pickup] = await pickupRows();
    const orders = await ordersOf(ids);
    const into = orders.find((o) => o.vanId !== pickup!.vanId);
    const res = into
      ? await move(into.id, pickup!.vanId!)
      : await move(orders[0]!.id, vans.find((v) => v.id !== pickup!.vanId)!.id);
    expect(res.statusCode, res.body).toBe(200);
    await expectRounds();
  });

  it('refuses an unknown order or van (404), another warehouse’s van (422), another warehouse’s manager (403)', async () => {
    const { ids } = await slotWithOrders(app, db, 1, 'hostile', 4);
    const [lyonVan] = await db
      .select({ id: t.vans.id })
      .from(t.vans)
      .innerJoin(t.warehouses, eq(t.warehouses.id, t.vans.warehouseId))
      .where(eq(t.warehouses.key, 'lyon'));
    expect((await move(999_999, vans[1]!.id)).statusCode).toBe(404);
    expect((await move(ids[0]!, 999_999)).statusCode).toBe(404);
    const foreign = await move(ids[0]!, lyonVan!.id);
    expect(foreign.statusCode).toBe(422);
    expect((await move(ids[0]!, vans[1]!.id, manager)).statusCode).toBe(403);
    expect((await move(ids[0]!, lyonVan!.id, manager)).statusCode).toBe(403);
    expect((await ordersOf(ids))[0]!.vanId).toBeNull();
  });
});

describe('two managers at once', () => {
  it('plans and moves the same slot together: each call done whole or refused, the rounds consistent', async () => {
    const { ids, slotId } = await slotWithOrders(app, db, 8, 'race', 5);
    expect((await plan(slotId)).statusCode).toBe(200);
    for (let round = 0; round < 3; round++) {
      const rows = await ordersOf(ids);
      const a = rows[round]!;
      const b = rows[7 - round]!;
      const answers = await Promise.all([
        plan(slotId, admin),
        move(a.id, vans.find((v) => v.id !== a.vanId)!.id, other),
        move(b.id, vans.find((v) => v.id !== b.vanId)!.id, admin),
        plan(slotId, other),
      ]);
      for (const res of answers) expect([200, 409], res.body).toContain(res.statusCode);
      await expectConsistent(ids, slotId);
    }
  });
});
