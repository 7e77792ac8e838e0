import type { OrderDetailDto, OrderStatus, OrderSummaryDto } from '@consigne/api-client';
import { roundHalfUp, toCents, toEuros } from '@consigne/domain';
import type { MessageKey } from '../../i18n';

/* ------------------------------------------------------------------------------------------------
 * Status: label, badge colours and the progress placed → preparing → out for delivery → delivered.
 * ---------------------------------------------------------------------------------------------- */

export const ORDER_STEPS = ['placed', 'preparing', 'out_for_delivery', 'delivered'] as const;
export type OrderStep = (typeof ORDER_STEPS)[number];

export const statusLabelKey = (status: OrderStatus): MessageKey => `orders.status.${status}`;
export const stepLabelKey = (step: OrderStep): MessageKey => `orders.detail.step.${step}`;

/** Badge colours from the design tokens: done is green, on its way yellow, cancelled red. */
export function statusTone(status: OrderStatus): string {
  switch (status) {
    case 'delivered':
      return 'bg-leaf-soft text-forest';
    case 'cancelled':
      return 'bg-danger-soft text-danger';
    case 'out_for_delivery':
      return 'bg-brand-yellow text-ink';
    default:
      return 'bg-sand text-ink';
  }
}

export interface StepView {
  step: OrderStep;
  state: 'done' | 'current' | 'todo';
}

/** The progress of an order; a cancelled order has none (null). */
export function orderProgress(status: OrderStatus): StepView[] | null {
  if (status === 'cancelled') return null;
  const index = ORDER_STEPS.indexOf(status);
  return ORDER_STEPS.map((step, i) => ({
    step,
    // Delivered is the end: its step is done, not "in progress".
    state: i < index || (i === index && status === 'delivered') ? 'done' : i === index ? 'current' : 'todo',
  }));
}

/* ------------------------------------------------------------------------------------------------
 * Checkout: alcohol (18+ declaration), VAT per rate, the wallet, the idempotency key.
 * ---------------------------------------------------------------------------------------------- */

interface CartLike {
  availableItems: ReadonlyArray<{
    packages: ReadonlyArray<{
      cartItems: ReadonlyArray<{
        quantity: number;
        totalTTC: number;
        isLocked: boolean;
        product: { alcoholLevel?: number | null; vatRate?: number };
        productWarehouse: { id: number };
      }>;
    }>;
  }>;
}

function* itemsOf(cart: CartLike | null) {
  for (const category of cart?.availableItems ?? [])
    for (const pack of category.packages) for (const item of pack.cartItems) yield item;
}

/** Spec §5: the shopper declares being 18 or over when the cart holds alcohol (alcoholLevel > 0). */
export function cartHasAlcohol(cart: CartLike | null): boolean {
  for (const item of itemsOf(cart))
    if (item.quantity > 0 && (item.product.alcoholLevel ?? 0) > 0) return true;
  return false;
}

/**
 * VAT per rate of the cart, as the API computes it for the order: once per rate on the sum of that
 * rate's TTC, ttc − round_half_up(ttc / (1 + rate)). Free gifts carry no VAT. Rates as fractions.
 */
export function vatByRateOfCart(cart: CartLike | null): Array<{ rate: number; amount: number }> {
  const ttcByBp = new Map<number, number>();
  for (const item of itemsOf(cart)) {
    if (item.isLocked || item.quantity <= 0 || item.product.vatRate === undefined) continue;
    const bp = Math.round(item.product.vatRate * 10_000);
    ttcByBp.set(bp, (ttcByBp.get(bp) ?? 0) + toCents(item.totalTTC));
  }
  return [...ttcByBp]
    .sort(([a], [b]) => a - b)
    .filter(([, ttc]) => ttc > 0)
    .map(([bp, ttc]) => ({
      rate: bp / 10_000,
      amount: toEuros(ttc - roundHalfUp((ttc * 10_000) / (10_000 + bp))),
    }));
}

/** 0.055 → '5,5 %' in the page's language. */
export function formatRate(rate: number, intlLocale: string): string {
  return new Intl.NumberFormat(intlLocale, { style: 'percent', maximumFractionDigits: 1 }).format(rate);
}

/** What a checkout attempt is about: the lines and the slot. A new cart or slot is a new attempt. */
export function checkoutSignature(cart: CartLike | null, slotId: number | null | undefined): string {
  const lines = [...itemsOf(cart)]
    .filter((i) => i.quantity > 0)
    .map((i) => `${i.productWarehouse.id}x${i.quantity}`)
    .sort();
  return `${slotId ?? '-'}|${lines.join(',')}`;
}

export interface KeyStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const CHECKOUT_KEY_STORAGE = 'consigne.checkout';

/**
 * The Idempotency-Key of the current checkout attempt. A double click, a retry after an error or a
 * reload of the page reuses it (so the API answers the first order instead of placing a second
 * one); a different cart or slot starts a new attempt with a new key. Kept in sessionStorage.
 */
export function checkoutKey(
  storage: KeyStorage | null,
  signature: string,
  create: () => string = () => crypto.randomUUID(),
): string {
  try {
    const saved = storage?.getItem(CHECKOUT_KEY_STORAGE);
    if (saved) {
      const parsed = JSON.parse(saved) as { key?: unknown; signature?: unknown };
      if (typeof parsed.key === 'string' && parsed.signature === signature) return parsed.key;
    }
  } catch {
    // Unreadable: start a new attempt.
  }
  const key = create();
  try {
    storage?.setItem(CHECKOUT_KEY_STORAGE, JSON.stringify({ key, signature }));
  } catch {
    // Private mode or full storage: the key still holds for this page's life.
  }
  return key;
}

/** The order is placed: the next checkout is a new attempt. */
export function forgetCheckoutKey(storage: KeyStorage | null): void {
  try {
    storage?.removeItem(CHECKOUT_KEY_STORAGE);
  } catch {
    // Nothing to forget.
  }
}

/** Per-field messages of a 400, and the general message otherwise. */
export function checkoutErrors(
  error: string,
  errors: ReadonlyArray<{ field: string; message: string }> | undefined,
): { fields: Record<string, string>; general: string | null } {
  const fields: Record<string, string> = {};
  for (const e of errors ?? []) fields[e.field] ??= e.message;
  const known = ['acceptTerms', 'adultDeclared'];
  const unknownField = (errors ?? []).some((e) => !known.includes(e.field));
  return { fields, general: Object.keys(fields).length && !unknownField ? null : error };
}

/* ------------------------------------------------------------------------------------------------
 * Order detail: crates and formats.
 * ---------------------------------------------------------------------------------------------- */

export const formatKey = (packageType: string): MessageKey =>
  packageType === 'large'
    ? 'orders.formats.large'
    : packageType === 'small'
      ? 'orders.formats.small'
      : 'orders.formats.other';

export interface OrderCrateRow {
  key: string;
  packageType: string;
  items: number;
  capacity: number;
  complete: boolean;
}

/** Spec §4 crate fill of an order: complete crates first, then the partial ones. */
export function orderCrateRows(crates: OrderDetailDto['crates']): OrderCrateRow[] {
  const rows: OrderCrateRow[] = [];
  const partial: OrderCrateRow[] = [];
  for (const crate of crates) {
    if (crate.nbItems <= 0) continue;
    const started = crate.completeCrates + (crate.nbSpaceLeft > 0 ? 1 : 0);
    const capacity = started > 0 ? Math.round((crate.nbItems + crate.nbSpaceLeft) / started) : crate.nbItems;
    for (let i = 0; i < crate.completeCrates; i++)
      rows.push({
        key: `${crate.packageType}-${i}`,
        packageType: crate.packageType,
        items: capacity,
        capacity,
        complete: true,
      });
    if (crate.nbSpaceLeft > 0)
      partial.push({
        key: `${crate.packageType}-p`,
        packageType: crate.packageType,
        items: capacity - crate.nbSpaceLeft,
        capacity,
        complete: false,
      });
  }
  return [...rows, ...partial];
}

/** The summary fields of a detail, to keep a cached list in step with what the detail shows. */
export function summaryOf(detail: OrderDetailDto): OrderSummaryDto {
  return {
    orderId: detail.orderId,
    status: detail.status,
    placedAt: detail.placedAt,
    slot: detail.slot,
    deliveryType: detail.deliveryType,
    deliveryName: detail.deliveryName,
    deliveryAddress: detail.deliveryAddress,
    itemCount: detail.itemCount,
    amountToPay: detail.amountToPay,
    paymentMethod: detail.paymentMethod,
    paymentStatus: detail.paymentStatus,
    isCancellable: detail.isCancellable,
    invoiceId: detail.invoiceId,
  };
}

/** A date like '22 novembre 2026' in the shop's time zone. */
export function formatOrderDate(iso: string, intlLocale: string): string {
  return new Intl.DateTimeFormat(intlLocale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Paris',
  }).format(new Date(iso));
}
