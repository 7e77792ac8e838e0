/**
 * Back-office rules of a warehouse entry's price and stock, shared by the API (JSON and CSV) and the
 * back-office pages.
 */
import type { Cents } from './money.js';
import { addDays, localDate, zonedInstant } from './slots.js';

/** The largest anti-waste discount (%), as the database's check. */
export const MAX_DISCOUNT_PERCENT = 90;
/** The highest price a back-office form or CSV accepts, in cents (10,000 €). */
export const MAX_PRICE_CENTS = 1_000_000;
export const MAX_STOCK = 1_000_000;
export const MAX_ORDERABLE = 999;

/**
 * What moved an entry's stock: a delivery received, an order (sold, or given back when cancelled or
 * its delivery failed), a count, or goods back from a failed delivery written off (fresh goods).
 */
export const STOCK_MOVEMENT_KINDS = ['received', 'sold', 'returned', 'adjusted', 'written_off'] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];

/**
 * A discount is set until a last day, included (in the shop's time zone): it stops at midnight after
 * it. The instant stored (product_warehouses.discount_ends_at) from that day, and back.
 */
export const discountEndOf = (lastDay: string): Date => zonedInstant(addDays(lastDay, 1), 0);
export const discountLastDayOf = (endsAt: Date): string => localDate(new Date(endsAt.getTime() - 1));

/**
 * An amount in euros typed by a person: "12,99", "12.99", "12", "1 299,00" (a space or a no-break
 * space as thousands separator), at most 2 decimals, not negative. Null when it is not one.
 */
export function parseEuroAmount(text: string): Cents | null {
  const compact = text
    .trim()
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/€$/, '');
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Cents as the CSV and the forms write them back: "12,99" (French decimal comma, no thousands separator). */
export const formatEuroAmount = (cents: Cents): string =>
  `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
