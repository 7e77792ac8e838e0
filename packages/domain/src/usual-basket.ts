import type { ReservationPattern } from './slot-reservation.js';
import {
  addDays,
  DEFAULT_SLOT_RULES,
  localDate,
  SHOP_TIME_ZONE,
  zonedInstant,
  type SlotRules,
} from './slots.js';

/**
 * A usual basket that orders itself (docs/rules.md#usual-basket, ADR 0042): the shopper's usual lines,
 * placed as an order on the weeks of their reserved slot, at a frequency, N hours before the slot stops
 * taking orders, after a reminder 24 hours before that.
 */
export const USUAL_BASKET_FREQUENCIES = ['weekly', 'fortnightly', 'monthly'] as const;
export type UsualBasketFrequency = (typeof USUAL_BASKET_FREQUENCIES)[number];

/** How the shopper pays the orders it places: their saved card (off-session), or at the door. */
export const USUAL_BASKET_PAYMENTS = ['card', 'delivery'] as const;
export type UsualBasketPayment = (typeof USUAL_BASKET_PAYMENTS)[number];

/**
 * What became of one date of a basket: due (scheduled); the reminder sent (reminded); skipped by the
 * shopper; placed as an order; failed (with a reason the shopper is told, and what to do).
 */
export const USUAL_BASKET_OCCURRENCE_STATUSES = [
  'scheduled',
  'reminded',
  'skipped',
  'placed',
  'failed',
] as const;
export type UsualBasketOccurrenceStatus = (typeof USUAL_BASKET_OCCURRENCE_STATUSES)[number];

/** Why an occurrence could not be placed (each is told to the shopper with what to do). */
export const USUAL_BASKET_FAILURES = [
  'slotFull',
  'nothingInStock',
  'paymentDeclined',
  'noSlot',
  'notPlaceable',
] as const;
export type UsualBasketFailure = (typeof USUAL_BASKET_FAILURES)[number];

/** Hours before the slot's order cutoff the basket is placed: the default and a warehouse's bounds. */
export const DEFAULT_USUAL_BASKET_HOURS = 10;
export const USUAL_BASKET_HOURS_BOUNDS = { min: 0, max: 72 } as const;
/** The reminder goes this long before the placement. */
export const USUAL_BASKET_REMINDER_MS = 24 * 60 * 60 * 1000;
/** A basket has at most as many lines as a cart may (the contract refuses more). */
export const USUAL_BASKET_MAX_LINES = 100;

/** Whole days from `from` to `to` (local dates). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);
}

export interface BasketPattern {
  frequency: UsualBasketFrequency;
  /** The basket's first local date (a date of its reservation): every-two-weeks counts from it. */
  anchorDate: string;
}

/**
 * The local dates a basket orders on from `fromDate` (included) to `untilDate` (excluded): its
 * reservation's dates (the anchor's weekday every 7 × every days) from the basket's anchor on; weekly:
 * each of them; every two weeks: those a multiple of 14 days from the basket's anchor; monthly: the
 * first of them in each calendar month. Soonest first, each at most once.
 */
export function basketDates(
  basket: BasketPattern,
  reservation: Pick<ReservationPattern, 'anchorDate' | 'every'>,
  fromDate: string,
  untilDate: string,
): string[] {
  const step = 7 * reservation.every;
  const start = fromDate > basket.anchorDate ? fromDate : basket.anchorDate;
  const behind = daysBetween(reservation.anchorDate, start);
  let date =
    behind <= 0 ? reservation.anchorDate : addDays(reservation.anchorDate, Math.ceil(behind / step) * step);
  const result: string[] = [];
  for (; date < untilDate; date = addDays(date, step)) {
    if (basket.frequency === 'fortnightly' && daysBetween(basket.anchorDate, date) % 14 !== 0) continue;
    if (basket.frequency === 'monthly') {
      // The first date of the month: the one before it (a step back) is in an earlier month.
      if (addDays(date, -step).slice(0, 7) === date.slice(0, 7)) continue;
    }
    result.push(date);
  }
  return result;
}

/**
 * Whether a date orders: not skipped, not within a pause. A pause "until D" covers the dates before D
 * (the basket orders again on D).
 */
export function basketOrdersOn(
  date: string,
  { skipped = [], pausedUntil = null }: { skipped?: Iterable<string>; pausedUntil?: string | null },
): boolean {
  if (pausedUntil !== null && date < pausedUntil) return false;
  for (const s of skipped) if (s === date) return false;
  return true;
}

export interface BasketTimes {
  /** When the slot stops taking orders (the earlier of its lead time and the same-day cutoff). */
  closeAt: Date;
  /** When the basket is placed: `hours` before closeAt. */
  placeAt: Date;
  /** When the shopper is reminded: 24 hours before the placement. */
  remindAt: Date;
}

/**
 * The times of one occurrence from its slot's start (docs/rules.md#slots' cutoff; DST-safe: the
 * same-day cutoff is a wall-clock hour of the slot's local day).
 */
export function basketTimes(
  slotStartAt: Date,
  hours: number = DEFAULT_USUAL_BASKET_HOURS,
  rules: Pick<SlotRules, 'leadMinutes' | 'sameDayCutoffHour'> = DEFAULT_SLOT_RULES,
  timeZone = SHOP_TIME_ZONE,
): BasketTimes {
  const byLead = slotStartAt.getTime() - rules.leadMinutes * 60_000;
  const sameDay = zonedInstant(localDate(slotStartAt, timeZone), rules.sameDayCutoffHour, timeZone).getTime();
  const closeAt = new Date(Math.min(byLead, sameDay));
  const placeAt = new Date(closeAt.getTime() - hours * 3_600_000);
  return { closeAt, placeAt, remindAt: new Date(placeAt.getTime() - USUAL_BASKET_REMINDER_MS) };
}

/** The shopper may skip (or take back) an occurrence while it is not placed yet and before its time. */
export function isOccurrenceChangeable(
  status: UsualBasketOccurrenceStatus,
  placeAt: Date,
  now: Date,
): boolean {
  return (status === 'scheduled' || status === 'reminded' || status === 'skipped') && now < placeAt;
}

/** Due for its reminder: scheduled, its reminder time passed, its placement still ahead. */
export function isReminderDue(status: UsualBasketOccurrenceStatus, times: BasketTimes, now: Date): boolean {
  return status === 'scheduled' && now >= times.remindAt && now < times.placeAt;
}

/** Due for its placement: not decided yet, its time passed, its slot still taking orders. */
export function isPlacementDue(status: UsualBasketOccurrenceStatus, times: BasketTimes, now: Date): boolean {
  return (status === 'scheduled' || status === 'reminded') && now >= times.placeAt && now < times.closeAt;
}

/** Missed: not decided and its slot no longer takes orders (told as a failure, never placed late). */
export function isOccurrenceMissed(
  status: UsualBasketOccurrenceStatus,
  times: BasketTimes,
  now: Date,
): boolean {
  return (status === 'scheduled' || status === 'reminded') && now >= times.closeAt;
}

export interface BasketLineWant {
  productWarehouseId: number;
  quantity: number;
}

export interface BasketLineStock {
  /** What may be sold of the entry now (stock less what is held), 0 when none or not sold. */
  available: number;
}

/**
 * The lines an occurrence orders: each wanted line at its quantity when in stock, else its substitute
 * (the shopper's choice or the closest match, given by `substituteOf`) at the same quantity when that
 * one is, else as many as there are, else dropped. One line per entry (a substitute already wanted
 * adds to it, within stock). Returns the lines and those dropped.
 */
export function basketLinesToOrder(
  wanted: readonly BasketLineWant[],
  stockOf: (productWarehouseId: number) => number,
  substituteOf: (productWarehouseId: number) => number | null,
): { lines: BasketLineWant[]; dropped: number[]; substituted: Array<{ from: number; to: number }> } {
  const taken = new Map<number, number>();
  const left = (id: number) => Math.max(0, stockOf(id) - (taken.get(id) ?? 0));
  const dropped: number[] = [];
  const substituted: Array<{ from: number; to: number }> = [];
  for (const line of wanted) {
    const own = Math.min(line.quantity, left(line.productWarehouseId));
    if (own === line.quantity) {
      taken.set(line.productWarehouseId, (taken.get(line.productWarehouseId) ?? 0) + own);
      continue;
    }
    const sub = substituteOf(line.productWarehouseId);
    const subQty = sub === null || sub === line.productWarehouseId ? 0 : Math.min(line.quantity, left(sub));
    if (sub !== null && subQty === line.quantity) {
      taken.set(sub, (taken.get(sub) ?? 0) + subQty);
      substituted.push({ from: line.productWarehouseId, to: sub });
    } else if (own > 0) {
      taken.set(line.productWarehouseId, (taken.get(line.productWarehouseId) ?? 0) + own);
    } else {
      dropped.push(line.productWarehouseId);
    }
  }
  return {
    lines: [...taken].map(([productWarehouseId, quantity]) => ({ productWarehouseId, quantity })),
    dropped,
    substituted,
  };
}
