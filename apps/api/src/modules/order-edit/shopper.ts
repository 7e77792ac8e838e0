/**
 * The shopper changes their own placed order (issue 32, ADR 0039): until the cut-off (2 hours before
 * its slot, the same as cancelling or moving it) and before its picking begins. Through the one edit
 * path (core.ts) on the order's locked row, so that a staff edit, a picker's tick and the round's
 * plan serialize with it; then the money difference (the orders module's settleEditMoney: paid at
 * delivery, the new amount is due; card-paid, refunded or due as a top-up) and the e-mail.
 */
import { ORDER_CUTOFF_MS, toEuros, type ApiLocale } from '@consigne/domain';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { ApiError } from '../../lib/errors.js';
import { editLockOf, ownOrder, settleEditMoney } from '../orders/index.js';
import { applyOrderEdit, recordOrderEdit, type EditBody } from './core.js';
import { productsForOrder } from './products.js';

export interface ShopperEditOutcome {
  promoDropped: boolean;
  walletRefund: number;
  cardRefund: number;
  topUp: number;
}

/**
 * Changes the user's order's lines. 404 another's order; 409 orderNotEditable (cut-off, or no longer
 * placed), orderEditPickingStarted (a picker began), orderEditLastLine; 422 a product not of the
 * order's warehouse, beyond its maxOrderable or the stock. Nothing is changed when refused.
 */
export async function editOwnOrder(
  db: Db,
  {
    userId,
    orderId,
    body,
    locale,
    publicUrl,
    now = new Date(),
  }: { userId: number; orderId: number; body: EditBody; locale: ApiLocale; publicUrl: string; now?: Date },
): Promise<ShopperEditOutcome> {
  return db.transaction(async (tx) => {
    // The order's row first (its lock orders the edit with picking, staff and the round plan).
    const order = await ownOrder(tx, userId, orderId);
    const [slot] = await tx.select().from(t.slots).where(eq(t.slots.id, order.slotId));
    // Read under the order's lock: a picker's first tick (which share-locks it) came before or waits.
    // Then the round's (its van's row): a driver starting the round came before (refused) or waits.
    const lock = await editLockOf(tx, order, slot!, now, { lockRound: true });
    if (lock === 'picking') throw new ApiError(409, 'orderEditPickingStarted');
    if (lock) throw new ApiError(409, 'orderNotEditable');
    const editor = { kind: 'customer', userId, locale } as const;
    const edit = await applyOrderEdit(tx, order, editor, body);
    if (!edit) return { promoDropped: false, walletRefund: 0, cardRefund: 0, topUp: 0 };
    const money = await settleEditMoney(tx, order.id, userId);
    await recordOrderEdit(tx, editor, publicUrl, {
      order,
      edit,
      money: { cardRefundDueCents: money.cardRefundCents, topUpDueCents: money.topUpCents },
    });
    return {
      promoDropped: edit.repriced.promoDropped,
      walletRefund: toEuros(edit.repriced.walletRefundCents),
      cardRefund: toEuros(money.cardRefundCents),
      topUp: toEuros(money.topUpCents),
    };
  });
}

/**
 * The shopper's soonest order whose lines may still change — placed, before its cut-off, nothing
 * picked — for the shop's "add to my order"; null when none. One indexed query.
 */
export async function changeableOrder(db: Db, userId: number, now = new Date()) {
  const [row] = await db
    .select({ orderId: t.orders.id, startAt: t.slots.startAt, warehouseId: t.orders.warehouseId })
    .from(t.orders)
    .innerJoin(t.slots, eq(t.slots.id, t.orders.slotId))
    .where(
      and(
        eq(t.orders.userId, userId),
        eq(t.orders.status, 'placed'),
        gt(t.slots.startAt, new Date(now.getTime() + ORDER_CUTOFF_MS)),
        sql`not exists (select 1 from ${t.orderLinePicks} where ${t.orderLinePicks.orderId} = ${t.orders.id})`,
      ),
    )
    .orderBy(asc(t.slots.startAt), asc(t.orders.id))
    .limit(1);
  if (!row) return null;
  return {
    orderId: row.orderId,
    warehouseId: row.warehouseId,
    editableUntil: new Date(row.startAt.getTime() - ORDER_CUTOFF_MS).toISOString(),
  };
}

/** The products the shopper may add to their order (products.ts); another's order is a 404. */
export async function ownOrderProducts(
  db: Db,
  userId: number,
  orderId: number,
  q: string,
  locale: ApiLocale,
) {
  const [order] = await db
    .select()
    .from(t.orders)
    .where(and(eq(t.orders.id, orderId), eq(t.orders.userId, userId)));
  if (!order) throw new ApiError(404, 'orderNotFound');
  const products = await productsForOrder(db, order, q, locale);
  // The stock is the shop's: the stepper's limit is maxOrderable, a shortage a refusal at the edit.
  return products.map(({ stock: _stock, ...p }) => p);
}
