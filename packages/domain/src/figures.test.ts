import { describe, expect, it } from 'vitest';
import { daysInRange, figuresRange, FIGURES_MAX_DAYS, share } from './figures.js';

describe('figures range', () => {
  const today = '2026-03-31';

  it('defaults to the last 30 days, today included', () => {
    expect(figuresRange({}, today)).toEqual({ from: '2026-03-02', to: today });
    expect(daysInRange('2026-03-02', today)).toBe(30);
  });

  it('fills the missing end from the one given', () => {
    expect(figuresRange({ to: '2026-02-28' }, today)).toEqual({ from: '2026-01-30', to: '2026-02-28' });
    expect(figuresRange({ from: '2026-03-20' }, today)).toEqual({ from: '2026-03-20', to: today });
    // A start in the future (booked slots): the range is that day, not a reversed one.
    expect(figuresRange({ from: '2026-04-05' }, today)).toEqual({ from: '2026-04-05', to: '2026-04-05' });
  });

  it('refuses a range that ends before it starts', () => {
    expect(figuresRange({ from: '2026-03-10', to: '2026-03-09' }, today)).toEqual({
      refusal: 'figuresRangeOrder',
    });
  });

  it('takes a leap year whole and refuses a day more', () => {
    expect(figuresRange({ from: '2028-01-01', to: '2028-12-31' }, today)).toEqual({
      from: '2028-01-01',
      to: '2028-12-31',
    });
    expect(daysInRange('2028-01-01', '2028-12-31')).toBe(FIGURES_MAX_DAYS);
    expect(figuresRange({ from: '2027-12-31', to: '2028-12-31' }, today)).toEqual({
      refusal: 'figuresRangeTooLong',
    });
  });

  it('counts across a change of daylight saving time', () => {
    expect(daysInRange('2026-03-28', '2026-03-30')).toBe(3);
    expect(daysInRange('2026-10-24', '2026-10-26')).toBe(3);
  });

  it('rounds shares to 4 decimals, null over nothing', () => {
    expect(share(1, 3)).toBe(0.3333);
    expect(share(2, 3)).toBe(0.6667);
    expect(share(5, 0)).toBeNull();
  });
});
