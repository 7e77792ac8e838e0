/** The driver's status changes (spec §3 Order): one step at a time, delivery not before the slot's day. */
import { ORDER_FLOW, type OrderFlowStatus } from './deposits.js';
import { addDays, localDate, SHOP_TIME_ZONE } from './slots.js';

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
