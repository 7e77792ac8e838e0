/**
 * The manager's board (the back-office home): which stock is low, which leads a warehouse looks at,
 * which days it shows. The API's SQL and the page read these, never a number of their own.
 */
import { addDays } from './slots.js';

/** A tracked stock at or below this many units is low (an untracked stock, null, never is). */
export const LOW_STOCK_AT = 5;

export const isLowStock = (stock: number | null): boolean => stock !== null && stock <= LOW_STOCK_AT;

/**
 * A lead (an e-mail left for an address not served yet) belongs to the warehouses that serve a commune
 * of its area: the first two characters of its postcode (a French département, a Belgian district).
 */
export const LEAD_AREA_LENGTH = 2;

export const leadArea = (postalCode: string): string =>
  postalCode.replace(/\s+/g, '').slice(0, LEAD_AREA_LENGTH).toUpperCase();

/** The board counts as recent the leads of the last this many days (today included). */
export const RECENT_LEAD_DAYS = 7;

/** The days the board offers: today and tomorrow (shop time zone calendar days). */
export const BOARD_DAYS = ['today', 'tomorrow'] as const;
export type BoardDay = (typeof BOARD_DAYS)[number];

export const boardDate = (today: string, day: BoardDay): string =>
  day === 'today' ? today : addDays(today, 1);

/**
 * Picking progress as a share from 0 to 1 (lines picked over lines), null when there is nothing to pick.
 * Never above 1, whatever the counts say.
 */
export const pickingShare = (picked: number, lines: number): number | null =>
  lines > 0 ? Math.min(1, Math.max(0, picked) / lines) : null;
