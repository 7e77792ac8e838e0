import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ReservationEvery } from './slot-reservation.js';
import {
  addDays,
  DEFAULT_SLOT_RULES,
  isSlotOpenForOrders,
  localDate,
  wallClock,
  zonedInstant,
} from './slots.js';
import {
  basketDates,
  basketLinesToOrder,
  basketOrdersOn,
  basketTimes,
  isOccurrenceChangeable,
  isOccurrenceMissed,
  isPlacementDue,
  isReminderDue,
  USUAL_BASKET_FREQUENCIES,
  type UsualBasketFrequency,
} from './usual-basket.js';

const days = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);

const scenario = fc.record({
  reservationAnchor: fc.integer({ min: 0, max: 1000 }).map((n) => addDays('2025-01-06', n)),
  basketOffsetWeeks: fc.integer({ min: 0, max: 10 }),
  every: fc.constantFrom<ReservationEvery>(1, 2),
  frequency: fc.constantFrom<UsualBasketFrequency>(...USUAL_BASKET_FREQUENCIES),
  fromOffset: fc.integer({ min: -30, max: 200 }),
  span: fc.integer({ min: 1, max: 200 }),
});

type Scenario = {
  reservationAnchor: string;
  basketOffsetWeeks: number;
  every: ReservationEvery;
  frequency: UsualBasketFrequency;
  fromOffset: number;
  span: number;
};

function build(s: Scenario) {
  const reservation = { anchorDate: s.reservationAnchor, every: s.every };
  const basket = {
    frequency: s.frequency,
    anchorDate: addDays(s.reservationAnchor, 7 * s.every * s.basketOffsetWeeks),
  };
  const from = addDays(basket.anchorDate, s.fromOffset);
  return { reservation, basket, from, until: addDays(from, s.span) };
}

describe('basketDates', () => {
  it('orders every Tuesday of a weekly reservation, from the basket on', () => {
    const dates = basketDates(
      { frequency: 'weekly', anchorDate: '2026-03-10' },
      { anchorDate: '2026-03-03', every: 1 },
      '2026-03-01',
      '2026-04-01',
    );
    expect(dates).toEqual(['2026-03-10', '2026-03-17', '2026-03-24', '2026-03-31']);
  });

  it('every two weeks counts from the basket, monthly takes the first date of each month', () => {
    const r = { anchorDate: '2026-03-03', every: 1 as const };
    expect(
      basketDates({ frequency: 'fortnightly', anchorDate: '2026-03-10' }, r, '2026-03-01', '2026-04-15'),
    ).toEqual(['2026-03-10', '2026-03-24', '2026-04-07']);
    expect(
      basketDates({ frequency: 'monthly', anchorDate: '2026-03-03' }, r, '2026-03-01', '2026-06-01'),
    ).toEqual(['2026-03-03', '2026-04-07', '2026-05-05']);
  });

  it('property: each date at most once, in order, on the reservation, in range, from the anchor', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { reservation, basket, from, until } = build(s);
        const dates = basketDates(basket, reservation, from, until);
        expect(new Set(dates).size).toBe(dates.length);
        expect([...dates].sort()).toEqual(dates);
        for (const d of dates) {
          expect(d >= from && d < until && d >= basket.anchorDate).toBe(true);
          expect(days(reservation.anchorDate, d) % (7 * reservation.every)).toBe(0);
          if (basket.frequency === 'fortnightly') expect(days(basket.anchorDate, d) % 14).toBe(0);
        }
      }),
    );
  });

  it('property: monthly is one date per month, the first of the reservation in it', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { reservation, basket, from, until } = build({ ...s, frequency: 'monthly' });
        const dates = basketDates(basket, reservation, from, until);
        const months = dates.map((d) => d.slice(0, 7));
        expect(new Set(months).size).toBe(months.length);
        for (const d of dates) expect(addDays(d, -7 * reservation.every).slice(0, 7)).not.toBe(d.slice(0, 7));
      }),
    );
  });

  it('property: a window split in two gives the same dates (no date lost or doubled between runs)', () => {
    fc.assert(
      fc.property(scenario, fc.integer({ min: 0, max: 200 }), (s, cut) => {
        const { reservation, basket, from, until } = build(s);
        const mid = addDays(from, Math.min(cut, s.span));
        expect([
          ...basketDates(basket, reservation, from, mid),
          ...basketDates(basket, reservation, mid, until),
        ]).toEqual(basketDates(basket, reservation, from, until));
      }),
    );
  });
});

describe('basketOrdersOn', () => {
  it('property: a skipped date or one within a pause never orders', () => {
    fc.assert(
      fc.property(
        scenario,
        fc.array(fc.integer({ min: 0, max: 30 })),
        fc.option(fc.integer({ min: 0, max: 200 })),
        (s, skips, pause) => {
          const { reservation, basket, from, until } = build(s);
          const dates = basketDates(basket, reservation, from, until);
          const skipped = skips.map((i) => dates[i]).filter((d): d is string => d !== undefined);
          const pausedUntil = pause === null ? null : addDays(from, pause);
          for (const d of dates) {
            const orders = basketOrdersOn(d, { skipped, pausedUntil });
            if (skipped.includes(d) || (pausedUntil !== null && d < pausedUntil)) expect(orders).toBe(false);
            else expect(orders).toBe(true);
          }
        },
      ),
    );
  });
});

describe('basketTimes', () => {
  it('places a Tuesday 10:00 basket 10 hours before its 8:00 cutoff, reminded a day before', () => {
    const start = zonedInstant('2026-03-10', 10);
    const times = basketTimes(start, 10);
    expect(wallClock(times.closeAt)).toBe('2026-03-10T08:00');
    expect(wallClock(times.placeAt)).toBe('2026-03-09T22:00');
    expect(wallClock(times.remindAt)).toBe('2026-03-08T22:00');
  });

  it('a slot after the same-day cutoff closes at 17:00 that day', () => {
    const times = basketTimes(zonedInstant('2026-03-10', 20), 0);
    expect(wallClock(times.closeAt)).toBe('2026-03-10T17:00');
  });

  it('property (DST): placement is before the slot closes, and the slot still takes orders until closeAt', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1100 }).map((n) => addDays('2025-01-01', n)),
        fc.integer({ min: 6, max: 22 }),
        fc.integer({ min: 0, max: 72 }),
        (date, hour, hours) => {
          const start = zonedInstant(date, hour);
          const t = basketTimes(start, hours);
          expect(t.placeAt.getTime()).toBe(t.closeAt.getTime() - hours * 3_600_000);
          expect(t.remindAt.getTime()).toBe(t.placeAt.getTime() - 86_400_000);
          expect(isSlotOpenForOrders(start, new Date(t.closeAt.getTime() - 1), DEFAULT_SLOT_RULES)).toBe(
            true,
          );
          expect(isSlotOpenForOrders(start, new Date(t.closeAt.getTime() + 1), DEFAULT_SLOT_RULES)).toBe(
            false,
          );
          expect(localDate(t.closeAt) <= date).toBe(true);
        },
      ),
    );
  });

  it('property: at any moment an occurrence is at most one of reminder due, placement due, missed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1100 }).map((n) => addDays('2025-01-01', n)),
        fc.integer({ min: 6, max: 22 }),
        fc.integer({ min: 0, max: 72 }),
        fc.integer({ min: -100, max: 100 }),
        fc.constantFrom('scheduled', 'reminded', 'skipped', 'placed', 'failed' as const),
        (date, hour, hours, offsetHours, status) => {
          const t = basketTimes(zonedInstant(date, hour), hours);
          const now = new Date(t.placeAt.getTime() + offsetHours * 3_600_000);
          const flags = [
            isReminderDue(status, t, now),
            isPlacementDue(status, t, now),
            isOccurrenceMissed(status, t, now),
          ];
          expect(flags.filter(Boolean).length).toBeLessThanOrEqual(1);
          if (status === 'skipped' || status === 'placed' || status === 'failed')
            expect(flags).toEqual([false, false, false]);
          if (isOccurrenceChangeable(status, t.placeAt, now))
            expect(isPlacementDue(status, t, now)).toBe(false);
        },
      ),
    );
  });
});

describe('basketLinesToOrder', () => {
  it('keeps what is in stock, substitutes, then drops', () => {
    const stock = new Map([
      [1, 10],
      [2, 0],
      [3, 5],
      [4, 0],
    ]);
    const result = basketLinesToOrder(
      [
        { productWarehouseId: 1, quantity: 2 },
        { productWarehouseId: 2, quantity: 3 },
        { productWarehouseId: 4, quantity: 1 },
      ],
      (id) => stock.get(id) ?? 0,
      (id) => (id === 2 ? 3 : null),
    );
    expect(result.lines).toEqual([
      { productWarehouseId: 1, quantity: 2 },
      { productWarehouseId: 3, quantity: 3 },
    ]);
    expect(result.substituted).toEqual([{ from: 2, to: 3 }]);
    expect(result.dropped).toEqual([4]);
  });

  it('property: never more than the stock of an entry, never more than wanted', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            productWarehouseId: fc.integer({ min: 1, max: 6 }),
            quantity: fc.integer({ min: 1, max: 9 }),
          }),
          {
            maxLength: 8,
          },
        ),
        fc.array(fc.integer({ min: 0, max: 12 }), { minLength: 7, maxLength: 7 }),
        fc.array(fc.option(fc.integer({ min: 1, max: 6 })), { minLength: 7, maxLength: 7 }),
        (wanted, stock, subs) => {
          const result = basketLinesToOrder(
            wanted,
            (id) => stock[id]!,
            (id) => subs[id] ?? null,
          );
          const total = wanted.reduce((s, l) => s + l.quantity, 0);
          expect(result.lines.reduce((s, l) => s + l.quantity, 0)).toBeLessThanOrEqual(total);
          for (const l of result.lines) {
            expect(l.quantity).toBeGreaterThan(0);
            expect(l.quantity).toBeLessThanOrEqual(stock[l.productWarehouseId]!);
          }
          expect(new Set(result.lines.map((l) => l.productWarehouseId)).size).toBe(result.lines.length);
        },
      ),
    );
  });
});
