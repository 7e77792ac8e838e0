/**
 * A delivery that failed at the door (packages/domain/src/delivery-failure.ts decides what follows):
 * recorded by the driver, carried out in one transaction — the order 'delivery_failed' with its
 * reason, its goods back in stock (or written off, per category), the wallet's part given back, a card
 * payment's refund committed as a pending row with its job (never a call to the provider in here),
 * and the shopper's e-mail queued in the outbox. Nothing is collected, no deposit becomes pending and
 * no invoice is issued. Lock: the order's row first, then its stock rows in entry-id order.
 */
import {
  type ApiLocale,
  deliveryFailureOutcome,
  deliveryFailureRefusal,
  type FailureReason,
  failureNote,
  statusStepOpensAt,
} from '@consigne/domain';
import { mailMessages, type MailMessageKey } from '@consigne/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { enqueueJob } from '../../jobs/enqueue.js';
import { ApiError } from '../../lib/errors.js';
import {
  actAsOrderActor,
  cardRefundJob,
  recordRefundRow,
  refundWallet,
  returnEntryStock,
} from '../orders/index.js';
import { recordMovements } from '../stock/index.js';
import { notifyDeliveryFailed } from './failure-mail.js';
import { tellNearStops, type TrackingLinks } from '../tracking/index.js';
import { stepMoment } from './service.js';

/** The reason a failed delivery gives its card refund (read by the back-office, in French). */
const FAILURE_REFUND_REASON = 'Livraison en échec';
const FAILURE_WORDS = (reason: FailureReason) =>
  `${FAILURE_REFUND_REASON} : ${mailMessages.fr[`mail.deliveryFailed.reason.${reason}` as MailMessageKey]}`;

export interface FailureReport {
  warehouseId: number;
  orderId: number;
  reason: FailureReason;
  note?: string | null;
  driverId: number | null;
  now?: Date;
  earlyDays?: number;
  locale?: ApiLocale;
  publicUrl: string;
  /** The tracking links of the "2 stops away" e-mails (none: not told). */
  tracking?: TrackingLinks | undefined;
}

export interface FailureAnswer {
  orderId: number;
  status: 'delivery_failed';
  /** A card refund is on its way (its job is queued): the caller wakes the worker. */
  cardRefund: boolean;
}

/** Records a failed delivery and carries out what follows; the same report again is answered. */
export async function failDelivery(db: Db, report: FailureReport): Promise<FailureAnswer> {
  const { warehouseId, orderId, reason, driverId, now = new Date(), earlyDays = 0 } = report;
  const noted = failureNote(reason, report.note);
  if (!noted.ok) throw new ApiError(400, 'failureNoteRequired');
  return db.transaction(async (tx) => {
    // Another warehouse's order is not found: an operator acts on their own warehouse's round only.
    const [order] = await tx
      .select()
      .from(t.orders)
      .where(and(eq(t.orders.id, orderId), eq(t.orders.warehouseId, warehouseId)))
      .for('update');
    if (!order) throw new ApiError(404, 'orderNotFound');
    const [slot] = await tx
      .select({ startAt: t.slots.startAt, endAt: t.slots.endAt })
      .from(t.slots)
      .where(eq(t.slots.id, order.slotId));
    const check = { slotStartAt: slot?.startAt ?? now, earlyDays };
    const refusal = deliveryFailureRefusal(order.status, { ...check, now });
    if (refusal === 'alreadyFailed') return { orderId, status: 'delivery_failed', cardRefund: false };
    if (refusal === 'notFailable') throw new ApiError(409, 'deliveryFailureNotAllowed');
    if (refusal === 'tooEarly')
      throw new ApiError(409, 'orderStatusTooEarly', {
        from: stepMoment(statusStepOpensAt('delivered', check), report.locale ?? 'fr_FR'),
      });

    const lines = await tx
      .select({
        productWarehouseId: t.orderLines.productWarehouseId,
        quantity: t.orderLines.quantity,
        writeOffOnReturn: sql<boolean>`coalesce(${t.categories.writeOffOnReturn}, false)`,
      })
      .from(t.orderLines)
      .leftJoin(t.products, eq(t.products.id, t.orderLines.productId))
      .leftJoin(t.categories, eq(t.categories.id, t.products.categoryId))
      .where(eq(t.orderLines.orderId, order.id));
    const refunds = await tx
      .select({
        method: t.orderRefunds.method,
        amountCents: t.orderRefunds.amountCents,
        state: t.orderRefunds.state,
      })
      .from(t.orderRefunds)
      .where(eq(t.orderRefunds.orderId, order.id));
    const outcome = deliveryFailureOutcome({
      lines,
      paymentMethod: order.paymentMethod,
      paid: { walletUsedCents: order.walletUsageCents, cardPaidCents: order.cardPaidCents },
      refunds,
    });

    await actAsOrderActor(tx, {
      kind: 'operator',
      userId: driverId,
      // In French, as the back-office's history reads its reasons (the e-mail's words for the reason).
      reason: noted.note ? `${FAILURE_WORDS(reason)} — ${noted.note}` : FAILURE_WORDS(reason),
    });
    await tx
      .update(t.orders)
      .set({
        status: 'delivery_failed',
        statusChangedAt: now,
        failedAt: now,
        failureReason: reason,
        failureNote: noted.note,
        failedBy: driverId,
      })
      .where(eq(t.orders.id, order.id));

    // Every line comes back: to the shelf ('returned'), then out again as 'written_off' for fresh goods,
    // so that the manager reads both and the movements still add up to the stock.
    const actorId = driverId ?? order.userId;
    const back = [...outcome.restock, ...outcome.writeOff].sort(
      (a, b) => a.productWarehouseId - b.productWarehouseId,
    );
    for (const { productWarehouseId, quantity } of back)
      await returnEntryStock(tx, productWarehouseId, quantity, { orderId: order.id, actorId });
    for (const { productWarehouseId, quantity } of outcome.writeOff) {
      const [row] = await tx
        .update(t.productWarehouses)
        .set({ stock: sql`${t.productWarehouses.stock} - ${quantity}` })
        .where(
          and(
            eq(t.productWarehouses.id, productWarehouseId),
            sql`${t.productWarehouses.stock} >= ${quantity}`,
          ),
        )
        .returning({ stock: t.productWarehouses.stock });
      if (row?.stock != null)
        await recordMovements(tx, [
          {
            productWarehouseId,
            kind: 'written_off',
            quantity: -quantity,
            stockAfter: row.stock,
            orderId: order.id,
            actorId,
            reason: FAILURE_REFUND_REASON,
          },
        ]);
    }

    await refundWallet(tx, { userId: order.userId, walletUsageCents: outcome.walletRefundCents });
    if (outcome.cardRefundCents > 0) {
      const refundId = await recordRefundRow(
        tx,
        { ...order, status: 'delivery_failed' },
        { method: 'card', amountCents: outcome.cardRefundCents, reason: FAILURE_REFUND_REASON },
        { kind: 'system', userId: null },
      );
      await enqueueJob(tx, cardRefundJob.name, { refundId });
    }
    await queueFailureMail(tx, order, reason, slot, report.publicUrl);
    // A stop served, even failed: the round's next shoppers may now be 2 stops away.
    if (report.tracking)
      await tellNearStops(tx, { slotId: order.slotId, vanId: order.vanId }, report.tracking);
    return { orderId, status: 'delivery_failed', cardRefund: outcome.cardRefundCents > 0 };
  });
}

async function queueFailureMail(
  tx: Tx,
  order: typeof t.orders.$inferSelect,
  reason: FailureReason,
  slot: { startAt: Date; endAt: Date } | undefined,
  publicUrl: string,
) {
  const [customer] = await tx
    .select({ email: t.users.email, firstname: t.users.firstname })
    .from(t.users)
    .where(eq(t.users.id, order.userId));
  if (!customer || !slot) return;
  await notifyDeliveryFailed(tx, order.userId, order.locale, {
    orderId: order.id,
    firstname: customer.firstname,
    slot: { startAt: slot.startAt.toISOString(), endAt: slot.endAt.toISOString() },
    reason,
    cardRefund: order.paymentMethod === 'stripe' && order.cardPaidCents > 0,
    publicUrl,
  });
}
