import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cartTotals } from './cart/totals.js';
import type { CartLineInput } from './cart/types.js';
import {
  creditForAmount,
  creditForDifference,
  invoiceFigures,
  splitByLargestRemainder,
  vatSummary,
} from './invoice.js';
import { vatBasisPoints, type Country, type VatClass } from './vat.js';

describe('splitByLargestRemainder', () => {
  it('gives the missing cents to the largest remainders, the earlier on a tie', () => {
    expect(splitByLargestRemainder(500, [2400, 1110])).toEqual([342, 158]);
    expect(splitByLargestRemainder(1, [1, 1])).toEqual([1, 0]);
    expect(splitByLargestRemainder(10, [0, 3, 0])).toEqual([0, 10, 0]);
    expect(splitByLargestRemainder(0, [5, 5])).toEqual([0, 0]);
    expect(splitByLargestRemainder(7, [])).toEqual([]);
  });

  it('always sums to the total and never gives a part more than its weight', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(100_000), { minLength: 1, maxLength: 8 }), fc.nat(), (weights, k) => {
        const sum = weights.reduce((a, b) => a + b, 0);
        const total = sum === 0 ? 0 : k % (sum + 1);
        const parts = splitByLargestRemainder(total, weights);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
        parts.forEach((p, i) => {
          expect(p).toBeGreaterThanOrEqual(0);
          expect(p).toBeLessThanOrEqual(weights[i]!);
          // Within a cent of the exact share.
          if (sum > 0) expect(Math.abs(p - (total * weights[i]!) / sum)).toBeLessThan(1);
        });
      }),
      { numRuns: 5_000 },
    );
  });
});

describe('vatSummary', () => {
  it('the 3 € delivery fee carries 20 % VAT in France and 21 % in Belgium', () => {
    // 3,00 € at 20 %: HT 250, VAT 50; at 21 %: HT round_half_up(247.93) = 248, VAT 52.
    expect(vatSummary({ country: 'FR', ttcByRate: {}, deliveryFeeCents: 300, discountCents: 0 })).toEqual([
      { rate: 2000, ttc: 300, base: 250, vat: 50 },
    ]);
    expect(vatSummary({ country: 'BE', ttcByRate: {}, deliveryFeeCents: 300, discountCents: 0 })).toEqual([
      { rate: 2100, ttc: 300, base: 248, vat: 52 },
    ]);
  });

  it('the BONJOUR 5 € promo reduces the base of each rate in proportion', () => {
    // 20 € of water at 5.5 % and 10 € of wine at 20 %, 5 € off: 3,33 € and 1,67 € (largest remainder).
    const rows = vatSummary({
      country: 'FR',
      ttcByRate: { 550: 2000, 2000: 1000 },
      deliveryFeeCents: 300,
      discountCents: 500,
    });
    // 5.5 %: 2000 − 333 = 1667, HT round_half_up(1580.09) = 1580, VAT 87.
    // 20 %: 1000 − 167 + 300 = 1133, HT round_half_up(944.17) = 944, VAT 189.
    expect(rows).toEqual([
      { rate: 550, ttc: 1667, base: 1580, vat: 87 },
      { rate: 2000, ttc: 1133, base: 944, vat: 189 },
    ]);
  });
});

// The order as the API prices it (cartTotals), then its invoice from the frozen lines: they agree.
const lineArb = fc.record({
  quantity: fc.integer({ min: 0, max: 30 }),
  unitPriceCents: fc.integer({ min: 0, max: 5_000 }),
  vatClass: fc.constantFrom<VatClass>('food', 'standard'),
  packageType: fc.constantFrom('large', 'small', 'other') as fc.Arbitrary<CartLineInput['packageType']>,
  bottleDepositCents: fc.constantFrom(0, 10, 20),
  isLocked: fc.boolean(),
});
const orderArb = fc.record({
  country: fc.constantFrom<Country>('FR', 'BE'),
  lines: fc.array(lineArb, { maxLength: 6 }),
  deliveryFeeCents: fc.integer({ min: 0, max: 900 }),
  deliveryFreeThresholdCents: fc.integer({ min: 0, max: 20_000 }),
  greenSlotDiscountCents: fc.integer({ min: 0, max: 400 }),
  discountCents: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 20_000 })),
  walletBalanceCents: fc.integer({ min: 0, max: 10_000 }),
});

describe('an invoice agrees with its order to the cent (100,000 orders)', () => {
  it('lines, bases per rate, VAT and total', () => {
    fc.assert(
      fc.property(orderArb, (o) => {
        const lines = o.lines.map((l, i) => ({ ...l, productWarehouseId: i + 1 }));
        const totals = cartTotals(lines, o);
        const invoice = invoiceFigures(
          {
            country: o.country,
            deliveryFeeCents: totals.deliveryFees,
            discountCents: totals.discountValue,
            productsDepositCents: totals.productsDeposit,
            packagesDepositCents: totals.packagesDeposit,
          },
          lines.map((l) => ({
            quantity: l.quantity,
            unitPriceTtcCents: l.unitPriceCents,
            vatRateBp: vatBasisPoints(o.country, l.vatClass),
            isLocked: l.isLocked,
          })),
        );
        // Lines: their totals are the products incl. VAT.
        if (invoice.productsTtc !== totals.subtotalTtc) return false;
        // Per rate: the invoice's VAT is the order's; base + VAT is what that rate bills.
        const byRate = Object.fromEntries(invoice.vat.map((r) => [r.rate, r.vat]));
        if (JSON.stringify(byRate) !== JSON.stringify(totals.vatByRate)) return false;
        if (invoice.totalVat !== totals.totalTva) return false;
        const standard = vatBasisPoints(o.country, 'standard');
        for (const r of invoice.vat) {
          if (r.base + r.vat !== r.ttc || r.base < 0 || r.vat < 0) return false;
          // The VAT is the rate of the base, to the cent.
          if (Math.abs(r.vat - (r.base * r.rate) / 10_000) > 1) return false;
        }
        // Each rate bills its products and (standard rate) the fee, less its share of the discount.
        let discountParts = 0;
        for (const rate of new Set([vatBasisPoints(o.country, 'food'), standard])) {
          const products = lines
            .filter((l) => !l.isLocked && l.quantity > 0 && vatBasisPoints(o.country, l.vatClass) === rate)
            .reduce((s, l) => s + l.quantity * l.unitPriceCents, 0);
          const fee = rate === standard ? totals.deliveryFees : 0;
          const billed = invoice.vat.find((r) => r.rate === rate)?.ttc ?? 0;
          if (billed > products + fee) return false;
          discountParts += products + fee - billed;
        }
        // The discount's parts sum to it; deposits stay outside the bases.
        if (discountParts !== totals.discountValue) return false;
        if (invoice.deposits !== totals.totalDeposit) return false;
        // The total billed is the order's amount due (what the wallet and the customer pay).
        return invoice.total === totals.amountToPay + totals.walletUsage;
      }),
      { numRuns: 100_000 },
    );
  }, 30_000);
});

describe('credit notes', () => {
  const invoice = invoiceFigures(
    {
      country: 'FR',
      deliveryFeeCents: 300,
      discountCents: 500,
      productsDepositCents: 240,
      packagesDepositCents: 300,
    },
    [
      { quantity: 10, unitPriceTtcCents: 200, vatRateBp: 550, isLocked: false },
      { quantity: 2, unitPriceTtcCents: 500, vatRateBp: 2000, isLocked: false },
    ],
  );

  it('splits a refunded amount over the rates and the deposits in proportion', () => {
    const credit = creditForAmount(invoice, 1000);
    expect(credit.total).toBe(1000);
    expect(credit.vat.reduce((s, r) => s + r.ttc, 0) + credit.deposits).toBe(1000);
    for (const r of credit.vat) expect(r.base + r.vat).toBe(r.ttc);
    // Never more than the invoice billed.
    expect(creditForAmount(invoice, 1_000_000).total).toBe(invoice.total);
  });

  it('a cancellation takes back the whole invoice; an edit downwards what each rate lost', () => {
    const none = { vat: [], deposits: 0 };
    expect(creditForDifference(invoice, none)).toEqual({
      vat: invoice.vat,
      deposits: 540,
      total: invoice.total,
    });
    const after = invoiceFigures(
      {
        country: 'FR',
        deliveryFeeCents: 300,
        discountCents: 500,
        productsDepositCents: 240,
        packagesDepositCents: 300,
      },
      [
        { quantity: 10, unitPriceTtcCents: 200, vatRateBp: 550, isLocked: false },
        { quantity: 1, unitPriceTtcCents: 500, vatRateBp: 2000, isLocked: false },
      ],
    );
    const credit = creditForDifference(invoice, after);
    expect(credit.total).toBe(invoice.total - after.total);
    expect(credit.deposits).toBe(0);
  });
});
