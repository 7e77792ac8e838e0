/**
 * The shopper refuses a substitute from the order page (docs/rules.md#substitutes): while the order
 * is in the shop (the domain's substituteRefusal; once the van has left, at the door). Under the
 * order's row lock, in one transaction: the substitute goes back to its shelf, the line leaves the
 * order, the order is re-priced by the one re-pricing path (its wallet part goes back to the wallet,
 * a pay-at-delivery order is due less), a card-paid order gets the difference back by the
 * payments.refund job (recorded pending here, never a call to the provider in the transaction), and
 * the history keeps it. Refusing twice, or twice at once, refunds once: the second finds no line.
 *
 * Lock order, as every path that changes an order: the order's row, the stock row, the wallet's.
 */
import { substituteRefusal } from '@consigne/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { ApiError } from '../../lib/errors.js';
import { actAsOrderActor } from './events.js';
import { returnEntryStock } from './place-order/take-stock.js';
import { refundCardDifference } from './refunds.js';
import { repriceLockedOrder } from './reprice.js';
import { ownOrder } from './service.js';

/** The reason of the history's event and of a card refund (read by the back-office, in French). */
const REFUSED_REASON = 'Remplacement refusé par le client';

/** Answers whether a card refund is on its way (the caller wakes its job after the commit). */
export async function refuseSubstitute(
  db: Db,
  { userId, orderId, lineId }: { userId: number; orderId: number; lineId: number },
): Promise<{ cardRefund: boolean }> {
  return db.transaction(async (tx) => {
    // Another shopper's order is not found (ids reveal nothing).
    const order = await ownOrder(tx, userId, orderId);
    const [line] = await tx
      .select()
      .from(t.orderLines)
      .where(and(eq(t.orderLines.id, lineId), eq(t.orderLines.orderId, orderId)));
    if (!line) throw new ApiError(404, 'orderLineNotFound');
    const [{ others } = { others: 0 }] = await tx
      .select({ others: sql<number>`count(*)::int` })
      .from(t.orderLines)
      .where(
        and(eq(t.orderLines.orderId, orderId), eq(t.orderLines.isLocked, false), ne(t.orderLines.id, lineId)),
      );
    const refusal = substituteRefusal(order.status, line, others);
    if (refusal) throw new ApiError(409, refusal);
    await actAsOrderActor(tx, { kind: 'customer', userId });

    await returnEntryStock(tx, line.productWarehouseId, line.quantity, { orderId, actorId: userId });
    await tx.delete(t.orderLinePicks).where(eq(t.orderLinePicks.orderLineId, line.id));
    await tx.delete(t.orderLines).where(eq(t.orderLines.id, line.id));
    const repriced = await repriceLockedOrder(tx, order);
    const what = `${line.name} ${line.volume} × ${line.quantity} (pour ${line.substitutedFor})`;
    const cardCents = await refundCardDifference(
      tx,
      order,
      repriced.totals.amountToPay,
      `${REFUSED_REASON} : ${what}`,
    );
    await tx.insert(t.orderEvents).values({
      orderId,
      at: new Date(),
      fromStatus: order.status,
      toStatus: order.status,
      actorKind: 'customer',
      actorId: userId,
      kind: 'line_removed',
      reason: `${REFUSED_REASON} : ${what}`,
    });
    return { cardRefund: cardCents > 0 };
  });
}
