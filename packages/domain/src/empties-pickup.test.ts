import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  emptiesPickupFeeCents,
  emptiesPickupFeeSetting,
  emptiesPickupRefusal,
  isEmptiesPickupCancellable,
} from './empties-pickup.js';
import { ORDER_CUTOFF_MS } from './slots.js';

describe('emptiesPickupRefusal', () => {
  it('refuses a shopper with nothing pending, whatever the fee', () => {
    expect(emptiesPickupRefusal(0, 0)).toBe('nothingPending');
    expect(emptiesPickupRefusal(-30, 0)).toBe('nothingPending');
    expect(emptiesPickupRefusal(0, 200)).toBe('nothingPending');
  });
  it('has no minimum when free', () => {
    expect(emptiesPickupRefusal(10, 0)).toBeNull();
  });
  it('refuses when the fee would take the whole credit', () => {
    expect(emptiesPickupRefusal(200, 200)).toBe('feeExceedsDeposits');
    expect(emptiesPickupRefusal(201, 200)).toBeNull();
  });
});

describe('emptiesPickupFeeCents', () => {
  it('takes the fee from the credit, never more than the credit, never negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 100_000 }),
        fc.integer({ min: -1000, max: 10_000 }),
        (credit, fee) => {
          const taken = emptiesPickupFeeCents(credit, fee);
          expect(taken).toBeGreaterThanOrEqual(0);
          expect(taken).toBeLessThanOrEqual(Math.max(0, credit));
          expect(taken).toBeLessThanOrEqual(Math.max(0, fee));
          // The whole fee when the credit covers it.
          if (fee >= 0 && credit >= fee) expect(taken).toBe(fee);
          expect(Number.isInteger(taken)).toBe(true);
        },
      ),
    );
  });
  it('is nothing by default', () => {
    expect(emptiesPickupFeeCents(1230, 0)).toBe(0);
    expect(emptiesPickupFeeCents(1230, 150)).toBe(150);
    expect(emptiesPickupFeeCents(100, 150)).toBe(100);
  });
});

describe('emptiesPickupFeeSetting', () => {
  it('reads whole non-negative cents, else 0', () => {
    expect(emptiesPickupFeeSetting(undefined)).toBe(0);
    expect(emptiesPickupFeeSetting('')).toBe(0);
    expect(emptiesPickupFeeSetting('150')).toBe(150);
    expect(emptiesPickupFeeSetting('-5')).toBe(0);
    expect(emptiesPickupFeeSetting('1.5')).toBe(0);
  });
});

describe('isEmptiesPickupCancellable', () => {
  const start = new Date('2026-12-03T09:00:00Z');
  it('until the orders’ cutoff, only while booked', () => {
    const cutoff = new Date(start.getTime() - ORDER_CUTOFF_MS);
    expect(isEmptiesPickupCancellable('booked', start, cutoff)).toBe(true);
    expect(isEmptiesPickupCancellable('booked', start, new Date(cutoff.getTime() + 1))).toBe(false);
    for (const status of ['collected', 'failed', 'cancelled'] as const)
      expect(isEmptiesPickupCancellable(status, start, new Date(0))).toBe(false);
  });
});
