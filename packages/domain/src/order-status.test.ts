import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ADVANCE_STATUSES,
  HOLDING_ORDER_STATUSES,
  isOpenOrderStatus,
  nextOrderStatus,
  ORDER_FLOW,
  orderChangeLock,
  PLACED_ORDER_STATUSES,
  statusStepOpensAt,
} from './order-status.js';
import { orderStatusRefusal } from './order-status.js';
import { ORDER_CUTOFF_MS } from './slots.js';

const slotStartAt = '2026-11-26T09:00:00+01:00';
const onSlotDay = new Date('2026-11-26T08:30:00+01:00');

describe('order status changes', () => {
  it('moves one step at a time: confirmed (placed) never jumps to delivered', () => {
    expect(orderStatusRefusal('placed', 'delivered', { slotStartAt, now: onSlotDay })).toBe('notNextStep');
    expect(orderStatusRefusal('placed', 'out_for_delivery', { slotStartAt, now: onSlotDay })).toBe(
      'notNextStep',
    );
    expect(orderStatusRefusal('preparing', 'delivered', { slotStartAt, now: onSlotDay })).toBe('notNextStep');
    expect(orderStatusRefusal('placed', 'preparing', { slotStartAt, now: onSlotDay })).toBeNull();
    expect(orderStatusRefusal('out_for_delivery', 'delivered', { slotStartAt, now: onSlotDay })).toBeNull();
  });

  it('never goes back, and a cancelled or delivered order moves no more', () => {
    expect(orderStatusRefusal('delivered', 'preparing', { slotStartAt })).toBe('notNextStep');
    expect(orderStatusRefusal('cancelled', 'preparing', { slotStartAt })).toBe('notNextStep');
    expect(orderStatusRefusal('delivered', 'delivered', { slotStartAt })).toBe('notNextStep');
  });

  it('is allowed exactly for the next status of the flow (any pair)', () => {
    const statuses = [...ORDER_FLOW, 'cancelled'];
    fc.assert(
      fc.property(fc.constantFrom(...statuses), fc.constantFrom(...statuses), (from, to) => {
        const allowed = orderStatusRefusal(from, to, { slotStartAt, now: onSlotDay }) === null;
        const i = ORDER_FLOW.indexOf(from as (typeof ORDER_FLOW)[number]);
        expect(allowed).toBe(i >= 0 && ORDER_FLOW[i + 1] === to);
      }),
    );
  });
});

describe('the time rule of every step', () => {
  const at = (iso: string) => new Date(iso);
  const refusal = (from: string, to: string, now: string, earlyDays?: number) =>
    orderStatusRefusal(from, to, { slotStartAt, now: at(now), earlyDays });

  it('prepares on the slot’s day in Europe/Paris, never days ahead', () => {
    // Found 1: three days ahead, the driver could start it.
    expect(refusal('placed', 'preparing', '2026-11-23T10:00:00+01:00')).toBe('tooEarly');
    expect(refusal('placed', 'preparing', '2026-11-25T23:59:00+01:00')).toBe('tooEarly');
    // 23:30 UTC on the 25th is already the 26th in Paris.
    expect(refusal('placed', 'preparing', '2026-11-25T23:30:00Z')).toBeNull();
    expect(refusal('placed', 'preparing', '2026-11-27T10:00:00+01:00')).toBeNull();
  });

  it('leaves for delivery, and is delivered, only once the shopper’s cut-off has passed', () => {
    // The slot starts at 9:00: the shopper may change the order until 7:00.
    for (const [from, to] of [
      ['preparing', 'out_for_delivery'],
      ['out_for_delivery', 'delivered'],
    ] as const) {
      expect(refusal(from, to, '2026-11-23T10:00:00+01:00')).toBe('tooEarly');
      expect(refusal(from, to, '2026-11-26T06:59:59+01:00')).toBe('tooEarly');
      expect(refusal(from, to, '2026-11-26T07:00:00+01:00')).toBeNull();
      expect(refusal(from, to, '2026-11-27T10:00:00+01:00')).toBeNull();
    }
  });

  it('says from when each step opens', () => {
    expect(statusStepOpensAt('preparing', { slotStartAt })).toEqual(at('2026-11-26T00:00:00+01:00'));
    expect(statusStepOpensAt('out_for_delivery', { slotStartAt })).toEqual(at('2026-11-26T07:00:00+01:00'));
    expect(statusStepOpensAt('delivered', { slotStartAt })).toEqual(at('2026-11-26T07:00:00+01:00'));
    // Another warehouse's zone: its own midnight.
    expect(statusStepOpensAt('preparing', { slotStartAt, timeZone: 'Indian/Reunion' })).toEqual(
      at('2026-11-26T00:00:00+04:00'),
    );
  });

  it('moves every step earlier by the early-delivery allowance (EARLY_DELIVERY_DAYS)', () => {
    expect(refusal('placed', 'preparing', '2026-11-23T10:00:00+01:00', 3)).toBeNull();
    expect(refusal('preparing', 'out_for_delivery', '2026-11-23T10:00:00+01:00', 3)).toBeNull();
    expect(refusal('out_for_delivery', 'delivered', '2026-11-25T12:00:00+01:00', 1)).toBeNull();
    expect(refusal('preparing', 'out_for_delivery', '2026-11-25T06:00:00+01:00', 1)).toBe('tooEarly');
    expect(statusStepOpensAt('preparing', { slotStartAt, earlyDays: 2 })).toEqual(
      at('2026-11-24T00:00:00+01:00'),
    );
  });

  it('never lets an order leave while its shopper may still change it (any step, any moment)', () => {
    const slot = at(slotStartAt).getTime();
    fc.assert(
      fc.property(
        fc.constantFrom(...ADVANCE_STATUSES),
        fc.integer({ min: -5 * 86_400_000, max: 86_400_000 }),
        (to, offset) => {
          const now = new Date(slot + offset);
          const from = ORDER_FLOW[ORDER_FLOW.indexOf(to) - 1]!;
          const allowed = orderStatusRefusal(from, to, { slotStartAt, now }) === null;
          expect(allowed).toBe(now >= statusStepOpensAt(to, { slotStartAt }));
          if (to !== 'preparing' && allowed)
            expect(orderChangeLock('placed', slotStartAt, now)).toBe('cutoff');
        },
      ),
    );
  });
});

describe('why a shopper can no longer change an order', () => {
  const early = new Date('2026-11-23T10:00:00+01:00');
  it('is nothing while it is placed or being prepared, before the cut-off', () => {
    expect(orderChangeLock('placed', slotStartAt, early)).toBeNull();
    expect(orderChangeLock('preparing', slotStartAt, early)).toBeNull();
    expect(
      orderChangeLock('placed', slotStartAt, new Date(Date.parse(slotStartAt) - ORDER_CUTOFF_MS)),
    ).toBeNull();
  });

  it('is the cut-off before its slot, or what happened to it (its status comes first)', () => {
    const late = new Date(Date.parse(slotStartAt) - ORDER_CUTOFF_MS + 1);
    expect(orderChangeLock('placed', slotStartAt, late)).toBe('cutoff');
    expect(orderChangeLock('preparing', slotStartAt, late)).toBe('cutoff');
    expect(orderChangeLock('out_for_delivery', slotStartAt, early)).toBe('out_for_delivery');
    expect(orderChangeLock('out_for_delivery', slotStartAt, late)).toBe('out_for_delivery');
    expect(orderChangeLock('delivered', slotStartAt, early)).toBe('delivered');
    expect(orderChangeLock('cancelled', slotStartAt, early)).toBe('cancelled');
    expect(orderChangeLock('payment_pending', slotStartAt, early)).toBe('payment_pending');
  });
});

describe('a card order waiting for its payment', () => {
  it('holds what its checkout took, but is neither placed nor open until paid', () => {
    expect(HOLDING_ORDER_STATUSES).toContain('payment_pending');
    expect(HOLDING_ORDER_STATUSES).not.toContain('cancelled');
    expect(PLACED_ORDER_STATUSES).not.toContain('payment_pending');
    expect(isOpenOrderStatus('payment_pending')).toBe(false);
    expect(nextOrderStatus('payment_pending')).toBeNull();
    expect(orderStatusRefusal('payment_pending', 'preparing', { slotStartAt: new Date() })).toBe(
      'notNextStep',
    );
  });
});
