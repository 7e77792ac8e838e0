import { SHOP_TIME_ZONE, wallClock } from './slots.js';

/**
 * A slot marketing operation's reach (the slot's marketing text, description, icon and colours): which upcoming slots
 * carry its text, description, icon and colours. Every condition narrows; an empty one means "any".
 */
export interface SlotMarketingRule {
  id: number;
  /** One warehouse, or null for every warehouse. */
  warehouseId: number | null;
  /** ISO weekdays, 1 = Monday … 7 = Sunday; empty = every day. */
  weekdays: readonly number[];
  /** Only the day's first slot (the round that leaves the warehouse first). */
  firstOfDay: boolean;
  /** Only slots starting at this shop time, 'HH:MM'; null = any time. */
  startTime: string | null;
  /** From this local date (YYYY-MM-DD), through endsOn when set. */
  startsOn: string;
  endsOn: string | null;
  active: boolean;
}

export interface MarketedSlot {
  warehouseId: number;
  startAt: Date;
  /** The earliest slot of its warehouse and local day. */
  firstOfDay: boolean;
}

export const SLOT_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** ISO weekday (1 = Monday) of a calendar date. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

export function ruleApplies(rule: SlotMarketingRule, slot: MarketedSlot, timeZone = SHOP_TIME_ZONE): boolean {
  if (!rule.active) return false;
  if (rule.warehouseId !== null && rule.warehouseId !== slot.warehouseId) return false;
  const [date, time] = wallClock(slot.startAt, timeZone).split('T') as [string, string];
  if (date < rule.startsOn || (rule.endsOn !== null && date > rule.endsOn)) return false;
  if (rule.weekdays.length && !rule.weekdays.includes(isoWeekday(date))) return false;
  if (rule.firstOfDay && !slot.firstOfDay) return false;
  return rule.startTime === null || rule.startTime === time;
}

/**
 * The operation a slot shows: one only (the storefront has one banner per slot). A warehouse's own
 * operation wins over a shop-wide one, then the most recent.
 */
export function ruleForSlot<R extends SlotMarketingRule>(
  rules: readonly R[],
  slot: MarketedSlot,
  timeZone = SHOP_TIME_ZONE,
): R | null {
  let best: R | null = null;
  for (const rule of rules) {
    if (!ruleApplies(rule, slot, timeZone)) continue;
    if (!best || rank(rule) > rank(best)) best = rule;
  }
  return best;
}

const rank = (rule: SlotMarketingRule) => (rule.warehouseId === null ? 0 : 1e9) + rule.id;

/** Marks each slot that is the earliest of its warehouse and local day. */
export function markFirstOfDay<S extends { warehouseId: number; startAt: Date }>(
  slots: readonly S[],
  timeZone = SHOP_TIME_ZONE,
): Array<S & { firstOfDay: boolean }> {
  const first = new Map<string, number>();
  for (const slot of slots) {
    const key = `${slot.warehouseId}|${wallClock(slot.startAt, timeZone).slice(0, 10)}`;
    const seen = first.get(key);
    if (seen === undefined || slot.startAt.getTime() < seen) first.set(key, slot.startAt.getTime());
  }
  return slots.map((slot) => ({
    ...slot,
    firstOfDay:
      first.get(`${slot.warehouseId}|${wallClock(slot.startAt, timeZone).slice(0, 10)}`) ===
      slot.startAt.getTime(),
  }));
}

/**
 * The banner's icon: 'leaf' (the shop's drawn leaf) or a short text such as an emoji (at most four
 * characters, no letters or digits: the storefront shows it as is, see SlotBanner).
 */
export const isSlotMarketingIcon = (icon: string): boolean =>
  icon === 'leaf' || ([...icon].length <= 4 && !/[\p{L}\p{N}\s]/u.test(icon));

/** WCAG 2 contrast ratio of two '#rrggbb' colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** WCAG AA for body text: the banner's description is a sentence. */
export const MIN_TEXT_CONTRAST = 4.5;

function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}
