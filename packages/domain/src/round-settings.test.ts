import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  minutesAndSeconds,
  moveInOrder,
  ROUND_SETTING_BOUNDS,
  roundSettingsIssues,
  shortestSlotMinutes,
  vanNameKey,
} from './round-settings.js';

const within = fc.record({
  stopBaseSeconds: fc.integer({ min: 0, max: 1800 }),
  stopPerCrateSeconds: fc.integer({ min: 0, max: 600 }),
  promiseWindowMinutes: fc.integer({ min: 5, max: 120 }),
});
const at = (hour: number, minute = 0) => new Date(Date.UTC(2031, 4, 6, hour, minute));

describe('roundSettingsIssues', () => {
  it('accepts every whole value within the bounds when the window fits the slots', () => {
    fc.assert(
      fc.property(within, (s) => {
        expect(roundSettingsIssues(s, 120)).toEqual([]);
      }),
    );
  });

  it('refuses each value out of its bounds or not whole, naming that field only', () => {
    const field = fc.constantFrom(
      ...(Object.keys(ROUND_SETTING_BOUNDS) as (keyof typeof ROUND_SETTING_BOUNDS)[]),
    );
    const wrong = fc.oneof(
      fc.integer({ min: -100_000, max: -1 }),
      fc.integer({ min: 1801, max: 100_000 }),
      fc.double({ min: 0.01, max: 0.99, noNaN: true }),
      fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY),
    );
    fc.assert(
      fc.property(within, field, wrong, (s, f, value) => {
        const { min, max } = ROUND_SETTING_BOUNDS[f];
        // A fraction is refused even inside the bounds: shift it there.
        const v = Number.isInteger(value) || !Number.isFinite(value) ? value : min + value;
        fc.pre(!(Number.isInteger(v) && v >= min && v <= max));
        expect(roundSettingsIssues({ ...s, [f]: v }, null)).toEqual([{ field: f, issue: 'range' }]);
      }),
    );
  });

  it('holds the documented ends: 5 and 120 minutes, 0 and 1800 s, 0 and 600 s', () => {
    const ok = { stopBaseSeconds: 240, stopPerCrateSeconds: 30, promiseWindowMinutes: 20 };
    for (const [f, good, bad] of [
      ['promiseWindowMinutes', [5, 120], [4, 121]],
      ['stopBaseSeconds', [0, 1800], [-1, 1801]],
      ['stopPerCrateSeconds', [0, 600], [-1, 601]],
    ] as const) {
      for (const v of good) expect(roundSettingsIssues({ ...ok, [f]: v }, null)).toEqual([]);
      for (const v of bad) expect(roundSettingsIssues({ ...ok, [f]: v }, null)).toHaveLength(1);
    }
  });

  it('refuses a window wider than the shortest slot, and only then', () => {
    fc.assert(
      fc.property(within, fc.integer({ min: 5, max: 720 }), (s, slot) => {
        const issues = roundSettingsIssues(s, slot);
        expect(issues.some((i) => i.issue === 'longerThanSlot')).toBe(s.promiseWindowMinutes > slot);
      }),
    );
    expect(
      roundSettingsIssues({ stopBaseSeconds: 0, stopPerCrateSeconds: 0, promiseWindowMinutes: 90 }, 60),
    ).toEqual([{ field: 'promiseWindowMinutes', issue: 'longerThanSlot', slotMinutes: 60 }]);
  });
});

describe('shortestSlotMinutes', () => {
  it('takes the shortest of the rules’ width and the slots not over', () => {
    expect(shortestSlotMinutes(2, [{ startAt: at(9), endAt: at(10) }])).toBe(60);
    expect(shortestSlotMinutes(1, [{ startAt: at(9), endAt: at(11) }])).toBe(60);
    expect(shortestSlotMinutes(3, [])).toBe(180);
    expect(shortestSlotMinutes(null, [{ startAt: at(9), endAt: at(9, 45) }])).toBe(45);
    expect(shortestSlotMinutes(null, [])).toBeNull();
  });
});

describe('vanNameKey', () => {
  it('reads names alike whatever their case and surrounding spaces', () => {
    expect(vanNameKey('  Camion 1 ')).toBe(vanNameKey('camion 1'));
    expect(vanNameKey('Camion 1')).not.toBe(vanNameKey('Camion 2'));
  });
});

describe('moveInOrder', () => {
  it('swaps a van with its neighbour, keeps the same vans, and leaves the ends as they are', () => {
    expect(moveInOrder([1, 2, 3], 2, 'up')).toEqual([2, 1, 3]);
    expect(moveInOrder([1, 2, 3], 2, 'down')).toEqual([1, 3, 2]);
    expect(moveInOrder([1, 2, 3], 1, 'up')).toEqual([1, 2, 3]);
    expect(moveInOrder([1, 2, 3], 3, 'down')).toEqual([1, 2, 3]);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.nat(), { minLength: 1, maxLength: 10 }),
        fc.nat(),
        fc.constantFrom('up' as const, 'down' as const),
        (ids, pick, direction) => {
          const id = ids[pick % ids.length]!;
          const moved = moveInOrder(ids, id, direction);
          expect([...moved].sort()).toEqual([...ids].sort());
          const back = moveInOrder(moved, id, direction === 'up' ? 'down' : 'up');
          if (moved.join() !== ids.join()) expect(back).toEqual(ids);
        },
      ),
    );
  });
});

describe('minutesAndSeconds', () => {
  it('splits a duration into whole minutes and seconds', () => {
    expect(minutesAndSeconds(240)).toEqual({ minutes: 4, seconds: 0 });
    expect(minutesAndSeconds(30)).toEqual({ minutes: 0, seconds: 30 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1800 }), (s) => {
        const { minutes, seconds } = minutesAndSeconds(s);
        expect(minutes * 60 + seconds).toBe(s);
        expect(seconds).toBeLessThan(60);
      }),
    );
  });
});
