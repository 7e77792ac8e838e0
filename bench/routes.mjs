#!/usr/bin/env node
/**
 * The rounds solver (packages/routing) measured, printed against its budgets (docs/performance.md):
 *
 * 1. Solomon's 56 VRPTW instances with 100 customers (../shared/vrp/): distance against the best-known
 *    distance-only solution (distances cut to one decimal, the convention of that column), vans used,
 *    time per instance. Budget: average gap ≤ 5 %.
 * 2. Generated days of 50, 100 and 200 stops around each warehouse of the seed (its pickup points as
 *    neighbourhoods): the solver's plan against today's rounds (each slot's stops in nearest-neighbour
 *    order from the warehouse, a new van when one is full), on the same day and travel times: km, van
 *    trips, stops served after their slot. Budgets: ≥ 15 % fewer km; no stop late; 200 stops ≤ 2 s.
 *
 *   npm run bench:routes [-- --instances C101,R101] [--sizes 50,100,200] [--warehouses lille,lyon] [--seed 1] [--json]
 */
import { readFileSync, readdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { driveRoute, estimatedMatrix, parseSolomon, seededRandom, solveRouting } from '@consigne/routing';
import { pickupPoints, warehouses } from '../apps/api/src/db/seed/data/geography.ts';

const { values } = parseArgs({
  options: {
    instances: { type: 'string' },
    sizes: { type: 'string', default: '50,100,200' },
    warehouses: { type: 'string', default: 'lille,lyon,bruxelles' },
    seed: { type: 'string', default: '1' },
    vrp: { type: 'string', default: new URL('../../shared/vrp/', import.meta.url).pathname },
    json: { type: 'boolean', default: false },
  },
});
const seed = Number(values.seed);
const BUDGET = { solomonGap: 5, kmSaving: 15, late: 0, ms200: 2000 };
const pct = (x) => `${(100 * x).toFixed(2)} %`;
const ok = (pass) => (pass ? 'ok' : 'OVER BUDGET');
const report = { solomon: [], days: [] };

// 1. Solomon
const best = Object.fromEntries(
  readFileSync(`${values.vrp}best-known.csv`, 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(','))
    .map((c) => [c[0], { distance: Number(c[4]), vehicles: Number(c[5]) }]),
);
const names = values.instances
  ? values.instances.split(',')
  : readdirSync(`${values.vrp}solomon`)
      .map((f) => f.replace(/\.txt$/, ''))
      .sort();
console.log('Solomon VRPTW, 100 customers, distance-only objective (distances cut to 0.1)');
console.log('instance  vans (best)   distance   best-known     gap     ms');
for (const name of names) {
  const { problem } = parseSolomon(readFileSync(`${values.vrp}solomon/${name}.txt`, 'utf8'), true);
  const started = performance.now();
  const plan = solveRouting(problem, { seed });
  const ms = performance.now() - started;
  const valid =
    plan.unserved.length === 0 && plan.routes.every((r) => driveRoute(problem, r).violation === null);
  const gap = plan.distance / best[name].distance - 1;
  report.solomon.push({
    name,
    vans: plan.routes.length,
    distance: plan.distance,
    best: best[name].distance,
    gap,
    ms,
    valid,
  });
  console.log(
    `${name.padEnd(8)} ${String(plan.routes.length).padStart(4)} (${String(best[name].vehicles).padStart(2)})  ${plan.distance.toFixed(1).padStart(9)}  ${best[name].distance.toFixed(1).padStart(9)}  ${pct(gap).padStart(8)} ${Math.round(ms).toString().padStart(6)}${valid ? '' : '  INVALID'}`,
  );
}
if (report.solomon.length > 0) {
  const families = Map.groupBy(report.solomon, (r) => r.name.replace(/\d\d$/, ''));
  for (const [family, rows] of families) {
    const gap = rows.reduce((s, r) => s + r.gap, 0) / rows.length;
    const vans = rows.reduce((s, r) => s + r.vans, 0) / rows.length;
    const ms = rows.reduce((s, r) => s + r.ms, 0) / rows.length;
    console.log(
      `${family.padEnd(4)} ${String(rows.length).padStart(2)} instances: gap ${pct(gap)}, ${vans.toFixed(1)} vans, ${Math.round(ms)} ms`,
    );
  }
  const average = report.solomon.reduce((s, r) => s + r.gap, 0) / report.solomon.length;
  const ms = report.solomon.reduce((s, r) => s + r.ms, 0) / report.solomon.length;
  const invalid = report.solomon.filter((r) => !r.valid).length;
  console.log(
    `average gap ${pct(average)} (budget ≤ ${BUDGET.solomonGap} %: ${ok(100 * average <= BUDGET.solomonGap && invalid === 0)}), ${Math.round(ms)} ms per instance, ${invalid} invalid\n`,
  );
}

// 2. Generated days
const SLOT_MINUTES = 120;
const FIRST_SLOT = 9 * 60;
const LAST_SLOT = 19 * 60;
const VAN_CRATES = 60;
const SERVICE = { base: 4, perCrate: 0.5 };

/** A day of `size` stops around a warehouse: its neighbourhoods' pickup points, scattered a few km. */
function generatedDay(warehouse, size, random) {
  const anchors = pickupPoints.filter((p) => p.warehouse === warehouse.key);
  const gauss = () => Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next());
  const stops = Array.from({ length: size }, () => {
    const anchor = anchors[random.int(anchors.length)];
    const km = 2.5;
    const lat = anchor.lat + (gauss() * km) / 111;
    const lng = anchor.lng + (gauss() * km) / (111 * Math.cos((anchor.lat * Math.PI) / 180));
    const slotStart = FIRST_SLOT + 60 * random.int((LAST_SLOT - FIRST_SLOT) / 60 + 1);
    const crates = 1 + random.int(4);
    const empties = random.int(3);
    return { lat, lng, area: 'urban', slotStart, crates, empties };
  });
  return { warehouse, stops };
}

/** Minutes as the solver reads them: the depot opens at 8:00, vans are back by 22:00. */
function dayProblem(day, vans) {
  const places = [{ lat: day.warehouse.lat, lng: day.warehouse.lng, area: 'suburban' }, ...day.stops];
  const { seconds, metres } = estimatedMatrix(places);
  const time = seconds.map((s) => s / 60);
  const stops = [
    { demand: 0, ready: 8 * 60, due: 22 * 60, service: 0 },
    ...day.stops.map((s) => ({
      demand: s.crates + s.empties,
      ready: s.slotStart,
      due: s.slotStart + SLOT_MINUTES,
      service: SERVICE.base + SERVICE.perCrate * (s.crates + s.empties),
    })),
  ];
  return { stops, time, distance: metres, vehicles: { count: vans, capacity: VAN_CRATES } };
}

/** Today's rounds: per slot, nearest neighbour from the warehouse, a new van trip when one is full. */
function nearestNeighbourDay(problem, day) {
  const n = problem.stops.length;
  const routes = [];
  const slots = [...new Set(day.stops.map((s) => s.slotStart))].sort((a, b) => a - b);
  for (const slot of slots) {
    const left = day.stops.map((s, i) => (s.slotStart === slot ? i + 1 : -1)).filter((i) => i > 0);
    while (left.length > 0) {
      const route = [];
      let here = 0;
      let load = 0;
      for (;;) {
        let pick = -1;
        for (const [k, c] of left.entries())
          if (
            load + problem.stops[c].demand <= VAN_CRATES &&
            (pick < 0 || problem.distance[here * n + c] < problem.distance[here * n + left[pick]])
          )
            pick = k;
        if (pick < 0) break;
        const [c] = left.splice(pick, 1);
        route.push(c);
        load += problem.stops[c].demand;
        here = c;
      }
      routes.push({ route, leaves: slot - problem.time[route[0]] });
    }
  }
  let metres = 0;
  let late = 0;
  for (const { route, leaves } of routes) {
    let clock = leaves;
    let prev = 0;
    for (const c of [...route, 0]) {
      metres += problem.distance[prev * n + c];
      clock += problem.time[prev * n + c];
      if (c !== 0) {
        clock = Math.max(clock, problem.stops[c].ready);
        if (clock > problem.stops[c].due) late++;
        clock += problem.stops[c].service;
      }
      prev = c;
    }
  }
  return { km: metres / 1000, trips: routes.length, late };
}

const sizes = values.sizes.split(',').filter(Boolean).map(Number);
const chosen = values.warehouses.split(',').filter(Boolean);
if (sizes.length > 0 && chosen.length > 0) {
  console.log(
    'Generated days (seed geography, 2-hour slots 9:00–21:00, vans of 60 crates, offline travel times)',
  );
  console.log(
    'warehouse   stops   km solver   km today   saving   trips (today)   late (today)   unserved      ms',
  );
  for (const key of chosen) {
    const warehouse = warehouses.find((w) => w.key === key);
    for (const size of sizes) {
      const random = seededRandom(seed * 1000 + size);
      const day = generatedDay(warehouse, size, random);
      const problem = dayProblem(day, Math.max(4, Math.ceil(size / 8)));
      const today = nearestNeighbourDay(problem, day);
      const started = performance.now();
      const plan = solveRouting(problem, { seed });
      const ms = performance.now() - started;
      const km = plan.distance / 1000;
      const late = plan.routes.filter((r) => driveRoute(problem, r).violation !== null).length;
      const saving = 1 - km / today.km;
      report.days.push({
        warehouse: key,
        size,
        km,
        todayKm: today.km,
        saving,
        trips: plan.routes.length,
        todayTrips: today.trips,
        late,
        todayLate: today.late,
        unserved: plan.unserved.length,
        ms,
      });
      console.log(
        `${key.padEnd(10)} ${String(size).padStart(6)} ${km.toFixed(1).padStart(11)} ${today.km.toFixed(1).padStart(10)} ${pct(saving).padStart(8)} ${String(plan.routes.length).padStart(7)} (${String(today.trips).padStart(3)}) ${String(late).padStart(10)} (${String(today.late).padStart(3)}) ${String(plan.unserved.length).padStart(10)} ${Math.round(ms).toString().padStart(7)}`,
      );
    }
  }
  const days = report.days;
  const worstSaving = Math.min(...days.map((d) => d.saving));
  const late = days.reduce((s, d) => s + d.late + d.unserved, 0);
  const big = days.filter((d) => d.size === 200);
  const slowest = big.length ? Math.max(...big.map((d) => d.ms)) : 0;
  console.log(
    `least saving ${pct(worstSaving)} (budget ≥ ${BUDGET.kmSaving} %: ${ok(100 * worstSaving >= BUDGET.kmSaving)}); late or unserved ${late} (budget 0: ${ok(late === 0)})` +
      (big.length
        ? `; slowest 200-stop day ${Math.round(slowest)} ms (budget ≤ ${BUDGET.ms200}: ${ok(slowest <= BUDGET.ms200)})`
        : ''),
  );
}
if (values.json) console.log(JSON.stringify(report));
