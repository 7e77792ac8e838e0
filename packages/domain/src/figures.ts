/**
 * The back-office's figures (docs/rules.md#figures): which orders count, and the date range a dashboard reads.
 * The figures themselves are computed in SQL (apps/api/src/modules/admin/figures); these are the rules
 * that SQL and the pages share.
 */
import type { OrderStatus } from './order-status.js';
import { PLACED_ORDER_STATUSES } from './order-status.js';
import { addDays } from './slots.js';

/**
 * The orders the figures count (orders, revenue, basket, promo cost, slot fill, new customers): those
 * in the delivery flow — placed, preparing, out for delivery, delivered. A cancelled order is no sale;
 * a card order still waiting for its payment is not one yet (it counts once paid, on its slot's day).
 */
export const FIGURES_ORDER_STATUSES: readonly OrderStatus[] = PLACED_ORDER_STATUSES;

/** The default range: the last 30 days, today included. */
export const FIGURES_DEFAULT_DAYS = 30;
/** The longest range a dashboard or its CSV reads: a year, leap day included. */
export const FIGURES_MAX_DAYS = 366;

export type FiguresRangeRefusal = 'figuresRangeOrder' | 'figuresRangeTooLong';

/** Days from `from` to `to`, both included (calendar dates YYYY-MM-DD). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000) + 1;
}

/**
 * The range asked for, its missing ends filled in: `to` defaults to today, `from` to 29 days before
 * `to`. Refused when it ends before it starts or spans more than FIGURES_MAX_DAYS.
 */
export function figuresRange(
  asked: { from?: string; to?: string },
  today: string,
): { from: string; to: string } | { refusal: FiguresRangeRefusal } {
  const to = asked.to ?? (asked.from && asked.from > today ? asked.from : today);
  const from = asked.from ?? addDays(to, 1 - FIGURES_DEFAULT_DAYS);
  if (from > to) return { refusal: 'figuresRangeOrder' };
  if (daysInRange(from, to) > FIGURES_MAX_DAYS) return { refusal: 'figuresRangeTooLong' };
  return { from, to };
}

/** A share (0–1) rounded to 4 decimals, as the figures' SQL rounds it; null when nothing to divide. */
export function share(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 10_000) / 10_000;
}
