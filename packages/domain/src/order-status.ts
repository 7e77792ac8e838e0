/** Order statuses (docs/rules.md#orders): the one list, the delivery flow and the driver's status changes. */
import { addDays, localDate, ORDER_CUTOFF_MS, SHOP_TIME_ZONE, zonedInstant } from './slots.js';

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
  'delivery_failed',
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
 * The statuses of the orders a driver's round lists: the flow's, and a delivery that failed at the
 * door (shown as failed, with no more actions). Not counted as placed elsewhere (figures, counts).
 */
export const ROUND_ORDER_STATUSES: readonly OrderStatus[] = [...ORDER_FLOW, 'delivery_failed'];

/** The statuses that end a delivery at the door: delivered, or failed (delivery-failure.ts). */
export const DOOR_DONE_STATUSES: readonly OrderStatus[] = ['delivered', 'delivery_failed'];

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
  /** Before the step's time (statusStepOpensAt). */
  | 'tooEarly';

export interface OrderStatusCheck {
  /** The order's slot start. */
  slotStartAt: Date | string;
  now?: Date;
  /** The warehouse's time zone (default the shop's, Europe/Paris). */
  timeZone?: string;
  /** Days every step may be recorded ahead of its time (EARLY_DELIVERY_DAYS, default 0: a test setting). */
  earlyDays?: number;
}

/**
 * When each step of the flow may be recorded, measured from the order's slot:
 * - 'preparing' from the start of the slot's local day (the day its picking list is for);
 * - 'out_for_delivery' and 'delivered' from the shopper's cut-off (ORDER_CUTOFF_MS before the slot):
 *   until then the shopper may still cancel or move the order, and an order on its way can change no
 *   more, so it never leaves (nor arrives) while that promise holds.
 */
const STEP_OPENS: Record<AdvanceStatus, 'slotDay' | 'cutoff'> = {
  preparing: 'slotDay',
  out_for_delivery: 'cutoff',
  delivered: 'cutoff',
};

/** The moment from which an order may move to `to` (the allowance `earlyDays` applied). */
export function statusStepOpensAt(
  to: AdvanceStatus,
  { slotStartAt, timeZone = SHOP_TIME_ZONE, earlyDays = 0 }: Omit<OrderStatusCheck, 'now'>,
): Date {
  const early = Math.max(0, Math.floor(earlyDays));
  const start = new Date(slotStartAt);
  if (STEP_OPENS[to] === 'slotDay')
    return zonedInstant(addDays(localDate(start, timeZone), -early), 0, timeZone);
  return new Date(start.getTime() - ORDER_CUTOFF_MS - early * 86_400_000);
}

/**
 * Whether an order may move from `from` to `to`: only to the next status of ORDER_FLOW
 * (placed → preparing → out_for_delivery → delivered), and not before the step's time
 * (statusStepOpensAt). null when allowed.
 */
export function orderStatusRefusal(
  from: string,
  to: string,
  { now = new Date(), ...check }: OrderStatusCheck,
): OrderStatusRefusal | null {
  const index = ORDER_FLOW.indexOf(from as OrderFlowStatus);
  if (index < 0 || ORDER_FLOW[index + 1] !== to) return 'notNextStep';
  if (now < statusStepOpensAt(to as AdvanceStatus, check)) return 'tooEarly';
  return null;
}

/** The statuses in which the shopper may still cancel or move an order (until the cut-off). */
export const CHANGEABLE_STATUSES: readonly OrderStatus[] = ['placed', 'preparing'];

/**
 * Why the shopper can no longer cancel or move an order: its status (on its way, delivered,
 * cancelled, its card payment still pending), else the cut-off before its slot; null while they can.
 */
export type OrderChangeLock = Exclude<OrderStatus, 'placed' | 'preparing'> | 'cutoff';
export const ORDER_CHANGE_LOCKS = [
  'payment_pending',
  'out_for_delivery',
  'delivered',
  'delivery_failed',
  'cancelled',
  'cutoff',
] as const satisfies readonly OrderChangeLock[];

export function orderChangeLock(
  status: OrderStatus,
  slotStartAt: Date | string,
  now = new Date(),
): OrderChangeLock | null {
  if (!CHANGEABLE_STATUSES.includes(status)) return status as Exclude<OrderStatus, 'placed' | 'preparing'>;
  return new Date(slotStartAt).getTime() - now.getTime() < ORDER_CUTOFF_MS ? 'cutoff' : null;
}

/** Why staff may not move orders to a slot (docs/rules.md#orders); null when they may. */
export type SlotMoveRefusal =
  /** An order no longer changeable: on its way, delivered, cancelled or still at the card payment. */
  | 'orderNotMovable'
  /** The target is one of the slots the orders leave. */
  | 'sameSlot'
  /** The target has begun (or ended). */
  | 'slotPast'
  /** The target is closed. */
  | 'slotClosed'
  /** Fewer free places in the target than orders to move. */
  | 'noRoom';

export interface SlotMoveCheck {
  /** The statuses of the orders to move (one for a single move, every order of a closing slot). */
  statuses: readonly OrderStatus[];
  /** The slots the orders are in now. */
  fromSlotIds: readonly number[];
  target: {
    id: number;
    startAt: Date | string;
    closed: boolean;
    capacity: number;
    /** Places taken in the target: its bookings and live holds, counted under its row lock. */
    taken: number;
  };
  now?: Date;
}

/**
 * Whether staff may move orders to another slot of their warehouse. The shopper's 2-hour cut-off does
 * not bind staff (a van breaks down on the day), but the order must still be changeable by status
 * (CHANGEABLE_STATUSES: nothing on its way moves) and the target a future, open slot with a free
 * place for every order: the orders keep their stock, so only the places are counted.
 */
export function slotMoveRefusal({
  statuses,
  fromSlotIds,
  target,
  now = new Date(),
}: SlotMoveCheck): SlotMoveRefusal | null {
  if (statuses.some((s) => !CHANGEABLE_STATUSES.includes(s))) return 'orderNotMovable';
  if (fromSlotIds.includes(target.id)) return 'sameSlot';
  if (new Date(target.startAt).getTime() <= now.getTime()) return 'slotPast';
  if (target.closed) return 'slotClosed';
  if (slotFreePlaces(target) < statuses.length) return 'noRoom';
  return null;
}

/** A slot's free places: its capacity less what is taken, never below 0 (a capacity lowered under it). */
export const slotFreePlaces = ({ capacity, taken }: { capacity: number; taken: number }) =>
  Math.max(0, capacity - taken);
