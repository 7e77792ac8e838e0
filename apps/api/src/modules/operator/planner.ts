import { nearestNeighbourRound, type GeoPoint, type Locatable, type RoutePlanner } from '@consigne/domain';
import { shortestTour, tourMetres } from '@consigne/routing';

/**
 * A van's stops for a slot in the order of the shortest tour from the warehouse and back
 * (packages/routing; road distances estimated offline), or nearest neighbour's when that is shorter
 * — so a round is never longer than it was. Stops without a location come last, in the order given.
 */
export function plannedRound<S extends Locatable>(origin: GeoPoint, stops: readonly S[]): S[] {
  const located = stops.filter((s) => s.point !== null);
  const unlocated = stops.filter((s) => s.point === null);
  const nearest = nearestNeighbourRound(origin, located);
  if (located.length <= 3) return [...nearest, ...unlocated];
  const tour = shortestTour(
    origin,
    located.map((s) => s.point!),
  ).map((i) => located[i]!);
  const length = (list: readonly S[]) =>
    tourMetres(
      origin,
      list.map((s) => s.point!),
    );
  return [...(length(tour) <= length(nearest) ? tour : nearest), ...unlocated];
}

export const solverPlanner: RoutePlanner = { plan: plannedRound };
