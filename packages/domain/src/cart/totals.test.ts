import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Country, VatClass } from '../vat.js';
import { crateFill, cratesStarted } from './crates.js';
import { cartTotals, isMinimumReached, missingForMinimumCents } from './totals.js';
import type { CartLineInput, CartSettings, CartTotals, PackageTypeCode } from './types.js';
import { BOTTLE_DEPOSIT_CENTS } from '../deposits.js';

/** The deposit class a bottle of each format carries in these tests. */
const CLASS_OF = { large: 'large_bottle', small: 'small_bottle', other: 'none' } as const;

/** A warehouse's settings as the server gives them (fee 3 € below the 40 € threshold). */
const LILLE = { country: 'FR' as const, deliveryFeeCents: 300 };

let nextId = 1;
function line(
  quantity: number,
  unitPriceCents: number,
  vatClass: VatClass,
  packageType: PackageTypeCode,
  isLocked?: boolean,
): CartLineInput {
  return {
    productWarehouseId: nextId++,
    quantity,
    unitPriceCents,
    vatClass,
    packageType,
    bottleDepositCents: BOTTLE_DEPOSIT_CENTS[CLASS_OF[packageType]],
    ...(isLocked === undefined ? {} : { isLocked }),
  };
}

/** 12 × 0,89 € water (food 5.5 %, large bottles) + 3 × 2,49 € beer (standard 20 %, small bottles). */
const frenchBasket = [line(12, 89, 'food', 'large'), line(3, 249, 'standard', 'small')];

describe('cartTotals (examples)', () => {
  it('worked French basket, every field by hand', () => {
    // Water: TTC 12 × 89 = 1068; HT = round_half_up(1068 / 1.055 = 1012.32) = 1012; VAT 5.5 % = 56.
    // Beer:  TTC 3 × 249 = 747;  HT = round_half_up(747 / 1.2 = 622.5) = 623 (tie rounds up); VAT 20 % = 124.
    // subtotalTtc = 1068 + 747 = 1815; products' VAT 56 + 124 = 180; subtotalHt = 1815 − 180 = 1635.
    // Billed at 20 %: beer 747 + the 3 € delivery fee 300 = 1047; HT round_half_up(872.5) = 873, VAT 174.
    // totalTva = 56 + 174 = 230 (the fee carries its VAT, docs/rules.md#vat-summary).
    // Bottles: 12 large × 20 + 3 small × 10 = 270.
    // Crates: 12 large = 1 complete crate; 3 small = 1 partial crate → 2 started × 300 = 600.
    // totalDeposit = 870. 1815 < 4000 → delivery 300; remaining for free delivery = 4000 − 1815 = 2185.
    // amountToPay = 1815 + 870 + 300 − 0 − 0 = 2985; itemCount = 15.
    expect(cartTotals(frenchBasket, { ...LILLE })).toEqual<CartTotals>({
      subtotalHt: 1635,
      subtotalTtc: 1815,
      totalTva: 230,
      productsDeposit: 270,
      packagesDeposit: 600,
      totalDeposit: 870,
      deliveryFees: 300,
      greenSlotDiscount: 0,
      discountValue: 0,
      walletUsage: 0,
      amountToPay: 2985,
      remainingAmountForFreeFees: 2185,
      isMinimumReached: true,
      itemCount: 15,
      vatByRate: { 550: 56, 2000: 174 },
    });
  });

  it('Belgian basket with the 5 € welcome promo', () => {
    // Soda: 20 × 120 = 2400 (food 6 %): HT round_half_up(2264.15) = 2264, VAT 136.
    // Beer:  6 × 185 = 1110 (standard 21 %): HT round_half_up(917.36) = 917, VAT 193.
    // subtotalTtc 3510, products' VAT 329, subtotalHt 3181.
    // The 5 € promo reduces each rate's base in proportion (largest remainder): 500 × 2400 / 3510 =
    // 341.88 and 500 × 1110 / 3510 = 158.12 → 341 + 158, the missing cent to the larger remainder: 342 + 158.
    // 6 %: 2400 − 342 = 2058, HT round_half_up(1941.51) = 1942, VAT 116.
    // 21 %: 1110 − 158 + the fee 300 = 1252, HT round_half_up(1034.71) = 1035, VAT 217. totalTva 333.
    // Bottles 20 × 10 + 6 × 20 = 320; crates: 20 small = 1 complete, 6 large = 1 partial → 600; deposit 920.
    // Delivery 300 (3510 < 4000); discount 500; amountToPay = 3510 + 920 + 300 − 500 = 4230.
    const t = cartTotals([line(20, 120, 'food', 'small'), line(6, 185, 'standard', 'large')], {
      country: 'BE',
      deliveryFeeCents: 300,
      discountCents: 500,
      orderMinimumAmountCents: 3000,
    });
    expect(t).toEqual<CartTotals>({
      subtotalHt: 3181,
      subtotalTtc: 3510,
      totalTva: 333,
      productsDeposit: 320,
      packagesDeposit: 600,
      totalDeposit: 920,
      deliveryFees: 300,
      greenSlotDiscount: 0,
      discountValue: 500,
      walletUsage: 0,
      amountToPay: 4230,
      remainingAmountForFreeFees: 490,
      isMinimumReached: true,
      itemCount: 26,
      vatByRate: { 600: 116, 2100: 217 },
    });
  });

  it('computes VAT once per rate on the summed TTC, not per line', () => {
    // 3 lines of 0,03 € at 20 %: per line VAT would be 3 − round_half_up(2.5) = 0 each; on the sum 9 − 8 (7.5↑) = 1.
    const t = cartTotals(
      [line(1, 3, 'standard', 'other'), line(1, 3, 'standard', 'other'), line(1, 3, 'standard', 'other')],
      { country: 'FR' },
    );
    expect(t.vatByRate).toEqual({ 2000: 1 });
    expect(t.totalTva).toBe(1);
  });

  it('free delivery from exactly the threshold: 39,99 € pays the fee, 40,00 € does not', () => {
    const below = cartTotals([line(1, 3999, 'standard', 'other')], { ...LILLE });
    expect(below).toMatchObject({ deliveryFees: 300, remainingAmountForFreeFees: 1, amountToPay: 4299 });
    const at = cartTotals([line(1, 4000, 'standard', 'other')], { ...LILLE });
    expect(at).toMatchObject({ deliveryFees: 0, remainingAmountForFreeFees: 0, amountToPay: 4000 });
    const custom = cartTotals([line(1, 4000, 'standard', 'other')], {
      ...LILLE,
      deliveryFreeThresholdCents: 6000,
      deliveryFeeCents: 490,
    });
    expect(custom).toMatchObject({ deliveryFees: 490, remainingAmountForFreeFees: 2000 });
  });

  it('caps the wallet at what is left to pay', () => {
    const t = cartTotals(frenchBasket, { ...LILLE, walletBalanceCents: 100_000 });
    expect(t).toMatchObject({ walletUsage: 2985, amountToPay: 0 });
    expect(cartTotals(frenchBasket, { ...LILLE, walletBalanceCents: 1000 })).toMatchObject({
      walletUsage: 1000,
      amountToPay: 1985,
    });
  });

  it('caps the discount at the products: deposits and delivery stay due', () => {
    const t = cartTotals(frenchBasket, { ...LILLE, discountCents: 5000 });
    expect(t).toMatchObject({ discountValue: 1815, amountToPay: 870 + 300 });
  });

  it('empty cart: nothing to pay, no delivery fee', () => {
    const t = cartTotals([line(0, 500, 'food', 'large')], {
      ...LILLE,
      walletBalanceCents: 500,
      discountCents: 500,
    });
    expect(t).toMatchObject({
      subtotalTtc: 0,
      totalDeposit: 0,
      deliveryFees: 0,
      greenSlotDiscount: 0,
      discountValue: 0,
      walletUsage: 0,
      amountToPay: 0,
      remainingAmountForFreeFees: 4000,
      isMinimumReached: true,
      itemCount: 0,
      vatByRate: {},
    });
  });

  it('minimum order: reached from exactly the amount', () => {
    expect(cartTotals(frenchBasket, { ...LILLE, orderMinimumAmountCents: 1816 }).isMinimumReached).toBe(
      false,
    );
    expect(cartTotals(frenchBasket, { ...LILLE, orderMinimumAmountCents: 1815 }).isMinimumReached).toBe(true);
  });

  it('a locked gift line is priced 0 but keeps its bottle and crate deposits', () => {
    const t = cartTotals([...frenchBasket, line(2, 249, 'standard', 'small', true)], { ...LILLE });
    expect(t).toMatchObject({
      subtotalTtc: 1815,
      totalTva: 230,
      productsDeposit: 290,
      packagesDeposit: 600,
      itemCount: 17,
      vatByRate: { 550: 56, 2000: 174 },
    });
  });

  it('uses server crate capacities for the packages deposit', () => {
    expect(cartTotals(frenchBasket, { ...LILLE }, { large: 6 }).packagesDeposit).toBe(900);
  });
});

// Property budget: the amount identity runs 100,000 baskets; the cheaper-to-state checks run 20,000
// (reordering costs 3 cartTotals per basket) to keep the domain project well under 20 s.
describe('cartTotals (properties)', () => {
  const packageType = fc.constantFrom<PackageTypeCode>('large', 'small', 'other');
  const lineArb: fc.Arbitrary<CartLineInput> = fc
    .record({
      productWarehouseId: fc.nat(),
      quantity: fc.integer({ min: 0, max: 99 }),
      unitPriceCents: fc.integer({ min: 1, max: 20_000 }),
      vatClass: fc.constantFrom<VatClass>('food', 'standard'),
      packageType,
      isLocked: fc.boolean(),
    })
    .map((l) => ({ ...l, bottleDepositCents: BOTTLE_DEPOSIT_CENTS[CLASS_OF[l.packageType]] }));
  const linesArb = fc.array(lineArb, { maxLength: 30, size: 'max' });
  const maybe = (arb: fc.Arbitrary<number>) => fc.option(arb, { nil: undefined });
  const settingsArb: fc.Arbitrary<CartSettings> = fc.record({
    country: fc.constantFrom<Country>('FR', 'BE'),
    deliveryFreeThresholdCents: maybe(fc.integer({ min: 0, max: 10_000 })),
    deliveryFeeCents: maybe(fc.integer({ min: 0, max: 1_000 })),
    orderMinimumAmountCents: maybe(fc.integer({ min: 0, max: 5_000 })),
    discountCents: maybe(fc.integer({ min: 0, max: 100_000 })),
    greenSlotDiscountCents: maybe(fc.integer({ min: 0, max: 1_000 })),
    walletBalanceCents: maybe(fc.integer({ min: 0, max: 1_000_000 })),
  });

  it('amountToPay is exactly the sum of its parts, integer and never negative; VAT stays within TTC', () => {
    fc.assert(
      fc.property(linesArb, settingsArb, (lines, settings) => {
        const t = cartTotals(lines, settings);
        const integers = [
          t.subtotalHt,
          t.subtotalTtc,
          t.totalTva,
          t.productsDeposit,
          t.packagesDeposit,
          t.totalDeposit,
          t.deliveryFees,
          t.greenSlotDiscount,
          t.discountValue,
          t.walletUsage,
          t.amountToPay,
          t.remainingAmountForFreeFees,
          t.itemCount,
          ...Object.values(t.vatByRate),
        ].every((v) => Number.isSafeInteger(v));
        const vatSum = Object.values(t.vatByRate).reduce((a, b) => a + b, 0);
        return (
          integers &&
          t.amountToPay ===
            t.subtotalTtc + t.totalDeposit + t.deliveryFees - t.discountValue - t.walletUsage &&
          t.amountToPay >= 0 &&
          t.walletUsage >= 0 &&
          t.discountValue >= 0 &&
          t.discountValue <= t.subtotalTtc &&
          t.totalTva >= 0 &&
          t.totalTva <= t.subtotalTtc - t.discountValue + t.deliveryFees &&
          t.subtotalHt >= 0 &&
          t.subtotalHt <= t.subtotalTtc &&
          vatSum === t.totalTva &&
          t.totalDeposit === t.productsDeposit + t.packagesDeposit
        );
      }),
      { numRuns: 100_000 },
    );
  }, 30_000);

  it('takes a green slot’s discount off the fee only, never below 0, and changes nothing else', () => {
    fc.assert(
      fc.property(linesArb, settingsArb, fc.integer({ min: 0, max: 1_000 }), (lines, settings, green) => {
        const without = cartTotals(lines, { ...settings, greenSlotDiscountCents: 0 });
        const t = cartTotals(lines, { ...settings, greenSlotDiscountCents: green });
        const off = Math.min(green, without.deliveryFees);
        expect(t.greenSlotDiscount).toBe(off);
        expect(t.deliveryFees).toBe(without.deliveryFees - off);
        expect(t.deliveryFees).toBeGreaterThanOrEqual(0);
        expect(without.greenSlotDiscount).toBe(0);
        // The fee's VAT moves with it, at the standard rate only.
        const standard = settings.country === 'BE' ? 2100 : 2000;
        const otherRates = (v: Record<number, number>) =>
          Object.fromEntries(Object.entries(v).filter(([bp]) => Number(bp) !== standard));
        expect(otherRates(t.vatByRate)).toEqual(otherRates(without.vatByRate));
        const ignored = { deliveryFees: 0, walletUsage: 0, amountToPay: 0, totalTva: 0, vatByRate: {} };
        expect({ ...t, ...ignored, greenSlotDiscount: 0 }).toEqual({ ...without, ...ignored });
        expect(t.amountToPay + t.walletUsage).toBe(without.amountToPay + without.walletUsage - off);
      }),
      { numRuns: 5_000 },
    );
  });

  it('charges 3 € per crate started and counts every bottle deposit', () => {
    fc.assert(
      fc.property(linesArb, (lines) => {
        const t = cartTotals(lines, { ...LILLE });
        const bottles = lines.reduce((n, l) => n + l.bottleDepositCents * l.quantity, 0);
        return t.packagesDeposit === 300 * cratesStarted(crateFill(lines)) && t.productsDeposit === bottles;
      }),
      { numRuns: 20_000 },
    );
  }, 30_000);

  it('reordering lines does not change the totals', () => {
    fc.assert(
      fc.property(linesArb, settingsArb, fc.nat(), (lines, settings, k) => {
        const expected = JSON.stringify(cartTotals(lines, settings));
        const rotated = lines.map((_, i) => lines[(i + k) % lines.length] as CartLineInput);
        return (
          JSON.stringify(cartTotals([...lines].reverse(), settings)) === expected &&
          JSON.stringify(cartTotals(rotated, settings)) === expected
        );
      }),
      { numRuns: 20_000 },
    );
  }, 30_000);
});

describe('defaults when the server gives none', () => {
  it('charges no delivery fee and needs no minimum by default', () => {
    const t = cartTotals([line(1, 1000, 'food', 'other')], { country: 'FR' });
    expect(t.deliveryFees).toBe(0);
    expect(t.isMinimumReached).toBe(true);
    expect(t.remainingAmountForFreeFees).toBe(3000);
  });
});

describe('isMinimumReached', () => {
  it('is reached from the minimum itself, and always without a minimum', () => {
    expect(isMinimumReached(2999, 3000)).toBe(false);
    expect(isMinimumReached(3000, 3000)).toBe(true);
    expect(isMinimumReached(0, null)).toBe(true);
    expect(isMinimumReached(0, undefined)).toBe(true);
    expect(missingForMinimumCents(1816, 3000)).toBe(1184);
    expect(missingForMinimumCents(3001, 3000)).toBe(0);
  });

  it('is what cartTotals says for the same subtotal and minimum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 0, max: 20_000 }), (cents, minimum) => {
        const line: CartLineInput = {
          productWarehouseId: 1,
          quantity: 1,
          unitPriceCents: cents,
          vatClass: 'standard',
          packageType: 'other',
          bottleDepositCents: 0,
        };
        const totals = cartTotals([line], { country: 'FR', orderMinimumAmountCents: minimum });
        expect(isMinimumReached(totals.subtotalTtc, minimum)).toBe(totals.isMinimumReached);
      }),
    );
  });
});
