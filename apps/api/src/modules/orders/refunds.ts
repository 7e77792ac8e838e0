/**
 * Recording a refund of a locked order: the refund row, the money given back — a wallet entry
 * ('order_refund') at once, or the card's refund by the `payments.refund` job after the commit — and
 * a line in the order's history. The caller checks what is left to refund first (refund-limits.ts)
 * and holds the order's row lock, so refunds at once never exceed what was paid.
 *
 * A card refund is never asked of the payment provider inside a transaction: its row is committed
 * 'pending' with its job, so that its idempotency key (the row's id) exists before the provider is
 * called, and a crash anywhere after the commit makes the job ask again under the same key.
 */
import type { RefundMethod, RefundState } from '@consigne/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { OrderEventActor } from '../../db/schema/admin.js';
import { enqueueJob } from '../../jobs/enqueue.js';
import { cardRefundJob } from './jobs.js';
import { ApiError } from '../../lib/errors.js';
import { addWalletEntry } from '../users/index.js';
import type { PaymentProvider } from './payment.js';

type OrderRow = typeof t.orders.$inferSelect;

export interface Refund {
  method: RefundMethod;
  amountCents: number;
  reason: string;
}

/** Stripe's idempotency key of one of our refunds: however often it is asked for, it refunds once. */
const refundIdempotencyKey = (orderId: number, refundId: number) => `order-${orderId}-refund-${refundId}`;

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
  const refundId = await recordRefundRow(tx, order, refund, actor);
  if (toCard) await enqueueJob(tx, cardRefundJob.name, { refundId });
  else
    await addWalletEntry(tx, order.userId, refund.amountCents, 'order_refund', {
      note: refund.reason,
      createdBy: actor.userId,
    });
}

/** A card refund's outcome, recorded only on a refund still pending (a later run never undoes it). */
async function settleCardRefund(
  db: Db,
  refundId: number,
  outcome: { state: 'succeeded'; providerRefundId: string } | { state: 'failed'; failureReason: string },
): Promise<void> {
  await db
    .update(t.orderRefunds)
    .set({ ...outcome, settledAt: new Date() })
    .where(and(eq(t.orderRefunds.id, refundId), eq(t.orderRefunds.state, 'pending')));
}

/** What staff read of a refusal: the provider's own message, kept short. */
const failureReasonOf = (error: unknown) =>
  (error instanceof Error && error.message ? error.message : String(error)).slice(0, 500);

export type CardRefundOutcome =
  { providerRefundId: string } | { skipped: 'unknown' | Exclude<RefundState, 'pending'> };

/**
 * The card refund of a refund already committed (the `payments.refund` job): the provider is asked
 * outside any transaction, then its answer recorded. Exactly once however often the job runs —
 * retried, rerun after its instance died, or run by two instances: a settled refund is skipped, and
 * the provider's idempotency key (our refund's id) makes a repeated call answer the refund it already
 * made instead of refunding again. A refusal or an outage throws, so that the job is retried; on the
 * `lastAttempt` it is first recorded as failed, for staff to see and act on.
 */
export async function sendCardRefund(
  db: Db,
  payments: PaymentProvider | null,
  refundId: number,
  { lastAttempt = false }: { lastAttempt?: boolean } = {},
): Promise<CardRefundOutcome> {
  const [row] = await db
    .select({ refund: t.orderRefunds, sessionId: t.orders.stripeCheckoutSessionId })
    .from(t.orderRefunds)
    .innerJoin(t.orders, eq(t.orders.id, t.orderRefunds.orderId))
    .where(and(eq(t.orderRefunds.id, refundId), eq(t.orderRefunds.method, 'card')));
  if (!row) return { skipped: 'unknown' };
  const { refund, sessionId } = row;
  if (refund.state !== 'pending') return { skipped: refund.state };
  let providerRefundId: string;
  try {
    if (!payments || !sessionId) throw new Error('no card payment provider, or no card payment');
    ({ id: providerRefundId } = await payments.refundPayment({
      sessionId,
      amountCents: refund.amountCents,
      idempotencyKey: refundIdempotencyKey(refund.orderId, refund.id),
    }));
  } catch (error) {
    if (lastAttempt)
      await settleCardRefund(db, refundId, { state: 'failed', failureReason: failureReasonOf(error) });
    throw error;
  }
  await settleCardRefund(db, refundId, { state: 'succeeded', providerRefundId });
  return { providerRefundId };
}
