import { describe, it, expect } from 'vitest';
import {
  brusselsCommunes,
  deliveryZones,
  frenchCommunes,
  pickupPoints,
  warehouses,
  type SeedCommune,
} from './geography.js';

const frenchWarehouses = warehouses.filter((w) => w.country === 'FR');
const allFrench = frenchCommunes(frenchWarehouses.flatMap((w) => w.departments));

function communesOf(warehouseKey: string): SeedCommune[] {
  const warehouse = warehouses.find((w) => w.key === warehouseKey);
  if (!warehouse) throw new Error(`no warehouse ${warehouseKey}`);
  return warehouse.country === 'BE' ? brusselsCommunes : frenchCommunes(warehouse.departments);
}

describe('warehouses', () => {
  it('has 7 French metros and Brussels with unique keys', () => {
    expect(warehouses.map((w) => w.key).sort()).toEqual(
      ['bordeaux', 'bruxelles', 'lille', 'lyon', 'marseille', 'nantes', 'paris', 'toulouse'].sort(),
    );
    expect(frenchWarehouses).toHaveLength(7);
    expect(warehouses.find((w) => w.key === 'bruxelles')?.country).toBe('BE');
    expect(warehouses.find((w) => w.key === 'bruxelles')?.departments).toEqual([]);
  });

  it('has sane delivery settings and coordinates', () => {
    for (const w of warehouses) {
      expect(w.deliveryFreeThresholdCents).toBeGreaterThan(w.orderMinimumAmountCents);
      expect(w.deliveryFeeCents).toBeGreaterThan(0);
      expect(Number.isInteger(w.deliveryFeeCents)).toBe(true);
      // Metropolitan France + Belgium bounding box
      expect(w.lat).toBeGreaterThan(42);
      expect(w.lat).toBeLessThan(51.6);
      expect(w.lng).toBeGreaterThan(-5);
      expect(w.lng).toBeLessThan(8.3);
    }
  });

  it('assigns each department to at most one warehouse', () => {
    const all = warehouses.flatMap((w) => w.departments);
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('communes', () => {
  it('serves more than 2500 French cities (between 2700 and 4500)', () => {
    expect(allFrench.length).toBeGreaterThan(2500);
    expect(allFrench.length).toBeGreaterThanOrEqual(2700);
    expect(allFrench.length).toBeLessThanOrEqual(4500);
  });

  it('gives every warehouse some communes and unique codes', () => {
    for (const w of warehouses) expect(communesOf(w.key).length).toBeGreaterThan(0);
    const codes = [...allFrench, ...brusselsCommunes].map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('keeps only communes of the requested departments, each with a postal code', () => {
    const only59 = frenchCommunes(['59']);
    expect(only59.length).toBeGreaterThan(600);
    for (const c of only59) {
      expect(c.departement).toBe('59');
      expect(c.postalCodes.length).toBeGreaterThan(0);
    }
    expect(frenchCommunes([])).toEqual([]);
  });

  it('uses 5-digit postal codes in France and 4-digit ones in Belgium', () => {
    for (const c of allFrench) {
      expect(c.code).toMatch(/^\d[\dAB]\d{3}$/);
      for (const pc of c.postalCodes) expect(pc).toMatch(/^\d{5}$/);
    }
    for (const c of brusselsCommunes) {
      expect(c.code).toMatch(/^210\d\d$/);
      expect(c.departement).toBe('21');
      for (const pc of c.postalCodes) expect(pc).toMatch(/^1\d{3}$/);
    }
  });

  it('lists the 19 Brussels communes', () => {
    expect(brusselsCommunes).toHaveLength(19);
    expect(new Set(brusselsCommunes.map((c) => c.code)).size).toBe(19);
    const bruxelles = brusselsCommunes.find((c) => c.code === '21004');
    expect(bruxelles?.name).toBe('Bruxelles / Brussel');
    expect(bruxelles?.postalCodes).toEqual(expect.arrayContaining(['1000', '1020', '1120', '1130']));
    const total = brusselsCommunes.reduce((sum, c) => sum + c.population, 0);
    expect(total).toBeGreaterThan(1_100_000);
    expect(total).toBeLessThan(1_400_000);
  });

  it('contains well-known communes with their postal codes', () => {
    const byName = (name: string): SeedCommune | undefined => allFrench.find((c) => c.name === name);
    expect(byName('Lille')?.postalCodes).toContain('59000');
    expect(byName('Lille')?.code).toBe('59350');
    expect(byName('Roubaix')?.postalCodes).toContain('59100');
    expect(byName('Villeurbanne')?.postalCodes).toContain('69100');
    expect(byName('Lyon')?.postalCodes).toContain('69007');
    expect(byName('Nantes')?.postalCodes).toContain('44000');
    expect(byName('Bordeaux')?.postalCodes).toContain('33000');
    expect(byName('Toulouse')?.postalCodes).toContain('31000');
    expect(byName('Paris')?.postalCodes).toContain('75011');
    expect(byName('Marseille')?.postalCodes).toContain('13001');
    const ixelles = brusselsCommunes.find((c) => c.name.startsWith('Ixelles'));
    expect(ixelles?.postalCodes).toEqual(['1050']);
  });
});

describe('pickup points', () => {
  it('have unique keys and reference an existing warehouse', () => {
    const keys = pickupPoints.map((p) => p.key);
    expect(new Set(keys).size).toBe(keys.length);
    const warehouseKeys = new Set(warehouses.map((w) => w.key));
    for (const p of pickupPoints) expect(warehouseKeys.has(p.warehouse)).toBe(true);
  });

  it('number 3 to 5 per warehouse', () => {
    for (const w of warehouses) {
      const count = pickupPoints.filter((p) => p.warehouse === w.key).length;
      expect(count, w.key).toBeGreaterThanOrEqual(3);
      expect(count, w.key).toBeLessThanOrEqual(5);
    }
  });

  it('lie inside their warehouse delivery area, near the warehouse', () => {
    for (const p of pickupPoints) {
      const warehouse = warehouses.find((w) => w.key === p.warehouse);
      if (!warehouse) throw new Error(`no warehouse ${p.warehouse}`);
      expect(p.postalCode, p.key).toMatch(warehouse.country === 'FR' ? /^\d{5}$/ : /^\d{4}$/);
      const served = communesOf(warehouse.key).filter((c) => c.postalCodes.includes(p.postalCode));
      expect(served.length, `${p.key} postal code ${p.postalCode}`).toBeGreaterThan(0);
      // within ~40 km (0.4° lat / 0.55° lng) of the warehouse
      expect(Math.abs(p.lat - warehouse.lat), p.key).toBeLessThan(0.4);
      expect(Math.abs(p.lng - warehouse.lng), p.key).toBeLessThan(0.55);
      expect(p.openingHours).toMatch(/^(Lun|Mar|Mer|Jeu|Ven|Sam|Dim)–(lun|mar|mer|jeu|ven|sam|dim) \d/);
    }
  });
});

describe('delivery zones', () => {
  const zones = deliveryZones();

  it('has one zone per French department plus Bruxelles-Capitale', () => {
    const depCount = frenchWarehouses.reduce((n, w) => n + w.departments.length, 0);
    expect(zones).toHaveLength(depCount + 1);
    expect(zones.find((z) => z.key === 'zone-59')?.name).toBe('Nord (59)');
    expect(zones.find((z) => z.key === 'zone-59')?.warehouse).toBe('lille');
    const brussels = zones.find((z) => z.warehouse === 'bruxelles');
    expect(brussels?.name).toBe('Bruxelles-Capitale');
    expect(brussels?.communeCodes).toHaveLength(19);
  });

  it('covers every served commune exactly once', () => {
    const codes = zones.flatMap((z) => z.communeCodes);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.length).toBe(allFrench.length + brusselsCommunes.length);
    const keys = zones.map((z) => z.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
