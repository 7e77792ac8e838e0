import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardDate, isLowStock, leadArea, LOW_STOCK_AT, pickingShare } from './board.js';

describe('the board', () => {
  it('calls low a tracked stock at or below the threshold, never an untracked one', () => {
    expect(isLowStock(null)).toBe(false);
    expect(isLowStock(0)).toBe(true);
    expect(isLowStock(LOW_STOCK_AT)).toBe(true);
    expect(isLowStock(LOW_STOCK_AT + 1)).toBe(false);
  });

  it("puts a lead in its postcode's area", () => {
    expect(leadArea('59000')).toBe('59');
    expect(leadArea(' 1000 ')).toBe('10');
    expect(leadArea('2A004')).toBe('2A');
    expect(leadArea('2a 004')).toBe('2A');
  });

  it('shows today and tomorrow', () => {
    expect(boardDate('2026-12-31', 'today')).toBe('2026-12-31');
    expect(boardDate('2026-12-31', 'tomorrow')).toBe('2027-01-01');
  });

  it('keeps picking progress between 0 and 1, null with nothing to pick', () => {
    expect(pickingShare(0, 0)).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 1000 }), fc.integer({ min: 1, max: 1000 }), (picked, lines) => {
        const share = pickingShare(picked, lines)!;
        return share >= 0 && share <= 1;
      }),
    );
  });
});
