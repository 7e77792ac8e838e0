import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoWeekday } from './slot-marketing.js';
import {
  isReservationWeekChangeable,
  nextReservedWeek,
  reservationChoices,
  reservationWeeks,
  type ReservationEvery,
} from './slot-reservation.js';
import {
  addDays,
  DEFAULT_SLOT_RULES,
  isSlotOpenForOrders,
  localDate,
  wallClock,
  zonedInstant,
} from './slots.js';

const days = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);

/** A pattern and a moment: anchors over three years (both DST changes many times), delivery hours. */
const scenario = fc.record({
  anchorOffset: fc.integer({ min: -400, max: 60 }),
  hour: fc.integer({ min: 6, max: 22 }),
  every: fc.constantFrom<ReservationEvery>(1, 2),
  weeks: fc.integer({ min: 1, max: 8 }),
  now: fc.date({
    min: new Date('2025-01-01T00:00:00Z'),
    max: new Date('2027-12-31T00:00:00Z'),
    noInvalidDate: true,
  }),
  skipMask: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
});

function build(s: { anchorOffset: number; hour: number; every: ReservationEvery; now: Date }) {
  const today = localDate(s.now);
  const pattern = { anchorDate: addDays(today, s.anchorOffset), hour: s.hour, every: s.every };
  return { today, pattern };
}

describe('reservationWeeks', () => {
  it('holds Tuesdays 10:00 for four weeks from a Monday', () => {
    const now = new Date('2026-03-02T08:00:00Z'); // Monday 2 March 2026, 9:00 in Paris
    const weeks = reservationWeeks({ anchorDate: '2026-03-03', hour: 10, every: 1 }, now);
    expect(weeks.map((w) => w.date)).toEqual(['2026-03-03', '2026-03-10', '2026-03-17', '2026-03-24']);
    expect(weeks.map((w) => wallClock(w.startAt))).toEqual([
      '2026-03-03T10:00',
      '2026-03-10T10:00',
      '2026-03-17T10:00',
      '2026-03-24T10:00',
    ]);
  });

  it('keeps 10:00 shop time across the clocks going forward (29 March 2026): 9:00 then 8:00 UTC', () => {
    const now = new Date('2026-03-20T08:00:00Z');
    const weeks = reservationWeeks({ anchorDate: '2026-03-24', hour: 10, every: 1 }, now, { weeks: 2 });
    expect(weeks.map((w) => w.startAt.toISOString())).toEqual([
      '2026-03-24T09:00:00.000Z',
      '2026-03-31T08:00:00.000Z',
    ]);
  });

  it('every two weeks counts from the anchor, and leaves out skipped weeks and a week past its cutoff', () => {
    // Tuesday 3 March 2026 at 9:00: the 10:00 slot is past its 2-hour cutoff.
    const now = new Date('2026-03-03T08:00:00Z');
    const pattern = { anchorDate: '2026-02-17', hour: 10, every: 2 as const };
    expect(reservationWeeks(pattern, now, { weeks: 6 }).map((w) => w.date)).toEqual([
      '2026-03-17',
      '2026-03-31',
    ]);
    expect(reservationWeeks(pattern, now, { weeks: 6, skipped: ['2026-03-17'] }).map((w) => w.date)).toEqual([
      '2026-03-31',
    ]);
  });

  it('property: each week is the pattern on its weekday and hour, ahead, within N weeks, open, not skipped; none missed', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { today, pattern } = build(s);
        const step = 7 * s.every;
        const skipped = Array.from({ length: 8 }, (_, k) => addDays(pattern.anchorDate, k * step)).filter(
          (_, k) => s.skipMask[k],
        );
        const weeks = reservationWeeks(pattern, s.now, { weeks: s.weeks, skipped });
        const dates = weeks.map((w) => w.date);
        expect([...dates].sort()).toEqual(dates);
        expect(new Set(dates).size).toBe(dates.length);
        for (const w of weeks) {
          expect(isoWeekday(w.date)).toBe(isoWeekday(pattern.anchorDate));
          expect(days(pattern.anchorDate, w.date) % step).toBe(0);
          expect(w.date >= today && w.date >= pattern.anchorDate).toBe(true);
          expect(days(today, w.date)).toBeLessThan(7 * s.weeks);
          expect(wallClock(w.startAt)).toBe(`${w.date}T${String(s.hour).padStart(2, '0')}:00`);
          expect(isSlotOpenForOrders(w.startAt, s.now)).toBe(true);
          expect(skipped).not.toContain(w.date);
        }
        // Completeness: every date of the pattern in the window that is open and not skipped is there.
        for (let d = pattern.anchorDate; days(today, d) < 7 * s.weeks; d = addDays(d, step)) {
          if (d < today || skipped.includes(d)) continue;
          if (!isSlotOpenForOrders(zonedInstant(d, s.hour), s.now)) continue;
          expect(dates).toContain(d);
        }
        expect(weeks.length).toBeLessThanOrEqual(Math.ceil(s.weeks / s.every));
      }),
      { numRuns: 500 },
    );
  });

  it('property: without skips, the weeks held never shrink as N grows', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { pattern } = build(s);
        const fewer = reservationWeeks(pattern, s.now, { weeks: s.weeks }).map((w) => w.date);
        const more = reservationWeeks(pattern, s.now, { weeks: s.weeks + 1 }).map((w) => w.date);
        expect(more.slice(0, fewer.length)).toEqual(fewer);
      }),
      { numRuns: 200 },
    );
  });
});

describe('isReservationWeekChangeable', () => {
  const start = new Date('2026-03-03T09:00:00Z');
  it('a held or skipped week until its cutoff; a used or released one never', () => {
    const before = new Date('2026-03-03T06:59:00Z');
    const after = new Date('2026-03-03T07:00:01Z');
    expect(isReservationWeekChangeable('held', start, before, DEFAULT_SLOT_RULES)).toBe(true);
    expect(isReservationWeekChangeable('skipped', start, before)).toBe(true);
    expect(isReservationWeekChangeable('held', start, after)).toBe(false);
    expect(isReservationWeekChangeable('used', start, before)).toBe(false);
    expect(isReservationWeekChangeable('released', start, before)).toBe(false);
    expect(isReservationWeekChangeable('full', start, before)).toBe(false);
  });
});

describe('nextReservedWeek', () => {
  it('the soonest held or used week; skipped, full and released ones pass', () => {
    const week = (id: number, status: 'held' | 'skipped' | 'used' | 'released' | 'full') => ({ id, status });
    expect(
      nextReservedWeek([week(1, 'skipped'), week(2, 'full'), week(3, 'used'), week(4, 'held')])?.id,
    ).toBe(3);
    expect(nextReservedWeek([week(1, 'released'), week(2, 'skipped')])).toBeNull();
    expect(nextReservedWeek([])).toBeNull();
  });
});

describe('reservationChoices', () => {
  // Tuesday 1 and 8 December 2026, Wednesday 2 December: 10:00 and 11:00 Paris time (UTC+1).
  const slot = (startAt: string, isFull = false) => ({ startAt, isFull });
  it('one choice per weekday and hour, its soonest slot not full, Monday first then by hour', () => {
    const choices = reservationChoices([
      slot('2026-12-02T09:00:00.000Z'),
      slot('2026-12-08T09:00:00.000Z'),
      slot('2026-12-01T10:00:00.000Z'),
      slot('2026-12-01T09:00:00.000Z', true),
    ]);
    expect(choices.map((c) => [c.weekday, c.hour, c.slot.startAt])).toEqual([
      [2, 10, '2026-12-08T09:00:00.000Z'],
      [2, 11, '2026-12-01T10:00:00.000Z'],
      [3, 10, '2026-12-02T09:00:00.000Z'],
    ]);
  });

  it('property: every choice is a free slot of its weekday and hour, and no two choices share both', () => {
    const instant = fc
      .integer({
        min: Date.parse('2026-01-01T00:00:00Z') / 3600_000,
        max: Date.parse('2027-12-31T00:00:00Z') / 3600_000,
      })
      .map((h) => new Date(h * 3600_000).toISOString());
    fc.assert(
      fc.property(
        fc.array(fc.record({ startAt: instant, isFull: fc.boolean() }), { maxLength: 40 }),
        (slots) => {
          const choices = reservationChoices(slots);
          const keys = choices.map((c) => `${c.weekday}-${c.hour}`);
          expect(new Set(keys).size).toBe(keys.length);
          for (const c of choices) {
            expect(c.slot.isFull).toBe(false);
            expect(isoWeekday(localDate(new Date(c.slot.startAt)))).toBe(c.weekday);
            expect(Number(wallClock(new Date(c.slot.startAt)).slice(11, 13))).toBe(c.hour);
          }
          const free = new Set(
            slots
              .filter((s) => !s.isFull)
              .map(
                (s) =>
                  `${isoWeekday(localDate(new Date(s.startAt)))}-${Number(wallClock(new Date(s.startAt)).slice(11, 13))}`,
              ),
          );
          expect(new Set(keys)).toEqual(free);
        },
      ),
      { numRuns: 200 },
    );
  });
});
