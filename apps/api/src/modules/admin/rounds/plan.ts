import { stopServiceSeconds, type StopTiming } from '@consigne/domain';
import { driveRoute, solveRouting, type TravelTimes } from '@consigne/routing';
import { and, asc, eq, inArray } from 'drizzle-orm';
import * as t from '../../../db/schema/index.js';
import type { Actor } from '../../../lib/actor.js';
import { ApiError } from '../../../lib/errors.js';
import { orderPlace, pendingEmpties, stopsOf } from '../../operator/index.js';
import { slotPickups } from '../../empties-pickups/index.js';
import { audit, type Db } from '../shared/index.js';
import { warehouseInScope } from './service.js';

/** How long before its slot a van may leave, and after it be back: the plan's horizon around the slot. */
const MARGIN_SECONDS = 3600;
/** The statuses a plan may still move: once a van has left (or delivered), its round is the driver's. */
const PLANNABLE = ['placed', 'preparing'] as const;
const STARTED = ['out_for_delivery', 'delivered'] as const;

export interface PlanRequest {
  warehouseId?: number | undefined;
  slotId: number;
}

/**
 * Plans a slot's rounds across the warehouse's vans (packages/routing): every order still to leave is
 * given a van, a place in its round and a planned arrival, on the vans still at the warehouse; a van
 * whose driver has started keeps the orders that left with it. The travel times are asked for before the transaction (a table service may be slow); the
 * transaction then locks the slot's orders and refuses (409) if one changed meanwhile. Stops the plan
 * cannot place (no location, no room) are reported, their orders left unplanned — never dropped.
 */
export async function planSlotRounds(db: Db, actor: Actor, request: PlanRequest, travel: TravelTimes) {
  const warehouseId = await warehouseInScope(db, actor.staff, request.warehouseId);
  const [warehouse] = await db.select().from(t.warehouses).where(eq(t.warehouses.id, warehouseId));
  const [slot] = await db
    .select()
    .from(t.slots)
    .where(and(eq(t.slots.id, request.slotId), eq(t.slots.warehouseId, warehouseId)));
  if (!warehouse || !slot) throw new ApiError(404, 'pickingSlotNotFound');
  const vans = await db
    .select()
    .from(t.vans)
    .where(eq(t.vans.warehouseId, warehouseId))
    .orderBy(asc(t.vans.position), asc(t.vans.id));
  if (vans.length === 0) throw new ApiError(404, 'vanNotFound');

  const rows = await db
    .select({ order: t.orders, zone: { lat: t.zones.lat, lng: t.zones.lng }, home: orderPlace })
    .from(t.orders)
    .leftJoin(t.zones, eq(t.zones.id, t.orders.zoneId))
    .where(and(eq(t.orders.slotId, slot.id), eq(t.orders.warehouseId, warehouseId), t.isPlacedOrder()))
    .orderBy(asc(t.orders.id));
  const vanOf = (order: typeof t.orders.$inferSelect) => order.vanId ?? vans[0]!.id;
  const started = new Set(
    rows.filter((r) => (STARTED as readonly string[]).includes(r.order.status)).map((r) => vanOf(r.order)),
  );
  const free = vans.filter((v) => !started.has(v.id));
  if (free.length === 0) throw new ApiError(409, 'roundsAllStarted');
  // Orders not yet on their way are planned wherever they were: a van that has left carries only
  // the orders that left with it.
  const toPlan = rows.filter((r) => (PLANNABLE as readonly string[]).includes(r.order.status));

  const pending = await pendingEmpties(db, [...new Set(toPlan.map((r) => r.order.userId))]);
  const stops = stopsOf(toPlan).map(({ stop, point }) => {
    const drops = stop.orders.reduce(
      (n, r) =>
        n +
        r.order.crates.reduce((c, crate) => c + crate.completeCrates + (crate.nbSpaceLeft > 0 ? 1 : 0), 0),
      0,
    );
    const empties = [...new Set(stop.orders.map((r) => r.order.userId))].reduce(
      (n, id) => n + (pending.get(id)?.crates ?? 0),
      0,
    );
    return {
      orders: stop.orders.map((r) => r.order.id),
      pickups: [] as number[],
      point,
      crates: drops + empties,
    };
  });
  // Pickups of empties without an order (ADR 0037): a stop each, its crates the customer's out.
  const pickups = (await slotPickups(db, warehouseId, slot.id)).filter((p) => p.pickup.status === 'booked');
  const pickupPending = await pendingEmpties(db, [...new Set(pickups.map((p) => p.customer.id))]);
  for (const p of pickups)
    stops.push({
      orders: [],
      pickups: [p.pickup.id],
      point: p.point,
      crates: pickupPending.get(p.customer.id)?.crates ?? 0,
    });
  const located = stops.filter((s) => s.point !== null);
  const timing: StopTiming = {
    baseSeconds: warehouse.stopBaseSeconds,
    perCrateSeconds: warehouse.stopPerCrateSeconds,
  };
  const matrix = await travel.matrix([
    { lat: warehouse.lat, lng: warehouse.lng },
    ...located.map((s) => s.point!),
  ]);
  const slotStart = slot.startAt.getTime();
  // The plan's clock: seconds from MARGIN_SECONDS before the slot starts.
  const windowOpen = MARGIN_SECONDS;
  const windowClose = MARGIN_SECONDS + (slot.endAt.getTime() - slotStart) / 1000;
  const problem = {
    stops: [
      { demand: 0, ready: 0, due: windowClose + MARGIN_SECONDS, service: 0 },
      ...located.map((s) => ({
        demand: s.crates,
        ready: windowOpen,
        due: windowClose,
        service: stopServiceSeconds(timing, s.crates),
      })),
    ],
    time: matrix.seconds,
    distance: matrix.metres,
    vehicles: { count: free.length, capacity: Math.min(...free.map((v) => v.capacityCrates)) },
  };
  const plan = located.length > 0 ? solveRouting(problem, { seed: slot.id }) : { routes: [], unserved: [] };
  // The longest rounds go with the first vans.
  const routes = [...plan.routes].sort((a, b) => b.length - a.length);
  const assignments = routes.flatMap((route, r) => {
    const drive = driveRoute(problem, route);
    return drive.stops.map((s, index) => ({
      stop: located[s.stop - 1]!,
      vanId: free[r]!.id,
      position: index + 1,
      arrival: new Date(slotStart + (s.start - MARGIN_SECONDS) * 1000),
    }));
  });
  const unplanned = [
    ...stops
      .filter((s) => s.point === null)
      .map((s) => ({ orders: s.orders, reason: 'noLocation' as const })),
    ...plan.unserved.map((c) => ({ orders: located[c - 1]!.orders, reason: 'noRoom' as const })),
  ];

  const planned = await db.transaction(async (tx) => {
    const ids = toPlan.map((r) => r.order.id);
    for (const a of assignments)
      if (a.stop.pickups.length > 0)
        await tx
          .update(t.emptiesPickups)
          .set({ vanId: a.vanId, roundPosition: a.position, plannedArrivalAt: a.arrival })
          .where(inArray(t.emptiesPickups.id, a.stop.pickups));
    if (ids.length === 0) return assignments;
    const locked = await tx
      .select({ id: t.orders.id, status: t.orders.status, vanId: t.orders.vanId, slotId: t.orders.slotId })
      .from(t.orders)
      .where(inArray(t.orders.id, ids))
      .orderBy(asc(t.orders.id))
      .for('update');
    const before = new Map(toPlan.map((r) => [r.order.id, r.order]));
    const changed = locked.some((o) => {
      const was = before.get(o.id)!;
      return o.status !== was.status || o.vanId !== was.vanId || o.slotId !== was.slotId;
    });
    if (changed || locked.length !== ids.length) throw new ApiError(409, 'roundsChanged');
    for (const a of assignments.filter((a) => a.stop.orders.length > 0))
      await tx
        .update(t.orders)
        .set({ vanId: a.vanId, roundPosition: a.position, plannedArrivalAt: a.arrival })
        .where(inArray(t.orders.id, a.stop.orders));
    const left = unplanned.flatMap((u) => u.orders);
    if (left.length > 0)
      await tx
        .update(t.orders)
        .set({ roundPosition: null, plannedArrivalAt: null })
        .where(inArray(t.orders.id, left));
    await audit(tx, actor, {
      action: 'rounds.plan',
      entity: 'slot',
      entityId: slot.id,
      warehouseId,
      before: null,
      after: {
        vans: free.map((v) => ({
          vanId: v.id,
          orders: assignments.filter((a) => a.vanId === v.id).flatMap((a) => a.stop.orders),
        })),
        unplanned: left,
      },
    });
    return assignments;
  });

  return {
    slotId: slot.id,
    vans: free.map((van, r) => {
      const mine = planned.filter((a) => a.vanId === van.id);
      const route = routes[r] ?? [];
      const drive = route.length > 0 ? driveRoute(problem, route) : null;
      return {
        vanId: van.id,
        name: van.name,
        stops: mine.length,
        orders: mine.reduce((n, a) => n + a.stop.orders.length, 0),
        crates: mine.reduce((n, a) => n + a.stop.crates, 0),
        km: drive ? Math.round(drive.distance / 100) / 10 : 0,
        leavesAt: drive
          ? new Date(
              slotStart + (drive.stops[0]!.start - matrix.seconds[route[0]!]! - MARGIN_SECONDS) * 1000,
            ).toISOString()
          : null,
        backAt: drive ? new Date(slotStart + (drive.end - MARGIN_SECONDS) * 1000).toISOString() : null,
      };
    }),
    startedVans: vans.filter((v) => started.has(v.id)).map((v) => v.id),
    unplanned: unplanned.flatMap((u) => u.orders.map((orderId) => ({ orderId, reason: u.reason }))),
  };
}
