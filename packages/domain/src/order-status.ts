/** Order statuses (docs/rules.md#orders): the one list, the delivery flow and the driver's status changes. */
import { addDays, localDate, SHOP_TIME_ZONE } from './slots.js';

/**
 * Every status an order can have, in the order of its life: 'payment_pending' (a card order waiting
 * for its payment, before the flow) and 'cancelled' (ends it) are outside the flow.
 */
export const ORDER_STATUSES = [
  'payment_pending',
  'placed',
  'preparing',
  'out_for_delivery',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The delivery flow of an order, forward only. */
export const ORDER_FLOW = ['placed', 'preparing', 'out_for_delivery', 'delivered'] as const;
export type OrderFlowStatus = (typeof ORDER_FLOW)[number];

/** A status the driver moves an order to: every step of the flow after 'placed'. */
export type AdvanceStatus = Exclude<OrderFlowStatus, 'placed'>;
export const ADVANCE_STATUSES = ORDER_FLOW.slice(1) as [AdvanceStatus, ...AdvanceStatus[]];

/** The status an order moves to next, or null once delivered (or for a status outside the flow). */
export function nextOrderStatus(status: string): AdvanceStatus | null {
  const index = ORDER_FLOW.indexOf(status as OrderFlowStatus);
  if (index < 0 || index === ORDER_FLOW.length - 1) return null;
  return ORDER_FLOW[index + 1] as AdvanceStatus;
}

/**
 * The statuses that hold what the checkout took (slot place, stock, promo use, wallet debit): every
 * one but 'cancelled'. A card order waiting for its payment holds them too, so that the payment never
 * confirms an order whose place or stock went to someone else.
 */
export const HOLDING_ORDER_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter((s) => s !== 'cancelled');

/**
 * The statuses of an order the shop counts as placed (the driver's round, the customer's order count,
 * a godson's first order): the flow's. A card order waiting for its payment is not placed yet.
 */
export const PLACED_ORDER_STATUSES: readonly OrderStatus[] = [...ORDER_FLOW];

/**
 * The statuses an order is still on its way in (shown as current, counted as "next delivery"). A card
 * order waiting for its payment is not: its delivery is not confirmed yet.
 */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = ['placed', 'preparing', 'out_for_delivery'];
export const isOpenOrderStatus = (status: string): boolean =>
  (OPEN_ORDER_STATUSES as readonly string[]).includes(status);

export type OrderStatusRefusal =
  /** Not the next step of the flow (a jump, a step back, or an order outside the flow). */
  | 'notNextStep'
  /** 'delivered' before the local day of the order's slot. */
  | 'beforeSlotDay';

export interface OrderStatusCheck {
  /** The order's slot start. */
  slotStartAt: Date | string;
  now?: Date;
  /** The warehouse's time zone (default the shop's, Europe/Paris). */
  timeZone?: string;
  /** Days before the slot's day a delivery may be recorded (a setting, default 0). */
  earlyDays?: number;
}

/**
 * Whether an order may move from `from` to `to`: only to the next status of ORDER_FLOW
 * (placed → preparing → out_for_delivery → delivered), and 'delivered' only on or after the local
 * day of its slot. null when allowed.
 */
export function orderStatusRefusal(
  from: string,
  to: string,
  { slotStartAt, now = new Date(), timeZone = SHOP_TIME_ZONE, earlyDays = 0 }: OrderStatusCheck,
): OrderStatusRefusal | null {
  const index = ORDER_FLOW.indexOf(from as OrderFlowStatus);
  if (index < 0 || ORDER_FLOW[index + 1] !== to) return 'notNextStep';
  if (to === 'delivered') {
    const slotDay = localDate(new Date(slotStartAt), timeZone);
    const today = localDate(now, timeZone);
    if (addDays(today, Math.max(0, Math.floor(earlyDays))) < slotDay) return 'beforeSlotDay';
  }
  return null;
}
