import {
  cancellationRefunds,
  CHANGEABLE_STATUSES,
  type DeliveryInstructions,
  type DoorRefusalReason,
  instructionsLock,
  isEmptyInstructions,
  fromApiLocale,
  isSlotOpenForOrders,
  type ApiLocale,
  type Locale,
  orderChangeLock,
  orderEditLock,
  ORDER_CUTOFF_MS,
  ROUND_STARTED_STATUSES,
  substituteRefusal,
  toEuros,
} from '@consigne/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { localizedAddressName } from '../../lib/address-names.js';
import { ApiError } from '../../lib/errors.js';
import {
  lockActiveReservation,
  lockSlotPlaces,
  returnReservedPlace,
  slotView,
  useReservedPlace,
} from '../slots/index.js';
import { proofView } from '../delivery-proof/index.js';
import { actAsOrderActor } from './events.js';
import type { PaymentProvider } from './payment.js';
import { releaseSlotPlace, takeSlotPlace } from './place-order/book-slot.js';
import { refundWallet } from './place-order/debit-wallet.js';
import { releasePromoUse } from './place-order/record-promo.js';
import { returnStock } from './place-order/take-stock.js';
import { cancellationCardCents, cardRefundsOf } from './refund-limits.js';
import { recordRefund } from './refunds.js';
import { topUpOf } from './top-up.js';

type OrderRow = typeof t.orders.$inferSelect;
type SlotRow = typeof t.slots.$inferSelect;

/** Until the driver leaves, the customer may still cancel or move the order (until the 2-hour cutoff). */
export { CHANGEABLE_STATUSES };

/**
 * Can the customer still change this order? Placed or being prepared, and at least 2 hours before its
 * slot (orderChangeLock in packages/domain says why not).
 */
export function isOrderChangeable(
  order: Pick<OrderRow, 'status'>,
  slot: Pick<SlotRow, 'startAt'>,
  now = new Date(),
) {
  return orderChangeLock(order.status, slot.startAt, now) === null;
}

/** Whether a picker ticked a line of the order already: its picking has begun (shopper edits close). */
export async function pickingStarted(db: Db | Tx, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: t.orderLinePicks.orderLineId })
    .from(t.orderLinePicks)
    .where(eq(t.orderLinePicks.orderId, orderId))
    .limit(1);
  return row !== undefined;
}

/**
 * Why the shopper can no longer change the order's lines (the domain's orderEditLock), null: they can.
 * `lockRound`: take the round's lock first (lockOrderRound, shared) — the shopper's edit does, so that
 * the round's start and the edit are ordered: an edit that comes after the van left is refused.
 */
export async function editLockOf(
  db: Db | Tx,
  order: OrderRow,
  slot: Pick<SlotRow, 'startAt'>,
  now: Date,
  { lockRound = false }: { lockRound?: boolean } = {},
) {
  const early = orderEditLock(order.status, slot.startAt, { now, pickingStarted: false });
  if (early) return early;
  const van = await lockOrderRound(db, order, lockRound ? 'share' : null);
  return orderEditLock(order.status, slot.startAt, {
    now,
    pickingStarted: await pickingStarted(db, order.id),
    roundStarted: van !== null && (await roundStarted(db, order, van)),
  });
}

/** An order's round: its van (its own, else its warehouse's first, as the plan reads it) and that first van. */
interface OrderRound {
  vanId: number;
  firstVanId: number;
}

/**
 * The order's round, its van's row locked in `mode` (null: read only): the one lock that orders the
 * round's start with the shopper's edits (ADR 0039). The driver's step to 'out_for_delivery' takes it
 * 'no key update' (advanceOrder), an edit 'share' (edits of one round do not wait on each other; the
 * plan's writes of orders.van_id take only a key-share lock, which neither blocks). Taken after the
 * order's own row. Null for a warehouse without vans: no round to start, nothing to lock.
 */
export async function lockOrderRound(
  db: Db | Tx,
  order: Pick<OrderRow, 'warehouseId' | 'vanId'>,
  mode: 'share' | 'no key update' | null,
): Promise<OrderRound | null> {
  const [first] = await db
    .select({ id: t.vans.id })
    .from(t.vans)
    .where(eq(t.vans.warehouseId, order.warehouseId))
    .orderBy(asc(t.vans.position), asc(t.vans.id))
    .limit(1);
  if (!first) return null;
  const vanId = order.vanId ?? first.id;
  if (mode) await db.select({ id: t.vans.id }).from(t.vans).where(eq(t.vans.id, vanId)).for(mode);
  return { vanId, firstVanId: first.id };
}

/** Whether the round of the order's van in its slot has started (one of its orders left: ADR 0031). */
async function roundStarted(
  db: Db | Tx,
  order: Pick<OrderRow, 'slotId' | 'warehouseId'>,
  { vanId, firstVanId }: OrderRound,
): Promise<boolean> {
  const [row] = await db
    .select({ id: t.orders.id })
    .from(t.orders)
    .where(
      and(
        eq(t.orders.slotId, order.slotId),
        eq(t.orders.warehouseId, order.warehouseId),
        inArray(t.orders.status, [...ROUND_STARTED_STATUSES]),
        vanId === firstVanId
          ? sql`coalesce(${t.orders.vanId}, ${firstVanId}) = ${vanId}`
          : eq(t.orders.vanId, vanId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The user's order, locked; another user's order is 'not found' (ids reveal nothing). */
export async function ownOrder(tx: Tx, userId: number, orderId: number) {
  const [row] = await tx
    .select()
    .from(t.orders)
    .where(and(eq(t.orders.id, orderId), eq(t.orders.userId, userId)))
    .for('update');
  if (!row) throw new ApiError(404, 'orderNotFound');
  return row;
}

/**
 * Gives back what an order took, through the undo of each checkout step: its slot place, its stock,
 * its promo use and its wallet debit (less what the back-office already refunded of it). In the
 * caller's transaction, on a locked order being cancelled.
 */
export async function releaseOrder(tx: Tx, order: OrderRow): Promise<void> {
  // An order on a week of the customer's reserved slot gives the place back to the week (held again).
  if (!(await returnReservedPlace(tx, order.userId, order.slotId))) await releaseSlotPlace(tx, order.slotId);
  await returnStock(tx, order);
  await releasePromoUse(tx, order.id);
  const refunds = await tx
    .select({
      method: t.orderRefunds.method,
      amountCents: t.orderRefunds.amountCents,
      state: t.orderRefunds.state,
    })
    .from(t.orderRefunds)
    .where(eq(t.orderRefunds.orderId, order.id));
  const { walletCents } = cancellationRefunds(
    { walletUsedCents: order.walletUsageCents, cardPaidCents: order.cardPaidCents, collectedCents: 0 },
    refunds,
  );
  await refundWallet(tx, { userId: order.userId, walletUsageCents: walletCents });
}

/**
 * Cancels a locked order: what it took is given back and its status becomes 'cancelled' (with
 * `paymentFailed`, its card payment is marked failed). A cancelled order is left as it is.
 */
export async function cancelLockedOrder(
  tx: Tx,
  order: OrderRow,
  { now = new Date(), paymentFailed = false }: { now?: Date; paymentFailed?: boolean } = {},
): Promise<void> {
  if (order.status === 'cancelled') return;
  await releaseOrder(tx, order);
  await tx
    .update(t.orders)
    .set({
      status: 'cancelled',
      cancelledAt: now,
      statusChangedAt: now,
      ...(paymentFailed ? { paymentStatus: 'failed' as const } : {}),
    })
    .where(eq(t.orders.id, order.id));
}

/** The reason a customer's own cancellation gives its card refund (read by the back-office, in French). */
const CUSTOMER_CANCEL_REASON = 'Commande annulée par le client';

/**
 * The customer cancels an order until 2 hours before its slot: everything it took is given back. A
 * card payment's refund is committed with the cancellation and made by its job (the caller wakes it
 * when `cardRefund` says one is on its way).
 */
export async function cancelOrder(
  db: Db,
  payments: PaymentProvider | null,
  userId: number,
  orderId: number,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const order = await ownOrder(tx, userId, orderId);
    // Its payment may still be taken (a bank debit takes days): the bank answers first (card-payment.ts).
    if (order.status === 'payment_pending') throw new ApiError(409, 'orderPaymentPending');
    const [slot] = await tx.select().from(t.slots).where(eq(t.slots.id, order.slotId));
    if (!isOrderChangeable(order, slot!, now)) throw new ApiError(409, 'orderNotCancellable');
    await actAsOrderActor(tx, { kind: 'customer', userId });
    // A card-paid order: what the card paid goes back to it first (as a staff cancel does); without a
    // payment provider to refund it, nothing is cancelled.
    const cardCents = await cancellationCardCents(tx, order);
    if (cardCents > 0)
      await recordRefund(
        tx,
        payments,
        order,
        { method: 'card', amountCents: cardCents, reason: CUSTOMER_CANCEL_REASON },
        { kind: 'customer', userId },
      ).catch((error: unknown) => {
        throw error instanceof ApiError ? new ApiError(502, 'orderCancelRefundFailed') : error;
      });
    await cancelLockedOrder(tx, order, { now });
    return { orderId: order.id, cardRefund: cardCents > 0 };
  });
}

/**
 * PATCH /order/{orderId}/slot: moves an order to another slot of its warehouse until the cutoff of
 * its current slot. A reserved week follows the order (ADR 0040): leaving the week it used gives the
 * week back to `held` (its place stays the shopper's), landing on a held week uses it instead of a
 * second place. Locks: the order, the shopper's active reservation (as a skip of its weeks takes it),
 * then both slots in id order, then the weeks. Not the customer's row: a staff edit takes it after the
 * order (the wallet).
 */
export async function changeOrderSlot(
  db: Db,
  {
    userId,
    orderId,
    slotId,
    locale,
    now = new Date(),
  }: { userId: number; orderId: number; slotId: number; locale: ApiLocale; now?: Date },
) {
  return db.transaction(async (tx) => {
    const order = await ownOrder(tx, userId, orderId);
    await lockActiveReservation(tx, userId);
    // Both slot rows are locked in id order, so two orders moving crosswise never deadlock.
    const locked = await tx
      .select()
      .from(t.slots)
      .where(inArray(t.slots.id, [order.slotId, slotId]))
      .orderBy(t.slots.id)
      .for('update');
    const current = locked.find((s) => s.id === order.slotId)!;
    if (!isOrderChangeable(order, current, now)) throw new ApiError(409, 'orderSlotNotChangeable');
    if (slotId === current.id) return slotView(current, { locale });
    const places = await lockSlotPlaces(tx, slotId, userId, now);
    if (!places || places.slot.warehouseId !== order.warehouseId) throw new ApiError(404, 'slotNotFound');
    const { slot: next, taken } = places;
    if (!isSlotOpenForOrders(next.startAt, now, places.rules)) throw new ApiError(422, 'slotTooLate');
    if (places.isFull) throw new ApiError(409, 'slotFull');
    if (!(await returnReservedPlace(tx, userId, current.id))) await releaseSlotPlace(tx, current.id);
    const onHeldWeek = await useReservedPlace(tx, userId, next.id);
    if (!onHeldWeek) await takeSlotPlace(tx, next.id);
    await tx.update(t.orders).set({ slotId: next.id }).where(eq(t.orders.id, order.id));
    // Either way the order now takes one more place than the asker saw (their held week was not counted).
    return slotView(
      { ...next, reserved: next.reserved + (onHeldWeek ? 0 : 1) },
      { taken: taken + 1, locale },
    );
  });
}

/**
 * PUT /orders/{orderId}/delivery-instructions: the shopper changes what the driver reads at the door
 * until the order leaves. One conditional update on the order's status: if the driver's "out for
 * delivery" commits first, the update finds no row and the shopper gets a 409; if the update commits
 * first, the driver's step waits for its row lock and the round shows the new instructions. Either way
 * the order ends consistent, with no window between a check and a write.
 */
export async function changeDeliveryInstructions(
  db: Db,
  { userId, orderId, instructions }: { userId: number; orderId: number; instructions: DeliveryInstructions },
) {
  const stored = isEmptyInstructions(instructions) ? null : instructions;
  const [changed] = await db
    .update(t.orders)
    .set({ deliveryInstructions: stored })
    .where(
      and(
        eq(t.orders.id, orderId),
        eq(t.orders.userId, userId),
        eq(t.orders.deliveryType, 'address'),
        inArray(t.orders.status, [...CHANGEABLE_STATUSES]),
      ),
    )
    .returning({ id: t.orders.id, status: t.orders.status });
  if (changed) return { orderId: changed.id, status: changed.status, deliveryInstructions: stored };
  const [order] = await db
    .select({ status: t.orders.status, deliveryType: t.orders.deliveryType })
    .from(t.orders)
    .where(and(eq(t.orders.id, orderId), eq(t.orders.userId, userId)));
  if (!order) throw new ApiError(404, 'orderNotFound');
  // Out for delivery, over, waiting for its card payment — or a pickup point, which has no door.
  throw new ApiError(409, 'orderInstructionsNotChangeable');
}

function summary(
  order: OrderRow,
  slot: SlotRow,
  itemCount: number,
  invoiceId: number | null,
  now: Date,
  locale: ApiLocale,
) {
  return {
    orderId: order.id,
    status: order.status,
    placedAt: order.placedAt.toISOString(),
    slot: slotView(slot, { locale }),
    deliveryType: order.deliveryType as 'address' | 'pdr',
    // An address's default name ("Huis", "Casa") in the reader's language.
    deliveryName:
      order.deliveryType === 'pdr' ? order.deliveryName : localizedAddressName(order.deliveryName, locale),
    deliveryAddress: order.deliveryAddress,
    itemCount,
    amountToPay: toEuros(order.amountToPayCents),
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    isCancellable: isOrderChangeable(order, slot, now),
    lockReason: orderChangeLock(order.status, slot.startAt, now),
    invoiceId,
  };
}

/** mes-commandes: the user's orders, newest first. */
export async function listOrders(db: Db, userId: number, locale: ApiLocale, now = new Date()) {
  const rows = await db
    .select({
      order: t.orders,
      slot: t.slots,
      itemCount: sql<number>`(select coalesce(sum(${t.orderLines.quantity}), 0)::int from ${t.orderLines} where ${t.orderLines.orderId} = ${t.orders.id})`,
      invoiceId: t.invoices.id,
    })
    .from(t.orders)
    .innerJoin(t.slots, eq(t.slots.id, t.orders.slotId))
    .leftJoin(t.invoices, eq(t.invoices.orderId, t.orders.id))
    .where(eq(t.orders.userId, userId))
    .orderBy(desc(t.orders.placedAt), desc(t.orders.id));
  return rows.map((r) => summary(r.order, r.slot, r.itemCount, r.invoiceId, now, locale));
}

/**
 * An order's lines with the product's and the Rayon's names in the reader's language: a line keeps the
 * names of the language the order was placed in, and a shopper who reads the shop in another language
 * sees the catalogue's translation where there is one (the stored name otherwise).
 */
async function readerLines(db: Db, orderId: number, locale: Locale) {
  const rows = await db
    .select({ line: t.orderLines, name: t.productTranslations.name, masterNames: t.categoryMasters.names })
    .from(t.orderLines)
    .leftJoin(
      t.productTranslations,
      and(
        eq(t.productTranslations.productId, t.orderLines.productId),
        eq(t.productTranslations.locale, locale),
      ),
    )
    .leftJoin(t.products, eq(t.products.id, t.orderLines.productId))
    .leftJoin(t.categories, eq(t.categories.id, t.products.categoryId))
    .leftJoin(t.categoryMasters, eq(t.categoryMasters.id, t.categories.masterId))
    .where(eq(t.orderLines.orderId, orderId))
    .orderBy(t.orderLines.id);
  return rows.map(({ line, name, masterNames }) => ({
    ...line,
    name: name || line.name,
    categoryMasterName: masterNames?.[locale] || line.categoryMasterName,
  }));
}

/** Order detail: the summary, the lines grouped by crate format, deposits and totals. */
export async function orderDetail(
  db: Db,
  userId: number,
  orderId: number,
  locale: ApiLocale,
  now = new Date(),
) {
  const [row] = await db
    .select({ order: t.orders, slot: t.slots, invoiceId: t.invoices.id })
    .from(t.orders)
    .innerJoin(t.slots, eq(t.slots.id, t.orders.slotId))
    .leftJoin(t.invoices, eq(t.invoices.orderId, t.orders.id))
    .where(and(eq(t.orders.id, orderId), eq(t.orders.userId, userId)));
  if (!row) throw new ApiError(404, 'orderNotFound');
  const lines = await readerLines(db, orderId, fromApiLocale(locale));
  const { order } = row;
  const cardRefunds = order.cardPaidCents > 0 ? await cardRefundsOf(db, orderId) : [];
  // Refused at the door (operator/door.ts): kept as sold, not charged.
  const doorRefusals = await db
    .select()
    .from(t.orderDoorRefusals)
    .where(eq(t.orderDoorRefusals.orderId, orderId))
    .orderBy(asc(t.orderDoorRefusals.id));
  const itemCount = lines.reduce((n, l) => n + l.quantity, 0);
  const otherLines = (line: { id: number }) => lines.filter((l) => !l.isLocked && l.id !== line.id).length;
  const formats = ['large', 'small', 'other'] as const;
  return {
    ...summary(order, row.slot, itemCount, row.invoiceId, now, locale),
    crates: order.crates,
    packages: formats
      .map((packageType) => ({
        packageType,
        lines: lines
          .filter((l) => l.packageType === packageType)
          .map((l) => ({
            id: l.id,
            productWarehouseId: l.productWarehouseId,
            name: l.name,
            volume: l.volume,
            thumb: l.thumb,
            categoryMasterName: l.categoryMasterName,
            quantity: l.quantity,
            unitPriceTtc: toEuros(l.unitPriceTtcCents),
            unitPriceHt: toEuros(l.unitPriceHtCents),
            totalTtc: toEuros(l.unitPriceTtcCents * l.quantity),
            vatRate: l.vatRateBp / 10_000,
            bottleDeposit: toEuros(l.bottleDepositCents),
            isLocked: l.isLocked,
            substitutedFor: l.substitutedFor,
            refusable: substituteRefusal(order.status, l, otherLines(l)) === null,
          })),
      }))
      .filter((p) => p.lines.length > 0),
    totals: {
      subtotalHt: toEuros(order.subtotalHtCents),
      subtotalTtc: toEuros(order.subtotalTtcCents),
      totalTva: toEuros(order.totalTvaCents),
      vatByRate: Object.entries(order.vatByRate)
        .map(([bp, cents]) => ({ rate: Number(bp) / 10_000, amount: toEuros(cents) }))
        .sort((a, b) => a.rate - b.rate),
      productsDeposit: toEuros(order.productsDepositCents),
      packagesDeposit: toEuros(order.packagesDepositCents),
      totalDeposit: toEuros(order.productsDepositCents + order.packagesDepositCents),
      deliveryFees: toEuros(order.deliveryFeeCents),
      discountValue: toEuros(order.discountCents),
      walletUsage: toEuros(order.walletUsageCents),
      amountToPay: toEuros(order.amountToPayCents),
    },
    promoCode: order.promoCode,
    statusChangedAt: order.statusChangedAt.toISOString(),
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
    cancelledAt: order.cancelledAt?.toISOString() ?? null,
    cardRefunds,
    doorRefusals: doorRefusals.map((r) => ({
      name: r.name,
      volume: r.volume,
      substitutedFor: r.substitutedFor,
      quantity: r.quantity,
      reason: r.reason as DoorRefusalReason,
      amount: toEuros((r.unitPriceTtcCents + r.bottleDepositCents) * r.quantity),
    })),
    deliveryInstructions: order.deliveryInstructions ?? null,
    deliveryProof: await proofView(db, orderId, 'shopper'),
    editLockReason: await editLockOf(db, order, row.slot, now),
    editableUntil: new Date(row.slot.startAt.getTime() - ORDER_CUTOFF_MS).toISOString(),
    topUp: order.paymentMethod === 'stripe' ? await topUpOf(db, orderId) : null,
    instructionsLockReason: instructionsLock(order.status),
    failure:
      order.status === 'delivery_failed' && order.failureReason && order.failedAt
        ? {
            reason: order.failureReason,
            failedAt: order.failedAt.toISOString(),
            rebookedOrderId: order.rebookedOrderId,
          }
        : null,
  };
}

// Kept here for the modules that import it from the service (promo); its home is queries.ts.
