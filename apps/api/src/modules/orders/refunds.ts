/**
 * Recording a refund of a locked order (issue 17, item 2): the refund row, then the money given back —
 * a wallet entry ('order_refund') or the card's refund through the payment adapter — and a line in
 * the order's history. The caller checks what is left to refund first (refund-limits.ts) and holds
 * the order's row lock, so refunds at once never exceed what was paid.
 */
import type { RefundMethod } from '@consigne/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
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
      // Our refund's id: a retry of this very refund never refunds twice.
      idempotencyKey: `order-${order.id}-refund-${refundId}`,
    });
    return id;
  } catch {
    throw new ApiError(502, 'refundCardFailed');
  }
}

/** Writes the refund and gives the money back, in the caller's transaction, by `actor` (staff or the customer). */
export async function recordRefund(
  tx: Tx,
  payments: PaymentProvider | null,
  order: OrderRow,
  refund: Refund,
  actor: { kind: Extract<OrderEventActor, 'staff' | 'customer'>; userId: number },
): Promise<void> {
  const [row] = await tx
    .insert(t.orderRefunds)
    .values({ orderId: order.id, ...refund, createdBy: actor.userId })
    .returning({ id: t.orderRefunds.id });
  if (refund.method === 'wallet')
    await addWalletEntry(tx, order.userId, refund.amountCents, 'order_refund', {
      note: refund.reason,
      createdBy: actor.userId,
    });
  else {
    const providerRefundId = await refundCard(payments, order, row!.id, refund.amountCents);
    await tx.update(t.orderRefunds).set({ providerRefundId }).where(eq(t.orderRefunds.id, row!.id));
  }
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
}
