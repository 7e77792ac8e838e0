/**
 * POST /orders/{orderId}/rebook: a failed delivery booked again in one click on a slot of its
 * warehouse (packages/domain/src/delivery-failure.ts says when). A new order with the failed one's
 * lines at their prices, through checkout's own steps: its slot place (bookSlot), its stock
 * (takeStock, recorded as sold), its wallet debit (debitWallet); its totals by the domain's re-pricing
 * (repriceOrder) with the re-delivery fee as its delivery fee. The same payment method: pay at delivery
 * is placed at once, a card order waits for its hosted payment (the route starts it, like a checkout).
 *
 * Once: the customer's row, then the failed order's row are locked (checkout's lock order), and the
 * failed order keeps the re-booking's id — a second click, or two at once, answer that one. A
 * re-booking whose card payment was given up (cancelled) may be replaced.
 */
import {
  crateFill,
  rebookDecision,
  repriceOrder,
  toEuros,
  vatCountryOf,
  type ApiLocale,
} from '@consigne/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { PaymentMethod } from '../../db/schema/index.js';
import { ApiError } from '../../lib/errors.js';
import { walletCents } from '../users/index.js';
import { CARD_MINIMUM_CENTS } from './card-payment.js';
import { notify } from '../notifications/index.js';
import { bookSlot } from './place-order/book-slot.js';
import { debitWallet } from './place-order/debit-wallet.js';
import { recordSold, takeStock } from './place-order/take-stock.js';
import { cratesColumn, crateCapacities, linesToPrice, totalsColumns } from './reprice.js';

export interface RebookRequest {
  userId: number;
  orderId: number;
  slotId: number;
  locale: ApiLocale;
  /** REDELIVERY_FEE_CENTS (default 0). */
  redeliveryFeeCents: number;
  now?: Date;
}

export interface Rebooked {
  orderId: number;
  amountToPay: number;
  paymentMethod: PaymentMethod;
  created: boolean;
}

/** The re-delivery fee is charged whatever the order's amount (no free-delivery threshold). */
const NO_THRESHOLD = Number.MAX_SAFE_INTEGER;

export async function rebookOrder(
  db: Db,
  { userId, orderId, slotId, locale, redeliveryFeeCents, now = new Date() }: RebookRequest,
): Promise<Rebooked> {
  return db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ id: t.users.id })
      .from(t.users)
      .where(eq(t.users.id, userId))
      .for('update');
    if (!customer) throw new ApiError(404, 'userNotFound');
    const [order] = await tx
      .select()
      .from(t.orders)
      .where(and(eq(t.orders.id, orderId), eq(t.orders.userId, userId)))
      .for('update');
    if (!order) throw new ApiError(404, 'orderNotFound');
    const [previous] =
      order.rebookedOrderId === null
        ? []
        : await tx
            .select({
              id: t.orders.id,
              status: t.orders.status,
              amountToPayCents: t.orders.amountToPayCents,
              paymentMethod: t.orders.paymentMethod,
            })
            .from(t.orders)
            .where(eq(t.orders.id, order.rebookedOrderId));
    const decision = rebookDecision(order.status, previous ?? null);
    if (decision.kind === 'refused') throw new ApiError(409, 'orderNotRebookable');
    if (decision.kind === 'existing')
      return {
        orderId: previous!.id,
        amountToPay: toEuros(previous!.amountToPayCents),
        paymentMethod: previous!.paymentMethod,
        created: false,
      };

    const lines = await tx.select().from(t.orderLines).where(eq(t.orderLines.orderId, order.id));
    const slot = await bookSlot(tx, { userId, slotId, warehouseId: order.warehouseId, now });
    const taken = await takeStock(tx, lines, locale);

    const [toPrice, capacities, promo] = await Promise.all([
      linesToPrice(tx, order.id),
      crateCapacities(tx),
      order.promoCodeId === null
        ? Promise.resolve(null)
        : tx
            .select({
              kind: t.promoCodes.kind,
              amountCents: t.promoCodes.amountCents,
              percent: t.promoCodes.percent,
            })
            .from(t.promoCodes)
            .where(eq(t.promoCodes.id, order.promoCodeId))
            .then((rows) => rows[0] ?? null),
    ]);
    const { totals } = repriceOrder(
      toPrice,
      {
        country: vatCountryOf(order),
        deliveryFreeThresholdCents: NO_THRESHOLD,
        chargedDeliveryFeeCents: redeliveryFeeCents,
        // The failed order's code again, its minimum not judged: the lines are the same.
        promo,
        walletUsedCents: Math.min(order.walletUsageCents, await walletCents(tx, userId)),
      },
      capacities,
    );
    if (order.paymentMethod === 'stripe' && totals.amountToPay < CARD_MINIMUM_CENTS)
      throw new ApiError(422, 'cardAmountTooSmall');

    const [created] = await tx
      .insert(t.orders)
      .values({
        userId,
        warehouseId: order.warehouseId,
        slotId: slot.id,
        deliveryType: order.deliveryType,
        zoneId: order.zoneId,
        deliveryName: order.deliveryName,
        deliveryAddress: order.deliveryAddress,
        deliveryInstructions: order.deliveryInstructions,
        locale: order.locale,
        country: order.country,
        ...totalsColumns(totals),
        crates: cratesColumn(crateFill(toPrice, capacities)),
        promoCodeId: promo ? order.promoCodeId : null,
        promoCode: promo ? order.promoCode : null,
        paymentMethod: order.paymentMethod,
        status: order.paymentMethod === 'stripe' ? 'payment_pending' : 'placed',
        adultDeclared: order.adultDeclared,
        placedAt: now,
        statusChangedAt: now,
      })
      .returning({ id: t.orders.id });
    const newId = created!.id;
    // The same lines, as sold then (names, prices, age limits): only their order changes.
    await tx.insert(t.orderLines).values(lines.map(({ id: _id, ...line }) => ({ ...line, orderId: newId })));
    await recordSold(tx, taken, { orderId: newId, userId });
    await debitWallet(tx, userId, totals.walletUsage);
    await tx.update(t.orders).set({ rebookedOrderId: newId }).where(eq(t.orders.id, order.id));
    if (order.paymentMethod === 'offline')
      await notify(tx, { event: 'orderPlaced', userId, orderId: newId, locale: order.locale });
    return {
      orderId: newId,
      amountToPay: toEuros(totals.amountToPay),
      paymentMethod: order.paymentMethod,
      created: true,
    };
  });
}
