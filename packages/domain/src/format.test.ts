import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cartBadgeLabel, searchPath } from './format.js';
import { formatEuros, roundHalfUp, toCents, toEuros } from './money.js';
import { formatSlotLabel, nextSlot, isSlotOpenForOrders } from './slots.js';

describe('cartBadgeLabel', () => {
  it('is hidden at 0 and caps at 99+', () => {
    expect(cartBadgeLabel(0)).toBeNull();
    expect(cartBadgeLabel(1)).toBe('1');
    expect(cartBadgeLabel(99)).toBe('99');
    expect(cartBadgeLabel(100)).toBe('99+');
  });
});

describe('searchPath', () => {
  it('trims and URL-encodes; empty does nothing', () => {
    expect(searchPath('/fr', '  bière & co ')).toBe('/fr/produits?search=bi%C3%A8re%20%26%20co');
    expect(searchPath('/fr', '   ')).toBeNull();
  });
});

describe('money', () => {
  it('formats with 2 decimals and a euro sign', () => {
    expect(formatEuros(1250).replace(/\s/g, ' ')).toBe('12,50 €');
    expect(formatEuros(4000, 'nl-BE').replace(/\s/g, ' ')).toBe('€ 40,00');
  });
  it('cents ↔ euros round-trips for any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (c) => toCents(toEuros(c)) === c),
    );
  });
  it('rounds half up', () => {
    expect(roundHalfUp(2.5)).toBe(3);
    expect(roundHalfUp(-2.5)).toBe(-3);
    expect(roundHalfUp(2.4999)).toBe(2);
  });
});

describe('slots', () => {
  const slot = (id: number, startAt: string, isFull = false) => ({
    id,
    startAt,
    endAt: startAt.replace('T09', 'T11'),
    isFull,
    isSoonFull: false,
  });
  it('next slot is the first non-full slot in any group', () => {
    const groups = [
      { date: '2026-11-23', slots: [slot(1, '2026-11-23T09:00:00+01:00', true)] },
      {
        date: '2026-11-24',
        slots: [slot(2, '2026-11-24T09:00:00+01:00', true), slot(3, '2026-11-24T09:00:00+01:00')],
      },
    ];
    expect(nextSlot(groups)?.id).toBe(3);
    expect(nextSlot([])).toBeNull();
  });
  it('formats as Day number · start-end in 24h, the month named so the day never reads as one', () => {
    const tuesday = slot(1, '2026-11-24T09:00:00+01:00');
    expect(formatSlotLabel(tuesday)).toBe('mar. 24 nov. · 09:00-11:00');
    expect(formatSlotLabel(tuesday, 'fr-BE')).toBe('mar. 24 nov. · 09:00-11:00');
    expect(formatSlotLabel(tuesday, 'nl-BE')).toMatch(/^di 24 nov\.? · 09:00-11:00$/);
    expect(formatSlotLabel(tuesday, 'es-ES')).toMatch(/^mar\.? 24 nov\.? · 09:00-11:00$/);
  });
  it('refuses slots starting within 2 hours', () => {
    const now = new Date('2026-11-24T06:59:00+01:00');
    expect(isSlotOpenForOrders(slot(1, '2026-11-24T09:00:00+01:00').startAt, now)).toBe(true);
    expect(
      isSlotOpenForOrders(
        slot(1, '2026-11-24T09:00:00+01:00').startAt,
        new Date('2026-11-24T07:01:00+01:00'),
      ),
    ).toBe(false);
  });
  it('closes same-day slots at 17h, shop time, whatever their start', () => {
    const evening = slot(1, '2026-11-24T19:00:00+01:00');
    expect(isSlotOpenForOrders(evening.startAt, new Date('2026-11-24T16:59:00+01:00'))).toBe(true);
    expect(isSlotOpenForOrders(evening.startAt, new Date('2026-11-24T17:00:00+01:00'))).toBe(false);
    // The next day's first slot is still open the evening before.
    expect(
      isSlotOpenForOrders(
        slot(2, '2026-11-25T09:00:00+01:00').startAt,
        new Date('2026-11-24T21:30:00+01:00'),
      ),
    ).toBe(true);
  });
});

import { deliveryWindows, zonedInstant, localDate, addDays } from './slots.js';
describe('delivery windows', () => {
  it('are 2-hour windows starting every hour from 9h to 19h, Paris time, DST-aware', () => {
    const winter = deliveryWindows('2026-11-24');
    expect(winter).toHaveLength(11);
    expect(winter[0]!.startAt.toISOString()).toBe('2026-11-24T08:00:00.000Z');
    expect(winter[1]!.startAt.toISOString()).toBe('2026-11-24T09:00:00.000Z'); // 10h–12h
    expect(winter[1]!.endAt.toISOString()).toBe('2026-11-24T11:00:00.000Z');
    expect(winter[10]!.endAt.toISOString()).toBe('2026-11-24T20:00:00.000Z');
    expect(zonedInstant('2026-07-01', 9).toISOString()).toBe('2026-07-01T07:00:00.000Z');
  });
  it('local dates and day arithmetic', () => {
    expect(localDate(new Date('2026-11-24T23:30:00Z'))).toBe('2026-11-25');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
