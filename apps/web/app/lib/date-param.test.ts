import { describe, expect, it } from 'vitest';
import { dateParam } from './date-param';

describe("a day from the page's URL", () => {
  it('keeps a real day, trimmed', () => {
    expect(dateParam(new URLSearchParams('date=2026-11-22'), 'date')).toBe('2026-11-22');
    expect(dateParam(new URLSearchParams('from=%202026-11-22%20'), 'from')).toBe('2026-11-22');
  });

  it('drops what the API would refuse, so the page falls back to its default day', () => {
    const hostile = ['9999-12-31', '0001-01-01', '2024-02-30', '2025-13-01', 'x', '', '2'.repeat(5_000)];
    for (const value of hostile)
      expect(dateParam(new URLSearchParams({ date: value }), 'date'), value.slice(0, 20)).toBeUndefined();
    expect(dateParam(new URLSearchParams(''), 'date')).toBeUndefined();
  });
});
