/**
 * A vehicle-routing problem with time windows, as the solver reads it: stop 0 is the depot (the
 * warehouse), stops 1…n the customers. Times and distances are in the same units the matrices use
 * (minutes and metres for the shop, the instance's units for Solomon's benchmark).
 */
export interface RoutingProblem {
  /** Per stop (index 0 = depot): what it takes of a van's capacity, when service may start, and how long it lasts. */
  stops: readonly RoutingStop[];
  /** Row-major n×n travel times (the time schedule is checked against these). */
  time: Float64Array;
  /** Row-major n×n distances (what the solver minimises). Defaults to `time`. */
  distance?: Float64Array;
  /** The vans available (at most one route each) and their capacities, in the units of `demand`. */
  vehicles: Fleet;
  /** The driver's break, taken once per route that is still running at `earliest`. */
  driverBreak?: DriverBreak;
  /** A cost added per van used, in distance units (0: only distance counts, vans are free up to `count`). */
  vehicleCost?: number;
}

export interface RoutingStop {
  /** Capacity taken: crates dropped plus empties picked up, for the shop. */
  demand: number;
  /** Earliest start of service (a van arriving sooner waits). For the depot: when vans may leave. */
  ready: number;
  /** Latest start of service. For the depot: when every van must be back. */
  due: number;
  /** How long the stop lasts (0 for the depot). */
  service: number;
}

/**
 * The vans: `count` alike of one `capacity` (Solomon's instances), or one capacity per van, in order
 * (van i drives the plan's routes whose `vehicles` entry is i).
 */
export type Fleet = { count: number; capacity: number } | { capacities: readonly number[] };

/** How many vans a fleet has. */
export const fleetSize = (fleet: Fleet): number =>
  'capacities' in fleet ? fleet.capacities.length : fleet.count;

/** Van `vehicle`'s capacity (0 ≤ vehicle < fleetSize). */
export function capacityOf(fleet: Fleet, vehicle: number): number {
  if (!('capacities' in fleet)) return fleet.capacity;
  const capacity = fleet.capacities[vehicle];
  if (capacity === undefined) throw new RangeError(`routing problem: no vehicle ${vehicle}`);
  return capacity;
}

/** A break of `duration` that must start between `earliest` and `latest` on every route still out then. */
export interface DriverBreak {
  earliest: number;
  latest: number;
  duration: number;
}

/** Why a problem cannot be read: the first thing wrong with it. */
export function problemError(problem: RoutingProblem): string | null {
  const n = problem.stops.length;
  if (n < 1) return 'no depot';
  if (problem.time.length !== n * n) return 'time matrix is not n×n';
  if (problem.distance && problem.distance.length !== n * n) return 'distance matrix is not n×n';
  const fleet = problem.vehicles;
  const size = fleetSize(fleet);
  if (!Number.isInteger(size) || size < 1) return 'no vehicle';
  const capacities = 'capacities' in fleet ? fleet.capacities : [fleet.capacity];
  // NaN and Infinity fail too: an unbounded van would hide every capacity refusal.
  if (!capacities.every((c) => c > 0 && Number.isFinite(c))) return 'capacity must be positive';
  for (const [i, stop] of problem.stops.entries()) {
    if (![stop.demand, stop.ready, stop.due, stop.service].every(Number.isFinite))
      return `stop ${i}: not a number`;
    if (stop.demand < 0 || stop.service < 0) return `stop ${i}: negative demand or service`;
    if (stop.due < stop.ready) return `stop ${i}: window closes before it opens`;
  }
  const b = problem.driverBreak;
  if (b && !(b.duration >= 0 && b.latest >= b.earliest)) return 'break window closes before it opens';
  return null;
}
