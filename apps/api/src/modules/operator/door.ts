/**
 * At the door, in the step to 'delivered' (advanceOrder, under the order's row lock, before the
 * pending deposits and the invoice are written): the lines the recipient refuses (in whole or in
 * part, a substitute too) and the age check of an order with age-restricted lines. The domain's
 * doorPlan decides; here, in the delivery's transaction: the refused goods go back to stock, the
 * order's lines keep what was handed over, the order is re-priced by the one re-pricing path (its
 * deposits and amount follow; the wallet's part goes back to the wallet), a card-paid order gets a
 * card refund of the difference recorded pending (the payments.refund job makes it after the commit:
 * never a call to the payment provider inside the transaction), a pay-at-delivery order is simply
 * due less; the refusals, the check's outcome, the history and the shopper's e-mail are written.
 *
 * Personal data: the birth date typed by the driver decides and is never kept nor logged.
 * Lock order, as every path that changes an order: the order's row (the caller's), the stock rows in
 * entry-id order, then the wallet's.
 */
import {
  doorPlan,
  formatEuros,
  localDate,
  type AgeCheck,
  type DoorRefusalInput,
  type DoorRefusalKey,
  type DoorRefusalReason,
} from '@consigne/domain';
import { mailMessages, type MailMessageKey } from '@consigne/contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { ApiError } from '../../lib/errors.js';
import { notify } from '../notifications/index.js';
import { refundCardDifference, repriceLockedOrder, returnEntryStock } from '../orders/index.js';
import { doorRefusalMail } from './door-mail.js';

type OrderRow = typeof t.orders.$inferSelect;

/** What the driver sends with 'delivered' (the status step's body). */
export interface DoorInput {
  refusedLines?: readonly DoorRefusalInput[];
  ageCheck?: AgeCheck;
}

/** A refusal is a 400 when the input cannot be right, a 409 when the order's state refuses it. */
const STATUS: Record<DoorRefusalKey, 400 | 409> = {
  doorRefusalInvalid: 400,
  doorBirthDateInvalid: 400,
  doorAgeCheckRequired: 409,
  doorNothingLeft: 409,
};

/** The card refund's reason, read by the back-office (in French, as every refund's). */
const DOOR_REFUND_REASON = 'Refusé à la livraison';
const frenchEuros = (cents: number) => formatEuros(cents).replace(/[\u202f\u00a0]/g, ' ');

/**
 * Applies the door to the locked order about to be delivered; answers its row as it now is (re-priced
 * when something was refused). Nothing refused and nothing to check: the order unchanged, nothing
 * written. `publicUrl`: the shop's address, for the e-mail's link.
 */
export async function settleAtTheDoor(
  tx: Tx,
  order: OrderRow,
  door: DoorInput,
  { actorId, now, publicUrl }: { actorId: number | null; now: Date; publicUrl: string },
): Promise<OrderRow> {
  const lines = await tx
    .select()
    .from(t.orderLines)
    .where(eq(t.orderLines.orderId, order.id))
    .orderBy(asc(t.orderLines.id));
  const plan = doorPlan(
    lines.map((l) => ({
      lineId: l.id,
      quantity: l.quantity,
      minimumAge: l.minimumAge,
      gift: l.isLocked,
    })),
    door.refusedLines ?? [],
    door.ageCheck,
    localDate(now),
  );
  if (!plan.ok) throw new ApiError(STATUS[plan.refusal], plan.refusal);
  if (plan.ageCheck)
    await tx.insert(t.orderAgeChecks).values({
      orderId: order.id,
      method: plan.ageCheck.method,
      verified: plan.ageCheck.verified,
      ageSatisfied: plan.ageCheck.ageSatisfied,
      recordedBy: actorId,
      createdAt: now,
    });
  const refused = plan.lines.flatMap((o) => {
    const line = lines.find((l) => l.id === o.lineId)!;
    return o.refused > 0 ? [{ line, kept: o.kept, refused: o.refused, reason: o.reason! }] : [];
  });
  if (refused.length === 0) return order;

  // The refused goods go back to the shelf, entry by entry in id order (as every path takes them).
  const byEntry = new Map<number, number>();
  for (const r of refused)
    byEntry.set(r.line.productWarehouseId, (byEntry.get(r.line.productWarehouseId) ?? 0) + r.refused);
  for (const [entryId, quantity] of [...byEntry].sort(([a], [b]) => a - b))
    await returnEntryStock(tx, entryId, quantity, { orderId: order.id, actorId: actorId ?? order.userId });

  // The order's lines keep what was handed over: the invoice and the deposits are theirs.
  const gone = refused.filter((r) => r.kept === 0).map((r) => r.line.id);
  if (gone.length > 0) {
    await tx.delete(t.orderLinePicks).where(inArray(t.orderLinePicks.orderLineId, gone));
    await tx.delete(t.orderLines).where(inArray(t.orderLines.id, gone));
  }
  for (const r of refused.filter((x) => x.kept > 0))
    await tx.update(t.orderLines).set({ quantity: r.kept }).where(eq(t.orderLines.id, r.line.id));
  await tx.insert(t.orderDoorRefusals).values(
    refused.map((r) => ({
      orderId: order.id,
      productWarehouseId: r.line.productWarehouseId,
      name: r.line.name,
      volume: r.line.volume,
      substitutedFor: r.line.substitutedFor,
      quantity: r.refused,
      unitPriceTtcCents: r.line.unitPriceTtcCents,
      bottleDepositCents: r.line.bottleDepositCents,
      reason: r.reason,
      recordedBy: actorId,
      createdAt: now,
    })),
  );

  const repriced = await repriceLockedOrder(tx, order);
  const cardRefundCents = await refundCardDifference(
    tx,
    order,
    repriced.totals.amountToPay,
    `${DOOR_REFUND_REASON} : ${refused.map((r) => `${r.line.name} ${r.line.volume} × ${r.refused}`).join(', ')}`,
  );
  await tx.insert(t.orderEvents).values({
    orderId: order.id,
    at: now,
    fromStatus: order.status,
    toStatus: order.status,
    actorKind: 'operator',
    actorId,
    kind: 'door_refused',
    // In French, as the back-office's history reads its reasons: the refusal's words, amounts as written.
    reason: `${DOOR_REFUND_REASON} : ${refused
      .map(
        (r) =>
          `${r.line.name} ${r.line.volume} × ${r.refused} (${mailMessages.fr[`mail.door.reason.${r.reason}` as MailMessageKey]})`,
      )
      .join(' · ')} — ${frenchEuros(order.amountToPayCents)} → ${frenchEuros(repriced.totals.amountToPay)}`,
  });
  await mailTheShopper(tx, order, {
    refused: refused.map((r) => ({
      product: `${r.line.name} ${r.line.volume}`,
      quantity: r.refused,
      reason: r.reason,
    })),
    amountToPayCents: repriced.totals.amountToPay,
    walletRefundCents: repriced.walletRefundCents,
    cardRefundCents,
    publicUrl,
  });
  const [updated] = await tx.select().from(t.orders).where(eq(t.orders.id, order.id));
  return updated!;
}

async function mailTheShopper(
  tx: Tx,
  order: OrderRow,
  data: {
    refused: Array<{ product: string; quantity: number; reason: DoorRefusalReason }>;
    amountToPayCents: number;
    walletRefundCents: number;
    cardRefundCents: number;
    publicUrl: string;
  },
) {
  const [customer] = await tx
    .select({ email: t.users.email, firstname: t.users.firstname })
    .from(t.users)
    .where(eq(t.users.id, order.userId));
  if (!customer) return;
  // The delivered notification's e-mail is this one when lines were refused (advanceOrder's own
  // notify() of the delivery then finds it told already).
  await notify(tx, {
    event: 'delivered',
    userId: order.userId,
    orderId: order.id,
    locale: order.locale,
    mail: {
      template: 'order-door-refusal',
      render: (locale) =>
        doorRefusalMail(locale, {
          orderId: order.id,
          firstname: customer.firstname,
          refused: data.refused,
          amountToPayCents: data.amountToPayCents,
          walletRefundCents: data.walletRefundCents,
          cardRefundCents: data.cardRefundCents,
          // Paid at the door: the shopper pays the lower amount (no refund).
          payAtDoor: order.paymentMethod === 'offline',
          link: `${data.publicUrl}/${locale}/mon-compte/mes-commandes/order-detail/${order.id}`,
        }),
    },
  });
}

/** Every line of an order, for the driver's door sheet (the van round's `doorLines`). */
export const doorLinesSql = sql<DoorLineView[]>`(
  select coalesce(json_agg(json_build_object('lineId', ol.id, 'name', ol.name, 'volume', ol.volume,
    'quantity', ol.quantity, 'minimumAge', ol.minimum_age, 'substitutedFor', ol.substituted_for,
    'unitCents', ol.unit_price_ttc_cents + ol.bottle_deposit_cents, 'packageType', ol.package_type)
    order by ol.id), '[]'::json)
  from ${t.orderLines} ol where ol.order_id = ${t.orders.id})`;
export interface DoorLineView {
  lineId: number;
  name: string;
  volume: string;
  quantity: number;
  minimumAge: number | null;
  substitutedFor: string | null;
  /** One unit's price and bottle deposit (cents): what a refusal takes off the amount paid at the door. */
  unitCents: number;
  /** Its crate format: refused units may empty a crate, whose deposit is then not due. */
  packageType: string;
}
