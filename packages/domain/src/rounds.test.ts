import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  distanceKm,
  isRoundStarted,
  roundPlanDateAllowed,
  groupStops,
  nearestNeighbourRound,
  stopServiceSeconds,
  type GeoPoint,
} from './rounds.js';

const lille: GeoPoint = { lat: 50.6292, lng: 3.0573 };
const point = fc.record({
  lat: fc.double({ min: 50.4, max: 50.8, noNaN: true }),
  lng: fc.double({ min: 2.8, max: 3.3, noNaN: true }),
});
const stops = fc.array(fc.record({ id: fc.nat(), point: fc.option(point, { freq: 5 }) }), { maxLength: 25 });

describe('distanceKm', () => {
  it('measures Lille to Roubaix at about 11 km, and is symmetric', () => {
    const roubaix = { lat: 50.6942, lng: 3.1746 };
    expect(distanceKm(lille, roubaix)).toBeGreaterThan(10);
    expect(distanceKm(lille, roubaix)).toBeLessThan(12);
    expect(distanceKm(roubaix, lille)).toBeCloseTo(distanceKm(lille, roubaix), 9);
  });
});

describe('nearestNeighbourRound', () => {
  it('goes to the nearest stop first, then the nearest to it, the unlocated last', () => {
    const far = { id: 'far', point: { lat: 50.75, lng: 3.2 } };
    const near = { id: 'near', point: { lat: 50.63, lng: 3.06 } };
    const middle = { id: 'middle', point: { lat: 50.69, lng: 3.17 } };
    const nowhere = { id: 'nowhere', point: null };
    expect(nearestNeighbourRound(lille, [nowhere, far, near, middle]).map((s) => s.id)).toEqual([
      'near',
      'middle',
      'far',
      'nowhere',
    ]);
  });

  it('visits every stop exactly once', () => {
    fc.assert(
      fc.property(stops, (list) => {
        const route = nearestNeighbourRound(lille, list);
        expect(route).toHaveLength(list.length);
        expect(new Set(route)).toEqual(new Set(list));
      }),
    );
  });

  it('starts from the warehouse: the first stop is the nearest one to it, each next the nearest left', () => {
    fc.assert(
      fc.property(stops, (list) => {
        const route = nearestNeighbourRound(lille, list).filter((s) => s.point !== null);
        let here = lille;
        route.forEach((stop, i) => {
          for (const later of route.slice(i + 1))
            expect(distanceKm(here, stop.point!)).toBeLessThanOrEqual(distanceKm(here, later.point!));
          here = stop.point!;
        });
      }),
    );
  });
});

describe('groupStops', () => {
  it('makes a pickup point one stop of all its orders, and a home one stop per customer and address', () => {
    const order = (orderId: number, customerId: number, deliveryType: string, zoneId: number | null) => ({
      orderId,
      customerId,
      deliveryType,
      zoneId,
      deliveryAddress: deliveryType === 'pdr' ? 'Relais' : `${customerId} rue`,
    });
    const stops = groupStops([
      order(1, 10, 'pdr', 5),
      order(2, 11, 'address', null),
      order(3, 12, 'pdr', 5),
      order(4, 11, 'address', null),
    ]);
    expect(stops.map((s) => s.orders.map((o) => o.orderId))).toEqual([
      [1, 3],
      [2, 4],
    ]);
  });

  it('keeps every order in exactly one stop', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            orderId: fc.nat(),
            customerId: fc.nat(5),
            deliveryType: fc.constantFrom('pdr', 'address'),
            zoneId: fc.option(fc.nat(3)),
            deliveryAddress: fc.constantFrom('a', 'b'),
          }),
        ),
        (orders) => {
          const grouped = groupStops(orders).flatMap((s) => s.orders);
          expect(grouped).toHaveLength(orders.length);
          expect(new Set(grouped)).toEqual(new Set(orders));
        },
      ),
    );
  });
});

describe('stopServiceSeconds', () => {
  it('is the base plus the time per crate handled, drops and empties alike', () => {
    expect(stopServiceSeconds({ baseSeconds: 240, perCrateSeconds: 30 }, 0)).toBe(240);
    expect(stopServiceSeconds({ baseSeconds: 240, perCrateSeconds: 30 }, 5)).toBe(390);
    expect(stopServiceSeconds({ baseSeconds: 120, perCrateSeconds: 0 }, 12)).toBe(120);
  });
});

describe('a round started and a plan day', () => {
  it('locks a round once one of its orders has left, whatever the others', () => {
    expect(isRoundStarted(['placed', 'preparing'])).toBe(false);
    expect(isRoundStarted([])).toBe(false);
    expect(isRoundStarted(['placed', 'out_for_delivery'])).toBe(true);
    expect(isRoundStarted(['delivered'])).toBe(true);
    expect(isRoundStarted(['delivery_failed', 'placed'])).toBe(true);
  });

  it('plans from today to two weeks on, across a month and a year', () => {
    expect(roundPlanDateAllowed('2026-12-30', '2026-12-30')).toBe(true);
    expect(roundPlanDateAllowed('2026-12-29', '2026-12-30')).toBe(false);
    expect(roundPlanDateAllowed('2027-01-13', '2026-12-30')).toBe(true);
    expect(roundPlanDateAllowed('2027-01-14', '2026-12-30')).toBe(false);
  });
});
