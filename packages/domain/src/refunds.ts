/**
 * Refunds of an order (docs/rules.md#refunds): what the shop may still give back, to the wallet or to the
 * card. Pure, so the API's check under the order's lock and the back-office form agree. Integer cents.
 */

export const REFUND_METHODS = ['wallet', 'card'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/**
 * Where a refund is: a wallet refund is made with its record ('succeeded'); a card refund is
 * 'pending' until the payment provider answers, then 'succeeded' or, once every retry is spent,
 * 'failed' — in which case nothing went back to the card.
 */
export const REFUND_STATES = ['pending', 'succeeded', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** A refund as the limits read it; without a state, one already made. */
export interface RefundMade {
  method: RefundMethod;
  amountCents: number;
  state?: RefundState;
}

/**
 * A failed refund gave nothing back, so it takes nothing from what may still be refunded; a pending
 * one counts, since its money is on its way.
 */
export const refundGivesBack = (refund: RefundMade) => refund.state !== 'failed';

/** What an order was paid with, as far as the shop knows it. */
export interface OrderPaid {
  /** What the wallet paid (the order's wallet usage). */
  walletUsedCents: number;
  /** What the card paid at checkout (0: not a card-paid order). */
  cardPaidCents: number;
  /** What the driver collected at delivery (0 until an offline order is delivered). */
  collectedCents: number;
}

export interface RefundLimits {
  /** At most this much more may be refunded, whichever way. */
  totalCents: number;
  /** Of which at most this much back to the card. */
  cardCents: number;
}

/**
 * The refunds still possible: never more, all refunds together, than what was paid; never more to
 * the card than the card paid less what already went back to it.
 */
export function refundLimits(paid: OrderPaid, refunds: ReadonlyArray<RefundMade>): RefundLimits {
  const sum = (method?: RefundMethod) =>
    refunds
      .filter((r) => refundGivesBack(r) && (!method || r.method === method))
      .reduce((n, r) => n + r.amountCents, 0);
  const paidCents = paid.walletUsedCents + paid.cardPaidCents + paid.collectedCents;
  const totalCents = Math.max(0, paidCents - sum());
  return { totalCents, cardCents: Math.min(totalCents, Math.max(0, paid.cardPaidCents - sum('card'))) };
}

/** Why a refund of `amountCents` by `method` is refused, or null when it may be made. */
export function refundRefusal(
  limits: RefundLimits,
  method: RefundMethod,
  amountCents: number,
): 'refundNothingPaid' | 'refundTooLarge' | 'refundCardTooLarge' | null {
  if (limits.totalCents === 0) return 'refundNothingPaid';
  if (amountCents > limits.totalCents) return 'refundTooLarge';
  if (method === 'card' && amountCents > limits.cardCents) return 'refundCardTooLarge';
  return null;
}

/**
 * What a cancellation gives back of an order paid `paid`, after the refunds already made: the rest
 * of what was paid, to the card first (up to what it paid and did not get back), the remainder to
 * the wallet — never, with the refunds, more than was paid.
 */
export function cancellationRefunds(
  paid: OrderPaid,
  refunds: ReadonlyArray<RefundMade>,
): { walletCents: number; cardCents: number } {
  const { totalCents, cardCents } = refundLimits(paid, refunds);
  return { cardCents, walletCents: Math.min(paid.walletUsedCents, totalCents - cardCents) };
}
