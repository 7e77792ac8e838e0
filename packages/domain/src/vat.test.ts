import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { discountedPrice, priceExcludingVat } from './vat.js';
import { formatVolume, pricePerReferenceUnit } from './format.js';

describe('VAT', () => {
  it('derives HT prices per country and class', () => {
    expect(priceExcludingVat(211, 'FR', 'food')).toBe(200);
    expect(priceExcludingVat(1200, 'FR', 'standard')).toBe(1000);
    expect(priceExcludingVat(1210, 'BE', 'standard')).toBe(1000);
  });
  it('HT never exceeds TTC and re-applying VAT is within a cent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.constantFrom('food', 'standard' as const),
        (ttc, c) => {
          const ht = priceExcludingVat(ttc, 'FR', c);
          const back = Math.round(ht * (c === 'food' ? 1.055 : 1.2));
          return ht <= ttc && Math.abs(back - ttc) <= 1;
        },
      ),
    );
  });
  it('anti-waste discount rounds half up and stays within the price', () => {
    expect(discountedPrice(249, 30)).toBe(174);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 100 }), (p, d) => {
        const r = discountedPrice(p, d);
        return r >= 0 && r <= p;
      }),
    );
  });
});

describe('volumes', () => {
  it('reads like a shelf label', () => {
    expect(formatVolume(33, 'cl')).toBe('33 cl');
    expect(formatVolume(100, 'cl')).toBe('1 l');
    expect(formatVolume(150, 'cl')).toBe('1,5 l');
    expect(formatVolume(1000, 'g')).toBe('1 kg');
    expect(pricePerReferenceUnit(199, 75, 'cl')).toEqual({ cents: 265, unit: 'l' });
  });
});
