import { describe, expect, it } from 'vitest';
import { discountEndOf, discountLastDayOf, formatEuroAmount, parseEuroAmount } from './stock.js';

describe('euro amounts typed in a form or a CSV', () => {
  it('reads a comma or a dot, thousands spaces and a euro sign, to the cent', () => {
    expect(parseEuroAmount('12,99')).toBe(1299);
    expect(parseEuroAmount('12.9')).toBe(1290);
    expect(parseEuroAmount(' 1 299,00 € ')).toBe(129900);
    expect(parseEuroAmount('0')).toBe(0);
  });

  it('refuses negative, over-precise and non-numeric amounts', () => {
    for (const bad of ['-1', '12,999', 'abc', '', '1e3', '12,', ',5', 'NaN'])
      expect(parseEuroAmount(bad), bad).toBeNull();
  });

  it('writes back what it reads', () => {
    for (const cents of [0, 5, 99, 100, 1299, 129900])
      expect(parseEuroAmount(formatEuroAmount(cents))).toBe(cents);
  });
});

describe('the last day of an anti-waste discount', () => {
  it('ends at midnight after that day in Paris, winter and summer', () => {
    expect(discountEndOf('2026-12-01').toISOString()).toBe('2026-12-01T23:00:00.000Z');
    expect(discountEndOf('2026-07-14').toISOString()).toBe('2026-07-14T22:00:00.000Z');
    expect(discountLastDayOf(discountEndOf('2026-12-01'))).toBe('2026-12-01');
    expect(discountLastDayOf(discountEndOf('2026-03-29'))).toBe('2026-03-29');
  });
});
