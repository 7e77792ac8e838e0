import { capacityOf, type DriverBreak, type RoutingProblem } from './problem.js';

/**
 * The timing of one route (customers in visiting order, the depot implied at both ends): when each
 * service starts, and the latest each could start with the rest of the route still on time. Index 0 is
 * the depot's departure, index m+1 the return. Waiting is allowed; lateness is not.
 */
export interface RouteTiming {
  begin: Float64Array;
  latest: Float64Array;
  load: number;
  distance: number;
}

export function routeTiming(problem: RoutingProblem, route: readonly number[]): RouteTiming {
  const { stops, time } = problem;
  const distance = problem.distance ?? time;
  const n = stops.length;
  const m = route.length;
  const begin = new Float64Array(m + 2);
  const latest = new Float64Array(m + 2);
  begin[0] = stops[0]!.ready;
  let load = 0;
  let length = 0;
  let prev = 0;
  for (let k = 1; k <= m + 1; k++) {
    const here = k <= m ? route[k - 1]! : 0;
    const arrival = begin[k - 1]! + stops[prev]!.service + time[prev * n + here]!;
    begin[k] = Math.max(here === 0 ? arrival : stops[here]!.ready, arrival);
    length += distance[prev * n + here]!;
    load += stops[here]!.demand;
    prev = here;
  }
  latest[m + 1] = stops[0]!.due;
  for (let k = m; k >= 0; k--) {
    const here = k === 0 ? 0 : route[k - 1]!;
    const next = k === m ? 0 : route[k]!;
    const due = k === 0 ? stops[0]!.due : stops[here]!.due;
    latest[k] = Math.min(due, latest[k + 1]! - time[here * n + next]! - stops[here]!.service);
  }
  return { begin, latest, load, distance: length };
}

/** A route's schedule as a driver reads it: arrival, start of service and departure per stop. */
export interface ScheduledStop {
  stop: number;
  arrival: number;
  start: number;
  departure: number;
}

export interface RouteSchedule {
  stops: ScheduledStop[];
  /** Back at the depot. */
  end: number;
  /** When the driver's break starts, or null (no break set, or back before its window). */
  breakAt: number | null;
  load: number;
  distance: number;
  /** Why the route cannot be driven as given, or null. */
  violation: null | { stop: number; kind: 'late' | 'capacity' | 'break' | 'depot' };
}

/**
 * Drives a route stop by stop. The break (if any) is taken once, at the first moment that fits: on
 * arrival at a stop when the van has reached the break window or would wait into it anyway (service
 * then starts after the break), else after a stop's service once the window is open — or earlier,
 * waiting for the window to open, when the next leg would carry the van past the break's latest start.
 * A route back at the depot before the window needs no break. This is the exact check the solver uses
 * when a break is set. `vehicle`: the van driving it, whose capacity the load is checked against.
 */
export function driveRoute(problem: RoutingProblem, route: readonly number[], vehicle = 0): RouteSchedule {
  const { stops, time, driverBreak } = problem;
  const capacity = capacityOf(problem.vehicles, vehicle);
  const distance = problem.distance ?? time;
  const n = stops.length;
  const result: ScheduledStop[] = [];
  let clock = stops[0]!.ready;
  let prev = 0;
  let load = 0;
  let length = 0;
  let pendingBreak: DriverBreak | null = driverBreak ?? null;
  let breakAt: number | null = null;
  let violation: RouteSchedule['violation'] = null;
  const fail = (stop: number, kind: NonNullable<RouteSchedule['violation']>['kind']) => {
    if (violation === null) violation = { stop, kind };
  };
  const takeBreak = (at: number) => {
    const start = Math.max(at, pendingBreak!.earliest);
    if (start > pendingBreak!.latest) fail(prev, 'break');
    breakAt = start;
    const end = start + pendingBreak!.duration;
    pendingBreak = null;
    return end;
  };
  for (const here of [...route, 0]) {
    const leg = time[prev * n + here]!;
    // After the last stop's service: now, if the window is open or the leg would overrun it.
    if (pendingBreak && (clock >= pendingBreak.earliest || clock + leg > pendingBreak.latest)) {
      const returnsEarly = here === 0 && clock + leg < pendingBreak.earliest;
      if (!returnsEarly) clock = takeBreak(clock);
    }
    const arrival = clock + leg;
    length += distance[prev * n + here]!;
    if (here === 0) {
      if (arrival > stops[0]!.due) fail(0, 'depot');
      clock = arrival;
      break;
    }
    const stop = stops[here]!;
    let ready = Math.max(arrival, stop.ready);
    // On arrival: in the window, or waiting into it, and the stop still served on time after it.
    if (
      pendingBreak !== null &&
      (arrival >= pendingBreak.earliest || stop.ready > pendingBreak.earliest) &&
      Math.max(arrival, pendingBreak.earliest) <= pendingBreak.latest &&
      Math.max(arrival, pendingBreak.earliest) + pendingBreak.duration <= stop.due
    ) {
      ready = Math.max(stop.ready, takeBreak(arrival));
    }
    result.push({ stop: here, arrival, start: ready, departure: ready + stop.service });
    if (ready > stop.due) fail(here, 'late');
    load += stop.demand;
    if (load > capacity) fail(here, 'capacity');
    clock = ready + stop.service;
    prev = here;
  }
  return { stops: result, end: clock, breakAt, load, distance: length, violation };
}
