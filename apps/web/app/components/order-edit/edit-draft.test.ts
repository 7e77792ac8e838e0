import { describe, expect, it } from 'vitest';
import { changesOf, clampQuantity, draftOf, estimatedTotalCents, type DraftLine } from './edit-draft';

const line = (over: Partial<DraftLine>): DraftLine => ({
  productWarehouseId: 1,
  name: 'Eau',
  volume: '1 L',
  thumb: '/t.webp',
  unitPriceTtc: 1.99,
  bottleDeposit: 0.2,
  maxOrderable: null,
  from: 6,
  to: 6,
  ...over,
});

describe("the shopper's draft of an order edit", () => {
  it('starts from the lines the shopper chose, gifts aside', () => {
    const order = {
      packages: [
        {
          packageType: 'large' as const,
          lines: [
            {
              ...line({}),
              quantity: 6,
              isLocked: false,
              id: 1,
              substitutedFor: null,
              refusable: false,
              categoryMasterName: '',
              totalTtc: 0,
              unitPriceHt: 0,
              vatRate: 0,
            },
            {
              ...line({ productWarehouseId: 2 }),
              quantity: 1,
              isLocked: true,
              id: 1,
              substitutedFor: null,
              refusable: false,
              categoryMasterName: '',
              totalTtc: 0,
              unitPriceHt: 0,
              vatRate: 0,
            },
          ],
        },
      ],
    };
    expect(draftOf(order).map((l) => [l.productWarehouseId, l.from, l.to])).toEqual([[1, 6, 6]]);
  });

  it('sends only what changed; a stepper stays within 0..maxOrderable', () => {
    const draft = [
      line({ to: 8 }),
      line({ productWarehouseId: 2, from: 0, to: 0 }),
      line({ productWarehouseId: 3, to: 0 }),
    ];
    expect(changesOf(draft)).toEqual([
      { productWarehouseId: 1, quantity: 8 },
      { productWarehouseId: 3, quantity: 0 },
    ]);
    expect(clampQuantity({ maxOrderable: 12 }, 15)).toBe(12);
    expect(clampQuantity({ maxOrderable: null }, -1)).toBe(0);
  });

  it('estimates the new total: each change at its price plus its bottles’ deposit, in cents', () => {
    expect(
      estimatedTotalCents(30, [
        line({ from: 6, to: 8 }),
        line({ from: 0, to: 1, unitPriceTtc: 2.5, bottleDeposit: 0 }),
      ]),
    ).toBe(3000 + 2 * (199 + 20) + 250);
  });
});
