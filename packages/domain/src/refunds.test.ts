import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cancellationRefunds, refundLimits, refundRefusal, type RefundMethod } from './refunds.js';

describe('refundLimits', () => {
  const card = { walletUsedCents: 500, cardPaidCents: 3000, collectedCents: 0 };

  it('is what was paid less what went back; the card only what it paid', () => {
    expect(refundLimits(card, [])).toEqual({ totalCents: 3500, cardCents: 3000 });
    expect(refundLimits(card, [{ method: 'wallet', amountCents: 1000 }])).toEqual({
      totalCents: 2500,
      cardCents: 2500,
    });
    expect(refundLimits(card, [{ method: 'card', amountCents: 2800 }])).toEqual({
      totalCents: 700,
      cardCents: 200,
    });
  });

  it('a pending card refund counts (its money is on its way); a failed one gave nothing back', () => {
    const pending = { method: 'card' as const, amountCents: 2800, state: 'pending' as const };
    expect(refundLimits(card, [pending])).toEqual({ totalCents: 700, cardCents: 200 });
    expect(refundLimits(card, [{ ...pending, state: 'succeeded' }])).toEqual({
      totalCents: 700,
      cardCents: 200,
    });
    expect(refundLimits(card, [{ ...pending, state: 'failed' }])).toEqual({
      totalCents: 3500,
      cardCents: 3000,
    });
    expect(cancellationRefunds(card, [{ ...pending, state: 'failed' }])).toEqual({
      cardCents: 3000,
      walletCents: 500,
    });
  });

  it('an offline order not delivered: only the wallet part was paid, and nothing to a card', () => {
    const limits = refundLimits({ walletUsedCents: 200, cardPaidCents: 0, collectedCents: 0 }, []);
    expect(limits).toEqual({ totalCents: 200, cardCents: 0 });
    expect(refundRefusal(limits, 'card', 100)).toBe('refundCardTooLarge');
    expect(refundRefusal(limits, 'wallet', 201)).toBe('refundTooLarge');
    expect(refundRefusal(limits, 'wallet', 200)).toBeNull();
    expect(refundRefusal({ totalCents: 0, cardCents: 0 }, 'wallet', 1)).toBe('refundNothingPaid');
  });

  it('property: refunds accepted one after another never add up to more than was paid', () => {
    fc.assert(
      fc.property(
        fc.record({
          walletUsedCents: fc.integer({ min: 0, max: 10_000 }),
          cardPaidCents: fc.integer({ min: 0, max: 10_000 }),
          collectedCents: fc.integer({ min: 0, max: 10_000 }),
        }),
        fc.array(
          fc.record({
            method: fc.constantFrom<RefundMethod>('wallet', 'card'),
            amountCents: fc.integer({ min: 1, max: 8000 }),
          }),
          { maxLength: 12 },
        ),
        (paid, requests) => {
          const made: { method: RefundMethod; amountCents: number }[] = [];
          for (const r of requests)
            if (!refundRefusal(refundLimits(paid, made), r.method, r.amountCents)) made.push(r);
          const total = made.reduce((n, r) => n + r.amountCents, 0);
          const toCard = made.filter((r) => r.method === 'card').reduce((n, r) => n + r.amountCents, 0);
          expect(total).toBeLessThanOrEqual(paid.walletUsedCents + paid.cardPaidCents + paid.collectedCents);
          expect(toCard).toBeLessThanOrEqual(paid.cardPaidCents);
        },
      ),
    );
  });
});

describe('cancellationRefunds', () => {
  it('gives back the rest of what was paid: the card first, then the wallet', () => {
    const paid = { walletUsedCents: 500, cardPaidCents: 3000, collectedCents: 0 };
    expect(cancellationRefunds(paid, [])).toEqual({ cardCents: 3000, walletCents: 500 });
    expect(cancellationRefunds(paid, [{ method: 'wallet', amountCents: 250 }])).toEqual({
      cardCents: 3000,
      walletCents: 250,
    });
    expect(
      cancellationRefunds({ walletUsedCents: 500, cardPaidCents: 0, collectedCents: 0 }, [
        { method: 'wallet', amountCents: 250 },
      ]),
    ).toEqual({ cardCents: 0, walletCents: 250 });
  });

  it('property: refunds and the cancellation together give back exactly what was paid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.array(
          fc.record({
            method: fc.constantFrom<RefundMethod>('wallet', 'card'),
            amountCents: fc.integer({ min: 1, max: 5000 }),
          }),
          { maxLength: 5 },
        ),
        (walletUsedCents, cardPaidCents, requests) => {
          const paid = { walletUsedCents, cardPaidCents, collectedCents: 0 };
          const made: { method: RefundMethod; amountCents: number }[] = [];
          for (const r of requests)
            if (!refundRefusal(refundLimits(paid, made), r.method, r.amountCents)) made.push(r);
          const back = cancellationRefunds(paid, made);
          const before = made.reduce((n, r) => n + r.amountCents, 0);
          expect(before + back.cardCents + back.walletCents).toBe(walletUsedCents + cardPaidCents);
        },
      ),
    );
  });
});
