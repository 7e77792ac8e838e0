import { describe, expect, it } from 'vitest';
import { addDays, zonedInstant } from './slots.js';
import { FIRST_CALENDAR_DATE, isCalendarDate, LAST_CALENDAR_DATE } from './calendar-date.js';

describe('a calendar date typed by someone', () => {
  it('is a real day, written YYYY-MM-DD', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    for (const bad of ['2026-02-30', '2026-02-29', '2025-13-01', '2025-00-10', '2025-01-00', '01/12/2026'])
      expect(isCalendarDate(bad), bad).toBe(false);
  });

  it('has no space, sign, time or extra digit around it', () => {
    for (const bad of [' 2025-01-01', '2025-01-01 ', '+002025-01-01', '2025-01-01T00:00', '02025-01-01', ''])
      expect(isCalendarDate(bad), JSON.stringify(bad)).toBe(false);
    expect(isCalendarDate('2'.repeat(5_000))).toBe(false);
  });

  it('lies in the years the shop can mean, both ends included', () => {
    expect(isCalendarDate(FIRST_CALENDAR_DATE)).toBe(true);
    expect(isCalendarDate(LAST_CALENDAR_DATE)).toBe(true);
    for (const far of ['1999-12-31', '2101-01-01', '9999-12-31', '0001-01-01', '0000-01-01'])
      expect(isCalendarDate(far), far).toBe(false);
  });

  it('leaves room for the date arithmetic of the screens at both ends', () => {
    for (const day of [FIRST_CALENDAR_DATE, LAST_CALENDAR_DATE]) {
      expect(() => zonedInstant(addDays(day, -366), 0).toISOString()).not.toThrow();
      expect(() => zonedInstant(addDays(day, 366), 24).toISOString()).not.toThrow();
    }
  });
});
