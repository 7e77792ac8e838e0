import type { UsualBasketDto } from '@consigne/contract';
import { describe, expect, it } from 'vitest';
import { usualBasketTile } from './next-delivery-logic';

const slot = (day: number) => ({
  id: day,
  startAt: `2026-12-${String(day).padStart(2, '0')}T09:00:00.000Z`,
  endAt: `2026-12-${String(day).padStart(2, '0')}T11:00:00.000Z`,
});

const occurrence = (day: number, status: UsualBasketDto['occurrences'][number]['status']) => ({
  id: day,
  date: `2026-12-${String(day).padStart(2, '0')}`,
  slot: slot(day),
  status,
  reason: null,
  orderId: status === 'placed' ? 40 + day : null,
  remindAt: `2026-12-${String(day - 1).padStart(2, '0')}T07:00:00.000Z`,
  placeAt: `2026-12-${String(day - 1).padStart(2, '0')}T21:00:00.000Z`,
  isChangeable: status === 'scheduled' || status === 'reminded' || status === 'skipped',
});

const basket = (
  occurrences: UsualBasketDto['occurrences'],
  pausedUntil: string | null = null,
): UsualBasketDto => ({
  id: 1,
  frequency: 'weekly',
  payment: 'delivery',
  pausedUntil,
  cardLabel: null,
  placeHoursBeforeCutoff: 10,
  lines: [
    {
      productWarehouseId: 1,
      productId: 1,
      name: 'Eau',
      slug: 'eau',
      quantity: 12,
      unitPrice: 0.79,
      maxOrderable: 48,
      isAvailable: true,
      substitution: null,
    },
  ],
  occurrences,
});

describe("the usual basket's tile of the next delivery", () => {
  it('is absent without a basket', () => {
    expect(usualBasketTile(null)).toBeNull();
  });

  it('names the first date still to be ordered: a placed or skipped date is not next', () => {
    const tile = usualBasketTile(
      basket([
        occurrence(1, 'placed'),
        occurrence(8, 'skipped'),
        occurrence(15, 'reminded'),
        occurrence(22, 'scheduled'),
      ]),
    );
    expect(tile).toEqual({
      productCount: 1,
      pausedUntil: null,
      next: { slot: slot(15), placeAt: occurrence(15, 'reminded').placeAt },
    });
  });

  it('has no next date when every date is decided, and keeps the pause', () => {
    expect(usualBasketTile(basket([occurrence(1, 'failed')], '2027-01-04'))).toMatchObject({
      pausedUntil: '2027-01-04',
      next: null,
    });
  });
});
