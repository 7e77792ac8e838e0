/**
 * Picking and packing (docs/rules.md#crates): which bottles go in which crate, and an order re-priced after
 * a missing product was removed or substituted. Built on the cart's rules (crateFill, cartTotals,
 * promoDiscountCents) so that nothing is computed a second way. Money in integer cents.
 */
import { crateFill, type CrateCapacities } from './cart/crates.js';
import { cartTotals } from './cart/totals.js';
import type { CartLineInput, CartTotals, PackageTypeCode } from './cart/types.js';
import { promoDiscountCents, type PromoRules } from './promo.js';
import type { Country } from './vat.js';

/** A line to pack: its id, how many bottles and their format. */
export interface PackLine {
  id: number;
  quantity: number;
  packageType: PackageTypeCode;
}

/** One crate of the plan: its format, how many bottles, and which lines they come from. */
export interface PlannedCrate {
  packageType: 'large' | 'small';
  /** 1-based, across the order's crates (large first, then small). */
  number: number;
  capacity: number;
  items: number;
  complete: boolean;
  contents: { lineId: number; quantity: number }[];
}

/**
 * The crate plan of an order: the crates of crateFill (complete ones first, at most one partial per
 * format, formats never mixed), filled with the lines in the order given (shelf order: a crate holds
 * neighbouring products). A line is split over two crates when it does not fit in what is left.
 * 'other' lines (no crate) are not in the plan.
 */
export function cratePlan(lines: readonly PackLine[], capacities?: CrateCapacities): PlannedCrate[] {
  const plan: PlannedCrate[] = [];
  for (const fill of crateFill(lines, capacities)) {
    const queue = lines
      .filter((l) => l.packageType === fill.packageType && l.quantity > 0)
      .map((l) => ({ lineId: l.id, left: l.quantity }));
    for (const crate of fill.crates) {
      const contents: PlannedCrate['contents'] = [];
      let room = crate.items;
      while (room > 0) {
        const next = queue[0]!;
        const quantity = Math.min(room, next.left);
        contents.push({ lineId: next.lineId, quantity });
        next.left -= quantity;
        room -= quantity;
        if (next.left === 0) queue.shift();
      }
      plan.push({
        packageType: fill.packageType,
        number: plan.length + 1,
        capacity: fill.capacity,
        items: crate.items,
        complete: crate.complete,
        contents,
      });
    }
  }
  return plan;
}

/**
 * The unit price of a substitute: never more than what the customer agreed to pay for the missing
 * product (the shop's shortage must not cost them), and the substitute's own price when it is lower.
 */
export const substituteUnitPriceCents = (missingUnitCents: number, substituteUnitCents: number): number =>
  Math.min(missingUnitCents, substituteUnitCents);

/** What an order's re-pricing needs besides its lines. */
export interface RepriceSettings {
  country: Country;
  deliveryFreeThresholdCents?: number;
  /**
   * The delivery fee the order was charged at checkout (not the warehouse's current one): a missing
   * product may make the delivery free, never add a fee the customer did not agree to.
   */
  chargedDeliveryFeeCents: number;
  /**
   * The order's promo code, re-applied to the new products' subtotal. Its minimum is judged again
   * only when given (a back-office edit); picking leaves it out: the shortage is the shop's.
   */
  promo: (Pick<PromoRules, 'kind' | 'amountCents' | 'percent'> & { minSubtotalCents?: number }) | null;
  /** What the wallet paid at checkout: it pays at most that again, the rest goes back to the wallet. */
  walletUsedCents: number;
}

export interface Repriced {
  totals: CartTotals;
  /** What goes back to the customer's wallet (its part of the order went down), ≥ 0. */
  walletRefundCents: number;
  /** The promo code's minimum is no longer reached: its discount is gone (and its use given back). */
  promoDropped: boolean;
}

/**
 * An order's totals after a line was removed, substituted or (back-office edit) changed, with the cart's own rules (cartTotals):
 * VAT per rate, deposits (bottles and crates started), delivery, the promo code's discount on the new
 * subtotal, and the wallet's part capped by what it paid.
 */
export function repriceOrder(
  lines: readonly CartLineInput[],
  settings: RepriceSettings,
  capacities?: CrateCapacities,
): Repriced {
  const base = {
    country: settings.country,
    deliveryFreeThresholdCents: settings.deliveryFreeThresholdCents,
    deliveryFeeCents: settings.chargedDeliveryFeeCents,
  };
  const subtotal = cartTotals(lines, base, capacities).subtotalTtc;
  const { promo } = settings;
  const promoDropped = promo !== null && subtotal < (promo.minSubtotalCents ?? 0);
  const discountCents = promo && !promoDropped ? promoDiscountCents(promo, subtotal) : 0;
  const totals = cartTotals(
    lines,
    { ...base, discountCents, walletBalanceCents: settings.walletUsedCents },
    capacities,
  );
  return { totals, walletRefundCents: settings.walletUsedCents - totals.walletUsage, promoDropped };
}
