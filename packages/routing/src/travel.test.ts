import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DETOUR_FACTOR, estimatedMatrix, greatCircleMetres, osrmTravelTimes, type Place } from './travel.js';

const warehouse: Place = { lat: 50.5842, lng: 3.0401, area: 'suburban' };
const esquermoise: Place = { lat: 50.6389, lng: 3.0601, area: 'dense' };
const gand: Place = { lat: 50.6418, lng: 3.0681, area: 'dense' };

describe('the offline estimate', () => {
  it('measures great circles: Lille to Brussels is about 97 km', () => {
    const km = greatCircleMetres({ lat: 50.6292, lng: 3.0573 }, { lat: 50.8467, lng: 4.3525 }) / 1000;
    expect(km).toBeGreaterThan(94);
    expect(km).toBeLessThan(98);
  });

  it('drives the detour factor times the straight line, at the slower end’s speed', () => {
    const { seconds, metres } = estimatedMatrix([warehouse, esquermoise]);
    const road = greatCircleMetres(warehouse, esquermoise) * DETOUR_FACTOR;
    expect(metres[1]).toBeCloseTo(road, 6);
    // The centre's 15 km/h, not the suburb's 32.
    expect(seconds[1]).toBeCloseTo(road / (15 / 3.6), 6);
  });

  it('is symmetric, zero on the diagonal and never faster than the fastest area', () => {
    const place = fc.record({
      lat: fc.double({ min: 43, max: 51, noNaN: true }),
      lng: fc.double({ min: -1, max: 6, noNaN: true }),
      area: fc.constantFrom('dense', 'urban', 'suburban', 'rural' as const),
    });
    fc.assert(
      fc.property(fc.array(place, { minLength: 1, maxLength: 8 }), (places) => {
        const n = places.length;
        const { seconds, metres } = estimatedMatrix(places);
        for (let i = 0; i < n; i++)
          for (let j = 0; j < n; j++) {
            expect(seconds[i * n + j]).toBe(seconds[j * n + i]);
            expect(metres[i * n + j]).toBe(metres[j * n + i]);
            if (i === j) expect(seconds[i * n + j]).toBe(0);
            else expect(seconds[i * n + j]!).toBeGreaterThanOrEqual(metres[i * n + j]! / (50 / 3.6) - 1e-9);
          }
      }),
    );
  });
});

describe('an OSRM-compatible table service (recorded answer)', () => {
  const answer = readFileSync(new URL('../fixtures/osrm-table-lille.json', import.meta.url), 'utf8');
  let base = '';
  const asked: string[] = [];
  let status = 200;
  const server = createServer((request, response) => {
    asked.push(request.url ?? '');
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(status === 200 ? answer : '{"code":"InvalidQuery","message":"bad"}');
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('asks for durations and distances, longitude first, and reads the table', async () => {
    status = 200;
    const { seconds, metres } = await osrmTravelTimes(base).matrix([warehouse, esquermoise, gand]);
    expect(asked.at(-1)).toBe(
      '/table/v1/driving/3.040100,50.584200;3.060100,50.638900;3.068100,50.641800?annotations=duration,distance',
    );
    expect(seconds[1]).toBe(1012.4);
    expect(metres[2]).toBe(14620.5);
    expect(seconds[7]).toBe(604.3);
  });

  it('fills a leg the service could not route with the offline estimate', async () => {
    status = 200;
    const { seconds, metres } = await osrmTravelTimes(base).matrix([warehouse, esquermoise, gand]);
    const estimate = estimatedMatrix([warehouse, esquermoise, gand]);
    expect(seconds[5]).toBe(estimate.seconds[5]);
    expect(metres[5]).toBe(estimate.metres[5]);
  });

  it('fails loudly on an error answer, so the caller can fall back to the estimate', async () => {
    status = 400;
    await expect(osrmTravelTimes(base).matrix([warehouse, gand])).rejects.toThrow(/400/);
  });
});
