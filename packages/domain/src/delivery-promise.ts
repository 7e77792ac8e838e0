import { dateTimeFormat } from './intl.js';
import type { OrderStatus } from './order-status.js';
import { SHOP_TIME_ZONE } from './slots.js';

/**
 * The delivery promise (issue 31): the window announced to the shopper in the morning, and what the
 * tracking page says from the driver's events. Pure; the API stores the window once announced.
 */

const MINUTE = 60_000;
/** Windows start on a multiple of 5 minutes: "10:35 – 10:55", never "10:37 – 10:57". */
const GRAIN_MINUTES = 5;

/** The window's width when nothing else is set (a warehouse's promise_window_minutes). */
export const DEFAULT_WINDOW_MINUTES = 20;
export const MIN_WINDOW_MINUTES = 5;
export const MAX_WINDOW_MINUTES = 120;

/**
 * How much of the window lies before the planned arrival, as a share of its width. Vans run late far
 * more often than early (travel and doorstep times are skewed to the right) and a van early at a stop
 * waits for its window to open, so the window lies almost all after the plan: bench/promise.mjs
 * replays planned days with random times for every lead; 0.1 was best (the window opens 0 to 5
 * minutes before the planned arrival, after rounding to 5 minutes).
 */
export const WINDOW_LEAD_SHARE = 0.1;

/**
 * The margin the round's plan must count on its travel and doorstep times (0.15: 15 % more than the
 * estimates) for the windows to hold: without it a round fills its slot to the minute and a single
 * long stop makes every later stop late (bench/promise.mjs: 93 % inside without, 98 % with).
 */
export const PLAN_TIME_PAD = 0.15;

export interface DeliveryWindow {
  from: Date;
  to: Date;
}

export interface WindowInput {
  /** The plan's expected arrival at the stop. */
  plannedArrival: Date;
  slot: { startAt: Date; endAt: Date };
  widthMinutes: number;
  /** Share of the window before the planned arrival (default WINDOW_LEAD_SHARE). */
  leadShare?: number;
}

/**
 * The window announced for a stop: `widthMinutes` wide, starting `leadShare` of its width before the
 * planned arrival (rounded to 5 minutes), then moved whole inside the slot; a slot narrower than the
 * width is the window itself. It contains the planned arrival whenever the slot does.
 */
export function deliveryWindow({
  plannedArrival,
  slot,
  widthMinutes,
  leadShare = WINDOW_LEAD_SHARE,
}: WindowInput): DeliveryWindow {
  const start = slot.startAt.getTime();
  const end = slot.endAt.getTime();
  const width = widthMinutes * MINUTE;
  if (end - start <= width) return { from: new Date(start), to: new Date(end) };
  const grain = GRAIN_MINUTES * MINUTE;
  // The lead is kept within the width minus a grain, so that rounding never pushes the arrival out.
  const lead = Math.min(Math.max(leadShare * width, grain / 2), width - grain / 2);
  let from = Math.round((plannedArrival.getTime() - lead) / grain) * grain;
  from = Math.min(Math.max(from, start), end - width);
  return { from: new Date(from), to: new Date(from + width) };
}

/** What the tracking page says of a delivery. */
export const TRACKING_STATUSES = ['planned', 'onTheWay', 'twoStopsAway', 'delivered', 'failed'] as const;
export type TrackingStatus = (typeof TRACKING_STATUSES)[number];

/** How close the van must be (stops still to serve before this one) to say it is nearly there. */
export const NEAR_STOPS = 2;

/** A stop of a van's round as the tracking reads it: its place, and whether it is served. */
export interface RoundStop {
  position: number;
  /** Delivered or failed: the van has been there. */
  done: boolean;
}

/**
 * The stops the van still has to serve before the one at `position` (a stop of several orders counts
 * once; its orders share the position).
 */
export function stopsBefore(position: number, round: readonly RoundStop[]): number {
  const pending = new Set<number>();
  for (const stop of round) if (!stop.done && stop.position < position) pending.add(stop.position);
  return pending.size;
}

/** The order's status, as the tracking page shows it. */
export function trackingStatus(status: OrderStatus, before: number | null): TrackingStatus {
  if (status === 'delivered') return 'delivered';
  if (status === 'delivery_failed') return 'failed';
  if (status !== 'out_for_delivery') return 'planned';
  return before !== null && before <= NEAR_STOPS ? 'twoStopsAway' : 'onTheWay';
}

/** A window's bound as the shop writes it in every locale: "10:40", shop time. */
export const formatWindowTime = (at: Date, timeZone = SHOP_TIME_ZONE) =>
  dateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone }).format(at);
