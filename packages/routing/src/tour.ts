import { solveRouting } from './solver.js';
import { estimatedMatrix, type Place } from './travel.js';

/**
 * One van's tour from `depot` through every place and back, shortest in road metres as estimated
 * offline (no window, no capacity: a slot's round once its orders are on the van). The visiting
 * order, as indices into `places`. Deterministic.
 */
export function shortestTour(depot: Place, places: readonly Place[], iterations = 1_000): number[] {
  if (places.length <= 2) return places.map((_, i) => i);
  const { seconds, metres } = estimatedMatrix([depot, ...places]);
  const open = { demand: 0, ready: 0, due: Number.MAX_SAFE_INTEGER, service: 0 };
  const plan = solveRouting(
    {
      stops: [open, ...places.map(() => open)],
      time: seconds,
      distance: metres,
      vehicles: { count: 1, capacity: 1 },
    },
    { seed: 1, iterations },
  );
  return plan.routes[0]!.map((stop) => stop - 1);
}

/** The length in estimated road metres of a closed tour visiting `places` in the order given. */
export function tourMetres(depot: Place, places: readonly Place[]): number {
  const { metres } = estimatedMatrix([depot, ...places]);
  const n = places.length + 1;
  let total = 0;
  let prev = 0;
  for (let i = 1; i <= n; i++) {
    const here = i < n ? i : 0;
    total += metres[prev * n + here]!;
    prev = here;
  }
  return total;
}
