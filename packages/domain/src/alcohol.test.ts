import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basketMinimumAge, minimumAge, type AlcoholAgeProduct } from './alcohol.js';

const product = (alcoholLevel: number | null, master: string, slug = master): AlcoholAgeProduct => ({
  alcoholLevel,
  category: { slug, master: { slug: master } },
});

describe('minimumAge', () => {
  it('is 18 for every alcoholic drink in France, none for soft drinks', () => {
    expect(minimumAge(product(5, 'bieres'), 'FR')).toBe(18);
    expect(minimumAge(product(12.5, 'vins'), 'FR')).toBe(18);
    expect(minimumAge(product(40, 'spiritueux'), 'FR')).toBe(18);
    expect(minimumAge(product(null, 'eaux'), 'FR')).toBeNull();
    // Up to 1.2 % vol. is a drink without alcohol (groupe 1).
    expect(minimumAge(product(1.2, 'bieres'), 'FR')).toBeNull();
  });

  it('is 16 for beer, wine and cider in Belgium, 18 for spirits, liqueurs and aperitifs', () => {
    expect(minimumAge(product(5, 'bieres'), 'BE')).toBe(16);
    expect(minimumAge(product(8.5, 'bieres'), 'BE')).toBe(16);
    expect(minimumAge(product(13.5, 'vins'), 'BE')).toBe(16);
    expect(minimumAge(product(5, 'cidres', 'cidres-bruts'), 'BE')).toBe(16);
    expect(minimumAge(product(40, 'spiritueux', 'eaux-de-vie'), 'BE')).toBe(18);
    expect(minimumAge(product(16, 'spiritueux', 'aperitifs'), 'BE')).toBe(18);
    expect(minimumAge(product(16, 'spiritueux', 'liqueurs'), 'BE')).toBe(18);
  });

  it('treats a fortified drink filed among the fermented ones (pommeau, 17 %) as a spirit drink', () => {
    expect(minimumAge(product(17, 'cidres', 'poires-et-pommeaux'), 'BE')).toBe(18);
  });

  it('knows no age for alcohol-free products in Belgium (0.5 % vol. or less)', () => {
    expect(minimumAge(product(null, 'bieres'), 'BE')).toBeNull();
    expect(minimumAge(product(0.4, 'bieres'), 'BE')).toBeNull();
    expect(minimumAge({ alcoholLevel: Number.NaN }, 'BE')).toBeNull();
  });

  it('is 18 in Belgium when the department is unknown', () => {
    expect(minimumAge({ alcoholLevel: 5 }, 'BE')).toBe(18);
  });

  it('never asks less in Belgium than 16, nor more than 18, and Belgium never asks more than France', () => {
    const departments = ['bieres', 'vins', 'cidres', 'spiritueux', 'eaux', ''];
    fc.assert(
      fc.property(
        fc.option(fc.double({ min: 0, max: 100, noNaN: true }), { nil: null }),
        fc.constantFrom(...departments),
        (level, master) => {
          const p = product(level, master);
          const be = minimumAge(p, 'BE');
          const fr = minimumAge(p, 'FR');
          if (be !== null) expect([16, 18]).toContain(be);
          if (fr !== null) expect(fr).toBe(18);
          if (be !== null && fr !== null) expect(be).toBeLessThanOrEqual(fr);
        },
      ),
    );
  });
});

describe('basketMinimumAge', () => {
  it('is the strictest age of the basket', () => {
    const beer = product(5, 'bieres');
    const gin = product(40, 'spiritueux');
    const water = product(null, 'eaux');
    expect(basketMinimumAge([water], 'BE')).toBeNull();
    expect(basketMinimumAge([water, beer], 'BE')).toBe(16);
    expect(basketMinimumAge([beer, gin, water], 'BE')).toBe(18);
    expect(basketMinimumAge([beer], 'FR')).toBe(18);
    expect(basketMinimumAge([], 'FR')).toBeNull();
  });
});
