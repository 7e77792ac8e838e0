import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deliveryWindow, NEAR_STOPS, stopsBefore, trackingStatus } from './delivery-promise.js';

const MINUTE = 60_000;
const at = (hhmm: string) => new Date(`2026-12-01T${hhmm}:00.000Z`);

// A slot of 30 minutes to 4 hours starting on the quarter hour, a width of 10 to 60 minutes, an
// arrival anywhere in the slot, a lead share anywhere from 0 to 1.
const slots = fc
  .record({
    quarter: fc.integer({ min: 0, max: 60 }),
    minutes: fc.oneof(
      fc.integer({ min: 30, max: 240 }),
      fc.integer({ min: 6, max: 48 }).map((n) => 5 * n),
    ),
  })
  .map(({ quarter, minutes }) => {
    const startAt = new Date(at('06:00').getTime() + quarter * 15 * MINUTE);
    return { startAt, endAt: new Date(startAt.getTime() + minutes * MINUTE) };
  });
const cases = fc
  .record({
    slot: slots,
    widthMinutes: fc.oneof(
      fc.integer({ min: 10, max: 60 }),
      fc.integer({ min: 2, max: 12 }).map((n) => 5 * n),
    ),
    offset: fc.double({ min: 0, max: 1, noNaN: true }),
    leadShare: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ slot, widthMinutes, offset, leadShare }) => {
    const span = slot.endAt.getTime() - slot.startAt.getTime();
    return {
      slot,
      widthMinutes,
      leadShare,
      plannedArrival: new Date(slot.startAt.getTime() + Math.round(offset * span)),
    };
  });

describe('deliveryWindow', () => {
  it('is as wide as asked, inside the slot, and holds the planned arrival', () => {
    fc.assert(
      fc.property(cases, (input) => {
        const w = deliveryWindow(input);
        const { startAt, endAt } = input.slot;
        expect(w.from.getTime()).toBeGreaterThanOrEqual(startAt.getTime());
        expect(w.to.getTime()).toBeLessThanOrEqual(endAt.getTime());
        const slotMinutes = (endAt.getTime() - startAt.getTime()) / MINUTE;
        expect((w.to.getTime() - w.from.getTime()) / MINUTE).toBe(Math.min(input.widthMinutes, slotMinutes));
        expect(w.from.getTime()).toBeLessThanOrEqual(input.plannedArrival.getTime());
        expect(w.to.getTime()).toBeGreaterThanOrEqual(input.plannedArrival.getTime());
      }),
      { numRuns: 2000 },
    );
  });

  it('starts on five minutes when the slot and the width do', () => {
    fc.assert(
      fc.property(cases, (input) => {
        const slotMinutes = (input.slot.endAt.getTime() - input.slot.startAt.getTime()) / MINUTE;
        fc.pre(slotMinutes % 5 === 0 && input.widthMinutes % 5 === 0);
        expect(deliveryWindow(input).from.getTime() % (5 * MINUTE)).toBe(0);
      }),
    );
  });

  it('never moves earlier when the plan moves later (a later van is never promised earlier)', () => {
    fc.assert(
      fc.property(cases, fc.integer({ min: 0, max: 60 }), (input, later) => {
        const moved = { ...input, plannedArrival: new Date(input.plannedArrival.getTime() + later * MINUTE) };
        fc.pre(moved.plannedArrival <= input.slot.endAt);
        expect(deliveryWindow(moved).from.getTime()).toBeGreaterThanOrEqual(
          deliveryWindow(input).from.getTime(),
        );
      }),
    );
  });

  it('lies mostly after the planned arrival by default, on five minutes', () => {
    const slot = { startAt: at('10:00'), endAt: at('12:00') };
    expect(deliveryWindow({ plannedArrival: at('10:40'), slot, widthMinutes: 20 })).toEqual({
      from: at('10:40'),
      to: at('11:00'),
    });
    expect(deliveryWindow({ plannedArrival: at('10:43'), slot, widthMinutes: 20 })).toEqual({
      from: at('10:40'),
      to: at('11:00'),
    });
    expect(deliveryWindow({ plannedArrival: at('10:44'), slot, widthMinutes: 20, leadShare: 0.5 })).toEqual({
      from: at('10:35'),
      to: at('10:55'),
    });
    // At the slot's edges the window moves whole inside it.
    expect(deliveryWindow({ plannedArrival: at('10:01'), slot, widthMinutes: 20 }).from).toEqual(at('10:00'));
    expect(deliveryWindow({ plannedArrival: at('11:58'), slot, widthMinutes: 20 })).toEqual({
      from: at('11:40'),
      to: at('12:00'),
    });
    // A slot narrower than the width is the window.
    const short = { startAt: at('10:00'), endAt: at('10:15') };
    expect(deliveryWindow({ plannedArrival: at('10:05'), slot: short, widthMinutes: 20 })).toEqual({
      from: at('10:00'),
      to: at('10:15'),
    });
  });
});

describe('stopsBefore and trackingStatus', () => {
  it('counts the stops still to serve before a position, a stop of several orders once', () => {
    const round = [
      { position: 1, done: true },
      { position: 2, done: false },
      { position: 2, done: false },
      { position: 3, done: false },
      { position: 4, done: false },
      { position: 5, done: true },
    ];
    expect(stopsBefore(4, round)).toBe(2);
    expect(stopsBefore(1, round)).toBe(0);
    expect(stopsBefore(6, round)).toBe(3);
  });

  it('is never more than the stops before, nor negative', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ position: fc.integer({ min: 1, max: 30 }), done: fc.boolean() })),
        fc.integer({ min: 1, max: 30 }),
        (round, position) => {
          const n = stopsBefore(position, round);
          expect(n).toBeGreaterThanOrEqual(0);
          expect(n).toBeLessThanOrEqual(position - 1);
        },
      ),
    );
  });

  it('says where the van is from the order status and the stops before', () => {
    expect(trackingStatus('placed', 5)).toBe('planned');
    expect(trackingStatus('preparing', null)).toBe('planned');
    expect(trackingStatus('out_for_delivery', NEAR_STOPS + 1)).toBe('onTheWay');
    expect(trackingStatus('out_for_delivery', null)).toBe('onTheWay');
    expect(trackingStatus('out_for_delivery', NEAR_STOPS)).toBe('twoStopsAway');
    expect(trackingStatus('out_for_delivery', 0)).toBe('twoStopsAway');
    expect(trackingStatus('delivered', 0)).toBe('delivered');
    expect(trackingStatus('delivery_failed', 3)).toBe('failed');
  });
});
