import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardRefundSplit, editSettlement, orderEditLock } from './order-edit.js';
import { ORDER_CUTOFF_MS } from './slots.js';

const slotStartAt = '2026-11-26T09:00:00+01:00';
const early = new Date('2026-11-23T10:00:00+01:00');

describe("why a shopper can no longer change an order's lines", () => {
  it('is nothing while placed, nothing picked, before the cut-off', () => {
    expect(orderEditLock('placed', slotStartAt, { now: early, pickingStarted: false })).toBeNull();
  });

  it('is the picking once it began: a line ticked, or the order being prepared', () => {
    expect(orderEditLock('placed', slotStartAt, { now: early, pickingStarted: true })).toBe('picking');
    expect(orderEditLock('preparing', slotStartAt, { now: early, pickingStarted: false })).toBe('picking');
  });

  it("is the cut-off or the order's status first (the same cut-off as cancelling)", () => {
    const late = new Date(Date.parse(slotStartAt) - ORDER_CUTOFF_MS + 1);
    expect(orderEditLock('placed', slotStartAt, { now: late, pickingStarted: true })).toBe('cutoff');
    expect(orderEditLock('delivered', slotStartAt, { now: early, pickingStarted: false })).toBe('delivered');
    expect(orderEditLock('payment_pending', slotStartAt, { now: early, pickingStarted: false })).toBe(
      'payment_pending',
    );
  });

  it("is its van's round once started, even for an order still placed and not picked", () => {
    const started = { now: early, pickingStarted: false, roundStarted: true };
    expect(orderEditLock('placed', slotStartAt, started)).toBe('roundStarted');
    // Its picking begun too: the round is the stronger reason (the van has left).
    expect(orderEditLock('preparing', slotStartAt, { ...started, pickingStarted: true })).toBe(
      'roundStarted',
    );
    // The cut-off and the status still come first.
    const late = new Date(Date.parse(slotStartAt) - ORDER_CUTOFF_MS + 1);
    expect(orderEditLock('placed', slotStartAt, { ...started, now: late })).toBe('cutoff');
  });
});

describe("what an edit's money difference becomes", () => {
  const base = { cardPaidCents: 5000, cardRefundedCents: 0, refundableCents: 5000 };
  it('paid at delivery: the new amount is due, nothing else', () => {
    expect(editSettlement({ ...base, cardPaid: false, amountToPayCents: 7000 })).toEqual({
      kind: 'due',
      amountCents: 7000,
    });
  });

  it('card: an increase is a top-up of the difference, a decrease a refund of it', () => {
    expect(editSettlement({ ...base, cardPaid: true, amountToPayCents: 6200 })).toEqual({
      kind: 'cardTopUp',
      amountCents: 1200,
    });
    expect(editSettlement({ ...base, cardPaid: true, amountToPayCents: 3800 })).toEqual({
      kind: 'cardRefund',
      amountCents: 1200,
    });
    expect(editSettlement({ ...base, cardPaid: true, amountToPayCents: 5000 }).kind).toBe('none');
  });

  it('counts what went back already: after a refund, growing again is a top-up of the new gap only', () => {
    expect(
      editSettlement({ ...base, cardRefundedCents: 1000, cardPaid: true, amountToPayCents: 4500 }),
    ).toEqual({ kind: 'cardTopUp', amountCents: 500 });
  });

  it('after any edit, the card holds exactly the new amount (within what may be refunded)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (paid, refundedRaw, amount) => {
          const refunded = Math.min(paid, refundedRaw);
          const s = editSettlement({
            cardPaid: true,
            amountToPayCents: amount,
            cardPaidCents: paid,
            cardRefundedCents: refunded,
            refundableCents: paid - refunded,
          });
          expect(s.amountCents).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(s.amountCents)).toBe(true);
          const held =
            paid -
            refunded +
            (s.kind === 'cardTopUp' ? s.amountCents : 0) -
            (s.kind === 'cardRefund' ? s.amountCents : 0);
          expect(held).toBe(amount);
        },
      ),
    );
  });

  it('never refunds more than the card may still get back', () => {
    expect(editSettlement({ ...base, refundableCents: 300, cardPaid: true, amountToPayCents: 1000 })).toEqual(
      { kind: 'cardRefund', amountCents: 300 },
    );
  });
});

describe('which card payment a refund goes back against', () => {
  it('the newest first (the top-up), then the checkout, never more than each took', () => {
    const parts = [
      { id: null, paidCents: 5000, refundedCents: 0 },
      { id: 7, paidCents: 1200, refundedCents: 200 },
    ];
    expect(cardRefundSplit(parts, 600)).toEqual([{ id: 7, amountCents: 600 }]);
    expect(cardRefundSplit(parts, 1500)).toEqual([
      { id: 7, amountCents: 1000 },
      { id: null, amountCents: 500 },
    ]);
  });

  it('adds up to what was asked, within what the payments hold', () => {
    const part = fc.record({
      id: fc.integer(),
      paidCents: fc.integer({ min: 0, max: 10_000 }),
      refundedCents: fc.integer({ min: 0, max: 10_000 }),
    });
    fc.assert(
      fc.property(fc.array(part, { maxLength: 5 }), fc.integer({ min: 0, max: 60_000 }), (parts, amount) => {
        const split = cardRefundSplit(parts, amount);
        const room = parts.reduce((n, p) => n + Math.max(0, p.paidCents - p.refundedCents), 0);
        expect(split.reduce((n, s) => n + s.amountCents, 0)).toBe(Math.min(amount, room));
        for (const s of split) expect(s.amountCents).toBeGreaterThan(0);
      }),
    );
  });
});
