/**
 * Sending a card refund already recorded (refunds.ts): the `payments.refund` job's work. It is never
 * asked of the payment provider inside a transaction: its row is committed 'pending' with its job, so
 * that its idempotency key (the row's id) exists before the provider is called, and a crash anywhere
 * after the commit makes the job ask again under the same key.
 */
import type { RefundState } from '@consigne/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { PaymentProvider } from './payment.js';
import { creditRefund } from '../invoices/index.js';

/** Stripe's idempotency key of one of our refunds: however often it is asked for, it refunds once. */
const refundIdempotencyKey = (orderId: number, refundId: number) => `order-${orderId}-refund-${refundId}`;

/**
 * A card refund's outcome, recorded only on a refund still pending (a later run never undoes it); a
 * success after the invoice issues its credit note in the same transaction.
 */
async function settleCardRefund(
  db: Db,
  refundId: number,
  outcome: { state: 'succeeded'; providerRefundId: string } | { state: 'failed'; failureReason: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const settled = await tx
      .update(t.orderRefunds)
      .set({ ...outcome, settledAt: new Date() })
      .where(and(eq(t.orderRefunds.id, refundId), eq(t.orderRefunds.state, 'pending')))
      .returning({ id: t.orderRefunds.id });
    // The bank gave the money back: after the invoice, the refund's credit note (once).
    if (settled.length && outcome.state === 'succeeded') await creditRefund(tx, refundId);
  });
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
    .select({
      refund: t.orderRefunds,
      // The payment it goes back against: a top-up's session, else the checkout's (ADR 0039).
      sessionId: sql<
        string | null
      >`coalesce(${t.orderTopUps.stripeCheckoutSessionId}, ${t.orders.stripeCheckoutSessionId})`,
      // Else the saved card's off-session charge of a usual basket's order (ADR 0051).
      paymentIntentId: t.offSessionCharges.paymentIntentId,
    })
    .from(t.orderRefunds)
    .innerJoin(t.orders, eq(t.orders.id, t.orderRefunds.orderId))
    .leftJoin(t.orderTopUps, eq(t.orderTopUps.id, t.orderRefunds.topUpId))
    .leftJoin(
      t.offSessionCharges,
      and(eq(t.offSessionCharges.orderId, t.orders.id), eq(t.offSessionCharges.state, 'succeeded')),
    )
    .where(and(eq(t.orderRefunds.id, refundId), eq(t.orderRefunds.method, 'card')));
  if (!row) return { skipped: 'unknown' };
  const { refund, sessionId, paymentIntentId } = row;
  if (refund.state !== 'pending') return { skipped: refund.state };
  let providerRefundId: string;
  try {
    if (!payments || !(sessionId ?? paymentIntentId))
      throw new Error('no card payment provider, or no card payment');
    ({ id: providerRefundId } = await payments.refundPayment({
      ...(sessionId ? { sessionId } : { paymentIntentId: paymentIntentId! }),
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
