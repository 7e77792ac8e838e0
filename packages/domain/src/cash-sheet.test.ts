import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cashSheetTotals,
  closingNeedsNote,
  DOOR_CASH_MAX_OVER_CENTS,
  doorPaymentRefusal,
  isCashCount,
  type DoorPaymentLine,
} from './cash-sheet.js';

const line = fc.record({
  method: fc.constantFrom('card_terminal' as const, 'cash' as const),
  expectedCents: fc.integer({ min: 0, max: 50_000 }),
  receivedCents: fc.integer({ min: 0, max: 60_000 }),
});

describe('doorPaymentRefusal', () => {
  it('takes a card terminal payment only for the amount to pay', () => {
    expect(doorPaymentRefusal('card_terminal', 1850, 1850)).toBeNull();
    expect(doorPaymentRefusal('card_terminal', 1850, 1650)).toBe('cardAmountMismatch');
    expect(doorPaymentRefusal('card_terminal', 1850, 1851)).toBe('cardAmountMismatch');
  });

  it('takes cash short or over, never negative, fractional or absurd', () => {
    expect(doorPaymentRefusal('cash', 1850, 1650)).toBeNull();
    expect(doorPaymentRefusal('cash', 1850, 0)).toBeNull();
    expect(doorPaymentRefusal('cash', 1850, 2000)).toBeNull();
    expect(doorPaymentRefusal('cash', 1850, -1)).toBe('amountInvalid');
    expect(doorPaymentRefusal('cash', 1850, 12.5)).toBe('amountInvalid');
    expect(doorPaymentRefusal('cash', 1850, 1850 + DOOR_CASH_MAX_OVER_CENTS)).toBeNull();
    expect(doorPaymentRefusal('cash', 1850, 1851 + DOOR_CASH_MAX_OVER_CENTS)).toBe('amountAbsurd');
    expect(doorPaymentRefusal('cash', 1850, Number.MAX_SAFE_INTEGER)).toBe('amountAbsurd');
  });

  it('never takes a negative amount, whatever the method (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('card_terminal' as const, 'cash' as const),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: -1_000_000, max: -1 }),
        (method, expected, received) => doorPaymentRefusal(method, expected, received) === 'amountInvalid',
      ),
    );
  });
});

describe('cashSheetTotals', () => {
  it('a cash payment 2,00 € short shows −2,00 €', () => {
    const totals = cashSheetTotals([
      { method: 'cash', expectedCents: 2350, receivedCents: 2150 },
      { method: 'card_terminal', expectedCents: 4000, receivedCents: 4000 },
    ]);
    expect(totals.cash).toEqual({
      expectedCents: 2350,
      receivedCents: 2150,
      countedCents: null,
      differenceCents: -200,
    });
    expect(totals.card.differenceCents).toBe(0);
    expect(totals.differenceCents).toBe(-200);
  });

  it('cash is judged by the count once the driver made it', () => {
    const payments: DoorPaymentLine[] = [{ method: 'cash', expectedCents: 2350, receivedCents: 2150 }];
    expect(cashSheetTotals(payments, 2150).differenceCents).toBe(-200);
    expect(cashSheetTotals(payments, 2350).differenceCents).toBe(0);
    expect(cashSheetTotals(payments, 2000).cash.differenceCents).toBe(-350);
  });

  it('sums per method, and the difference is received (or counted) minus expected (property)', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 40 }), fc.option(fc.nat(2_000_000)), (payments, counted) => {
        const totals = cashSheetTotals(payments, counted);
        const of = (m: DoorPaymentLine['method']) => payments.filter((p) => p.method === m);
        const sum = (ps: DoorPaymentLine[], f: 'expectedCents' | 'receivedCents') =>
          ps.reduce((n, p) => n + p[f], 0);
        expect(totals.card.expectedCents).toBe(sum(of('card_terminal'), 'expectedCents'));
        expect(totals.cash.receivedCents).toBe(sum(of('cash'), 'receivedCents'));
        expect(totals.card.expectedCents + totals.cash.expectedCents).toBe(sum(payments, 'expectedCents'));
        expect(totals.cash.differenceCents).toBe(
          (counted ?? totals.cash.receivedCents) - totals.cash.expectedCents,
        );
        expect(totals.differenceCents).toBe(totals.card.differenceCents + totals.cash.differenceCents);
        for (const n of Object.values(totals.card)) expect(Number.isInteger(n)).toBe(true);
      }),
    );
  });

  it('taken payments only: a sheet of card payments the rule took never shows a difference (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(50_000), { maxLength: 30 }), (amounts) => {
        const payments = amounts.map((a) => ({
          method: 'card_terminal' as const,
          expectedCents: a,
          receivedCents: a,
        }));
        expect(
          payments.every((p) => doorPaymentRefusal(p.method, p.expectedCents, p.receivedCents) === null),
        ).toBe(true);
        expect(cashSheetTotals(payments).differenceCents).toBe(0);
      }),
    );
  });
});

describe('closing and counting', () => {
  it('a difference needs a note; none without one', () => {
    expect(closingNeedsNote(-200, '')).toBe(true);
    expect(closingNeedsNote(-200, '   ')).toBe(true);
    expect(closingNeedsNote(-200, 'Client à recontacter')).toBe(false);
    expect(closingNeedsNote(0, null)).toBe(false);
  });

  it('a count is whole cents from 0 to the cap', () => {
    expect(isCashCount(0)).toBe(true);
    expect(isCashCount(2150)).toBe(true);
    expect(isCashCount(-1)).toBe(false);
    expect(isCashCount(0.5)).toBe(false);
    expect(isCashCount(2_000_001)).toBe(false);
  });
});
