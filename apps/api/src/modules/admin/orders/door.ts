/**
 * What the door produced for an order, as the staff order page shows it (issue 30): the failed
 * delivery and what followed it, the lines refused, the age check's outcome and the payment taken.
 * Read-only: the operator module wrote all of it (operator/failure.ts, door.ts, door-payment.ts).
 */
import {
  type AgeCheckMethod,
  deliveryFailureOutcome,
  type DoorPaymentMethod,
  type DoorRefusalReason,
  toEuros,
  type OrderStatus,
} from '@consigne/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import * as t from '../../../db/schema/index.js';
import type { RefundRow } from '../../orders/index.js';

type Order = typeof t.orders.$inferSelect;
type Line = Pick<typeof t.orderLines.$inferSelect, 'productWarehouseId' | 'name' | 'volume' | 'quantity'>;

/** The staff members who acted at the door, by id: their name, or their e-mail when they gave none. */
async function actorNames(db: Db, ids: (number | null | undefined)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (wanted.length === 0) return new Map<number, string>();
  const rows = await db
    .select({
      id: t.users.id,
      firstname: t.users.firstname,
      lastname: t.users.lastname,
      email: t.users.email,
    })
    .from(t.users)
    .where(inArray(t.users.id, wanted));
  return new Map(rows.map((u) => [u.id, `${u.firstname} ${u.lastname}`.trim() || u.email]));
}

/** A failed delivery's aftermath: the goods (back on the shelf or written off), the refunds, the re-booking. */
async function failureOf(db: Db, order: Order, lines: Line[], refunds: RefundRow[]) {
  const failedAt = order.failedAt!;
  const [writtenOff, rebooked] = await Promise.all([
    db
      .select({ productWarehouseId: t.stockMovements.productWarehouseId })
      .from(t.stockMovements)
      .where(and(eq(t.stockMovements.orderId, order.id), eq(t.stockMovements.kind, 'written_off'))),
    order.rebookedOrderId === null
      ? Promise.resolve([])
      : db
          .select({ id: t.orders.id, status: t.orders.status, slot: t.slots })
          .from(t.orders)
          .innerJoin(t.slots, eq(t.slots.id, t.orders.slotId))
          .where(eq(t.orders.id, order.rebookedOrderId)),
  ]);
  const off = new Set(writtenOff.map((m) => m.productWarehouseId));
  // The refunds as they were decided at the failure: from what was paid and refunded before it.
  const outcome = deliveryFailureOutcome({
    lines: [],
    paymentMethod: order.paymentMethod,
    paid: { walletUsedCents: order.walletUsageCents, cardPaidCents: order.cardPaidCents },
    refunds: refunds
      .filter(({ refund }) => refund.createdAt < failedAt)
      .map(({ refund }) => ({ method: refund.method, amountCents: refund.amountCents, state: refund.state })),
  });
  const [next] = rebooked;
  return {
    goods: lines.map((l) => ({
      name: l.name,
      volume: l.volume,
      quantity: l.quantity,
      outcome: off.has(l.productWarehouseId) ? ('writtenOff' as const) : ('restocked' as const),
    })),
    cardRefund: toEuros(outcome.cardRefundCents),
    walletRefund: toEuros(outcome.walletRefundCents),
    rebooked: next
      ? {
          orderId: next.id,
          status: next.status as OrderStatus,
          slot: {
            id: next.slot.id,
            startAt: next.slot.startAt.toISOString(),
            endAt: next.slot.endAt.toISOString(),
          },
        }
      : null,
  };
}

/** The order's door: each part null (or empty) when the order had none. */
export async function doorView(db: Db, order: Order, lines: Line[], refunds: RefundRow[]) {
  const [refusals, [ageCheck], [payment]] = await Promise.all([
    db
      .select()
      .from(t.orderDoorRefusals)
      .where(eq(t.orderDoorRefusals.orderId, order.id))
      .orderBy(asc(t.orderDoorRefusals.id)),
    db.select().from(t.orderAgeChecks).where(eq(t.orderAgeChecks.orderId, order.id)),
    db.select().from(t.doorPayments).where(eq(t.doorPayments.orderId, order.id)),
  ]);
  const failed =
    order.status === 'delivery_failed' && order.failureReason !== null && order.failedAt !== null;
  const names = await actorNames(db, [
    failed ? order.failedBy : null,
    ...refusals.map((r) => r.recordedBy),
    ageCheck?.recordedBy,
    payment?.driverId,
  ]);
  const by = (id: number | null | undefined) => (id == null ? null : (names.get(id) ?? null));
  return {
    failure: failed
      ? {
          reason: order.failureReason!,
          note: order.failureNote,
          at: order.failedAt!.toISOString(),
          by: by(order.failedBy),
          ...(await failureOf(db, order, lines, refunds)),
        }
      : null,
    refusals: refusals.map((r) => ({
      name: r.name,
      volume: r.volume,
      substitutedFor: r.substitutedFor,
      quantity: r.quantity,
      reason: r.reason as DoorRefusalReason,
      amount: toEuros((r.unitPriceTtcCents + r.bottleDepositCents) * r.quantity),
      at: r.createdAt.toISOString(),
      by: by(r.recordedBy),
    })),
    ageCheck: ageCheck
      ? {
          method: ageCheck.method as AgeCheckMethod,
          verified: ageCheck.verified,
          ageSatisfied: ageCheck.ageSatisfied,
          at: ageCheck.createdAt.toISOString(),
          by: by(ageCheck.recordedBy),
        }
      : null,
    payment: payment
      ? {
          method: payment.method as DoorPaymentMethod,
          expected: toEuros(payment.expectedCents),
          received: toEuros(payment.receivedCents),
          difference: toEuros(payment.receivedCents - payment.expectedCents),
          at: payment.recordedAt.toISOString(),
          by: by(payment.driverId),
          sheetId: payment.sheetId,
        }
      : null,
  };
}
