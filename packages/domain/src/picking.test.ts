import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cartTotals } from './cart/totals.js';
import { crateFill } from './cart/crates.js';
import type { CartLineInput } from './cart/types.js';
import { cratePlan, repriceOrder, substituteUnitPriceCents } from './picking.js';

describe('cratePlan', () => {
  it('fills the crates of crateFill with the lines in the order given, splitting a line that does not fit', () => {
    const plan = cratePlan([
      { id: 1, quantity: 8, packageType: 'large' },
      { id: 2, quantity: 3, packageType: 'small' },
      { id: 3, quantity: 6, packageType: 'large' },
      { id: 4, quantity: 2, packageType: 'other' },
    ]);
    expect(plan).toEqual([
      {
        packageType: 'large',
        number: 1,
        capacity: 12,
        items: 12,
        complete: true,
        contents: [
          { lineId: 1, quantity: 8 },
          { lineId: 3, quantity: 4 },
        ],
      },
      {
        packageType: 'large',
        number: 2,
        capacity: 12,
        items: 2,
        complete: false,
        contents: [{ lineId: 3, quantity: 2 }],
      },
      {
        packageType: 'small',
        number: 3,
        capacity: 20,
        items: 3,
        complete: false,
        contents: [{ lineId: 2, quantity: 3 }],
      },
    ]);
  });

  it('never mixes formats, holds every bottle once and has as many crates as crateFill', () => {
    const lineArb = fc.record({
      quantity: fc.integer({ min: 0, max: 40 }),
      packageType: fc.constantFrom('large' as const, 'small' as const, 'other' as const),
    });
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 8 }), fc.integer({ min: 1, max: 24 }), (raw, cap) => {
        const lines = raw.map((l, i) => ({ ...l, id: i + 1 }));
        const capacities = { large: cap, small: cap + 3 };
        const plan = cratePlan(lines, capacities);
        const fills = crateFill(lines, capacities);
        expect(plan.length).toBe(fills.reduce((n, f) => n + f.crates.length, 0));
        for (const crate of plan) {
          expect(crate.items).toBeLessThanOrEqual(crate.capacity);
          expect(crate.contents.reduce((n, c) => n + c.quantity, 0)).toBe(crate.items);
          for (const c of crate.contents) expect(lines[c.lineId - 1]!.packageType).toBe(crate.packageType);
        }
        for (const line of lines) {
          const packed = plan.flatMap((c) => c.contents).filter((c) => c.lineId === line.id);
          const expected = line.packageType === 'other' ? 0 : Math.max(0, line.quantity);
          expect(packed.reduce((n, c) => n + c.quantity, 0)).toBe(expected);
        }
      }),
    );
  });
});

describe('substituteUnitPriceCents', () => {
  it('never charges more than the missing product', () => {
    expect(substituteUnitPriceCents(250, 310)).toBe(250);
    expect(substituteUnitPriceCents(250, 199)).toBe(199);
  });
});

const line = (over: Partial<CartLineInput>): CartLineInput => ({
  productWarehouseId: 1,
  quantity: 1,
  unitPriceCents: 1000,
  vatClass: 'standard',
  packageType: 'large',
  bottleDepositCents: 20,
  ...over,
});

describe('repriceOrder', () => {
  const settings = {
    country: 'FR' as const,
    deliveryFreeThresholdCents: 4000,
    chargedDeliveryFeeCents: 300,
    promo: null,
    walletUsedCents: 0,
  };

  it('is cartTotals over the new lines, with the fee charged at checkout', () => {
    const lines = [
      line({ quantity: 3 }),
      line({ productWarehouseId: 2, vatClass: 'food', unitPriceCents: 250 }),
    ];
    const { totals, walletRefundCents } = repriceOrder(lines, settings);
    expect(totals).toEqual(
      cartTotals(lines, { country: 'FR', deliveryFreeThresholdCents: 4000, deliveryFeeCents: 300 }),
    );
    expect(totals.deliveryFees).toBe(300);
    expect(walletRefundCents).toBe(0);
  });

  it('never adds a delivery fee the order was not charged', () => {
    const { totals } = repriceOrder([line({ quantity: 1 })], { ...settings, chargedDeliveryFeeCents: 0 });
    expect(totals.subtotalTtc).toBe(1000);
    expect(totals.deliveryFees).toBe(0);
  });

  it('re-applies a percentage code to the new subtotal and gives the wallet back what it no longer pays', () => {
    const lines = [line({ quantity: 2 })];
    const { totals, walletRefundCents } = repriceOrder(lines, {
      ...settings,
      promo: { kind: 'percent', amountCents: 0, percent: 10 },
      walletUsedCents: 5000,
    });
    expect(totals.discountValue).toBe(200);
    // 2000 products + 40 bottle deposits + 300 crate + 300 delivery − 200 = 2440, all from the wallet.
    expect(totals.walletUsage).toBe(2440);
    expect(totals.amountToPay).toBe(0);
    expect(walletRefundCents).toBe(5000 - 2440);
  });

  it('an amount code never exceeds the new products', () => {
    const { totals } = repriceOrder([line({ unitPriceCents: 300 })], {
      ...settings,
      promo: { kind: 'amount', amountCents: 500, percent: null },
    });
    expect(totals.discountValue).toBe(300);
  });
});

describe('repriceOrder after a back-office edit', () => {
  const settings = {
    country: 'FR' as const,
    deliveryFreeThresholdCents: 4000,
    chargedDeliveryFeeCents: 300,
    walletUsedCents: 0,
  };
  const tenOff = { kind: 'amount' as const, amountCents: 1000, percent: null, minSubtotalCents: 3000 };

  it('keeps the discount while the minimum is reached, drops it (and says so) below', () => {
    const kept = repriceOrder([line({ quantity: 3 })], { ...settings, promo: tenOff });
    expect(kept).toMatchObject({ promoDropped: false, totals: { discountValue: 1000 } });
    const dropped = repriceOrder([line({ quantity: 2 })], { ...settings, promo: tenOff });
    expect(dropped).toMatchObject({ promoDropped: true, totals: { discountValue: 0 } });
  });

  it('picking (no minimum given) never drops a code', () => {
    const { minSubtotalCents: _, ...noMinimum } = tenOff;
    expect(repriceOrder([line({ quantity: 1 })], { ...settings, promo: noMinimum }).promoDropped).toBe(false);
  });

  it('a higher total is paid at delivery: the wallet never pays more than it did', () => {
    const { totals, walletRefundCents } = repriceOrder([line({ quantity: 5 })], {
      ...settings,
      promo: null,
      walletUsedCents: 700,
    });
    expect(totals.walletUsage).toBe(700);
    expect(walletRefundCents).toBe(0);
    // 5000 products + 100 bottle deposits + 300 crate, free delivery (over 40 €) − 700 from the wallet.
    expect(totals.amountToPay).toBe(5000 + 100 + 300 - 700);
  });

  it('property: wallet back + wallet used = what it paid; the discount is 0 or the code’s', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ quantity: fc.integer({ min: 1, max: 40 }), price: fc.integer({ min: 1, max: 5000 }) }),
          {
            minLength: 1,
            maxLength: 6,
          },
        ),
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 20_000 }),
        (rows, walletUsedCents, minSubtotalCents) => {
          const lines = rows.map((r, i) =>
            line({ productWarehouseId: i + 1, quantity: r.quantity, unitPriceCents: r.price }),
          );
          const { totals, walletRefundCents, promoDropped } = repriceOrder(lines, {
            ...settings,
            walletUsedCents,
            promo: { ...tenOff, minSubtotalCents },
          });
          expect(walletRefundCents).toBeGreaterThanOrEqual(0);
          expect(walletRefundCents + totals.walletUsage).toBe(walletUsedCents);
          expect(promoDropped).toBe(totals.subtotalTtc < minSubtotalCents);
          expect(totals.discountValue).toBe(promoDropped ? 0 : Math.min(1000, totals.subtotalTtc));
          expect(totals.amountToPay).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
