import { describe, expect, it } from 'vitest';
import { BOTTLE_DEPOSIT_CENTS, CRATE_DEPOSIT_CENTS } from './cart/types.js';
import { collectionValueCents, nextOrderStatus } from './deposits.js';

describe('collectionValueCents', () => {
  it('is crates × 3 € + large bottles × 0,20 € + small bottles × 0,10 €', () => {
    expect(collectionValueCents({ crates: 2, largeBottles: 24, smallBottles: 0 })).toBe(1080);
    expect(collectionValueCents({ crates: 1, largeBottles: 0, smallBottles: 20 })).toBe(500);
    expect(collectionValueCents({ crates: 0, largeBottles: 0, smallBottles: 0 })).toBe(0);
  });
  it('follows the domain constants', () => {
    expect(collectionValueCents({ crates: 1, largeBottles: 1, smallBottles: 1 })).toBe(
      CRATE_DEPOSIT_CENTS + BOTTLE_DEPOSIT_CENTS.large + BOTTLE_DEPOSIT_CENTS.small,
    );
  });
});

describe('nextOrderStatus', () => {
  it('moves forward one step at a time and stops at delivered', () => {
    expect(nextOrderStatus('placed')).toBe('preparing');
    expect(nextOrderStatus('preparing')).toBe('out_for_delivery');
    expect(nextOrderStatus('out_for_delivery')).toBe('delivered');
    expect(nextOrderStatus('delivered')).toBeNull();
    expect(nextOrderStatus('cancelled')).toBeNull();
  });
});
