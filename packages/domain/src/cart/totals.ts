/** Cart totals, deposits, delivery fee, minimum order (docs/rules.md#totals). Money in integer cents. */
import { vatByRateOf, vatIncluded, vatSummary } from '../invoice.js';
import { vatRate } from '../vat.js';
import type { CrateCapacities } from './crates.js';
import { crateFill, cratesStarted } from './crates.js';
import type { CartLineInput, CartSettings, CartTotals } from './types.js';
import { CRATE_DEPOSIT_CENTS } from '../deposits.js';
import {
  DEFAULT_DELIVERY_FEE_CENTS,
  DEFAULT_FREE_DELIVERY_THRESHOLD_CENTS,
  DEFAULT_ORDER_MINIMUM_CENTS,
} from './types.js';

/** A line's total: its unit price (incl. VAT, after any anti-waste discount) times its quantity, in cents. */
export function lineTotalCents(unitPriceCents: number, quantity: number): number {
  return unitPriceCents * quantity;
}

/**
 * docs/rules.md#delivery-fee: what the products' subtotal incl. VAT still lacks to reach the warehouse's minimum order
 * (0 when it gives none), in cents; 0 once reached. The storefront's progress toward the minimum shows it.
 */
export function missingForMinimumCents(
  subtotalTtcCents: number,
  orderMinimumAmountCents?: number | null,
): number {
  return Math.max(0, (orderMinimumAmountCents ?? DEFAULT_ORDER_MINIMUM_CENTS) - subtotalTtcCents);
}

/**
 * docs/rules.md#delivery-fee: the minimum order is reached when the products' subtotal incl. VAT is at least the
 * warehouse's minimum. The API's totals (isValidable) and the storefront's labels use it.
 */
export function isMinimumReached(subtotalTtcCents: number, orderMinimumAmountCents?: number | null): boolean {
  return missingForMinimumCents(subtotalTtcCents, orderMinimumAmountCents) === 0;
}

/** What an order bills before the wallet: products, deposits and delivery, less the discount (cents). */
export function amountDueCents(a: {
  subtotalTtc: number;
  totalDeposit: number;
  deliveryFees: number;
  discountValue: number;
}): number {
  return a.subtotalTtc + a.totalDeposit + a.deliveryFees - a.discountValue;
}

/**
 * Cart totals as the API computes them (the storefront mirrors them for its instant local cart).
 * - Lines with a quantity of 0 or less are ignored.
 * - Locked lines (free gifts) are priced 0 but still carry bottle deposits, fill crates and count in itemCount.
 * - VAT is computed once per rate on the sum of that rate's TTC: ttc − round_half_up(ttc / (1 + rate)).
 *   `subtotalHt` is the products' before the discount; `vatByRate` and `totalTva` are the VAT of what
 *   is billed (`vatSummary`): each rate less its share of the discount, the delivery fee at the
 *   standard rate, deposits outside (docs/rules.md#vat-summary).
 * - Deposits are outside the VAT base; every crate started (complete or partial) costs CRATE_DEPOSIT_CENTS.
 * - Delivery is free from the threshold and for an empty cart; a green slot's discount comes off the
 *   fee, never below 0 (docs/rules.md#green-slots); the discount never exceeds the products;
 *   the wallet pays at most what is left, so amountToPay is never negative.
 * `capacities` are the crate capacities given by the server (default 12 large, 20 small).
 */
export function cartTotals(
  lines: readonly CartLineInput[],
  settings: CartSettings,
  capacities?: CrateCapacities,
): CartTotals {
  const threshold = settings.deliveryFreeThresholdCents ?? DEFAULT_FREE_DELIVERY_THRESHOLD_CENTS;
  const fee = settings.deliveryFeeCents ?? DEFAULT_DELIVERY_FEE_CENTS;

  const counted = lines.filter((l) => l.quantity > 0);
  let subtotalTtc = 0;
  let productsDeposit = 0;
  let itemCount = 0;
  const ttcByRate = new Map<number, number>();
  for (const line of counted) {
    itemCount += line.quantity;
    productsDeposit += line.bottleDepositCents * line.quantity;
    if (line.isLocked) continue;
    const ttc = lineTotalCents(line.unitPriceCents, line.quantity);
    subtotalTtc += ttc;
    const bp = Math.round(vatRate(settings.country, line.vatClass) * 10_000);
    ttcByRate.set(bp, (ttcByRate.get(bp) ?? 0) + ttc);
  }

  // The products excl. VAT before the discount (the cart's 'Sous-total HT'), each rate's VAT once.
  let productsVat = 0;
  for (const [bp, ttc] of ttcByRate) productsVat += vatIncluded(ttc, bp);

  const packagesDeposit = CRATE_DEPOSIT_CENTS * cratesStarted(crateFill(counted, capacities));
  const totalDeposit = productsDeposit + packagesDeposit;
  const fullFee = itemCount === 0 || subtotalTtc >= threshold ? 0 : fee;
  const greenSlotDiscount = Math.min(fullFee, Math.max(0, settings.greenSlotDiscountCents ?? 0));
  const deliveryFees = fullFee - greenSlotDiscount;
  const discountValue = Math.max(0, Math.min(settings.discountCents ?? 0, subtotalTtc));
  const due = amountDueCents({ subtotalTtc, totalDeposit, deliveryFees, discountValue });
  const walletUsage = Math.max(0, Math.min(settings.walletBalanceCents ?? 0, due));
  // What is billed, per rate: products less their share of the discount, the fee at the standard rate.
  const vat = vatSummary({
    country: settings.country,
    ttcByRate,
    deliveryFeeCents: deliveryFees,
    discountCents: discountValue,
  });

  return {
    subtotalHt: subtotalTtc - productsVat,
    subtotalTtc,
    totalTva: vat.reduce((sum, row) => sum + row.vat, 0),
    productsDeposit,
    packagesDeposit,
    totalDeposit,
    deliveryFees,
    greenSlotDiscount,
    discountValue,
    walletUsage,
    amountToPay: due - walletUsage,
    remainingAmountForFreeFees: threshold - subtotalTtc,
    isMinimumReached: isMinimumReached(subtotalTtc, settings.orderMinimumAmountCents),
    itemCount,
    vatByRate: vatByRateOf(vat),
  };
}
