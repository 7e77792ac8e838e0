import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_GREEN_THRESHOLD_METRES, greenVerdict, greenVerdicts, marginalMetres } from './green.js';
import { DETOUR_FACTOR, greatCircleMetres, type Place } from './travel.js';

// The seed's Lille: the warehouse at Lesquin and the demo shopper's two addresses in the centre.
const lesquin: Place = { lat: 50.5842, lng: 3.1081 };
const home: Place = { lat: 50.6365, lng: 3.0586 };
const office: Place = { lat: 50.6409, lng: 3.0645 };
const north: Place = { lat: 50.6545, lng: 3.0586 };

const place = fc.record({
  lat: fc.double({ min: 50.4, max: 50.8, noNaN: true }),
  lng: fc.double({ min: 2.8, max: 3.4, noNaN: true }),
});
const tours = fc.array(fc.array(place, { maxLength: 6 }), { maxLength: 3 });
const road = (a: Place, b: Place) => greatCircleMetres(a, b) * DETOUR_FACTOR;

describe('the marginal metres of a stop', () => {
  it('are a whole trip when the slot has no stop yet', () => {
    expect(marginalMetres(lesquin, [], home)).toBe(Math.round(2 * road(lesquin, home)));
    expect(marginalMetres(lesquin, [[], []], home)).toBe(Math.round(2 * road(lesquin, home)));
  });

  it('make the seed’s neighbour green and the next district not, under the default threshold', () => {
    const settings = { thresholdMetres: DEFAULT_GREEN_THRESHOLD_METRES };
    const slot = { tours: [[home]], isFull: false };
    expect(greenVerdict(lesquin, slot, office, settings)).toEqual({ marginalMetres: 1136, isGreen: true });
    expect(greenVerdict(lesquin, slot, north, settings).isGreen).toBe(false);
    expect(greenVerdict(lesquin, { tours: [], isFull: false }, office, settings).isGreen).toBe(false);
  });

  it('take the cheapest leg of the cheapest van', () => {
    // Van 1 goes north, van 2 passes by the office: the office's stop goes with van 2, for nothing.
    const metres = marginalMetres(lesquin, [[north], [home, office]], office);
    expect(metres).toBe(0);
  });

  it('are never negative, nor more than a whole trip', () => {
    fc.assert(
      fc.property(place, tours, place, (depot, slotTours, point) => {
        const metres = marginalMetres(depot, slotTours, point);
        expect(metres).toBeGreaterThanOrEqual(0);
        expect(metres).toBeLessThanOrEqual(Math.round(2 * road(depot, point)) + 1);
      }),
    );
  });

  it('are at most twice the way to the nearest planned stop', () => {
    fc.assert(
      fc.property(place, tours, place, (depot, slotTours, point) => {
        const stops = slotTours.flat();
        fc.pre(stops.length > 0);
        const nearest = Math.min(...stops.map((s) => road(s, point)));
        expect(marginalMetres(depot, slotTours, point)).toBeLessThanOrEqual(Math.round(2 * nearest) + 1);
      }),
    );
  });

  it('are 0 for a point on a planned stop', () => {
    fc.assert(
      fc.property(place, fc.array(place, { minLength: 1, maxLength: 6 }), fc.nat(), (depot, tour, pick) => {
        const stop = tour[pick % tour.length]!;
        expect(marginalMetres(depot, [tour], { ...stop })).toBe(0);
      }),
    );
  });

  it('of a slot never rise when another slot takes a stop', () => {
    const slot = fc.record({ tours, isFull: fc.boolean() });
    fc.assert(
      fc.property(
        place,
        fc.array(slot, { minLength: 2, maxLength: 4 }),
        place,
        place,
        fc.nat(),
        (depot, slots, point, added, pick) => {
          const settings = { thresholdMetres: DEFAULT_GREEN_THRESHOLD_METRES };
          const before = greenVerdicts(depot, slots, point, settings);
          const target = pick % slots.length;
          const grown = slots.map((s, i) =>
            i === target
              ? {
                  ...s,
                  tours: s.tours.length === 0 ? [[added]] : [[...s.tours[0]!, added], ...s.tours.slice(1)],
                }
              : s,
          );
          const after = greenVerdicts(depot, grown, point, settings);
          after.forEach((verdict, i) => {
            if (i !== target) expect(verdict).toEqual(before[i]);
          });
        },
      ),
    );
  });

  it('never rise when an empty slot takes its first stop', () => {
    fc.assert(
      fc.property(place, place, place, (depot, first, point) => {
        expect(marginalMetres(depot, [[first]], point)).toBeLessThanOrEqual(
          marginalMetres(depot, [], point) + 1,
        );
      }),
    );
  });

  it('never make a full slot green', () => {
    fc.assert(
      fc.property(place, tours, place, fc.nat({ max: 100_000 }), (depot, slotTours, point, threshold) => {
        const verdict = greenVerdict(depot, { tours: slotTours, isFull: true }, point, {
          thresholdMetres: threshold,
        });
        expect(verdict.isGreen).toBe(false);
      }),
    );
  });
});
