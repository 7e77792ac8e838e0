import { capacityOf, type RoutingProblem } from './problem.js';
import { driveRoute, type RouteSchedule } from './schedule.js';
import { solveRouting } from './solver.js';

/** Why a customer cannot join a route: the van is full, or a stop (the customer or another) would be late. */
export type InsertionRefusal = { kind: 'capacity' } | { kind: 'late'; stop: number };

export type InsertionResult = { ok: true; route: number[] } | { ok: false; refusal: InsertionRefusal };

const routeLength = (problem: RoutingProblem, route: readonly number[]) =>
  driveRoute(problem, route).distance;

/**
 * Puts `customer` into one van's `route` (the problem's first van is that van): at its cheapest
 * feasible place, then the whole route re-sequenced (`resequenceRoute`). When no place keeps every
 * window, a re-sequencing of the route with the customer is tried before refusing; the refusal names
 * the stop that would be late on the shortest attempt. Pure and deterministic.
 */
export function insertIntoRoute(
  problem: RoutingProblem,
  route: readonly number[],
  customer: number,
  seed = 1,
): InsertionResult {
  const load = [...route, customer].reduce((n, c) => n + problem.stops[c]!.demand, 0);
  if (load > capacityOf(problem.vehicles, 0)) return { ok: false, refusal: { kind: 'capacity' } };
  let cheapest: number[] | null = null;
  let cheapestLength = Infinity;
  let shortest: number[] = [...route, customer];
  let shortestLength = Infinity;
  for (let k = 0; k <= route.length; k++) {
    const candidate = [...route.slice(0, k), customer, ...route.slice(k)];
    const drive = driveRoute(problem, candidate);
    if (drive.distance < shortestLength) {
      shortest = candidate;
      shortestLength = drive.distance;
    }
    if (drive.violation === null && drive.distance < cheapestLength) {
      cheapest = candidate;
      cheapestLength = drive.distance;
    }
  }
  if (cheapest) return { ok: true, route: resequenceRoute(problem, cheapest, seed).route };
  const again = resequenceRoute(problem, shortest, seed);
  if (again.schedule.violation === null) return { ok: true, route: again.route };
  const violation = driveRoute(problem, shortest).violation!;
  return { ok: false, refusal: { kind: 'late', stop: violation.stop === 0 ? customer : violation.stop } };
}

/**
 * One van's round re-sequenced by the solver (a single-vehicle problem over the route's customers, its
 * capacity the problem's first van's): the solver's order when it keeps every window and is shorter, else the
 * route as given — never longer, never less on time than it was. Pure and deterministic for a seed.
 */
export function resequenceRoute(
  problem: RoutingProblem,
  route: readonly number[],
  seed = 1,
): { route: number[]; schedule: RouteSchedule } {
  const given = { route: [...route], schedule: driveRoute(problem, route) };
  if (route.length < 2) return given;
  // The sub-problem: the depot and the route's customers, in that order.
  const ids = [0, ...route];
  const n = problem.stops.length;
  const m = ids.length;
  const time = new Float64Array(m * m);
  const distance = new Float64Array(m * m);
  const full = problem.distance ?? problem.time;
  for (let i = 0; i < m; i++)
    for (let j = 0; j < m; j++) {
      time[i * m + j] = problem.time[ids[i]! * n + ids[j]!]!;
      distance[i * m + j] = full[ids[i]! * n + ids[j]!]!;
    }
  const sub: RoutingProblem = {
    stops: ids.map((id) => problem.stops[id]!),
    time,
    distance,
    vehicles: { count: 1, capacity: Math.max(capacityOf(problem.vehicles, 0), 1) },
    ...(problem.driverBreak ? { driverBreak: problem.driverBreak } : {}),
  };
  const plan = solveRouting(sub, { seed, iterations: Math.min(2_000, 200 * route.length) });
  if (plan.unserved.length > 0 || plan.routes.length !== 1) return given;
  const solved = plan.routes[0]!.map((i) => ids[i]!);
  const schedule = driveRoute(problem, solved);
  if (schedule.violation !== null) return given;
  if (given.schedule.violation === null && routeLength(problem, solved) >= given.schedule.distance)
    return given;
  return { route: solved, schedule };
}
