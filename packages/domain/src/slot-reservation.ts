import { isoWeekday } from './slot-marketing.js';
import {
  addDays,
  DEFAULT_SLOT_RULES,
  isSlotOpenForOrders,
  localDate,
  SHOP_TIME_ZONE,
  wallClock,
  zonedInstant,
  type SlotRules,
} from './slots.js';

/**
 * A reserved weekly slot (docs/rules.md#reserved-slots, ADR 0040): the same weekday and start hour every
 * week or every two weeks, each coming week's place held in its slot for the next N weeks.
 */
export const RESERVATION_EVERY = [1, 2] as const;
export type ReservationEvery = (typeof RESERVATION_EVERY)[number];

/**
 * What became of one week of a reservation: its place held; skipped by the shopper (place given back);
 * used by an order placed on it (the place is the order's); released with the reservation or its
 * change; full (no place could be held: the slot was full or closed; tried again while it may still be
 * ordered).
 */
export const RESERVATION_WEEK_STATUSES = ['held', 'skipped', 'used', 'released', 'full'] as const;
export type ReservationWeekStatus = (typeof RESERVATION_WEEK_STATUSES)[number];

/** How many weeks ahead a reservation holds by default, and the bounds of a warehouse's setting. */
export const DEFAULT_RESERVATION_WEEKS = 4;
export const RESERVATION_WEEKS_BOUNDS = { min: 1, max: 8 } as const;

export interface ReservationPattern {
  /** The local date of the first week (its weekday is the reservation's; every-two-weeks counts from it). */
  anchorDate: string;
  /** The slots' start hour, shop time. */
  hour: number;
  every: ReservationEvery;
}

/** Whole days from `from` to `to` (local dates). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);
}

export interface ReservationWeek {
  /** The week's local date. */
  date: string;
  /** Its slot's start: the pattern's hour on that date, shop time (DST-safe). */
  startAt: Date;
}

/**
 * The weeks a reservation holds at `now`: its dates (the anchor's weekday, every `every` weeks from the
 * anchor) from today to `weeks` weeks ahead (today + 7 × weeks excluded), whose slot still takes orders
 * under the warehouse's rules, less the weeks the shopper skipped. Soonest first.
 */
export function reservationWeeks(
  pattern: ReservationPattern,
  now: Date,
  {
    weeks = DEFAULT_RESERVATION_WEEKS,
    rules = DEFAULT_SLOT_RULES,
    skipped = [],
    timeZone = SHOP_TIME_ZONE,
  }: {
    weeks?: number;
    rules?: Pick<SlotRules, 'leadMinutes' | 'sameDayCutoffHour'>;
    skipped?: Iterable<string>;
    timeZone?: string;
  } = {},
): ReservationWeek[] {
  const today = localDate(now, timeZone);
  const end = addDays(today, 7 * weeks);
  const step = 7 * pattern.every;
  const skip = new Set(skipped);
  // The first date of the pattern on or after today (the anchor itself when it is still ahead).
  const behind = daysBetween(pattern.anchorDate, today);
  let date = behind <= 0 ? pattern.anchorDate : addDays(pattern.anchorDate, Math.ceil(behind / step) * step);
  const result: ReservationWeek[] = [];
  for (; date < end; date = addDays(date, step)) {
    if (skip.has(date)) continue;
    const startAt = zonedInstant(date, pattern.hour, timeZone);
    if (!isSlotOpenForOrders(startAt, now, rules, timeZone)) continue;
    result.push({ date, startAt });
  }
  return result;
}

/**
 * Whether the shopper may still skip (or take back) a week: until its slot stops taking orders, as an
 * order is changed or cancelled until the cutoff.
 */
export function isReservationWeekChangeable(
  status: ReservationWeekStatus,
  startAt: Date,
  now: Date,
  rules: Pick<SlotRules, 'leadMinutes' | 'sameDayCutoffHour'> = DEFAULT_SLOT_RULES,
): boolean {
  return (status === 'held' || status === 'skipped') && isSlotOpenForOrders(startAt, now, rules);
}

/**
 * The week a reservation delivers next: the soonest of its weeks (given soonest first) still held or
 * used by an order; skipped, full and released weeks pass. Null when none is coming.
 */
export function nextReservedWeek<W extends { status: ReservationWeekStatus }>(weeks: readonly W[]): W | null {
  return weeks.find((w) => w.status === 'held' || w.status === 'used') ?? null;
}

export interface ReservationChoice<S> {
  /** ISO weekday of the shop's time: 1 Monday … 7 Sunday. */
  weekday: number;
  /** Start hour, shop time. */
  hour: number;
  /** The soonest slot of that weekday and hour the shopper may still pick (what the request names). */
  slot: S;
}

/**
 * The weekday-and-time choices a reservation can start from, out of the shopper's slot list: one per
 * weekday and start hour (shop time), its soonest slot that is not full for them (their own reserved
 * week counts as free), ordered Monday first, then by hour. A weekday and hour whose every slot is full
 * is not offered (the request would be a 409).
 */
export function reservationChoices<S extends { startAt: string; isFull: boolean }>(
  slots: readonly S[],
  timeZone = SHOP_TIME_ZONE,
): ReservationChoice<S>[] {
  const byKey = new Map<number, ReservationChoice<S>>();
  const sorted = [...slots].sort((a, b) => a.startAt.localeCompare(b.startAt));
  for (const slot of sorted) {
    if (slot.isFull) continue;
    const start = new Date(slot.startAt);
    const weekday = isoWeekday(localDate(start, timeZone));
    const hour = Number(wallClock(start, timeZone).slice(11, 13));
    const key = weekday * 100 + hour;
    if (!byKey.has(key)) byKey.set(key, { weekday, hour, slot });
  }
  return [...byKey.entries()].sort(([a], [b]) => a - b).map(([, choice]) => choice);
}
