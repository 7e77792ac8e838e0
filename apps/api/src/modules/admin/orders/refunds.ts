/**
 * Refunds of an order with a reason: to the customer's wallet (an 'order_refund' entry) or back to
 * the card by the `payments.refund` job after the commit. Under the order's row lock the refunds made
 * or pending are summed and checked against what was paid (the domain's refundLimits): two refunds at
 * once wait for each other, and together never exceed it.
 */
import { refundRefusal, toEuros } from '@consigne/domain';
import type { Actor } from '../../../lib/actor.js';
import type { Tx } from '../../../db/client.js';
import type * as t from '../../../db/schema/index.js';
import { ApiError } from '../../../lib/errors.js';
import {
  type PaymentProvider,
  recordRefund,
  type Refund,
  refundLimitsOf,
  refundRows,
} from '../../orders/index.js';
import { audit } from '../shared/index.js';

type OrderRow = typeof t.orders.$inferSelect;

/**
 * Records a refund of a locked order, checked against what is left to refund, and gives the money
 * back: a wallet entry, or the card's refund job (the caller wakes it after the commit). In the
 * caller's transaction; history and audit written.
 */
export async function refundLockedOrder(
  tx: Tx,
  actor: Actor,
  payments: PaymentProvider | null,
  order: OrderRow,
  refund: Refund,
): Promise<void> {
  const staff = actor.staff;
  const limits = refundLimitsOf(order, await refundRows(tx, order.id));
  const refusal = refundRefusal(limits, refund.method, refund.amountCents);
  if (refusal) throw new ApiError(409, refusal);
  await recordRefund(tx, payments, order, refund, { kind: 'staff', userId: staff.id });
  await audit(tx, actor, {
    action: 'order.refund',
    entity: 'order',
    entityId: order.id,
    warehouseId: order.warehouseId,
    before: { refundable: toEuros(limits.totalCents) },
    after: { amount: toEuros(refund.amountCents), method: refund.method, reason: refund.reason },
  });
}
