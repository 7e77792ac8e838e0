import { nearestNeighbourRound, type GeoPoint } from '@consigne/domain';
import { tourMetres } from '@consigne/routing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plannedRound } from './planner.js';

const lille: GeoPoint = { lat: 50.5842, lng: 3.1081 };
const stop = fc.record({
  id: fc.integer(),
  point: fc.option(
    fc.record({
      lat: fc.double({ min: 50.55, max: 50.75, noNaN: true }),
      lng: fc.double({ min: 2.95, max: 3.25, noNaN: true }),
    }),
    { freq: 6 },
  ),
});
const closed = (stops: readonly { point: GeoPoint | null }[]) =>
  tourMetres(
    lille,
    stops.filter((s) => s.point !== null).map((s) => s.point!),
  );

describe('plannedRound', () => {
  it('visits every stop once, located ones first, and is never longer than nearest neighbour', () => {
    fc.assert(
      fc.property(fc.uniqueArray(stop, { maxLength: 14, selector: (s) => s.id }), (stops) => {
        const round = plannedRound(lille, stops);
        expect([...round].sort((a, b) => a.id - b.id)).toEqual([...stops].sort((a, b) => a.id - b.id));
        const firstUnlocated = round.findIndex((s) => s.point === null);
        if (firstUnlocated >= 0)
          expect(round.slice(firstUnlocated).every((s) => s.point === null)).toBe(true);
        expect(closed(round)).toBeLessThanOrEqual(closed(nearestNeighbourRound(lille, stops)) + 1e-6);
      }),
      { numRuns: 60 },
    );
  });

  it('untangles a round nearest neighbour zigzags: two rows of houses along a street', () => {
    // Nearest neighbour from the warehouse runs up one side and comes back the long way.
    const houses = Array.from({ length: 8 }, (_, i) => ({
      id: i,
      point: {
        lat: 50.62 + (i % 2 === 0 ? 0 : 0.004) + 0.001 * Math.floor(i / 2),
        lng: 3.06 + 0.01 * (i % 4),
      },
    }));
    const round = plannedRound(lille, houses);
    expect(closed(round)).toBeLessThan(closed(nearestNeighbourRound(lille, houses)));
  });
});
