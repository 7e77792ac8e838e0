import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  deliveryFailureOutcome,
  deliveryFailureRefusal,
  FAILURE_NOTE_MAX,
  FAILURE_REASONS,
  failureNote,
  rebookDecision,
  redeliveryFeeCents,
} from './delivery-failure.js';
import { ORDER_STATUSES } from './order-status.js';
import { ORDER_CUTOFF_MS } from './slots.js';

const slotStartAt = '2026-11-26T18:00:00+01:00';
const atDoor = new Date('2026-11-26T18:20:00+01:00');

describe('failure reasons', () => {
  it('lists the six reasons, other last', () => {
    expect(FAILURE_REASONS).toEqual([
      'absent',
      'refused',
      'address_not_found',
      'age_not_verified',
      'damaged',
      'other',
    ]);
  });

  it("needs a note for 'other' only, trims it and bounds it", () => {
    expect(failureNote('other', '  ')).toEqual({ ok: false, refusal: 'noteRequired' });
    expect(failureNote('other', undefined)).toEqual({ ok: false, refusal: 'noteRequired' });
    expect(failureNote('other', ' Chien méchant ')).toEqual({ ok: true, note: 'Chien méchant' });
    expect(failureNote('absent', '')).toEqual({ ok: true, note: null });
    expect(failureNote('absent', 'x'.repeat(FAILURE_NOTE_MAX + 1))).toEqual({
      ok: false,
      refusal: 'noteTooLong',
    });
  });
});

describe('when a delivery may fail', () => {
  it('from preparing or out for delivery, with the time rule of delivered', () => {
    expect(deliveryFailureRefusal('out_for_delivery', { slotStartAt, now: atDoor })).toBeNull();
    expect(deliveryFailureRefusal('preparing', { slotStartAt, now: atDoor })).toBeNull();
    const beforeCutoff = new Date(new Date(slotStartAt).getTime() - ORDER_CUTOFF_MS - 1);
    expect(deliveryFailureRefusal('out_for_delivery', { slotStartAt, now: beforeCutoff })).toBe('tooEarly');
    expect(
      deliveryFailureRefusal('out_for_delivery', { slotStartAt, now: beforeCutoff, earlyDays: 1 }),
    ).toBeNull();
  });

  it('never for a delivered, cancelled, placed or unpaid order; a failed one is a replay', () => {
    for (const status of ['delivered', 'cancelled', 'placed', 'payment_pending'] as const)
      expect(deliveryFailureRefusal(status, { slotStartAt, now: atDoor })).toBe('notFailable');
    expect(deliveryFailureRefusal('delivery_failed', { slotStartAt, now: atDoor })).toBe('alreadyFailed');
  });
});

describe('what follows a failed delivery', () => {
  const lines = [
    { productWarehouseId: 7, quantity: 2, writeOffOnReturn: false },
    { productWarehouseId: 3, quantity: 1, writeOffOnReturn: true },
    { productWarehouseId: 7, quantity: 1, writeOffOnReturn: false },
  ];

  it('puts goods back in stock, writes fresh ones off, per entry in id order', () => {
    const outcome = deliveryFailureOutcome({
      lines,
      paymentMethod: 'offline',
      paid: { walletUsedCents: 0, cardPaidCents: 0 },
      refunds: [],
    });
    expect(outcome.restock).toEqual([{ productWarehouseId: 7, quantity: 3 }]);
    expect(outcome.writeOff).toEqual([{ productWarehouseId: 3, quantity: 1 }]);
  });

  it('collects nothing at the door, charges no deposit, issues no invoice', () => {
    const outcome = deliveryFailureOutcome({
      lines,
      paymentMethod: 'offline',
      paid: { walletUsedCents: 500, cardPaidCents: 0 },
      refunds: [],
    });
    expect(outcome).toMatchObject({
      collectCents: 0,
      pendingDepositCents: 0,
      issueInvoice: false,
      cardRefundCents: 0,
      walletRefundCents: 500,
    });
  });

  it('refunds the card what it paid less what already went back to it', () => {
    const outcome = deliveryFailureOutcome({
      lines,
      paymentMethod: 'stripe',
      paid: { walletUsedCents: 300, cardPaidCents: 4200 },
      refunds: [
        { method: 'card', amountCents: 200, state: 'succeeded' },
        { method: 'card', amountCents: 999, state: 'failed' },
      ],
    });
    expect(outcome.cardRefundCents).toBe(4000);
    expect(outcome.walletRefundCents).toBe(300);
  });

  it('never gives back more than was paid (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('offline' as const, 'stripe' as const),
        fc.nat(100_000),
        fc.nat(100_000),
        fc.array(
          fc.record({
            method: fc.constantFrom('wallet' as const, 'card' as const),
            amountCents: fc.nat(20_000),
            state: fc.constantFrom('pending' as const, 'succeeded' as const, 'failed' as const),
          }),
          { maxLength: 4 },
        ),
        (paymentMethod, walletUsedCents, cardPaid, refunds) => {
          const cardPaidCents = paymentMethod === 'stripe' ? cardPaid : 0;
          const o = deliveryFailureOutcome({
            lines,
            paymentMethod,
            paid: { walletUsedCents, cardPaidCents },
            refunds,
          });
          const given = refunds.filter((r) => r.state !== 'failed').reduce((n, r) => n + r.amountCents, 0);
          expect(o.cardRefundCents).toBeGreaterThanOrEqual(0);
          expect(o.walletRefundCents).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(o.cardRefundCents + o.walletRefundCents)).toBe(true);
          expect(o.cardRefundCents).toBeLessThanOrEqual(cardPaidCents);
          expect(o.walletRefundCents).toBeLessThanOrEqual(walletUsedCents);
          expect(o.cardRefundCents + o.walletRefundCents + given).toBeLessThanOrEqual(
            Math.max(given, walletUsedCents + cardPaidCents),
          );
          if (paymentMethod === 'offline') expect(o.cardRefundCents).toBe(0);
        },
      ),
    );
  });

  it('loses no goods: restocked and written off add up to the lines (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            productWarehouseId: fc.integer({ min: 1, max: 5 }),
            quantity: fc.integer({ min: 1, max: 50 }),
            writeOffOnReturn: fc.boolean(),
          }),
          { maxLength: 8 },
        ),
        (ls) => {
          const o = deliveryFailureOutcome({
            lines: ls,
            paymentMethod: 'offline',
            paid: { walletUsedCents: 0, cardPaidCents: 0 },
            refunds: [],
          });
          const sum = (xs: { quantity: number }[]) => xs.reduce((n, x) => n + x.quantity, 0);
          expect(sum(o.restock) + sum(o.writeOff)).toBe(sum(ls));
        },
      ),
    );
  });
});

describe('booking a failed delivery again', () => {
  it('books once: a second click finds the first re-booking, a cancelled one may be replaced', () => {
    expect(rebookDecision('delivery_failed', null)).toEqual({ kind: 'book' });
    expect(rebookDecision('delivery_failed', { id: 9, status: 'placed' })).toEqual({
      kind: 'existing',
      orderId: 9,
    });
    expect(rebookDecision('delivery_failed', { id: 9, status: 'payment_pending' })).toEqual({
      kind: 'existing',
      orderId: 9,
    });
    expect(rebookDecision('delivery_failed', { id: 9, status: 'cancelled' })).toEqual({ kind: 'book' });
    for (const status of ORDER_STATUSES.filter((s) => s !== 'delivery_failed'))
      expect(rebookDecision(status, null)).toEqual({ kind: 'refused' });
  });

  it('reads the re-delivery fee setting: default 0, never negative nor fractional', () => {
    expect(redeliveryFeeCents(undefined)).toBe(0);
    expect(redeliveryFeeCents('')).toBe(0);
    expect(redeliveryFeeCents('490')).toBe(490);
    expect(redeliveryFeeCents('-5')).toBe(0);
    expect(redeliveryFeeCents('4.9')).toBe(0);
  });
});
