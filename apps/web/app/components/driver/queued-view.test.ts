import type { VanRoundStopDto } from '@consigne/api-client';
import { describe, expect, it } from 'vitest';
import type { QueuedAction } from '../../lib/driver-queue';
import { pendingOnPhone, queuedStatus } from './queued-view';
import { stopDone } from './stops';

let seq = 0;
const action = (kind: string, payload: unknown, extra: Partial<QueuedAction> = {}): QueuedAction => ({
  key: `k${++seq}`,
  seq,
  kind,
  payload,
  queuedAt: '2026-11-30T09:30:00.000Z',
  ...extra,
});
const collect = (userId: number, largeBottles: number, broken = 0) =>
  action('collect', {
    userId,
    crates: 0,
    largeBottles,
    smallBottles: 0,
    rejects: broken ? [{ unit: 'largeBottle', reason: 'broken', count: broken }] : [],
  });

const PENDING = { crates: 3, largeBottles: 36, smallBottles: 0, amount: 16.2 };

describe('pendingOnPhone', () => {
  it('stops asking for the empties handed back while offline (10 bottles and a broken one)', () => {
    expect(pendingOnPhone(PENDING, 7, [collect(7, 10, 1)])).toEqual({
      crates: 3,
      largeBottles: 25,
      smallBottles: 0,
      amount: 14,
    });
  });

  it('leaves another customer’s and a refused return out', () => {
    const refused = { ...collect(7, 10), conflict: { status: 422, message: 'trop' } };
    expect(pendingOnPhone(PENDING, 7, [collect(8, 10), refused])).toEqual(PENDING);
  });

  it('adds up two returns kept one after the other', () => {
    expect(pendingOnPhone(PENDING, 7, [collect(7, 10), collect(7, 26)]).largeBottles).toBe(0);
  });
});

describe('queuedStatus and stopDone', () => {
  const stop = {
    orders: [
      { orderId: 1, status: 'out_for_delivery' },
      { orderId: 2, status: 'delivered' },
    ],
  } as unknown as VanRoundStopDto;

  it('counts a step or a failure waiting on the phone as taken', () => {
    const delivered = action('advance', { orderId: 1, status: 'delivered' }, { orderId: 1 });
    expect(queuedStatus([delivered], 1)).toBe('delivered');
    expect(stopDone(stop)).toBe(false);
    expect(stopDone(stop, [delivered])).toBe(true);
    expect(stopDone(stop, [action('fail', { orderId: 1, reason: 'absent' }, { orderId: 1 })])).toBe(true);
  });

  it('does not count a refused step', () => {
    const refused = action(
      'advance',
      { orderId: 1, status: 'delivered' },
      { orderId: 1, conflict: { status: 409, message: 'annulée' } },
    );
    expect(queuedStatus([refused], 1)).toBeUndefined();
    expect(stopDone(stop, [refused])).toBe(false);
  });
});
