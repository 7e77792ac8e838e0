import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHANGEABLE_STATUSES, ORDER_STATUSES, slotFreePlaces, slotMoveRefusal } from './order-status.js';

const now = new Date('2026-11-26T10:00:00+01:00');
const target = { id: 9, startAt: '2026-11-27T10:00:00+01:00', closed: false, capacity: 10, taken: 7 };
const check = { statuses: ['placed' as const], fromSlotIds: [3], target, now };

describe('staff moving orders to another slot', () => {
  it('moves a placed or prepared order to a future open slot with a free place', () => {
    expect(slotMoveRefusal(check)).toBeNull();
    expect(slotMoveRefusal({ ...check, statuses: ['preparing'] })).toBeNull();
  });

  it('never moves an order on its way, delivered, cancelled or still at the card payment', () => {
    for (const status of ['out_for_delivery', 'delivered', 'cancelled', 'payment_pending'] as const)
      expect(slotMoveRefusal({ ...check, statuses: ['placed', status] })).toBe('orderNotMovable');
  });

  it('is not bound by the shopper’s 2-hour cut-off, but refuses a slot that has begun, or a closed one', () => {
    const inAnHour = { ...target, startAt: new Date(now.getTime() + 3_600_000) };
    expect(slotMoveRefusal({ ...check, target: inAnHour })).toBeNull();
    expect(slotMoveRefusal({ ...check, target: { ...target, startAt: now } })).toBe('slotPast');
    expect(slotMoveRefusal({ ...check, target: { ...target, closed: true } })).toBe('slotClosed');
    expect(slotMoveRefusal({ ...check, fromSlotIds: [3, 9] })).toBe('sameSlot');
  });

  it('moves n orders only into a slot with n free places: capacity is never exceeded', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 1, max: 30 }),
        fc.constantFrom(...CHANGEABLE_STATUSES),
        (capacity, taken, count, status) => {
          const refusal = slotMoveRefusal({
            ...check,
            statuses: Array.from({ length: count }, () => status),
            target: { ...target, capacity, taken },
          });
          expect(refusal === null).toBe(taken + count <= capacity);
          if (refusal === null) expect(taken + count).toBeLessThanOrEqual(capacity);
          expect(slotFreePlaces({ capacity, taken })).toBe(Math.max(0, capacity - taken));
        },
      ),
    );
  });

  it('refuses by status before anything else (any status)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ORDER_STATUSES), (status) => {
        const full = { ...target, taken: target.capacity, closed: true };
        const refusal = slotMoveRefusal({ ...check, statuses: [status], target: full });
        expect(refusal).toBe(CHANGEABLE_STATUSES.includes(status) ? 'slotClosed' : 'orderNotMovable');
      }),
    );
  });
});
