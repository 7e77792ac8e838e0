import { isRoundStarted, PLAN_TIME_PAD, stopServiceSeconds, type GeoPoint } from '@consigne/domain';
import { driveRoute, type Fleet, type RoutingProblem, type TravelTimes } from '@consigne/routing';
import { and, asc, eq } from 'drizzle-orm';
import * as t from '../../../db/schema/index.js';
import { slotPickups } from '../../empties-pickups/index.js';
import { orderPlace, pendingEmpties, stopsOf } from '../../operator/index.js';
import type { Db } from '../shared/index.js';

/** How long before its slot a van may leave, and after it be back: the plan's horizon around the slot. */
export const MARGIN_SECONDS = 3600;
/** The statuses a plan may still move: once a van has left (or delivered), its round is the driver's. */
export const PLANNABLE = ['placed', 'preparing'] as const;
export const isPlannable = (status: string) => (PLANNABLE as readonly string[]).includes(status);

type Warehouse = typeof t.warehouses.$inferSelect;
type Slot = typeof t.slots.$inferSelect;
type Van = typeof t.vans.$inferSelect;
export type SlotOrderRow = Awaited<ReturnType<typeof slotOrders>>[number];

/** A warehouse's vans, first van first (the one a slot's orders go with unless moved). */
export const warehouseVans = (db: Db, warehouseId: number) =>
  db
    .select()
    .from(t.vans)
    .where(eq(t.vans.warehouseId, warehouseId))
    .orderBy(asc(t.vans.position), asc(t.vans.id));

/** A slot's orders on the rounds (placed, or a delivery that failed at the door), with where each goes. */
const slotOrders = (db: Db, warehouseId: number, slotId: number) =>
  db
    .select({ order: t.orders, zone: { lat: t.zones.lat, lng: t.zones.lng }, home: orderPlace })
    .from(t.orders)
    .leftJoin(t.zones, eq(t.zones.id, t.orders.zoneId))
    .where(and(eq(t.orders.slotId, slotId), eq(t.orders.warehouseId, warehouseId), t.isRoundOrder()))
    .orderBy(asc(t.orders.id));

/** A stop as the plan sees it: its orders, where it is, and the crates it takes of a van (drops and empties). */
export interface PlanStop {
  orders: number[];
  /** A pickup of empties without an order (ADR 0037) is a stop of its own, with no order. */
  pickups?: number[];
  point: GeoPoint | null;
  crates: number;
  /** The lowest round position of its orders (null: not planned). */
  position: number | null;
  /** A pickup's van (null: the warehouse's first); orders carry theirs. */
  vanId?: number | null;
}

/**
 * The slot's booked pickups of empties without an order (ADR 0037): a stop each, where the customer
 * asked, its crates the customer's empties still out. A plan and a move place them like orders.
 */
export async function pickupStops(db: Db, warehouseId: number, slotId: number): Promise<PlanStop[]> {
  const pickups = (await slotPickups(db, warehouseId, slotId)).filter((p) => p.pickup.status === 'booked');
  const pending = await pendingEmpties(db, [...new Set(pickups.map((p) => p.customer.id))]);
  return pickups.map((p) => ({
    orders: [],
    pickups: [p.pickup.id],
    point: p.point,
    crates: pending.get(p.customer.id)?.crates ?? 0,
    position: p.pickup.roundPosition,
    vanId: p.pickup.vanId,
  }));
}

/** A slot's state: its orders, the van each goes with, and the rounds already started (locked). */
export async function slotState(db: Db, warehouseId: number, slot: Slot, vans: readonly Van[]) {
  const rows = await slotOrders(db, warehouseId, slot.id);
  const firstVan = vans[0]!.id;
  const vanOf = (order: typeof t.orders.$inferSelect) => order.vanId ?? firstVan;
  const locked = new Set(
    vans
      .filter((v) => isRoundStarted(rows.filter((r) => vanOf(r.order) === v.id).map((r) => r.order.status)))
      .map((v) => v.id),
  );
  return { slot, rows, vanOf, locked };
}
export type SlotState = Awaited<ReturnType<typeof slotState>>;

/** Orders grouped into stops (operator's stopsOf), each with its crates: drops plus the customers' empties. */
export async function planStops(db: Db, rows: readonly SlotOrderRow[]): Promise<PlanStop[]> {
  const pending = await pendingEmpties(db, [...new Set(rows.map((r) => r.order.userId))]);
  return stopsOf(rows).map(({ stop, point }) => {
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
    const positions = stop.orders.map((r) => r.order.roundPosition).filter((p): p is number => p !== null);
    return {
      orders: stop.orders.map((r) => r.order.id),
      point,
      crates: drops + empties,
      position: positions.length === stop.orders.length ? Math.min(...positions) : null,
    };
  });
}

/**
 * The routing problem of a slot over located stops (index i+1 = located[i]): the warehouse as the depot,
 * each stop's window the slot's, its service the warehouse's stop timing. Its clock: seconds from
 * MARGIN_SECONDS before the slot starts (`instantOf` turns one into a date). The travel times are asked
 * for here: call it before any transaction.
 */
export async function slotProblem(
  warehouse: Warehouse,
  slot: Slot,
  located: readonly PlanStop[],
  vehicles: Fleet,
  travel: TravelTimes,
) {
  const matrix = await travel.matrix([
    { lat: warehouse.lat, lng: warehouse.lng },
    ...located.map((s) => s.point!),
  ]);
  const windowClose = MARGIN_SECONDS + (slot.endAt.getTime() - slot.startAt.getTime()) / 1000;
  // The plan counts more time than the estimates on every leg and doorstep (PLAN_TIME_PAD): without
  // that margin a round fills its slot to the minute and one long stop makes every later one late
  // (bench:promise: 91.9 % of arrivals inside their announced window without it, 97.5 % with it).
  const padded = (seconds: number) => Math.round(seconds * (1 + PLAN_TIME_PAD));
  const timing = { baseSeconds: warehouse.stopBaseSeconds, perCrateSeconds: warehouse.stopPerCrateSeconds };
  const problem: RoutingProblem = {
    stops: [
      { demand: 0, ready: 0, due: windowClose + MARGIN_SECONDS, service: 0 },
      ...located.map((s) => ({
        demand: s.crates,
        ready: MARGIN_SECONDS,
        due: windowClose,
        service: padded(stopServiceSeconds(timing, s.crates)),
      })),
    ],
    time: matrix.seconds.map(padded),
    distance: matrix.metres,
    vehicles,
  };
  const instantOf = (seconds: number) => new Date(slot.startAt.getTime() + (seconds - MARGIN_SECONDS) * 1000);
  return { problem, instantOf, matrix };
}
export type SlotProblem = Awaited<ReturnType<typeof slotProblem>>;

/** A round's figures as the plan drives it: km, when the van leaves and is back, and whether a stop is late. */
export function roundFigures(
  { problem, instantOf }: SlotProblem,
  route: readonly number[],
  capacity: number,
) {
  if (route.length === 0) return { km: 0, leavesAt: null, backAt: null, late: false, arrivals: [] as Date[] };
  const drive = driveRoute({ ...problem, vehicles: { count: 1, capacity } }, route);
  return {
    km: Math.round(drive.distance / 100) / 10,
    leavesAt: instantOf(drive.stops[0]!.start - problem.time[route[0]!]!).toISOString(),
    backAt: instantOf(drive.end).toISOString(),
    late: drive.violation !== null && drive.violation.kind !== 'capacity',
    // Service starts, in the route's order (the planned arrivals).
    arrivals: drive.stops.map((s) => instantOf(s.start)),
  };
}
