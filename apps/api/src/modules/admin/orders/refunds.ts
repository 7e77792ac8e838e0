/**
 * Refunds of an order with a reason (issue 17, item 2): to the customer's wallet (an 'order_refund'
 * entry) or back to the card through the payment adapter. Under the order's row lock the refunds made
 * are summed and checked against what was paid (the domain's refundLimits): two refunds at once wait
 * for each other, and together never exceed it.
 */
import type { adminRefundBody } from '@consigne/contract';
import { refundRefusal, toCents, toEuros, type RefundMethod } from '@consigne/domain';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db, Tx } from '../../../db/client.js';
import * as t from '../../../db/schema/index.js';
import { ApiError } from '../../../lib/errors.js';
import type { PaymentProvider } from '../../orders/payment.js';
import { addWalletEntry } from '../../users/wallet.js';
import { audit } from '../audit.js';
import { staffOf } from '../staff.js';
import { refundLimitsOf, refundRows } from './refund-limits.js';
import { adminOrder, lockedOrder } from './service.js';

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

/**
 * Records a refund of a locked order, checked against what is left to refund, and gives the money
 * back: a wallet entry, or the card's refund. In the caller's transaction; history and audit written.
 */
export async function refundLockedOrder(
  tx: Tx,
  request: FastifyRequest,
  payments: PaymentProvider | null,
  order: OrderRow,
  refund: Refund,
): Promise<void> {
  const staff = staffOf(request);
  const limits = refundLimitsOf(order, await refundRows(tx, order.id));
  const refusal = refundRefusal(limits, refund.method, refund.amountCents);
  if (refusal) throw new ApiError(409, refusal);
  const [row] = await tx
    .insert(t.orderRefunds)
    .values({ orderId: order.id, ...refund, createdBy: staff.id })
    .returning({ id: t.orderRefunds.id });
  if (refund.method === 'wallet')
    await addWalletEntry(tx, order.userId, refund.amountCents, 'order_refund', {
      note: refund.reason,
      createdBy: staff.id,
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
    actorKind: 'staff',
    actorId: staff.id,
    kind: 'refunded',
    // The amount and the way are on the order's refunds; the history keeps why.
    reason: refund.reason,
  });
  await audit(tx, request, {
    action: 'order.refund',
    entity: 'order',
    entityId: order.id,
    warehouseId: order.warehouseId,
    before: { refundable: toEuros(limits.totalCents) },
    after: { amount: toEuros(refund.amountCents), method: refund.method, reason: refund.reason },
  });
}

/** POST /admin/orders/:id/refunds: a refund with its reason; answers the order with its refunds. */
export async function refundAdminOrder(
  db: Db,
  request: FastifyRequest,
  payments: PaymentProvider | null,
  orderId: number,
  body: z.infer<typeof adminRefundBody>,
) {
  const staff = staffOf(request);
  await db.transaction(async (tx) => {
    const order = await lockedOrder(tx, staff, orderId);
    await refundLockedOrder(tx, request, payments, order, {
      method: body.method,
      amountCents: toCents(body.amount),
      reason: body.reason,
    });
  });
  return adminOrder(db, staff, orderId);
}
