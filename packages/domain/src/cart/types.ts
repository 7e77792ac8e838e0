/**
 * Cart rules shared by the API (authoritative totals) and the storefront (instant local cart).
 * Money in integer cents. Rules: docs/rules.md#crates, #totals, #delivery-fee.
 */
import type { Country, VatClass } from '../vat.js';

export type PackageTypeCode = 'large' | 'small' | 'other';

/** Default capacity when the server gives none. */
export const DEFAULT_CAPACITY: Record<'large' | 'small', number> = { large: 12, small: 20 };
/**
 * Free delivery from 40 € by default. The 3 € fee below it is the warehouses' setting;
 * when the server gives none, the fee and the minimum order default to 0.
 */
export const DEFAULT_FREE_DELIVERY_THRESHOLD_CENTS = 4000;
export const DEFAULT_DELIVERY_FEE_CENTS = 0;
export const DEFAULT_ORDER_MINIMUM_CENTS = 0;

export interface CartLineInput {
  productWarehouseId: number;
  quantity: number;
  /** Unit price incl. VAT after any anti-waste discount. */
  unitPriceCents: number;
  vatClass: VatClass;
  packageType: PackageTypeCode;
  /** Per bottle; 0 for 'other'. */
  bottleDepositCents: number;
  /**
   * A free gift line: shown 'OFFERT', priced 0 (no TTC, no VAT). Its bottles still carry their deposit,
   * fill crates (so count towards crate deposits) and count in itemCount.
   */
  isLocked?: boolean;
}

export interface Crate {
  items: number;
  complete: boolean;
}

export interface PackageFill {
  packageType: 'large' | 'small';
  capacity: number;
  nbItems: number;
  completeCrates: number;
  /** Items in the one partial crate (0 when none). */
  partialItems: number;
  /** Places left in the partial crate (0 when every crate is full). */
  nbSpaceLeft: number;
  /** Complete crates first, then at most one partial crate. */
  crates: Crate[];
}

export interface CartSettings {
  country: Country;
  deliveryFreeThresholdCents?: number;
  deliveryFeeCents?: number;
  orderMinimumAmountCents?: number;
  discountCents?: number;
  /** A green slot's discount on the delivery fee (docs/rules.md#green-slots); the fee never goes below 0. */
  greenSlotDiscountCents?: number;
  /** Wallet balance available; the usage is capped by what is left to pay. */
  walletBalanceCents?: number;
}

export interface CartTotals {
  subtotalHt: number;
  subtotalTtc: number;
  totalTva: number;
  productsDeposit: number;
  packagesDeposit: number;
  totalDeposit: number;
  /** The delivery fee charged: the warehouse's fee (0 when free) less the green slot's discount. */
  deliveryFees: number;
  /** What the green slot's discount took off the fee (0 when free, not green or no discount). */
  greenSlotDiscount: number;
  discountValue: number;
  walletUsage: number;
  amountToPay: number;
  /** Until free delivery; 0 or less means free delivery. */
  remainingAmountForFreeFees: number;
  isMinimumReached: boolean;
  itemCount: number;
  /**
   * VAT per rate (basis points → cents) of what is billed: products less their share of the discount,
   * the delivery fee at the standard rate; deposits outside (docs/rules.md#vat-summary).
   */
  vatByRate: Record<number, number>;
}
