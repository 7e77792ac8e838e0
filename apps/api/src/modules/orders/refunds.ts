/**
 * Recording a refund of a locked order (issue 17, item 2): the refund row, then the money given back —
 * a wallet entry ('order_refund') or the card's refund through the payment adapter — and a line in
 * the order's history. The caller checks what is left to refund first (refund-limits.ts) and holds
 * the order's row lock, so refunds at once never exceed what was paid.
 */
import type { RefundMethod } from '@consigne/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { OrderEventActor } from '../../db/schema/admin.js';
import { ApiError } from '../../lib/errors.js';
import { addWalletEntry } from '../users/wallet.js';
import type { PaymentProvider } from './payment.js';

type OrderRow = typeof t.orders.$inferSelect;

export interface Refund {
  method: RefundMethod;
  amountCents: number;
  reason: string;
}

/** Stripe's idempotency key of one of our refunds: however often it is asked for, it refunds once. */
const refundIdempotencyKey = (orderId: number, refundId: number) => `order-${orderId}-refund-${refundId}`;

/** The card part of a refund, through the adapter; its failure rolls the refund back (nothing recorded). */
async function refundCard(
  payments: PaymentProvider | null,
  order: OrderRow,
  refundId: number,
  amountCents: number,
): Promise<string> {
  if (!payments || !order.stripeCheckoutSessionId) throw new ApiError(409, 'refundCardUnavailable');
  try {
    const { id } = await payments.refundPayment({
      sessionId: order.stripeCheckoutSessionId,
      amountCents,
      idempotencyKey: refundIdempotencyKey(order.id, refundId),
    });
    return id;
  } catch {
    throw new ApiError(502, 'refundCardFailed');
  }
}

/**
 * Writes a refund and its line in the order's history, in the caller's transaction; the money is the
 * caller's to give back. The shop's own refunds (`kind: 'system'`) have no author.
 */
export async function recordRefundRow(
  tx: Tx,
  order: OrderRow,
  refund: Refund,
  actor: { kind: Extract<OrderEventActor, 'staff' | 'customer' | 'system'>; userId: number | null },
): Promise<number> {
  const [row] = await tx
    .insert(t.orderRefunds)
    .values({ orderId: order.id, ...refund, createdBy: actor.userId })
    .returning({ id: t.orderRefunds.id });
  await tx.insert(t.orderEvents).values({
    orderId: order.id,
    at: new Date(),
    fromStatus: order.status,
    toStatus: order.status,
    actorKind: actor.kind,
    actorId: actor.userId,
    kind: 'refunded',
    // The amount and the way are on the order's refunds; the history keeps why.
    reason: refund.reason,
  });
  return row!.id;
}

/** Writes the refund and gives the money back, in the caller's transaction, by `actor` (staff or the customer). */
export async function recordRefund(
  tx: Tx,
  payments: PaymentProvider | null,
  order: OrderRow,
  refund: Refund,
  actor: { kind: Extract<OrderEventActor, 'staff' | 'customer'>; userId: number },
): Promise<void> {
  const refundId = await recordRefundRow(tx, order, refund, actor);
  if (refund.method === 'wallet')
    await addWalletEntry(tx, order.userId, refund.amountCents, 'order_refund', {
      note: refund.reason,
      createdBy: actor.userId,
    });
  else {
    const providerRefundId = await refundCard(payments, order, refundId, refund.amountCents);
    await tx.update(t.orderRefunds).set({ providerRefundId }).where(eq(t.orderRefunds.id, refundId));
  }
}

/**
 * The card refund of a refund already recorded (the `payments.refund` job): Stripe is asked outside
 * any transaction, then its refund id recorded. Exactly once however often the job runs — retried,
 * or run by two instances: a refund with its provider id is done, and Stripe's idempotency key (our
 * refund's id) makes a repeated call answer the refund it already made instead of refunding again.
 * A refusal or an outage throws, so that the job is retried.
 */
export async function sendCardRefund(
  db: Db,
  payments: PaymentProvider | null,
  refundId: number,
): Promise<{ providerRefundId: string } | { skipped: 'unknown' | 'done' }> {
  const [row] = await db
    .select({ refund: t.orderRefunds, sessionId: t.orders.stripeCheckoutSessionId })
    .from(t.orderRefunds)
    .innerJoin(t.orders, eq(t.orders.id, t.orderRefunds.orderId))
    .where(eq(t.orderRefunds.id, refundId));
  if (!row) return { skipped: 'unknown' };
  const { refund, sessionId } = row;
  if (refund.providerRefundId) return { skipped: 'done' };
  if (!payments || !sessionId) throw new Error(`card refund ${refundId}: no payment provider or session`);
  const { id } = await payments.refundPayment({
    sessionId,
    amountCents: refund.amountCents,
    idempotencyKey: refundIdempotencyKey(refund.orderId, refund.id),
  });
  await db
    .update(t.orderRefunds)
    .set({ providerRefundId: id })
    .where(and(eq(t.orderRefunds.id, refundId), isNull(t.orderRefunds.providerRefundId)));
  return { providerRefundId: id };
}
