import { capacityOf, fleetSize, problemError, type RoutingProblem } from './problem.js';
import { seededRandom, type Random } from './random.js';
import { driveRoute, routeTiming, type RouteTiming } from './schedule.js';

export interface SolveOptions {
  /** Same seed, same plan. */
  seed?: number;
  /** Rounds of destroy and repair (the search's length; deterministic, unlike a time limit). */
  iterations?: number;
}

export interface RoutingPlan {
  /** One list of customer indices per van used, in visiting order (the depot implied at both ends). */
  routes: number[][];
  /** The van driving each route (`vehicles[i]` drives `routes[i]`), an index into the problem's fleet. */
  vehicles: number[];
  /** Customers no route can take (their window, the van's capacity or the vans available): never dropped silently. */
  unserved: number[];
  distance: number;
  iterations: number;
}

interface Insertion {
  delta: number;
  position: number;
}

const NONE: Insertion = { delta: Infinity, position: -1 };
/** What leaving a customer out costs the search: more than any route could save. */
const UNSERVED_PENALTY = 1e7;

/**
 * The search's state: routes with their timing (so a candidate insertion is checked in constant time
 * when no break is set), and the bank of customers waiting for a place.
 */
class Plan {
  routes: number[][];
  /** Route r is driven by van r: its capacity. */
  readonly capacities: readonly number[];
  timing: RouteTiming[];
  bank: number[];
  constructor(
    readonly problem: RoutingProblem,
    routes: number[][],
    bank: number[],
    timing?: readonly RouteTiming[],
    capacities?: readonly number[],
  ) {
    this.routes = routes.map((r) => [...r]);
    this.capacities = capacities ?? routes.map((_, r) => capacityOf(problem.vehicles, r));
    // A copy's timing is the original's: routes are copied, their timing arrays are replaced, never changed.
    this.timing = timing ? [...timing] : this.routes.map((r) => routeTiming(problem, r));
    this.bank = [...bank];
  }

  clone(): Plan {
    return new Plan(this.problem, this.routes, this.bank, this.timing, this.capacities);
  }

  cost(): number {
    const vehicleCost = this.problem.vehicleCost ?? 0;
    let total = this.bank.length * UNSERVED_PENALTY;
    for (const [r, timing] of this.timing.entries())
      if (this.routes[r]!.length > 0) total += timing.distance + vehicleCost;
    return total;
  }

  distance(): number {
    return this.timing.reduce((sum, t, r) => sum + (this.routes[r]!.length > 0 ? t.distance : 0), 0);
  }

  refresh(r: number) {
    this.timing[r] = routeTiming(this.problem, this.routes[r]!);
  }

  remove(customers: readonly number[]) {
    const out = new Set(customers);
    for (let r = 0; r < this.routes.length; r++) {
      const before = this.routes[r]!.length;
      this.routes[r] = this.routes[r]!.filter((c) => !out.has(c));
      if (this.routes[r]!.length !== before) this.refresh(r);
    }
    this.bank.push(...customers);
  }

  insert(customer: number, r: number, position: number) {
    this.routes[r]!.splice(position, 0, customer);
    this.refresh(r);
    this.bank = this.bank.filter((c) => c !== customer);
  }

  /** The cheapest feasible place for `u` in route `r`, or NONE. */
  bestInsertion(u: number, r: number): Insertion {
    const { stops, time, driverBreak } = this.problem;
    const distance = this.problem.distance ?? time;
    const n = stops.length;
    const route = this.routes[r]!;
    const timing = this.timing[r]!;
    if (timing.load + stops[u]!.demand > this.capacities[r]!) return NONE;
    const m = route.length;
    const extra = m === 0 ? (this.problem.vehicleCost ?? 0) : 0;
    let best = NONE;
    const su = stops[u]!;
    for (let k = 0; k <= m; k++) {
      const prev = k === 0 ? 0 : route[k - 1]!;
      const next = k === m ? 0 : route[k]!;
      const delta = distance[prev * n + u]! + distance[u * n + next]! - distance[prev * n + next]! + extra;
      if (delta >= best.delta) continue;
      const arrival = timing.begin[k]! + stops[prev]!.service + time[prev * n + u]!;
      const start = Math.max(arrival, su.ready);
      if (start > su.due) continue;
      if (start + su.service + time[u * n + next]! > timing.latest[k + 1]!) continue;
      if (driverBreak && driveRoute(this.problem, withCustomer(route, u, k), r).violation) continue;
      best = { delta, position: k };
    }
    return best;
  }
}

const withCustomer = (route: readonly number[], u: number, k: number) => [
  ...route.slice(0, k),
  u,
  ...route.slice(k),
];

/**
 * Plans the vans' routes: a regret insertion builds a first plan, then an adaptive large-neighbourhood
 * search (remove a few customers — at random, the costliest, related ones, or a whole short route — and
 * put them back, cheapest or by regret, with some noise) keeps what simulated annealing accepts. Pure
 * and deterministic for a seed. Customers with no feasible place are returned in `unserved`. Route r
 * of the search is van r's and holds no more than that van's capacity (vans of different sizes).
 */
export function solveRouting(problem: RoutingProblem, options: SolveOptions = {}): RoutingPlan {
  const error = problemError(problem);
  if (error) throw new RangeError(`routing problem: ${error}`);
  const random = seededRandom(options.seed ?? 1);
  const n = problem.stops.length;
  const customers = Array.from({ length: n - 1 }, (_, i) => i + 1);
  const vans = fleetSize(problem.vehicles);
  // The biggest van: a customer it cannot take alone, no van can.
  let biggest = 0;
  for (let v = 1; v < vans; v++)
    if (capacityOf(problem.vehicles, v) > capacityOf(problem.vehicles, biggest)) biggest = v;
  const alone = customers.filter((c) => !driveRoute(problem, [c], biggest).violation);
  const impossible = customers.filter((c) => driveRoute(problem, [c], biggest).violation);
  const iterations = options.iterations ?? defaultIterations(alone.length);

  let current = new Plan(
    problem,
    Array.from({ length: vans }, () => []),
    alone,
  );
  repair(current, 'regret', random, 0);
  let best = current.clone();
  if (alone.length === 0) return result(best, impossible, 0);

  const destroyers = [randomRemoval, worstRemoval, relatedRemoval, routeRemoval];
  const repairers = ['greedy', 'regret'] as const;
  const weights = { destroy: destroyers.map(() => 1), repair: repairers.map(() => 1) };
  const scores = { destroy: destroyers.map(() => 0), repair: repairers.map(() => 0) };
  const uses = { destroy: destroyers.map(() => 0), repair: repairers.map(() => 0) };
  const seen = new Set<number>();

  const startCost = best.cost() - best.bank.length * UNSERVED_PENALTY;
  const t0 = (0.05 * startCost) / Math.LN2 + 1e-9;
  const cooling = Math.pow(0.002, 1 / iterations);
  let temperature = t0;
  const maxNoise = 0.025 * maxEntry(problem.distance ?? problem.time);

  for (let i = 1; i <= iterations; i++) {
    const d = roulette(weights.destroy, random);
    const rp = roulette(weights.repair, random);
    const candidate = current.clone();
    const served = alone.length - candidate.bank.length;
    const count = Math.min(served, 2 + random.int(Math.max(1, Math.min(40, Math.floor(0.3 * served)))));
    destroyers[d]!(candidate, count, random);
    repair(candidate, repairers[rp]!, random, random.next() < 0.5 ? maxNoise : 0);

    const cost = candidate.cost();
    let score = 0;
    const key = Math.round(cost * 1000);
    if (cost < best.cost() - 1e-9) {
      best = candidate.clone();
      current = candidate;
      score = 33;
    } else if (cost < current.cost() - 1e-9) {
      current = candidate;
      score = seen.has(key) ? 0 : 9;
    } else if (random.next() < Math.exp((current.cost() - cost) / temperature)) {
      current = candidate;
      score = seen.has(key) ? 0 : 13;
    }
    seen.add(key);
    scores.destroy[d]! += score;
    scores.repair[rp]! += score;
    uses.destroy[d]!++;
    uses.repair[rp]!++;
    if (i % 100 === 0) {
      for (const kind of ['destroy', 'repair'] as const)
        weights[kind] = weights[kind].map((w, j) =>
          uses[kind][j]! === 0 ? w : 0.8 * w + 0.2 * Math.max(0.1, scores[kind][j]! / uses[kind][j]!),
        );
      scores.destroy.fill(0);
      scores.repair.fill(0);
      uses.destroy.fill(0);
      uses.repair.fill(0);
    }
    temperature *= cooling;
  }
  return result(best, impossible, iterations);
}

function result(plan: Plan, impossible: number[], iterations: number): RoutingPlan {
  const used = plan.routes.flatMap((r, v) => (r.length > 0 ? [v] : []));
  return {
    routes: used.map((v) => plan.routes[v]!),
    vehicles: used,
    unserved: [...impossible, ...plan.bank].sort((a, b) => a - b),
    distance: plan.distance(),
    iterations,
  };
}

/**
 * Rounds enough for a good plan, fewer as days grow (each round costs more): 5,000 for 100 customers,
 * 2,500 for 200 (bench:routes measures both the distance and the time).
 */
function defaultIterations(customers: number): number {
  if (customers <= 1) return 0;
  return Math.max(500, Math.min(10_000, Math.round(500_000 / customers)));
}

function maxEntry(matrix: Float64Array): number {
  let max = 0;
  for (const v of matrix) if (v > max) max = v;
  return max;
}

function roulette(weights: readonly number[], random: Random): number {
  const total = weights.reduce((a, b) => a + b, 0);
  let pick = random.next() * total;
  for (const [i, w] of weights.entries()) if ((pick -= w) <= 0) return i;
  return weights.length - 1;
}

function served(plan: Plan): number[] {
  return plan.routes.flat();
}

function randomRemoval(plan: Plan, count: number, random: Random) {
  const pool = served(plan);
  const out: number[] = [];
  while (out.length < count && pool.length > 0) out.push(pool.splice(random.int(pool.length), 1)[0]!);
  plan.remove(out);
}

/** The customers whose detour costs most, with some randomness (Ropke and Pisinger's p = 3). */
function worstRemoval(plan: Plan, count: number, random: Random) {
  const { time } = plan.problem;
  const distance = plan.problem.distance ?? time;
  const n = plan.problem.stops.length;
  const saving: { c: number; s: number }[] = [];
  for (const route of plan.routes)
    for (let k = 0; k < route.length; k++) {
      const prev = k === 0 ? 0 : route[k - 1]!;
      const next = k === route.length - 1 ? 0 : route[k + 1]!;
      const c = route[k]!;
      saving.push({ c, s: distance[prev * n + c]! + distance[c * n + next]! - distance[prev * n + next]! });
    }
  saving.sort((a, b) => b.s - a.s);
  const out: number[] = [];
  while (out.length < count && saving.length > 0) {
    const index = Math.floor(Math.pow(random.next(), 3) * saving.length);
    out.push(saving.splice(index, 1)[0]!.c);
  }
  plan.remove(out);
}

/** Customers close in place and in time to a random one (Shaw's relatedness). */
function relatedRemoval(plan: Plan, count: number, random: Random) {
  const { stops, time } = plan.problem;
  const distance = plan.problem.distance ?? time;
  const n = stops.length;
  const pool = served(plan);
  if (pool.length === 0) return;
  const seed = pool[random.int(pool.length)]!;
  const relatedness = (c: number) =>
    distance[seed * n + c]! +
    0.2 * (Math.abs(stops[seed]!.ready - stops[c]!.ready) + Math.abs(stops[seed]!.due - stops[c]!.due));
  const ranked = pool.filter((c) => c !== seed).sort((a, b) => relatedness(a) - relatedness(b));
  const out = [seed];
  while (out.length < count && ranked.length > 0) {
    const index = Math.floor(Math.pow(random.next(), 6) * ranked.length);
    out.push(ranked.splice(index, 1)[0]!);
  }
  plan.remove(out);
}

/** A whole short route (its customers placed elsewhere may free a van), topped up at random. */
function routeRemoval(plan: Plan, count: number, random: Random) {
  const used = plan.routes.map((r, i) => ({ r, i })).filter(({ r }) => r.length > 0);
  if (used.length === 0) return;
  used.sort((a, b) => a.r.length - b.r.length);
  const pick = used[Math.floor(Math.pow(random.next(), 2) * used.length)]!;
  const out = [...pick.r];
  plan.remove(out);
  if (out.length < count) randomRemoval(plan, count - out.length, random);
}

/**
 * Puts the bank's customers back: 'greedy' the cheapest insertion first, 'regret' the customer that
 * would lose most by waiting (regret-2). Each insertion's cost may carry noise (diversification).
 * Customers with no feasible place stay in the bank.
 */
function repair(plan: Plan, mode: 'greedy' | 'regret', random: Random, noise: number) {
  const routes = plan.routes.length;
  const cache = new Map<number, Insertion[]>();
  // Empty vans of one capacity are alike: the first of each stands for "a new van of that size" (one
  // van when all are alike), so that a repair weighs each size once and not every idle van.
  const { capacities } = plan;
  const firstEmptyLike = (capacity: number) =>
    plan.routes.findIndex((r, v) => r.length === 0 && capacities[v] === capacity);
  // Worked out once per plan state (an insertion resets it), not once per customer.
  let heads: boolean[] | null = null;
  const firstEmpties = () => {
    if (heads) return heads;
    const sizes = new Set<number>();
    heads = plan.routes.map((r, v) => {
      if (r.length > 0 || sizes.has(capacities[v]!)) return false;
      sizes.add(capacities[v]!);
      return true;
    });
    return heads;
  };
  const options = (u: number) => {
    let list = cache.get(u);
    if (!list) {
      list = Array.from({ length: routes }, () => NONE);
      const first = firstEmpties();
      for (let r = 0; r < routes; r++)
        if (plan.routes[r]!.length > 0 || first[r]) list[r] = noisy(plan.bestInsertion(u, r), noise, random);
      cache.set(u, list);
    }
    return list;
  };
  for (;;) {
    let chosen = -1;
    let chosenRoute = -1;
    let chosenScore = -Infinity;
    for (const u of plan.bank) {
      const list = options(u);
      let first = NONE;
      let firstRoute = -1;
      let second = Infinity;
      for (let r = 0; r < routes; r++) {
        const option = list[r]!;
        if (option.delta < first.delta) {
          second = first.delta;
          first = option;
          firstRoute = r;
        } else if (option.delta < second) second = option.delta;
      }
      if (firstRoute < 0) continue;
      const score = mode === 'greedy' ? -first.delta : second === Infinity ? 1e12 : second - first.delta;
      if (score > chosenScore) {
        chosenScore = score;
        chosen = u;
        chosenRoute = firstRoute;
      }
    }
    if (chosen < 0) return;
    const wasEmpty = plan.routes[chosenRoute]!.length === 0;
    const exact = plan.bestInsertion(chosen, chosenRoute);
    plan.insert(chosen, chosenRoute, exact.position);
    heads = null;
    cache.delete(chosen);
    const empty = wasEmpty ? firstEmptyLike(capacities[chosenRoute]!) : -1;
    for (const [u, list] of cache) {
      list[chosenRoute] = noisy(plan.bestInsertion(u, chosenRoute), noise, random);
      // A route just opened: the next empty van of its size now stands for "a new van" of that size.
      if (empty >= 0) list[empty] = noisy(plan.bestInsertion(u, empty), noise, random);
    }
  }
}

function noisy(option: Insertion, noise: number, random: Random): Insertion {
  if (noise === 0 || option.position < 0) return option;
  return { delta: Math.max(0, option.delta + noise * (2 * random.next() - 1)), position: option.position };
}
