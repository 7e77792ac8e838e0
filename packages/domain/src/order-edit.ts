/**
 * The shopper's own changes to a placed order (issue 32, ADR 0039): when they may still change its
 * lines, how many changes one request may carry, and what the money difference becomes.
 */
import {
  ORDER_CHANGE_LOCKS,
  orderChangeLock,
  type OrderChangeLock,
  type OrderStatus,
} from './order-status.js';

/** The most products one edit may change (the contract's limit; a bigger body is a 400, nothing changed). */
export const MAX_ORDER_EDIT_CHANGES = 50;

/**
 * Why the shopper can no longer change an order's lines: the reasons of orderChangeLock (its status,
 * the cut-off 2 hours before its slot), else the round of its van has started ('roundStarted': one of
 * the van's orders of the slot left, ADR 0031 — the van is loaded, the order is the driver's even if
 * it is still placed), else its picking has begun — 'preparing', or a line already ticked by a picker.
 * Staff may still edit a picked order (they re-tick what they change); the shopper may not. null
 * while they may.
 */
export type OrderEditLock = OrderChangeLock | 'roundStarted' | 'picking';
export const ORDER_EDIT_LOCKS = [
  ...ORDER_CHANGE_LOCKS,
  'roundStarted',
  'picking',
] as const satisfies readonly OrderEditLock[];

export function orderEditLock(
  status: OrderStatus,
  slotStartAt: Date | string,
  {
    now = new Date(),
    pickingStarted,
    roundStarted = false,
  }: { now?: Date; pickingStarted: boolean; roundStarted?: boolean },
): OrderEditLock | null {
  const lock = orderChangeLock(status, slotStartAt, now);
  if (lock) return lock;
  if (roundStarted) return 'roundStarted';
  return status === 'preparing' || pickingStarted ? 'picking' : null;
}

/**
 * What an edit's money difference becomes (cents):
 * - `due`: paid at delivery — the new amount is what the driver collects; nothing to do now;
 * - `cardRefund`: a card-paid order now costs less — the card gets back what it paid beyond the new
 *   amount and has not got back yet (at most `refundableCents`, what the card may still be refunded);
 * - `cardTopUp`: a card-paid order now costs more than the card paid — a second hosted payment of
 *   the difference is due (the edit is applied at once; ADR 0039);
 * - `none`: a card-paid order whose amount the card covers exactly.
 */
export type EditSettlement =
  | { kind: 'due'; amountCents: number }
  | { kind: 'cardRefund'; amountCents: number }
  | { kind: 'cardTopUp'; amountCents: number }
  | { kind: 'none'; amountCents: 0 };

export function editSettlement({
  cardPaid,
  amountToPayCents,
  cardPaidCents,
  cardRefundedCents,
  refundableCents,
}: {
  /** Paid by card (a card order confirmed), not at delivery. */
  cardPaid: boolean;
  /** The order's new amount to pay, after the edit. */
  amountToPayCents: number;
  /** What its card payments took (the checkout's and the top-ups paid). */
  cardPaidCents: number;
  /** What went (or is going) back to the card already. */
  cardRefundedCents: number;
  /** What the card may still be refunded (refundLimits' cardCents). */
  refundableCents: number;
}): EditSettlement {
  if (!cardPaid) return { kind: 'due', amountCents: amountToPayCents };
  const covered = cardPaidCents - cardRefundedCents;
  if (amountToPayCents > covered) return { kind: 'cardTopUp', amountCents: amountToPayCents - covered };
  const back = Math.min(refundableCents, covered - amountToPayCents);
  return back > 0 ? { kind: 'cardRefund', amountCents: back } : { kind: 'none', amountCents: 0 };
}

/** A card payment of an order (its checkout's, or a top-up's): what it took, what went back of it. */
export interface CardPaymentPart<Id> {
  id: Id;
  paidCents: number;
  refundedCents: number;
}

/**
 * Which card payments a card refund goes back against, when an order was paid in several (its
 * checkout, then top-ups): the newest first (a top-up is the first to go back when the order shrinks
 * again), each at most what it took and has not got back yet. Less than asked when they cannot hold
 * it all (the caller never asks more than the card may get back).
 */
export function cardRefundSplit<Id>(
  parts: readonly CardPaymentPart<Id>[],
  amountCents: number,
): { id: Id; amountCents: number }[] {
  const out: { id: Id; amountCents: number }[] = [];
  let left = Math.max(0, amountCents);
  for (const part of [...parts].reverse()) {
    if (left === 0) break;
    const room = Math.max(0, part.paidCents - part.refundedCents);
    const take = Math.min(room, left);
    if (take > 0) out.push({ id: part.id, amountCents: take });
    left -= take;
  }
  return out;
}
