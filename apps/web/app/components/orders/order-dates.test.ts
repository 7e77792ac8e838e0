import { describe, expect, it } from 'vitest';
import { formatOrderDate } from './order-dates';

describe('order dates', () => {
  it('writes the day in the shop’s time zone and the page’s language', () => {
    // 23:30 UTC on the 22nd is already the 23rd in Paris.
    expect(formatOrderDate('2026-11-22T23:30:00.000Z', 'fr-FR')).toBe('23 novembre 2026');
    expect(formatOrderDate('2026-11-22T10:00:00.000Z', 'nl-BE')).toBe('22 november 2026');
  });
});
