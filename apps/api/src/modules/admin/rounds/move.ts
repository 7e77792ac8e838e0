import { insertIntoRoute, resequenceRoute, type TravelTimes } from '@consigne/routing';
import { and, asc, eq, inArray } from 'drizzle-orm';
import * as t from '../../../db/schema/index.js';
import type { Actor } from '../../../lib/actor.js';
import { ApiError } from '../../../lib/errors.js';
import { assertWarehouse, audit, type Db } from '../shared/index.js';
import {
  pickupStops,
  planStops,
  roundFigures,
  slotProblem,
  slotState,
  warehouseVans,
  type PlanStop,
} from './slot-state.js';

const CLOSED = ['delivered', 'cancelled', 'delivery_failed'];

/** Stops in their round's order: planned ones by position, the others after them as they came. */
const inRoundOrder = (stops: readonly PlanStop[]) =>
  [...stops].sort((a, b) => (a.position ?? Infinity) - (b.position ?? Infinity));

/**
 * Moves an order to another van of its warehouse, smartly: its stop goes into the target van's round at
 * its cheapest feasible place, both rounds are re-sequenced by the solver (packages/routing, one van
 * each) and their planned arrivals recomputed. Refused (409) when either round has started (locked),
 * when the target van has no room, or when a stop would miss its window (named). The travel times are
 * asked for first; the transaction then locks the slot's orders and refuses if any changed meanwhile.
 * An order with no known location moves unplanned (last in its round).
 */
export async function moveOrderVan(
  db: Db,
  actor: Actor,
  orderId: number,
  vanId: number,
  travel: TravelTimes,
) {
  const [order] = await db
    .select()
    .from(t.orders)
    .where(and(eq(t.orders.id, orderId), t.isRoundOrder()));
  if (!order) throw new ApiError(404, 'roundOrderNotFound');
  assertWarehouse(actor.staff, order.warehouseId);
  const [van] = await db.select().from(t.vans).where(eq(t.vans.id, vanId));
  if (!van) throw new ApiError(404, 'vanNotFound');
  if (van.warehouseId !== order.warehouseId) throw new ApiError(422, 'vanOtherWarehouse');
  if (CLOSED.includes(order.status)) throw new ApiError(409, 'roundOrderClosed');
  const [warehouse] = await db.select().from(t.warehouses).where(eq(t.warehouses.id, order.warehouseId));
  const [slot] = await db.select().from(t.slots).where(eq(t.slots.id, order.slotId));
  const vans = await warehouseVans(db, order.warehouseId);
  const state = await slotState(db, order.warehouseId, slot!, vans);
  const from = vans.find((v) => v.id === state.vanOf(order))!;
  if (from.id === van.id) return { orderId, vanId };
  for (const v of [from, van])
    if (state.locked.has(v.id)) throw new ApiError(409, 'roundLocked', { van: v.name });

  const moved = { ...order, vanId: van.id };
  const rows = state.rows.map((r) => (r.order.id === orderId ? { ...r, order: moved } : r));
  const on = (id: number) => rows.filter((r) => state.vanOf(r.order) === id);
  // A van's booked pickups of empties are stops of its round too: they take room and time.
  const pickups = await pickupStops(db, order.warehouseId, slot!.id);
  const pickupsOn = (id: number) => pickups.filter((p) => (p.vanId ?? vans[0]!.id) === id);
  const [fromStops, toStops] = (await Promise.all(
    [from.id, van.id].map(async (id) => [...(await planStops(db, on(id))), ...pickupsOn(id)]),
  )) as [PlanStop[], PlanStop[]];
  const newcomer = toStops.find((s) => s.orders.includes(orderId))!;
  const load = toStops.reduce((n, s) => n + s.crates, 0);
  if (load > van.capacityCrates)
    throw new ApiError(409, 'roundVanFull', {
      van: van.name,
      crates: String(load),
      capacity: String(van.capacityCrates),
    });

  const located = [...fromStops, ...toStops].filter((s) => s.point !== null);
  const sp = await slotProblem(
    warehouse!,
    slot!,
    located,
    { count: 1, capacity: van.capacityCrates },
    travel,
  );
  const index = (s: PlanStop) => located.indexOf(s) + 1;
  const routeOf = (stops: readonly PlanStop[]) =>
    inRoundOrder(stops.filter((s) => s.point !== null && s !== newcomer)).map(index);
  let toRoute = routeOf(toStops);
  if (newcomer.point !== null) {
    const result = insertIntoRoute(sp.problem, toRoute, index(newcomer), slot!.id);
    if (!result.ok) {
      if (result.refusal.kind === 'capacity')
        throw new ApiError(409, 'roundVanFull', {
          van: van.name,
          crates: String(load),
          capacity: String(van.capacityCrates),
        });
      const late = located[result.refusal.stop - 1]!;
      throw new ApiError(409, 'roundWindowMissed', { van: van.name, orders: late.orders.join(', ') });
    }
    toRoute = result.route;
  } else toRoute = resequenceRoute(sp.problem, toRoute, slot!.id).route;
  const fromProblem = { ...sp.problem, vehicles: { count: 1, capacity: from.capacityCrates } };
  const fromRoute = resequenceRoute(fromProblem, routeOf(fromStops), slot!.id).route;
  const rounds = [
    { van, route: toRoute, stops: toStops, figures: roundFigures(sp, toRoute, van.capacityCrates) },
    {
      van: from,
      route: fromRoute,
      stops: fromStops,
      figures: roundFigures(sp, fromRoute, from.capacityCrates),
    },
  ];

  return db.transaction(async (tx) => {
    const now = await tx
      .select({
        id: t.orders.id,
        status: t.orders.status,
        vanId: t.orders.vanId,
        roundPosition: t.orders.roundPosition,
      })
      .from(t.orders)
      .where(
        and(eq(t.orders.slotId, slot!.id), eq(t.orders.warehouseId, order.warehouseId), t.isRoundOrder()),
      )
      .orderBy(asc(t.orders.id))
      .for('update');
    const was = new Map(state.rows.map((r) => [r.order.id, r.order]));
    const changed =
      now.length !== state.rows.length ||
      now.some((o) => {
        const before = was.get(o.id);
        return (
          !before ||
          before.status !== o.status ||
          before.vanId !== o.vanId ||
          before.roundPosition !== o.roundPosition
        );
      });
    if (changed) throw new ApiError(409, 'roundsChanged');
    await tx.update(t.orders).set({ vanId: van.id }).where(eq(t.orders.id, orderId));
    for (const round of rounds) {
      for (const [k, c] of round.route.entries()) {
        const stop = located[c - 1]!;
        const place = { roundPosition: k + 1, plannedArrivalAt: round.figures.arrivals[k]! };
        if (stop.orders.length > 0) await tx.update(t.orders).set(place).where(inArrayOf(stop.orders));
        if (stop.pickups?.length)
          await tx
            .update(t.emptiesPickups)
            .set({ ...place, vanId: round.van.id })
            .where(inArray(t.emptiesPickups.id, stop.pickups));
      }
      const unlocated = round.stops.filter((s) => s.point === null).flatMap((s) => s.orders);
      if (unlocated.length > 0)
        await tx
          .update(t.orders)
          .set({ roundPosition: null, plannedArrivalAt: null })
          .where(inArrayOf(unlocated));
    }
    await audit(tx, actor, {
      action: 'order.van',
      entity: 'order',
      entityId: orderId,
      warehouseId: order.warehouseId,
      before: { vanId: order.vanId, roundPosition: order.roundPosition },
      after: {
        vanId: van.id,
        rounds: rounds.map((r) => ({
          vanId: r.van.id,
          orders: r.route.flatMap((c) => located[c - 1]!.orders),
        })),
      },
    });
    return { orderId, vanId };
  });
}

const inArrayOf = (ids: readonly number[]) => inArray(t.orders.id, [...ids]);
