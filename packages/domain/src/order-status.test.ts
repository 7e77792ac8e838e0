import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  HOLDING_ORDER_STATUSES,
  isOpenOrderStatus,
  nextOrderStatus,
  ORDER_FLOW,
  PLACED_ORDER_STATUSES,
} from './order-status.js';
import { orderStatusRefusal } from './order-status.js';

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

  it('delivers on or after the slot’s day in Europe/Paris, never before', () => {
    const check = (now: string) =>
      orderStatusRefusal('out_for_delivery', 'delivered', { slotStartAt, now: new Date(now) });
    // 23:30 UTC on the 25th is already the 26th in Paris.
    expect(check('2026-11-25T23:30:00Z')).toBeNull();
    expect(check('2026-11-25T22:30:00Z')).toBe('beforeSlotDay');
    expect(check('2026-11-25T12:00:00+01:00')).toBe('beforeSlotDay');
    expect(check('2026-11-27T10:00:00+01:00')).toBeNull();
    // Another warehouse's zone, and the early-delivery setting.
    expect(
      orderStatusRefusal('out_for_delivery', 'delivered', {
        slotStartAt,
        now: new Date('2026-11-25T12:00:00+01:00'),
        earlyDays: 1,
      }),
    ).toBeNull();
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
