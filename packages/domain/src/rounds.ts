import { addDays } from './slots.js';

/** A place on the map, in degrees (WGS 84). */
export interface GeoPoint {
  lat: number;
  lng: number;
}

/** Great-circle distance in kilometres (haversine): enough to order a van's stops in one town. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A stop to visit: where it is (null: not located, visited last in the order given). */
export interface Locatable {
  point: GeoPoint | null;
}

/**
 * Orders a round's stops: the one adapter a routing engine (VROOM, OSRM…) would replace. It must
 * return every stop once, the van leaving from `origin` (the warehouse).
 */
export interface RoutePlanner {
  plan<S extends Locatable>(origin: GeoPoint, stops: readonly S[]): S[] | Promise<S[]>;
}

/**
 * Nearest neighbour from the warehouse: each next stop is the closest to the last one (a tie goes to
 * the stop given first); stops without a location come last, in the order given. Pure, no network.
 */
export function nearestNeighbourRound<S extends Locatable>(origin: GeoPoint, stops: readonly S[]): S[] {
  const located = stops.filter((s) => s.point !== null);
  const unlocated = stops.filter((s) => s.point === null);
  const route: S[] = [];
  let here = origin;
  while (located.length > 0) {
    let best = 0;
    for (let i = 1; i < located.length; i++)
      if (distanceKm(here, located[i]!.point!) < distanceKm(here, located[best]!.point!)) best = i;
    const [next] = located.splice(best, 1);
    route.push(next!);
    here = next!.point!;
  }
  return [...route, ...unlocated];
}

export const nearestNeighbourPlanner: RoutePlanner = { plan: nearestNeighbourRound };

/** An order as a round sees it: where it goes, and for a pickup point, which one. */
export interface RoundOrderPlace {
  orderId: number;
  customerId: number;
  deliveryType: string;
  zoneId: number | null;
  deliveryAddress: string;
}

/**
 * The stops of a round: a pickup point is one stop with all its orders; at home, one stop per
 * customer and address (two orders of one household are dropped together). First seen, first listed.
 */
export function groupStops<O extends RoundOrderPlace>(orders: readonly O[]): { key: string; orders: O[] }[] {
  const stops = new Map<string, O[]>();
  for (const order of orders) {
    const key =
      order.deliveryType === 'pdr' && order.zoneId !== null
        ? `pickup:${order.zoneId}`
        : `home:${order.customerId}:${order.deliveryAddress}`;
    stops.set(key, [...(stops.get(key) ?? []), order]);
  }
  return [...stops].map(([key, list]) => ({ key, orders: list }));
}

/** How long a warehouse's stops take (warehouses.stop_base_seconds, stop_per_crate_seconds). */
export interface StopTiming {
  baseSeconds: number;
  perCrateSeconds: number;
}

/**
 * The time a van spends at a stop: parking and walking to the door (the base), plus the crates carried
 * in and the empties carried out, each the same handling. The planned arrival of the stops after it
 * moves by this much.
 */
export function stopServiceSeconds(timing: StopTiming, cratesHandled: number): number {
  return timing.baseSeconds + timing.perCrateSeconds * Math.max(0, cratesHandled);
}

/**
 * The statuses that show a round has started: once one order of a van's round for a slot is out for
 * delivery (or already delivered, or failed at the door), that round is the driver's and is locked:
 * no plan and no move changes it any more.
 */
export const ROUND_STARTED_STATUSES = ['out_for_delivery', 'delivered', 'delivery_failed'] as const;
export const isRoundStarted = (statuses: readonly string[]): boolean =>
  statuses.some((s) => (ROUND_STARTED_STATUSES as readonly string[]).includes(s));

/** How many days ahead a manager may plan rounds: the slots open for booking, with room to spare. */
export const ROUND_PLAN_DAYS_AHEAD = 14;

/**
 * Whether a day's rounds may be planned on `today` (both YYYY-MM-DD, shop time): from today to
 * ROUND_PLAN_DAYS_AHEAD days on. A past day's rounds are history; a far one has nothing to plan yet.
 */
export function roundPlanDateAllowed(date: string, today: string): boolean {
  return date >= today && date <= addDays(today, ROUND_PLAN_DAYS_AHEAD);
}
