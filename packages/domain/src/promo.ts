/**
 * Promo code rules (docs/rules.md#promo-codes): pure, so the cart, the
 * checkout and the back-office judge a code the same way. Money in integer cents.
 */
import type { Locale } from './locale.js';

export const PROMO_KINDS = ['amount', 'percent', 'gift'] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];

/** What a code says about where, when and for whom it holds. */
export interface PromoRules {
  kind: PromoKind;
  amountCents: number;
  percent: number | null;
  minSubtotalCents: number;
  maxUsesTotal: number | null;
  maxUsesPerCustomer: number;
  firstOrderOnly: boolean;
  /** null: every locale. */
  locales: readonly string[] | null;
  /** null: every warehouse. */
  warehouseIds: readonly number[] | null;
  startsAt: Date | null;
  endsAt: Date | null;
  active: boolean;
}

/** The uses a code has had: all customers', and this customer's. */
export interface PromoUses {
  total: number;
  mine: number;
}

/** The cart a code is judged against. */
export interface PromoCart {
  /** Products incl. VAT before any discount. */
  subtotalCents: number;
  warehouseId: number;
  locale: Locale;
  /** The customer has an order that is not cancelled (first-order-only codes). */
  hasPlacedOrder: boolean;
}

export type PromoRefusalKey =
  | 'promoCodeExpired'
  | 'promoCodeNotYetValid'
  | 'promoCodeAlreadyUsed'
  | 'promoCodeExhausted'
  | 'promoCodeFirstOrderOnly'
  | 'promoCodeMinSubtotal'
  | 'promoCodeWrongLocale'
  | 'promoCodeWrongWarehouse';

/** Disabled, not yet started or ended at `now`. */
export function promoWindowRefusal(rules: PromoRules, now: Date): PromoRefusalKey | null {
  if (!rules.active) return 'promoCodeExpired';
  if (rules.startsAt && rules.startsAt > now) return 'promoCodeNotYetValid';
  if (rules.endsAt && rules.endsAt <= now) return 'promoCodeExpired';
  return null;
}

/** The use limits: per customer, then in total. */
export function promoLimitRefusal(rules: PromoRules, uses: PromoUses): PromoRefusalKey | null {
  if (uses.mine >= rules.maxUsesPerCustomer) return 'promoCodeAlreadyUsed';
  if (rules.maxUsesTotal !== null && uses.total >= rules.maxUsesTotal) return 'promoCodeExhausted';
  return null;
}

/** Whether the code holds for this cart at `now`: null when it does, else why not. */
export function promoRefusal(
  rules: PromoRules,
  cart: PromoCart,
  uses: PromoUses,
  now: Date,
): PromoRefusalKey | null {
  const refusal = promoWindowRefusal(rules, now) ?? promoLimitRefusal(rules, uses);
  if (refusal) return refusal;
  if (rules.locales && !rules.locales.includes(cart.locale)) return 'promoCodeWrongLocale';
  if (rules.warehouseIds && !rules.warehouseIds.includes(cart.warehouseId)) return 'promoCodeWrongWarehouse';
  if (rules.firstOrderOnly && cart.hasPlacedOrder) return 'promoCodeFirstOrderOnly';
  if (cart.subtotalCents < rules.minSubtotalCents) return 'promoCodeMinSubtotal';
  return null;
}

/**
 * The discount of an eligible code on products worth `subtotalCents`: its amount, or its percentage
 * rounded to the nearest cent (half up); a gift's value is its free line, not a discount. Never more
 * than the products (cartTotals caps it too).
 */
export function promoDiscountCents(
  rules: Pick<PromoRules, 'kind' | 'amountCents' | 'percent'>,
  subtotalCents: number,
): number {
  const cents =
    rules.kind === 'amount'
      ? rules.amountCents
      : rules.kind === 'percent'
        ? Math.floor((subtotalCents * (rules.percent ?? 0) + 50) / 100)
        : 0;
  return Math.max(0, Math.min(cents, subtotalCents));
}
