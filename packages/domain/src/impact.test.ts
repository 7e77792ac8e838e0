import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  averageImpact,
  CARDBOARD_GRAMS_PER_CRATE,
  glassSavedPerUseGrams,
  impactOf,
  monthOf,
  monthsBetween,
  returnRatePercent,
  returnRates,
  SINGLE_USE_GLASS_GRAMS,
  sumImpact,
  type ContainerCounts,
} from './impact.js';

const counts = fc.record({
  crates: fc.integer({ min: 0, max: 100_000 }),
  largeBottles: fc.integer({ min: 0, max: 1_000_000 }),
  smallBottles: fc.integer({ min: 0, max: 1_000_000 }),
});
const more = fc.record({
  crates: fc.integer({ min: 0, max: 1000 }),
  largeBottles: fc.integer({ min: 0, max: 1000 }),
  smallBottles: fc.integer({ min: 0, max: 1000 }),
});
const plus = (a: ContainerCounts, b: ContainerCounts): ContainerCounts => ({
  crates: a.crates + b.crates,
  largeBottles: a.largeBottles + b.largeBottles,
  smallBottles: a.smallBottles + b.smallBottles,
});

describe('impactOf', () => {
  it('gives nothing for nothing', () => {
    expect(impactOf({ crates: 0, largeBottles: 0, smallBottles: 0 })).toEqual({
      containersAvoided: 0,
      packagingGrams: 0,
      co2eGrams: 0,
    });
  });

  it('counts a crate of 12 large bottles: 12 containers, glass net of the returnable bottle’s wear, a cardboard case, 79 % of the single-use footprint', () => {
    // 450 g − 450 × 1.3 / 40 = 435.375 g of glass per use; 12 × 435.375 + 300 = 5524.5 → 5525 g.
    // 12 × 450 g × 1 g CO2e/g × 0.79 = 4266 g CO2e.
    expect(impactOf({ crates: 1, largeBottles: 12, smallBottles: 0 })).toEqual({
      containersAvoided: 12,
      packagingGrams: 5525,
      co2eGrams: 4266,
    });
    // 20 × (200 − 6.5) + 300 = 4170 g; 20 × 200 × 0.79 = 3160 g.
    expect(impactOf({ crates: 1, largeBottles: 0, smallBottles: 20 })).toEqual({
      containersAvoided: 20,
      packagingGrams: 4170,
      co2eGrams: 3160,
    });
  });

  it('saves less glass per use than a single-use container weighs, and more than nothing', () => {
    for (const format of ['large', 'small'] as const) {
      expect(glassSavedPerUseGrams(format)).toBeLessThan(SINGLE_USE_GLASS_GRAMS[format]);
      expect(glassSavedPerUseGrams(format)).toBeGreaterThan(0);
    }
  });

  it('gives whole non-negative numbers, and one single-use container per bottle or jar', () => {
    fc.assert(
      fc.property(counts, (c) => {
        const figures = impactOf(c);
        for (const value of Object.values(figures)) {
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
        expect(figures.containersAvoided).toBe(c.largeBottles + c.smallBottles);
      }),
    );
  });

  it('only grows when more is delivered (monotonic in every count)', () => {
    fc.assert(
      fc.property(counts, more, (c, extra) => {
        const before = impactOf(c);
        const after = impactOf(plus(c, extra));
        expect(after.containersAvoided).toBeGreaterThanOrEqual(before.containersAvoided);
        expect(after.packagingGrams).toBeGreaterThanOrEqual(before.packagingGrams);
        expect(after.co2eGrams).toBeGreaterThanOrEqual(before.co2eGrams);
      }),
    );
  });

  it('is additive within a gram per figure (months add up to the total)', () => {
    fc.assert(
      fc.property(counts, counts, (a, b) => {
        const sum = impactOf(plus(a, b));
        const parts = [impactOf(a), impactOf(b)];
        expect(sum.containersAvoided).toBe(parts[0]!.containersAvoided + parts[1]!.containersAvoided);
        expect(
          Math.abs(sum.packagingGrams - parts[0]!.packagingGrams - parts[1]!.packagingGrams),
        ).toBeLessThanOrEqual(1);
        expect(Math.abs(sum.co2eGrams - parts[0]!.co2eGrams - parts[1]!.co2eGrams)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('ignores negative, fractional and non-finite counts instead of producing negative figures', () => {
    expect(impactOf({ crates: -3, largeBottles: -12, smallBottles: Number.NaN })).toEqual({
      containersAvoided: 0,
      packagingGrams: 0,
      co2eGrams: 0,
    });
    expect(impactOf({ crates: 1.9, largeBottles: 0, smallBottles: Infinity }).packagingGrams).toBe(
      CARDBOARD_GRAMS_PER_CRATE,
    );
  });
});

describe('returnRatePercent', () => {
  it('is null when nothing was delivered, 0 when nothing came back', () => {
    expect(returnRatePercent(0, 0)).toBeNull();
    expect(returnRatePercent(5, 0)).toBeNull();
    expect(returnRatePercent(0, 24)).toBe(0);
  });
  it('rounds down, so that 100 % means all came back, and never goes above 100', () => {
    expect(returnRatePercent(239, 240)).toBe(99);
    expect(returnRatePercent(24, 24)).toBe(100);
    expect(returnRatePercent(30, 24)).toBe(100);
    expect(returnRatePercent(1, 3)).toBe(33);
    fc.assert(
      fc.property(fc.nat(100_000), fc.integer({ min: 1, max: 100_000 }), (r, d) => {
        const rate = returnRatePercent(r, d)!;
        expect(Number.isInteger(rate)).toBe(true);
        expect(rate).toBeGreaterThanOrEqual(0);
        expect(rate).toBeLessThanOrEqual(100);
        expect(rate === 100).toBe(r >= d);
        expect(returnRatePercent(r + 1, d)!).toBeGreaterThanOrEqual(rate);
      }),
    );
  });
  it('counts large and small bottles together, crates apart', () => {
    expect(
      returnRates(
        { crates: 4, largeBottles: 24, smallBottles: 20 },
        { crates: 1, largeBottles: 11, smallBottles: 0 },
      ),
    ).toEqual({ crates: 25, bottles: 25 });
  });
});

describe('sumImpact', () => {
  it('adds months into a total, and nothing into zeros', () => {
    expect(sumImpact([])).toEqual({ containersAvoided: 0, packagingGrams: 0, co2eGrams: 0 });
    expect(
      sumImpact([
        impactOf({ crates: 1, largeBottles: 12, smallBottles: 0 }),
        impactOf({ crates: 1, largeBottles: 0, smallBottles: 20 }),
      ]),
    ).toEqual({ containersAvoided: 32, packagingGrams: 5525 + 4170, co2eGrams: 4266 + 3160 });
  });
});

describe('averageImpact', () => {
  it('divides by the customers, rounding half up, and gives zeros without customers', () => {
    const total = { containersAvoided: 5, packagingGrams: 1001, co2eGrams: 3 };
    expect(averageImpact(total, 2)).toEqual({ containersAvoided: 3, packagingGrams: 501, co2eGrams: 2 });
    expect(averageImpact(total, 0)).toEqual({ containersAvoided: 0, packagingGrams: 0, co2eGrams: 0 });
  });
});

describe('months', () => {
  it('buckets an instant in the shop’s time zone (Paris), not UTC', () => {
    expect(monthOf(new Date('2026-10-31T23:30:00Z'))).toBe('2026-11');
    expect(monthOf(new Date('2026-10-31T22:30:00Z'))).toBe('2026-10');
  });
  it('lists every month across a year end, and none when reversed', () => {
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2026-03', '2026-03')).toEqual(['2026-03']);
    expect(monthsBetween('2026-04', '2026-03')).toEqual([]);
  });
});
