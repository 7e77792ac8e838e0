import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Fleet, RoutingProblem } from './problem.js';
import { driveRoute } from './schedule.js';
import { parseSolomon } from './solomon.js';
import { solveRouting } from './solver.js';

/** A problem on a grid of points, travel time = euclidean distance. */
function gridProblem(
  points: { x: number; y: number; demand: number; ready: number; width: number }[],
  vehicles: Fleet = { count: 3, capacity: 10 },
  horizon = 1000,
): RoutingProblem {
  const all = [{ x: 0, y: 0, demand: 0, ready: 0, width: horizon }, ...points];
  const n = all.length;
  const time = new Float64Array(n * n);
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) time[i * n + j] = Math.hypot(all[i]!.x - all[j]!.x, all[i]!.y - all[j]!.y);
  const stops = all.map((p, i) =>
    i === 0
      ? { demand: 0, ready: 0, due: horizon, service: 0 }
      : { demand: p.demand, ready: p.ready, due: p.ready + p.width, service: 5 },
  );
  return { stops, time, vehicles };
}

const point = fc.record({
  x: fc.integer({ min: -50, max: 50 }),
  y: fc.integer({ min: -50, max: 50 }),
  demand: fc.integer({ min: 0, max: 6 }),
  ready: fc.integer({ min: 0, max: 400 }),
  width: fc.integer({ min: 0, max: 300 }),
});

describe('solveRouting', () => {
  it('places every customer once or reports it, and every route it returns can be driven', () => {
    fc.assert(
      fc.property(
        fc.array(point, { minLength: 1, maxLength: 25 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 4, max: 20 }),
        (points, count, capacity) => {
          const problem = gridProblem(points, { count, capacity });
          const plan = solveRouting(problem, { seed: 7, iterations: 200 });
          const seen = [...plan.routes.flat(), ...plan.unserved].sort((a, b) => a - b);
          expect(seen).toEqual(points.map((_, i) => i + 1));
          expect(plan.routes.length).toBeLessThanOrEqual(count);
          for (const route of plan.routes) expect(driveRoute(problem, route).violation).toBeNull();
          const total = plan.routes.reduce((sum, r) => sum + driveRoute(problem, r).distance, 0);
          expect(plan.distance).toBeCloseTo(total, 6);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('keeps every route within its own van’s capacity when the vans differ in size', () => {
    fc.assert(
      fc.property(
        fc.array(point, { minLength: 1, maxLength: 25 }),
        fc.array(fc.integer({ min: 1, max: 30 }), { minLength: 1, maxLength: 5 }),
        fc.boolean(),
        (points, capacities, withBreak) => {
          const problem: RoutingProblem = {
            ...gridProblem(points, { capacities }),
            ...(withBreak ? { driverBreak: { earliest: 200, latest: 300, duration: 20 } } : {}),
          };
          const plan = solveRouting(problem, { seed: 9, iterations: 150 });
          const seen = [...plan.routes.flat(), ...plan.unserved].sort((a, b) => a - b);
          expect(seen).toEqual(points.map((_, i) => i + 1));
          expect(plan.vehicles).toHaveLength(plan.routes.length);
          expect(new Set(plan.vehicles).size).toBe(plan.vehicles.length);
          for (const [i, route] of plan.routes.entries()) {
            const van = plan.vehicles[i]!;
            expect(van).toBeLessThan(capacities.length);
            const load = route.reduce((n, c) => n + problem.stops[c]!.demand, 0);
            expect(load).toBeLessThanOrEqual(capacities[van]!);
            expect(driveRoute(problem, route, van).violation).toBeNull();
          }
          // Too big for the biggest van, or no feasible place: never in a route.
          const biggest = Math.max(...capacities);
          for (const c of plan.routes.flat()) expect(problem.stops[c]!.demand).toBeLessThanOrEqual(biggest);
          expect(solveRouting(problem, { seed: 9, iterations: 150 })).toEqual(plan);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('places in the big van what the smallest van’s capacity could not take', () => {
    // Two vans of 20 and 60 crates, stops of 15, 15 and 30: planned as if both held 20, the stop of
    // 30 fits no van; with each van's own capacity all three are served.
    const points = [
      { x: 10, y: 0, demand: 15, ready: 0, width: 500 },
      { x: 0, y: 10, demand: 15, ready: 0, width: 500 },
      { x: -10, y: 0, demand: 30, ready: 0, width: 500 },
    ];
    const smallest = solveRouting(gridProblem(points, { count: 2, capacity: 20 }), { seed: 1 });
    expect(smallest.unserved).toEqual([3]);
    const problem = gridProblem(points, { capacities: [20, 60] });
    const plan = solveRouting(problem, { seed: 1 });
    expect(plan.unserved).toEqual([]);
    const big = plan.routes[plan.vehicles.indexOf(1)]!;
    expect(big).toContain(3);
    for (const [i, route] of plan.routes.entries())
      expect(driveRoute(problem, route, plan.vehicles[i]).violation).toBeNull();
    // The big van drives everything over 20 crates; driven by the small van, that round is refused.
    expect(driveRoute(problem, big, 0).violation?.kind).toBe('capacity');
  });

  it('keeps every route it returns drivable with the driver’s break', () => {
    fc.assert(
      fc.property(
        fc.array(point, { minLength: 1, maxLength: 15 }),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 0, max: 60 }),
        (points, earliest, width, duration) => {
          const driverBreak = { earliest, latest: earliest + width, duration };
          const problem = { ...gridProblem(points, { count: 3, capacity: 12 }), driverBreak };
          const plan = solveRouting(problem, { seed: 5, iterations: 100 });
          expect([...plan.routes.flat(), ...plan.unserved]).toHaveLength(points.length);
          for (const route of plan.routes) expect(driveRoute(problem, route).violation).toBeNull();
        },
      ),
      { numRuns: 100 },
    );
  });

  it('leaves out only customers that have no feasible place', () => {
    fc.assert(
      fc.property(fc.array(point, { minLength: 1, maxLength: 12 }), (points) => {
        // Vans enough for one customer each: whoever is left out cannot be served even alone.
        const problem = gridProblem(points, { count: points.length, capacity: 6 });
        const plan = solveRouting(problem, { seed: 3, iterations: 50 });
        for (const c of plan.unserved) expect(driveRoute(problem, [c]).violation).not.toBeNull();
      }),
      { numRuns: 100 },
    );
  });

  it('reports a customer whose window closes before a van can reach it, or too big for a van', () => {
    const problem = gridProblem(
      [
        { x: 10, y: 0, demand: 1, ready: 0, width: 500 },
        { x: 300, y: 0, demand: 1, ready: 0, width: 10 },
        { x: 5, y: 5, demand: 11, ready: 0, width: 500 },
      ],
      { count: 2, capacity: 10 },
    );
    const plan = solveRouting(problem, { seed: 1 });
    expect(plan.unserved).toEqual([2, 3]);
    expect(plan.routes).toEqual([[1]]);
  });

  it('gives the same plan for the same seed', () => {
    const { problem } = solomon('RC101');
    const a = solveRouting(problem, { seed: 11, iterations: 300 });
    const b = solveRouting(problem, { seed: 11, iterations: 300 });
    expect(b).toEqual(a);
  });

  it("finds Solomon C101's optimum (827.3, distances cut to one decimal)", () => {
    const { problem } = solomon('C101', true);
    const plan = solveRouting(problem, { seed: 1, iterations: 3000 });
    expect(plan.unserved).toEqual([]);
    expect(plan.distance).toBeCloseTo(827.3, 1);
  });

  it('gives every route still out in the break window its break, on time', () => {
    const { problem } = solomon('R201');
    const driverBreak = { earliest: 300, latest: 400, duration: 30 };
    const plan = solveRouting({ ...problem, driverBreak }, { seed: 2, iterations: 400 });
    expect(plan.unserved).toEqual([]);
    for (const route of plan.routes) {
      const drive = driveRoute({ ...problem, driverBreak }, route);
      expect(drive.violation).toBeNull();
      if (drive.end > driverBreak.latest) {
        expect(drive.breakAt).toBeGreaterThanOrEqual(driverBreak.earliest);
        expect(drive.breakAt).toBeLessThanOrEqual(driverBreak.latest);
      }
    }
  });

  it('refuses a problem it cannot read', () => {
    const problem = gridProblem([{ x: 1, y: 1, demand: 1, ready: 0, width: 10 }]);
    expect(() => solveRouting({ ...problem, vehicles: { count: 0, capacity: 1 } })).toThrow(RangeError);
    expect(() => solveRouting({ ...problem, time: new Float64Array(3) })).toThrow(/n×n/);
    expect(() => solveRouting({ ...problem, vehicles: { capacities: [] } })).toThrow(/no vehicle/);
    for (const bad of [0, -5, NaN, Infinity])
      expect(() => solveRouting({ ...problem, vehicles: { capacities: [10, bad] } })).toThrow(/capacity/);
    expect(() => driveRoute({ ...problem, vehicles: { capacities: [10] } }, [1], 1)).toThrow(/vehicle 1/);
  });
});

function solomon(name: string, truncate = false) {
  const file = new URL(`../fixtures/${name}.txt`, import.meta.url);
  return parseSolomon(readFileSync(file, 'utf8'), truncate);
}
