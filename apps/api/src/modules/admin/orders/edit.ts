/**
 * A placed order edited on the customer's behalf: quantities changed, lines removed, products added —
 * until the 2-hour cutoff of its slot, as the customer's own changes, and even once picking began
 * (a changed line is ticked again). The edit itself is the order-edit module's one path (shared with
 * the customer's own edits); here: who may (the staff member's warehouses), the audit log, and a
 * card-paid order may cost less (a refund is due) but never more.
 */
import type { adminOrderEditBody } from '@consigne/contract';
import { toEuros, type ApiLocale } from '@consigne/domain';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../../lib/actor.js';
import type { z } from 'zod';
import type { Db, Tx } from '../../../db/client.js';
import * as t from '../../../db/schema/index.js';
import { ApiError } from '../../../lib/errors.js';
import {
  applyOrderEdit,
  productsForOrder,
  recordOrderEdit,
  type AppliedEdit,
} from '../../order-edit/index.js';
import { isOrderChangeable, refundDueCents, refundLimitsOf, refundRows } from '../../orders/index.js';
import { assertWarehouse, audit, type Staff } from '../shared/index.js';
import { adminOrder, lockedOrder } from './service.js';

type OrderRow = typeof t.orders.$inferSelect;
type EditBody = z.infer<typeof adminOrderEditBody>;

/** The audit log's entry of a staff edit. */
async function auditEdit(tx: Tx, actor: Actor, order: OrderRow, edit: AppliedEdit) {
  const { lines, repriced } = edit;
  await audit(tx, actor, {
    action: 'order.edit',
    entity: 'order',
    entityId: order.id,
    warehouseId: order.warehouseId,
    before: {
      lines: lines.map((l) => ({ product: l.product, quantity: l.from })),
      amountToPay: toEuros(order.amountToPayCents),
    },
    after: {
      lines: lines.map((l) => ({ product: l.product, quantity: l.to })),
      amountToPay: toEuros(repriced.totals.amountToPay),
      walletRefund: toEuros(repriced.walletRefundCents),
      promoDropped: repriced.promoDropped ? order.promoCode : null,
    },
  });
}

/** A card-paid order may cost less (a refund is then due), never more: the card was charged once. */
async function checkCardAmount(tx: Tx, order: OrderRow, amountToPayCents: number) {
  if (order.cardPaidCents === 0) return 0;
  if (amountToPayCents > order.amountToPayCents)
    throw new ApiError(409, 'orderEditCardPaidHigher', {
      amount: String(toEuros(amountToPayCents - order.amountToPayCents)),
    });
  const refunds = await refundRows(tx, order.id);
  const after = { ...order, amountToPayCents };
  return refundDueCents(after, refunds, refundLimitsOf(after, refunds));
}

/**
 * Changes a placed order's lines before the cutoff; 409 after it (or once the van left, delivered,
 * cancelled, waiting for its card payment). Answers the order and what the edit did.
 */
export async function editAdminOrder(
  db: Db,
  actor: Actor,
  {
    orderId,
    body,
    publicUrl,
    now = new Date(),
  }: { orderId: number; body: EditBody; publicUrl: string; now?: Date },
) {
  const staff = actor.staff;
  const outcome = await db.transaction(async (tx) => {
    const order = await lockedOrder(tx, staff, orderId);
    const [slot] = await tx.select().from(t.slots).where(eq(t.slots.id, order.slotId));
    if (!isOrderChangeable(order, slot!, now)) throw new ApiError(409, 'orderNotEditable');
    const editor = { kind: 'staff', userId: staff.id, locale: actor.locale } as const;
    const edit = await applyOrderEdit(tx, order, editor, body);
    if (!edit) return { promoDropped: false, walletRefund: 0 };
    const { repriced } = edit;
    const cardRefundDueCents = await checkCardAmount(tx, order, repriced.totals.amountToPay);
    await auditEdit(tx, actor, order, edit);
    await recordOrderEdit(tx, editor, publicUrl, {
      order,
      edit,
      money: { cardRefundDueCents, topUpDueCents: 0 },
    });
    return { promoDropped: repriced.promoDropped, walletRefund: toEuros(repriced.walletRefundCents) };
  });
  return { ...(await adminOrder(db, staff, orderId, now)), edit: outcome };
}

/** The products that may be added to an order: its warehouse's, orderable, whose name matches. */
export async function orderProducts(db: Db, staff: Staff, orderId: number, q: string, apiLocale: ApiLocale) {
  const [order] = await db.select().from(t.orders).where(eq(t.orders.id, orderId));
  if (!order) throw new ApiError(404, 'orderNotFound');
  assertWarehouse(staff, order.warehouseId);
  const products = await productsForOrder(db, order, q, apiLocale);
  return products.map(({ thumb: _thumb, bottleDeposit: _deposit, ...p }) => p);
}
