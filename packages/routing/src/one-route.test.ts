import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { insertIntoRoute, resequenceRoute } from './one-route.js';
import { capacityOf, type RoutingProblem } from './problem.js';
import { driveRoute } from './schedule.js';

/** Points on a plane, travel time = euclidean distance, depot at the origin, service 5. */
function problemOf(
  points: { x: number; y: number; demand: number; ready: number; width: number }[],
  capacity = 100,
  horizon = 2000,
): RoutingProblem {
  const all = [{ x: 0, y: 0 }, ...points];
  const n = all.length;
  const time = new Float64Array(n * n);
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) time[i * n + j] = Math.hypot(all[i]!.x - all[j]!.x, all[i]!.y - all[j]!.y);
  return {
    stops: [
      { demand: 0, ready: 0, due: horizon, service: 0 },
      ...points.map((p) => ({ demand: p.demand, ready: p.ready, due: p.ready + p.width, service: 5 })),
    ],
    time,
    vehicles: { count: 1, capacity },
  };
}

const point = fc.record({
  x: fc.integer({ min: -50, max: 50 }),
  y: fc.integer({ min: -50, max: 50 }),
  demand: fc.integer({ min: 0, max: 4 }),
  ready: fc.integer({ min: 0, max: 300 }),
  width: fc.integer({ min: 50, max: 1500 }),
});
const open = (x: number, y: number, demand = 1) => ({ x, y, demand, ready: 0, width: 2000 });

describe('resequenceRoute', () => {
  it('keeps the same stops, never makes a drivable round longer or late, and gives the same answer twice', () => {
    fc.assert(
      fc.property(fc.array(point, { minLength: 1, maxLength: 12 }), (points) => {
        const problem = problemOf(points);
        const given = points.map((_, i) => i + 1);
        const before = driveRoute(problem, given);
        const { route, schedule } = resequenceRoute(problem, given, 3);
        expect([...route].sort((a, b) => a - b)).toEqual(given);
        expect(schedule).toEqual(driveRoute(problem, route));
        if (before.violation === null) {
          expect(schedule.violation).toBeNull();
          expect(schedule.distance).toBeLessThanOrEqual(before.distance + 1e-9);
        }
        expect(resequenceRoute(problem, given, 3).route).toEqual(route);
      }),
      { numRuns: 60 },
    );
  });

  it('untangles a zigzag along a line', () => {
    const problem = problemOf([open(10, 0), open(40, 0), open(20, 0), open(30, 0)]);
    expect(driveRoute(problem, [1, 2, 3, 4]).distance).toBe(100);
    // Out to the far end and back: 80, whichever way round.
    expect(resequenceRoute(problem, [1, 2, 3, 4]).schedule.distance).toBe(80);
  });
});

describe('insertIntoRoute', () => {
  it('places the stop when it fits: every stop once, the round drivable', () => {
    fc.assert(
      fc.property(fc.array(point, { minLength: 2, maxLength: 10 }), (points) => {
        const problem = problemOf(points);
        const customer = points.length;
        const route = resequenceRoute(
          problem,
          points.slice(0, -1).map((_, i) => i + 1),
        ).route;
        if (driveRoute(problem, route).violation !== null) return;
        const result = insertIntoRoute(problem, route, customer);
        if (!result.ok) {
          // Refused for a reason that holds: the van full, or some order of the stops late.
          if (result.refusal.kind === 'capacity') {
            const load = points.reduce((n, p) => n + p.demand, 0);
            expect(load).toBeGreaterThan(capacityOf(problem.vehicles, 0));
          } else expect(points.map((_, i) => i + 1)).toContain(result.refusal.stop);
          return;
        }
        expect([...result.route].sort((a, b) => a - b)).toEqual(points.map((_, i) => i + 1));
        expect(driveRoute(problem, result.route).violation).toBeNull();
      }),
      { numRuns: 60 },
    );
  });

  it('puts a stop between its neighbours on the way', () => {
    const problem = problemOf([open(10, 0), open(10, 20), open(15, 10)]);
    const result = insertIntoRoute(problem, [1, 2], 3);
    expect(result).toEqual({ ok: true, route: [1, 3, 2] });
  });

  it('refuses a full van, and a stop whose window the van cannot reach, naming it', () => {
    const full = problemOf([open(10, 0, 3), open(20, 0, 3), open(15, 0, 3)], 8);
    expect(insertIntoRoute(full, [1, 2], 3)).toEqual({ ok: false, refusal: { kind: 'capacity' } });
    // The third stop closes before a van can drive 100 from the depot.
    const far = problemOf([open(10, 0), open(20, 0), { x: 100, y: 0, demand: 1, ready: 0, width: 50 }]);
    expect(insertIntoRoute(far, [1, 2], 3)).toEqual({ ok: false, refusal: { kind: 'late', stop: 3 } });
  });

  it('names another stop when the newcomer would make it late', () => {
    // Stop 1 must be served by 12; the newcomer at 10 on the other side costs 20 before it.
    const problem = problemOf([
      { x: 10, y: 0, demand: 1, ready: 0, width: 12 },
      { x: -10, y: 0, demand: 1, ready: 0, width: 12 },
    ]);
    const result = insertIntoRoute(problem, [1], 2);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.refusal.kind).toBe('late');
  });
});
