import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEPOSIT_FORFEIT_DAYS,
  forfeitableCents,
  isDepositForfeitDays,
  packagingSale,
} from './deposit-forfeit.js';

/** A customer's deposit history: deliveries (+) and collections (−, never beyond what is pending), by day. */
const history = fc
  .array(
    fc.record({
      day: fc.integer({ min: 0, max: 800 }),
      cents: fc.integer({ min: 10, max: 5000 }),
      collect: fc.boolean(),
    }),
    { maxLength: 30 },
  )
  .map((moves) => {
    let pending = 0;
    return [...moves]
      .sort((a, b) => a.day - b.day)
      .flatMap(({ day, cents, collect }) => {
        const amount = collect ? -Math.min(cents, pending) : cents;
        pending += amount;
        return amount === 0 ? [] : [{ day, amount }];
      });
  });

/** The reference: a queue of deliveries, each collection taking from the oldest first. */
function unreturnedOfAged(moves: { day: number; amount: number }[], cutoffDay: number): number {
  const queue: { day: number; left: number }[] = [];
  for (const { day, amount } of moves) {
    if (amount > 0) queue.push({ day, left: amount });
    let owed = -Math.min(amount, 0);
    for (const delivery of queue) {
      const taken = Math.min(delivery.left, owed);
      delivery.left -= taken;
      owed -= taken;
    }
  }
  return queue.filter((d) => d.day < cutoffDay).reduce((sum, d) => sum + d.left, 0);
}

const closedForm = (moves: { day: number; amount: number }[], cutoffDay: number) =>
  forfeitableCents(
    moves.filter((m) => m.amount > 0 && m.day < cutoffDay).reduce((s, m) => s + m.amount, 0),
    -moves.filter((m) => m.amount < 0).reduce((s, m) => s + m.amount, 0),
  );

describe('forfeitableCents', () => {
  it('is what is left of the aged deliveries when collections settle the oldest first', () => {
    fc.assert(
      fc.property(history, fc.integer({ min: 0, max: 900 }), (moves, cutoffDay) => {
        expect(closedForm(moves, cutoffDay)).toBe(unreturnedOfAged(moves, cutoffDay));
      }),
    );
  });

  it('never takes more than is pending, and nothing more once recorded', () => {
    fc.assert(
      fc.property(history, fc.integer({ min: 0, max: 900 }), (moves, cutoffDay) => {
        const pending = moves.reduce((s, m) => s + m.amount, 0);
        const forfeit = closedForm(moves, cutoffDay);
        expect(forfeit).toBeGreaterThanOrEqual(0);
        expect(forfeit).toBeLessThanOrEqual(pending);
        const after = [...moves, { day: cutoffDay, amount: -forfeit }];
        expect(closedForm(after, cutoffDay)).toBe(0);
      }),
    );
  });

  it('takes nothing while every delivery is younger than the period', () => {
    expect(forfeitableCents(0, 0)).toBe(0);
    expect(forfeitableCents(1000, 1200)).toBe(0);
    expect(forfeitableCents(1000, 300)).toBe(700);
  });
});

describe('packagingSale', () => {
  it('sells at the standard rate of the country, VAT included, to the cent', () => {
    expect(packagingSale(360, 'FR')).toEqual({
      totalCents: 360,
      netCents: 300,
      vatCents: 60,
      vatRateBp: 2000,
    });
    expect(packagingSale(121, 'BE')).toEqual({
      totalCents: 121,
      netCents: 100,
      vatCents: 21,
      vatRateBp: 2100,
    });
  });

  it('net plus VAT is always the forfeited amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom('FR' as const, 'BE' as const),
        (cents, country) => {
          const sale = packagingSale(cents, country);
          expect(sale.netCents + sale.vatCents).toBe(cents);
          expect(sale.netCents).toBeLessThanOrEqual(cents);
        },
      ),
    );
  });
});

describe('isDepositForfeitDays', () => {
  it('takes whole days from a month to ten years', () => {
    expect(isDepositForfeitDays(DEPOSIT_FORFEIT_DAYS.default)).toBe(true);
    expect(isDepositForfeitDays(29)).toBe(false);
    expect(isDepositForfeitDays(3651)).toBe(false);
    expect(isDepositForfeitDays(90.5)).toBe(false);
  });
});
