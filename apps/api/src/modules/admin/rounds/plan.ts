import {
  addDays,
  isStopNearWarehouse,
  localDate,
  roundPlanDateAllowed,
  zonedInstant,
} from '@consigne/domain';
import { solveRouting, type TravelTimes } from '@consigne/routing';
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import * as t from '../../../db/schema/index.js';
import type { Actor } from '../../../lib/actor.js';
import { ApiError } from '../../../lib/errors.js';
import { audit, type Db, type Tx } from '../shared/index.js';
import { warehouseInScope } from '../shared/index.js';
import {
  isPlannable,
  pickupStops,
  planStops,
  roundFigures,
  slotProblem,
  slotState,
  warehouseVans,
  type PlanStop,
} from './slot-state.js';

export type PlanRequest =
  | { warehouseId?: number | undefined; slotId: number; date?: undefined }
  | { warehouseId?: number | undefined; date: string; slotId?: undefined };

type Warehouse = typeof t.warehouses.$inferSelect;
type Slot = typeof t.slots.$inferSelect;
type Van = typeof t.vans.$inferSelect;

/**
 * Plans a slot's rounds, or every slot of a day, across the warehouse's vans (packages/routing): every
 * order still to leave is given a van, a place in its round and a planned arrival, on the vans whose
 * round has not started; a started round is locked (its orders, all of them, stay as they are). The
 * travel times are asked for before the transaction (a table service may be slow); the transaction
 * then locks the orders it plans and refuses (409) if one changed meanwhile. Each free van is planned
 * with its own capacity. Stops the plan cannot place (no location, a point implausibly far from the
 * warehouse, no room) are reported, their orders left unplanned — never dropped.
 */
export async function planRounds(
  db: Db,
  actor: Actor,
  request: PlanRequest,
  travel: TravelTimes,
  now = new Date(),
) {
  const warehouseId = await warehouseInScope(db, actor.staff, request.warehouseId);
  const [warehouse] = await db.select().from(t.warehouses).where(eq(t.warehouses.id, warehouseId));
  if (!warehouse) throw new ApiError(404, 'warehouseNotFound');
  let slots: Slot[];
  let date: string;
  if (request.slotId !== undefined) {
    slots = await db
      .select()
      .from(t.slots)
      .where(and(eq(t.slots.id, request.slotId), eq(t.slots.warehouseId, warehouseId)));
    if (slots.length === 0) throw new ApiError(404, 'pickingSlotNotFound');
    date = localDate(slots[0]!.startAt);
  } else {
    date = request.date;
    if (!roundPlanDateAllowed(date, localDate(now))) throw new ApiError(400, 'roundsDateOutOfRange');
    slots = await db
      .select()
      .from(t.slots)
      .where(
        and(
          eq(t.slots.warehouseId, warehouseId),
          gte(t.slots.startAt, zonedInstant(date, 0)),
          lt(t.slots.startAt, zonedInstant(addDays(date, 1), 0)),
        ),
      )
      .orderBy(asc(t.slots.startAt));
  }
  const vans = await warehouseVans(db, warehouseId);
  if (vans.length === 0) throw new ApiError(404, 'vanNotFound');

  const prepared: Prepared[] = [];
  for (const slot of slots) prepared.push(await prepareSlot(db, warehouse, slot, vans, travel));
  if (request.slotId !== undefined && prepared[0]!.free.length === 0)
    throw new ApiError(409, 'roundsAllStarted');

  await db.transaction(async (tx) => {
    for (const slot of prepared) await writeSlot(tx, actor, warehouseId, slot);
  });
  return { date, slots: prepared.map(slotAnswer) };
}

type Prepared = Awaited<ReturnType<typeof prepareSlot>>;

/** A slot's plan, computed outside any transaction. */
async function prepareSlot(
  db: Db,
  warehouse: Warehouse,
  slot: Slot,
  vans: readonly Van[],
  travel: TravelTimes,
) {
  const state = await slotState(db, warehouse.id, slot, vans);
  const free = vans.filter((v) => !state.locked.has(v.id));
  // A started round keeps every order given to its van, left or not yet: it is the driver's. An order
  // given to no van yet (placed since, never planned) has not left with anyone: the free vans take it.
  const toPlan = state.rows.filter(
    (r) => isPlannable(r.order.status) && (r.order.vanId === null || !state.locked.has(r.order.vanId)),
  );
  const stops = [...(await planStops(db, toPlan)), ...(await pickupStops(db, warehouse.id, slot.id))];
  // A point far from the warehouse is a wrong one (an address saved before points were checked
  // against their commune): left out of the rounds, and said, rather than sending a van across the country.
  const far = stops.filter((s) => s.point !== null && !isStopNearWarehouse(s.point, warehouse));
  const located = stops.filter((s) => s.point !== null && !far.includes(s));
  const base = { slot, vans, free, toPlan, state };
  if (free.length === 0 || located.length === 0)
    return {
      ...base,
      rounds: [] as { van: Van; stops: PlanStop[]; figures: Figures }[],
      unplanned: unplannedOf(stops, far, []),
    };
  // Van r of the problem is free[r], with its own capacity: a route is given to the van it was planned for.
  const fleet = { capacities: free.map((v) => v.capacityCrates) };
  const sp = await slotProblem(warehouse, slot, located, fleet, travel);
  const plan = solveRouting(sp.problem, { seed: slot.id });
  const rounds = free.map((van, r) => {
    const route = plan.routes[plan.vehicles.indexOf(r)] ?? [];
    return {
      van,
      stops: route.map((c) => located[c - 1]!),
      figures: roundFigures(sp, route, van.capacityCrates),
    };
  });
  return {
    ...base,
    rounds,
    unplanned: unplannedOf(
      stops,
      far,
      plan.unserved.map((c) => located[c - 1]!),
    ),
  };
}
type Figures = ReturnType<typeof roundFigures>;

const unplannedOf = (stops: readonly PlanStop[], far: readonly PlanStop[], noRoom: readonly PlanStop[]) => [
  ...stops.filter((s) => s.point === null).map((s) => ({ orders: s.orders, reason: 'noLocation' as const })),
  ...far.map((s) => ({ orders: s.orders, reason: 'tooFar' as const })),
  ...noRoom.map((s) => ({ orders: s.orders, reason: 'noRoom' as const })),
];

/** Writes a slot's plan under the lock of the orders it plans, unless one of them changed since it was read. */
async function writeSlot(tx: Tx, actor: Actor, warehouseId: number, prepared: Prepared) {
  await writePickups(tx, prepared);
  const ids = prepared.toPlan.map((r) => r.order.id);
  if (ids.length === 0) return;
  const locked = await tx
    .select({
      id: t.orders.id,
      status: t.orders.status,
      vanId: t.orders.vanId,
      slotId: t.orders.slotId,
      crates: t.orders.crates,
    })
    .from(t.orders)
    .where(inArray(t.orders.id, ids))
    .orderBy(asc(t.orders.id))
    .for('update');
  const before = new Map(prepared.toPlan.map((r) => [r.order.id, r.order]));
  const changed = locked.some((o) => {
    const was = before.get(o.id)!;
    // Its crates too: an order edited meanwhile (staff or its shopper) may no longer fit the van planned.
    return (
      o.status !== was.status ||
      o.vanId !== was.vanId ||
      o.slotId !== was.slotId ||
      JSON.stringify(o.crates) !== JSON.stringify(was.crates)
    );
  });
  if (changed || locked.length !== ids.length) throw new ApiError(409, 'roundsChanged');
  for (const round of prepared.rounds)
    for (const [index, stop] of round.stops.entries())
      if (stop.orders.length > 0)
        await tx
          .update(t.orders)
          .set({
            vanId: round.van.id,
            roundPosition: index + 1,
            plannedArrivalAt: round.figures.arrivals[index]!,
          })
          .where(inArray(t.orders.id, stop.orders));
  const left = prepared.unplanned.flatMap((u) => u.orders);
  if (left.length > 0)
    await tx
      .update(t.orders)
      .set({ roundPosition: null, plannedArrivalAt: null })
      .where(inArray(t.orders.id, left));
  await audit(tx, actor, {
    action: 'rounds.plan',
    entity: 'slot',
    entityId: prepared.slot.id,
    warehouseId,
    before: null,
    after: {
      vans: prepared.rounds.map((r) => ({ vanId: r.van.id, orders: r.stops.flatMap((s) => s.orders) })),
      unplanned: left,
    },
  });
}

/** The pickups' places in the rounds (a pickup's booking is its own row: no order lock covers it). */
async function writePickups(tx: Tx, prepared: Prepared) {
  for (const round of prepared.rounds)
    for (const [index, stop] of round.stops.entries())
      if (stop.pickups?.length)
        await tx
          .update(t.emptiesPickups)
          .set({
            vanId: round.van.id,
            roundPosition: index + 1,
            plannedArrivalAt: round.figures.arrivals[index]!,
          })
          .where(inArray(t.emptiesPickups.id, stop.pickups));
}

function slotAnswer(prepared: Prepared) {
  return {
    slotId: prepared.slot.id,
    startAt: prepared.slot.startAt.toISOString(),
    endAt: prepared.slot.endAt.toISOString(),
    vans: prepared.rounds.map(({ van, stops, figures }) => ({
      vanId: van.id,
      name: van.name,
      stops: stops.length,
      orders: stops.reduce((n, s) => n + s.orders.length, 0),
      crates: stops.reduce((n, s) => n + s.crates, 0),
      capacity: van.capacityCrates,
      km: figures.km,
      leavesAt: figures.leavesAt,
      backAt: figures.backAt,
    })),
    startedVans: prepared.vans.filter((v) => prepared.state.locked.has(v.id)).map((v) => v.id),
    unplanned: prepared.unplanned.flatMap((u) => u.orders.map((orderId) => ({ orderId, reason: u.reason }))),
  };
}
