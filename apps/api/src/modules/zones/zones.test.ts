import { describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app.js';
import { normalizeCity } from './service.js';

const { app } = await testApp();

describe('GET /api/zones', () => {
  it('lists the metros with commune counts, more than 2500 communes and the pickup points', async () => {
    const res = await app.inject({ url: '/api/zones' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      warehouses: Array<{
        name: string;
        city: string;
        country: string;
        communeCount: number;
        postalCodeCount: number;
      }>;
      totalCommunes: number;
      pickupPoints: Array<{
        name: string;
        address: string;
        postalCode: string;
        city: string;
        warehouseName: string;
      }>;
    };
    expect(body.totalCommunes).toBeGreaterThan(2500);
    expect(body.warehouses.length).toBeGreaterThanOrEqual(8);
    const sum = body.warehouses.reduce((n, w) => n + w.communeCount, 0);
    expect(sum).toBe(body.totalCommunes);
    expect(body.warehouses.find((w) => w.city === 'Bruxelles')).toMatchObject({
      country: 'BE',
      communeCount: 19,
    });
    const lille = body.warehouses.find((w) => w.city === 'Lille')!;
    expect(lille.communeCount).toBeGreaterThan(1000);
    expect(lille.postalCodeCount).toBeGreaterThan(100);
    expect(body.pickupPoints.length).toBeGreaterThan(0);
    expect(body.pickupPoints).toContainEqual(
      expect.objectContaining({
        name: 'Le Comptoir de Wazemmes',
        postalCode: '59000',
        city: 'Lille',
        warehouseName: 'Entrepôt Lille',
      }),
    );
  });

  it('writes the Brussels pickup points in Dutch for a Dutch reader', async () => {
    type Point = { name: string; address: string; city: string };
    const points = async (locale: string) =>
      ((await app.inject({ url: `/api/zones?locale=${locale}` })).json() as { pickupPoints: Point[] })
        .pickupPoints;
    expect(await points('nl_BE')).toContainEqual(
      expect.objectContaining({ name: 'Bio Parvis', address: 'Waterloosesteenweg 150', city: 'Sint-Gillis' }),
    );
    expect(await points('fr_BE')).toContainEqual(
      expect.objectContaining({
        name: 'Bio Parvis',
        address: 'Chaussée de Waterloo 150',
        city: 'Saint-Gilles',
      }),
    );
  });

  it('refuses an unknown locale', async () => {
    expect((await app.inject({ url: '/api/zones?locale=xx' })).statusCode).toBe(400);
  });
});

describe('GET /api/zones/eligibility', () => {
  it('delivers Lille 59000', async () => {
    const res = await app.inject({ url: '/api/zones/eligibility?postalCode=59000' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      postalCode: '59000',
      isEligible: true,
      communes: [{ code: '59350', name: 'Lille' }],
      zone: { name: 'Nord (59)' },
      warehouse: { name: 'Entrepôt Lille' },
    });
  });

  it('delivers Brussels 1050 (Ixelles), with the city in either language', async () => {
    const res = await app.inject({ url: '/api/zones/eligibility?postalCode=1050&locale=nl_BE' });
    // The zone in Dutch for nl-BE, in French otherwise.
    expect(res.json()).toMatchObject({
      isEligible: true,
      zone: { name: 'Brussel-Hoofdstad' },
      warehouse: { name: 'Entrepôt Bruxelles' },
    });
    const fr = await app.inject({ url: '/api/zones/eligibility?postalCode=1050&locale=fr_BE' });
    expect(fr.json().zone.name).toBe('Bruxelles-Capitale');
    expect(res.json().communes[0].name).toContain('Ixelles');
    const nl = await app.inject({ url: '/api/zones/eligibility?postalCode=1050&city=Elsene' });
    expect(nl.json().isEligible).toBe(true);
  });

  it('does not deliver Lozère 48000, nor a postal code with the wrong city', async () => {
    const res = await app.inject({ url: '/api/zones/eligibility?postalCode=48000' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      postalCode: '48000',
      isEligible: false,
      communes: [],
      zone: null,
      warehouse: null,
    });
    const wrongCity = await app.inject({ url: '/api/zones/eligibility?postalCode=59000&city=Marseille' });
    expect(wrongCity.json().isEligible).toBe(false);
  });

  it('matches cities without accents or with St for Saint', async () => {
    const res = await app.inject({
      url: `/api/zones/eligibility?postalCode=59350&city=${encodeURIComponent('St Andre lez Lille')}`,
    });
    expect(res.json()).toMatchObject({ isEligible: true, communes: [{ name: 'Saint-André-lez-Lille' }] });
    expect(normalizeCity('Ste-Foy-lès-Lyon')).toBe('sainte foy les lyon');
  });

  it('refuses a malformed or missing postal code with a 400 envelope', async () => {
    for (const query of ['postalCode=590', 'postalCode=59000a', 'postalCode=abcde', '']) {
      const res = await app.inject({ url: `/api/zones/eligibility?${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe('postalCode');
    }
  });
});
