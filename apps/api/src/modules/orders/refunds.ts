/**
 * Recording a refund of a locked order: the refund row, the money given back — a wallet entry
 * ('order_refund') at once, or the card's refund by the `payments.refund` job after the commit
 * (card-refund.ts) — and a line in the order's history; once made after the invoice, its credit note. The caller checks what is left to refund
 * first (refund-limits.ts) and holds the order's row lock, so refunds at once never exceed what was
 * paid.
 */
import { doorCardRefundCents, type RefundMethod } from '@consigne/domain';
import type { Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { OrderEventActor } from '../../db/schema/admin.js';
import { enqueueJob } from '../../jobs/enqueue.js';
import { cardRefundJob } from './jobs.js';
import { ApiError } from '../../lib/errors.js';
import { creditRefund } from '../invoices/index.js';
import { addWalletEntry } from '../users/index.js';
import type { PaymentProvider } from './payment.js';
import { refundLimitsOf, refundRows } from './refund-limits.js';

type OrderRow = typeof t.orders.$inferSelect;

export interface Refund {
  method: RefundMethod;
  amountCents: number;
  reason: string;
  /** A card refund against a top-up's payment (its own session); absent: the checkout's. */
  topUpId?: number;
}

/**
 * Writes a refund and its line in the order's history, in the caller's transaction; the money is the
 * caller's to give back. A wallet refund is made with it; a card refund waits for its job. The shop's
 * own refunds (`kind: 'system'`) have no author.
 */
export async function recordRefundRow(
  tx: Tx,
  order: OrderRow,
  refund: Refund,
  actor: { kind: Extract<OrderEventActor, 'staff' | 'customer' | 'system'>; userId: number | null },
): Promise<number> {
  const now = new Date();
  const made = refund.method === 'wallet';
  const [row] = await tx
    .insert(t.orderRefunds)
    .values({
      orderId: order.id,
      ...refund,
      state: made ? 'succeeded' : 'pending',
      settledAt: made ? now : null,
      createdBy: actor.userId,
    })
    .returning({ id: t.orderRefunds.id });
  await tx.insert(t.orderEvents).values({
    orderId: order.id,
    at: now,
    fromStatus: order.status,
    toStatus: order.status,
    actorKind: actor.kind,
    actorId: actor.userId,
    kind: 'refunded',
    // The amount, the way and its state are on the order's refunds; the history keeps why.
    reason: refund.reason,
  });
  // A wallet refund is made now: after the invoice, its credit note is issued with it.
  if (made) await creditRefund(tx, row!.id, now);
  return row!.id;
}

/**
 * Writes the refund and gives the money back, in the caller's transaction, by `actor` (staff or the
 * customer): the wallet at once; the card by the `payments.refund` job enqueued in that transaction
 * (the caller wakes it after the commit). A card refund needs a card payment and a provider: checked
 * here, before anything is written.
 */
export async function recordRefund(
  tx: Tx,
  payments: PaymentProvider | null,
  order: OrderRow,
  refund: Refund,
  actor: { kind: Extract<OrderEventActor, 'staff' | 'customer'>; userId: number },
): Promise<void> {
  const toCard = refund.method === 'card';
  if (toCard && (!payments || !order.stripeCheckoutSessionId))
    throw new ApiError(409, 'refundCardUnavailable');
  // The wallet first: its lock (the customer's) comes before the sales journal's, which the credit
  // note takes and which is always the last lock (ADR 0048; a delivery with a wallet correction takes
  // them in that order too).
  if (!toCard)
    await addWalletEntry(tx, order.userId, refund.amountCents, 'order_refund', {
      note: refund.reason,
      createdBy: actor.userId,
    });
  const refundId = await recordRefundRow(tx, order, refund, actor);
  if (toCard) await enqueueJob(tx, cardRefundJob.name, { refundId });
}

/**
 * A card-paid locked order now due `dueCents`, less than the card paid (lines refused at the door or
 * from the order page): the difference goes back to the card (never more than the card paid less what
 * already went back, nor beyond the order's refund limits), recorded pending by the shop with its
 * `payments.refund` job in the caller's transaction (the caller wakes it after the commit). Answers the
 * amount (0: none).
 */
export async function refundCardDifference(
  tx: Tx,
  order: OrderRow,
  dueCents: number,
  reason: string,
): Promise<number> {
  if (order.cardPaidCents === 0) return 0;
  const refunds = await refundRows(tx, order.id);
  const cardRefundedCents = refunds
    .filter((r) => r.refund.method === 'card' && r.refund.state !== 'failed')
    .reduce((n, r) => n + r.refund.amountCents, 0);
  const amountCents = Math.min(
    refundLimitsOf(order, refunds).cardCents,
    doorCardRefundCents({ cardPaidCents: order.cardPaidCents, cardRefundedCents, dueCents }),
  );
  if (amountCents <= 0) return 0;
  const refundId = await recordRefundRow(
    tx,
    order,
    { method: 'card', amountCents, reason },
    { kind: 'system', userId: null },
  );
  await enqueueJob(tx, cardRefundJob.name, { refundId });
  return amountCents;
}
