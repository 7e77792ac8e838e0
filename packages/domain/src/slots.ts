import { dateTimeFormat } from './intl.js';

/** Slot groups and slots (docs/rules.md#slots). Times are ISO strings at the API boundary. */
export interface Slot {
  id: number;
  startAt: string;
  endAt: string;
  isFull: boolean;
  isSoonFull: boolean;
}
export interface SlotGroup<S extends Slot = Slot> {
  date: string;
  slots: S[];
}

/** Orders are allowed until 2 hours before the slot start (the default lead time). */
export const ORDER_CUTOFF_MS = 2 * 60 * 60 * 1000;

/**
 * docs/rules.md#slots: a slot takes orders until the lead time before its start (2 hours by default), and a
 * same-day slot only until the same-day cutoff (17h shop time by default) on that day. The rules are
 * the slot's warehouse's settings.
 */
export function isSlotOpenForOrders(
  startAt: Date | string,
  now: Date = new Date(),
  rules: Pick<SlotRules, 'leadMinutes' | 'sameDayCutoffHour'> = DEFAULT_SLOT_RULES,
  timeZone = SHOP_TIME_ZONE,
): boolean {
  const start = new Date(startAt);
  if (start.getTime() - now.getTime() < rules.leadMinutes * 60_000) return false;
  const today = localDate(now, timeZone);
  if (localDate(start, timeZone) !== today) return true;
  return now.getTime() < zonedInstant(today, rules.sameDayCutoffHour, timeZone).getTime();
}

/** The next slot is the first non-full slot in any group. */
export function nextSlot<S extends Slot>(groups: SlotGroup<S>[]): S | null {
  for (const group of groups) {
    const slot = group.slots.find((s) => !s.isFull);
    if (slot) return slot;
  }
  return null;
}

/**
 * 'Day number · start-end' with 24-hour times, written so that no locale reads the day as a
 * month: the short weekday, the day number and the short month, e.g. 'mar. 24 nov. · 09:00-11:00'
 * (fr), 'di 24 nov · 09:00-11:00' (nl-BE), 'mar 24 nov · 09:00-11:00' (es). The one slot formatter.
 */
export function formatSlotLabel(
  slot: Pick<Slot, 'startAt' | 'endAt'>,
  intlLocale = 'fr-FR',
  timeZone = 'Europe/Paris',
): string {
  const start = new Date(slot.startAt);
  const end = new Date(slot.endAt);
  const part = (options: Intl.DateTimeFormatOptions) =>
    dateTimeFormat(intlLocale, { ...options, timeZone }).format(start);
  const time = dateTimeFormat('fr-FR', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone,
  });
  const day = `${part({ weekday: 'short' })} ${part({ day: 'numeric' })} ${part({ month: 'short' })}`;
  return `${day} · ${time.format(start)}-${time.format(end)}`;
}

/**
 * Delivery hours 9h to 21h, same-day order cutoff 17h. We deliver in 2-hour windows that
 * start every hour (9h–11h, 10h–12h … 19h–21h), so a shopper can pick the window that suits them.
 * These are the defaults of a warehouse's slot rules (SlotRules), which the back-office edits.
 */
export const DELIVERY_START_HOUR = 9;
export const DELIVERY_END_HOUR = 21;
export const SLOT_LENGTH_HOURS = 2;
export const SLOT_START_EVERY_HOURS = 1;
export const SAME_DAY_CUTOFF_HOUR = 17;

/**
 * How a warehouse's slots are generated and until when they take orders (one row per warehouse,
 * slot_settings). Whole hours: slot starts are on the hour, every hour from the first to the last.
 */
export interface SlotRules {
  /** Start hour of the day's first slot (shop time). */
  firstStartHour: number;
  /** Start hour of the day's last slot. */
  lastStartHour: number;
  /** How long a slot lasts, in hours. */
  widthHours: number;
  /** Places per slot when it is generated. */
  capacity: number;
  /** Same-day slots take orders until this hour of the day. */
  sameDayCutoffHour: number;
  /** A slot takes orders until this many minutes before its start (the spec's 2-hour rule). */
  leadMinutes: number;
  /** How many days of slots are kept ahead, today included. */
  daysAhead: number;
}

/** Today's rules, the spec's: 9h–11h to 19h–21h, 12 places, same day until 17h, 2 hours ahead, a week. */
export const DEFAULT_SLOT_RULES: SlotRules = {
  firstStartHour: DELIVERY_START_HOUR,
  lastStartHour: DELIVERY_END_HOUR - SLOT_LENGTH_HOURS,
  widthHours: SLOT_LENGTH_HOURS,
  capacity: 12,
  sameDayCutoffHour: SAME_DAY_CUTOFF_HOUR,
  leadMinutes: ORDER_CUTOFF_MS / 60_000,
  daysAhead: 7,
};

/** The bounds a setting may take (the form's and the database's checks). */
export const SLOT_RULE_BOUNDS: Record<keyof SlotRules, { min: number; max: number }> = {
  firstStartHour: { min: 0, max: 23 },
  lastStartHour: { min: 0, max: 23 },
  widthHours: { min: 1, max: 12 },
  capacity: { min: 0, max: 500 },
  sameDayCutoffHour: { min: 0, max: 24 },
  leadMinutes: { min: 0, max: 24 * 60 },
  daysAhead: { min: 1, max: 60 },
};

/** What is wrong with a set of rules, by field: hours in order and the last slot ending by midnight. */
export function slotRulesIssues(rules: SlotRules): Array<{ field: keyof SlotRules; issue: string }> {
  const issues: Array<{ field: keyof SlotRules; issue: string }> = [];
  for (const [field, { min, max }] of Object.entries(SLOT_RULE_BOUNDS) as Array<
    [keyof SlotRules, { min: number; max: number }]
  >) {
    const value = rules[field];
    if (!Number.isInteger(value) || value < min || value > max) issues.push({ field, issue: 'range' });
  }
  if (rules.lastStartHour < rules.firstStartHour)
    issues.push({ field: 'lastStartHour', issue: 'beforeFirst' });
  if (rules.lastStartHour + rules.widthHours > 24)
    issues.push({ field: 'widthHours', issue: 'pastMidnight' });
  return issues;
}

export const SHOP_TIME_ZONE = 'Europe/Paris';

/** The wall-clock time of an instant in a time zone: 'YYYY-MM-DDTHH:mm' (a datetime-local value). */
export function wallClock(instant: Date, timeZone = SHOP_TIME_ZONE): string {
  const parts = dateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
}

/** The UTC instant of a wall-clock time in a time zone (DST-safe for whole hours). */
export function zonedInstant(date: string, hour: number, timeZone = SHOP_TIME_ZONE): Date {
  // 24h (a slot ending at midnight) is the next day's 0h.
  if (hour >= 24) return zonedInstant(addDays(date, Math.floor(hour / 24)), hour % 24, timeZone);
  const wall = `${date}T${String(hour).padStart(2, '0')}:00`;
  const target = Date.parse(`${wall}:00Z`);
  const offsetAt = (instant: number) => Date.parse(`${wallClock(new Date(instant), timeZone)}:00Z`) - instant;
  const first = target - offsetAt(target);
  // The offset at the answer, not at the guess: they differ in the hours before a DST change (1:00 on
  // the night clocks go back is 23:00 UTC, not midnight).
  const second = target - offsetAt(first);
  if (wallClock(new Date(second), timeZone) === wall) return new Date(second);
  if (wallClock(new Date(first), timeZone) === wall) return new Date(first);
  // An hour the clocks skip (2:00 on the night they go forward) is read as the instant after the jump,
  // 3:00: a window ending then still lasts its width.
  return new Date(Math.max(first, second));
}

/**
 * Delivery windows of one local date: [start, end) instants, `widthHours` long, starting every hour
 * from the first start hour to the last (by default 9h–11h to 19h–21h).
 */
export function deliveryWindows(
  date: string,
  rules: Pick<SlotRules, 'firstStartHour' | 'lastStartHour' | 'widthHours'> = DEFAULT_SLOT_RULES,
  timeZone = SHOP_TIME_ZONE,
): Array<{ startAt: Date; endAt: Date }> {
  const windows: Array<{ startAt: Date; endAt: Date }> = [];
  for (let h = rules.firstStartHour; h <= rules.lastStartHour; h += SLOT_START_EVERY_HOURS) {
    const startAt = zonedInstant(date, h, timeZone);
    // The hour skipped when clocks go forward has no slot: it would start with the next hour's.
    if (startAt.getTime() === zonedInstant(date, h + 1, timeZone).getTime()) continue;
    windows.push({ startAt, endAt: zonedInstant(date, h + rules.widthHours, timeZone) });
  }
  return windows;
}

/** Local calendar date (YYYY-MM-DD) of an instant in the shop's time zone. */
export function localDate(instant: Date, timeZone = SHOP_TIME_ZONE): string {
  return dateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export type RelativeDay = 'today' | 'tomorrow' | 'other';

/**
 * The shop's day of `instant` as said at `now`: today, tomorrow, or another day. A window told the evening
 * before says "tomorrow"; the morning's says "today".
 */
export function relativeDay(instant: Date, now: Date, timeZone = SHOP_TIME_ZONE): RelativeDay {
  const day = localDate(instant, timeZone);
  const today = localDate(now, timeZone);
  if (day === today) return 'today';
  return day === addDays(today, 1) ? 'tomorrow' : 'other';
}
