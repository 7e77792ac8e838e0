/**
 * Green slots (docs/rules.md#green-slots, ADR 0038): a slot is green for a shopper when their stop
 * costs the slot's planned rounds few extra road metres, so choosing it saves the van a detour
 * (Ocado's "green van"). Offline road distances (great circle × DETOUR_FACTOR): the decision is made
 * on the slot list, on the checkout path, and must never wait on a routing service.
 */
import { DETOUR_FACTOR, greatCircleMetres, type Place } from './travel.js';

/**
 * The default threshold, in road metres. In the seed's Lille, a slot's first stop in the centre is
 * a new trip from the warehouse at Lesquin of about 17.6 km; the two demo addresses of the centre,
 * 640 m apart as the crow flies, cost each other 1.1 km of detour, while a stop 2 km further north
 * costs 4.9 km. 1,500 m keeps a stop in the neighbourhood of one already planned (about 4 minutes at
 * the urban 22 km/h) and refuses the next district.
 */
export const DEFAULT_GREEN_THRESHOLD_METRES = 1_500;

const roadMetres = (a: Place, b: Place) => greatCircleMetres(a, b) * DETOUR_FACTOR;

/**
 * The road metres a new stop at `point` adds to a slot's rounds: the cheapest insertion into one of
 * its vans' tours (warehouse → stops in round order → warehouse), d(a,p) + d(p,b) − d(a,b) over every
 * leg a→b; a slot with no stop yet costs a whole trip, 2·d(warehouse, p). Whole metres, never
 * negative (the triangle inequality, rounding aside). Each slot is measured on its own tours only.
 */
export function marginalMetres(depot: Place, tours: readonly (readonly Place[])[], point: Place): number {
  let best = Number.POSITIVE_INFINITY;
  for (const tour of tours) {
    if (tour.length === 0) continue;
    let from = depot;
    for (const to of [...tour, depot]) {
      const cost = roadMetres(from, point) + roadMetres(point, to) - roadMetres(from, to);
      if (cost < best) best = cost;
      from = to;
    }
  }
  if (best === Number.POSITIVE_INFINITY) best = 2 * roadMetres(depot, point);
  return Math.max(0, Math.round(best));
}

export interface GreenSlotSettings {
  /** Road metres at most that a green slot's stop may add. */
  thresholdMetres: number;
}

export interface GreenVerdict {
  marginalMetres: number;
  isGreen: boolean;
}

/** The verdict for one slot: green when not full and the marginal metres are within the threshold. */
export function greenVerdict(
  depot: Place,
  slot: { tours: readonly (readonly Place[])[]; isFull: boolean },
  point: Place,
  settings: GreenSlotSettings,
): GreenVerdict {
  const metres = marginalMetres(depot, slot.tours, point);
  return { marginalMetres: metres, isGreen: !slot.isFull && metres <= settings.thresholdMetres };
}

/** The verdicts for a list of slots, in their order: each slot measured on its own tours only. */
export function greenVerdicts(
  depot: Place,
  slots: readonly { tours: readonly (readonly Place[])[]; isFull: boolean }[],
  point: Place,
  settings: GreenSlotSettings,
): GreenVerdict[] {
  return slots.map((slot) => greenVerdict(depot, slot, point, settings));
}
