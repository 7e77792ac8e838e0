/** An order's refunds as the back-office reads them, and what may still be refunded (the domain's refundLimits). */
import {
  cancellationRefunds,
  refundGivesBack,
  refundLimits,
  toEuros,
  type RefundLimits,
} from '@consigne/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';

type OrderRow = typeof t.orders.$inferSelect;
export type RefundRow = Awaited<ReturnType<typeof refundRows>>[number];

/** The order's refunds, oldest first, with who made them. */
export const refundRows = (db: Db | Tx, orderId: number) =>
  db
    .select({ refund: t.orderRefunds, by: t.users.email })
    .from(t.orderRefunds)
    .leftJoin(t.users, eq(t.users.id, t.orderRefunds.createdBy))
    .where(eq(t.orderRefunds.orderId, orderId))
    .orderBy(asc(t.orderRefunds.id));

export const refundView = ({ refund, by }: RefundRow) => ({
  id: refund.id,
  amount: toEuros(refund.amountCents),
  method: refund.method,
  reason: refund.reason,
  by,
  createdAt: refund.createdAt.toISOString(),
  state: refund.state,
  failureReason: refund.failureReason,
  settledAt: refund.settledAt?.toISOString() ?? null,
});

/** The customer's view of the refunds to their card: how much, and whether it has gone back yet. */
export async function cardRefundsOf(db: Db, orderId: number) {
  const rows = await db
    .select({ amountCents: t.orderRefunds.amountCents, state: t.orderRefunds.state })
    .from(t.orderRefunds)
    .where(and(eq(t.orderRefunds.orderId, orderId), eq(t.orderRefunds.method, 'card')))
    .orderBy(asc(t.orderRefunds.id));
  return rows.map((r) => ({ amount: toEuros(r.amountCents), state: r.state }));
}

/**
 * What the order was paid with: its wallet part (a cancellation already gave it back), the card's
 * payment, and what the driver collected from an order paid at delivery.
 */
export const paidOf = (order: OrderRow) => ({
  walletUsedCents: order.status === 'cancelled' ? 0 : order.walletUsageCents,
  cardPaidCents: order.cardPaidCents,
  collectedCents:
    order.paymentMethod === 'offline' && order.paymentStatus === 'paid' ? order.amountToPayCents : 0,
});

export const refundLimitsOf = (order: OrderRow, refunds: readonly RefundRow[]): RefundLimits =>
  refundLimits(
    paidOf(order),
    refunds.map((r) => r.refund),
  );

/**
 * A card-paid order whose amount an edit lowered (or that was cancelled): what the card paid beyond
 * what is now due and has not gone back to it yet.
 */
export function refundDueCents(order: OrderRow, refunds: readonly RefundRow[], limits: RefundLimits): number {
  if (order.cardPaidCents === 0) return 0;
  const due = order.status === 'cancelled' ? 0 : order.amountToPayCents;
  const toCard = refunds
    .filter((r) => r.refund.method === 'card' && refundGivesBack(r.refund))
    .reduce((n, r) => n + r.refund.amountCents, 0);
  return Math.min(limits.cardCents, Math.max(0, order.cardPaidCents - due - toCard));
}

/**
 * What a cancellation gives back to the card first: what it paid and has not got back yet (the
 * domain's cancellationRefunds); the cancellation itself gives back the wallet's part.
 */
export async function cancellationCardCents(tx: Tx, order: OrderRow): Promise<number> {
  const refunds = await refundRows(tx, order.id);
  return cancellationRefunds(
    paidOf(order),
    refunds.map((r) => r.refund),
  ).cardCents;
}
