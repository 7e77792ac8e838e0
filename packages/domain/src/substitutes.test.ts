import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minimumAge } from './alcohol.js';
import { rankSubstitutes, substituteRefusal, type SubstituteProduct } from './substitutes.js';

interface Named extends SubstituteProduct {
  key: string;
}

// A slice of the seed's Lille catalogue (apps/api/src/db/seed/data/catalogue): rayon 1 bières,
// 2 cidres, 3 sodas; categories 10 blondes, 11 ambrées et brunes, 12 sans alcool, 20 cidres bruts,
// 21 demi-secs, 30 thés glacés.
const seed = (
  id: number,
  key: string,
  categoryId: number,
  departmentId: number,
  alcoholLevel: number | null,
  unitPriceCents: number,
  packageType: Named['packageType'] = 'small',
): Named => {
  const master = { 1: 'bieres', 2: 'cidres', 3: 'sodas' }[departmentId];
  return {
    id,
    productId: id + 1000,
    key,
    packageType,
    categoryId,
    departmentId,
    alcoholLevel,
    minimumAge: minimumAge({ alcoholLevel, category: { master: { slug: master } } }, 'BE'),
    unitPriceCents,
  };
};
const amber = seed(1, 'biere-ambree-33cl', 11, 1, 6, 239);
const catalogue = [
  seed(2, 'biere-brune-abbaye-33cl', 11, 1, 7, 259),
  seed(3, 'biere-ambree-au-miel-33cl', 11, 1, 6.5, 269),
  seed(4, 'biere-blonde-bio-33cl', 10, 1, 5, 229),
  seed(5, 'biere-blonde-de-garde-33cl', 10, 1, 6.5, 289),
  seed(6, 'biere-sans-alcool-33cl', 12, 1, null, 199),
  seed(7, 'biere-blonde-bio-75cl', 10, 1, 5, 499, 'large'),
  seed(8, 'cidre-brut-bio-33cl', 20, 2, 5.5, 219),
  seed(9, 'cidre-rose-33cl', 21, 2, 4.5, 239),
  seed(10, 'kombucha-hibiscus-33cl', 30, 3, null, 259),
];

describe('rankSubstitutes', () => {
  it("an amber beer's closest matches are beers of its format: ambers first, then by the nearest price, never kombucha or cider", () => {
    const keys = rankSubstitutes(amber, catalogue).map((r) => r.candidate.key);
    expect(keys).toEqual([
      'biere-brune-abbaye-33cl',
      'biere-ambree-au-miel-33cl',
      'biere-blonde-bio-33cl',
      'biere-blonde-de-garde-33cl',
    ]);
    expect(rankSubstitutes(amber, catalogue).map((r) => r.tier)).toEqual([
      'category',
      'category',
      'department',
      'department',
    ]);
  });

  it('offers another rayon only when its own has nothing acceptable', () => {
    const ciders = catalogue.filter((c) => c.departmentId !== 1);
    expect(rankSubstitutes(amber, ciders).map((r) => [r.candidate.key, r.tier])).toEqual([
      ['cidre-rose-33cl', 'other'],
      ['cidre-brut-bio-33cl', 'other'],
    ]);
  });

  it('never a disliked product, and a soft drink gets soft drinks', () => {
    const disliked = [amber.productId + 1]; // the brune
    expect(rankSubstitutes(amber, catalogue, { disliked }).map((r) => r.candidate.key)).not.toContain(
      'biere-brune-abbaye-33cl',
    );
    const kombucha = catalogue.at(-1)!;
    expect(rankSubstitutes(kombucha, [amber, ...catalogue]).map((r) => r.candidate.key)).toEqual([
      'biere-sans-alcool-33cl',
    ]);
  });

  it('keeps the legal age: a 16 beer never becomes an 18 spirit', () => {
    const spirit = { ...seed(11, 'genievre-33cl', 40, 4, 30, 240), minimumAge: 18 };
    expect(rankSubstitutes(amber, [spirit])).toEqual([]);
  });

  const product = fc.record({
    id: fc.integer({ min: 1, max: 60 }),
    productId: fc.integer({ min: 1, max: 60 }),
    packageType: fc.constantFrom('large' as const, 'small' as const, 'other' as const),
    categoryId: fc.integer({ min: 1, max: 6 }),
    departmentId: fc.integer({ min: 1, max: 3 }),
    alcoholLevel: fc.option(fc.constantFrom(0, 0.4, 5, 12, 40)),
    minimumAge: fc.constantFrom(null, 16, 18),
    unitPriceCents: fc.integer({ min: 0, max: 5000 }),
  });

  it('never another format, never across the alcohol line or the legal age, never disliked, never itself', () => {
    fc.assert(
      fc.property(
        product,
        fc.array(product, { maxLength: 30 }),
        fc.array(fc.integer({ min: 1, max: 60 })),
        (original, candidates, disliked) => {
          for (const { candidate: c } of rankSubstitutes(original, candidates, { disliked })) {
            expect(c.packageType).toBe(original.packageType);
            expect((c.alcoholLevel ?? 0) > 0).toBe((original.alcoholLevel ?? 0) > 0);
            expect(c.minimumAge).toBe(original.minimumAge);
            expect(disliked).not.toContain(c.productId);
            expect(c.id).not.toBe(original.id);
            expect(c.productId).not.toBe(original.productId);
          }
        },
      ),
    );
  });

  it('orders by tier then price gap, whatever the order of the candidates; drops none of its rayon', () => {
    fc.assert(
      fc.property(
        product,
        fc.uniqueArray(product, { maxLength: 30, selector: (p) => p.id }),
        fc.integer(),
        (original, candidates, seedValue) => {
          const ranked = rankSubstitutes(original, candidates);
          const shuffled = fc.sample(fc.shuffledSubarray(candidates, { minLength: candidates.length }), {
            numRuns: 1,
            seed: seedValue,
          })[0]!;
          expect(rankSubstitutes(original, shuffled)).toEqual(ranked);
          const rank = { category: 0, department: 1, other: 2 };
          for (let i = 1; i < ranked.length; i++) {
            const [a, b] = [ranked[i - 1]!, ranked[i]!];
            expect(rank[a.tier] <= rank[b.tier]).toBe(true);
            if (a.tier === b.tier) expect(a.priceGapCents).toBeLessThanOrEqual(b.priceGapCents);
          }
          // Another rayon only when its own has nothing.
          const tiers = new Set(ranked.map((r) => r.tier));
          expect(tiers.has('other') && (tiers.has('category') || tiers.has('department'))).toBe(false);
        },
      ),
    );
  });
});

describe('substituteRefusal', () => {
  const substitute = { substitutedFor: 'Bière ambrée 33 cl', isLocked: false };
  it('lets the shopper refuse a substitute while the order is in the shop, one other line left', () => {
    expect(substituteRefusal('placed', substitute, 1)).toBeNull();
    expect(substituteRefusal('preparing', substitute, 3)).toBeNull();
  });
  it('refuses a line that is no substitute, or a gift', () => {
    expect(substituteRefusal('preparing', { substitutedFor: null, isLocked: false }, 2)).toBe(
      'orderLineNotSubstitute',
    );
    expect(substituteRefusal('preparing', { ...substitute, isLocked: true }, 2)).toBe(
      'orderLineNotSubstitute',
    );
  });
  it('closes when the van has left (the door takes over), and after', () => {
    for (const status of ['out_for_delivery', 'delivered', 'delivery_failed', 'cancelled', 'payment_pending'])
      expect(substituteRefusal(status, substitute, 2), status).toBe('substituteRefusalClosed');
  });
  it('never leaves an order of nothing', () => {
    expect(substituteRefusal('preparing', substitute, 0)).toBe('substituteRefusalLastLine');
  });
});
