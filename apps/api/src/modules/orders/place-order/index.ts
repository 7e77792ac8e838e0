import { fromApiLocale } from '@consigne/domain';
/**
 * POST /orders: places the user's cart as an order, in one transaction of named steps, each in its
 * own file with the lock it takes and its undo (cancelOrder gives an order back through the undos).
 *
 * The green slot's discount is decided after the slot is booked, under its row lock (green-slot.ts).
 *
 * Lock order (the same in every path, so checkouts never deadlock): the customer's row, the slot
 * row, the stock rows in entry-id order, the promo code's row, the wallet's advisory lock. The
 * customer's row lock comes first: one customer's checkouts run one at a time, and a replayed
 * Idempotency-Key finds the first answer. See docs/adr/0004-locking-strategy.md.
 */
import { toEuros, vatCountryOf, type ApiLocale, type DeliveryInstructions } from '@consigne/domain';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.js';
import * as t from '../../../db/schema/index.js';
import type { PaymentMethod } from '../../../db/schema/index.js';
import { ApiError } from '../../../lib/errors.js';
import { notify } from '../../notifications/index.js';
import { message } from '../../../lib/messages.js';
import { recordOrderPlaced } from '../../../observability/metrics.js';
import { CARD_MINIMUM_CENTS } from '../card-payment.js';
import { bookSlot } from './book-slot.js';
import { clearCart } from './clear-cart.js';
import { debitWallet } from './debit-wallet.js';
import { deliveryOf } from './delivery.js';
import { ALL_GUARDS_ON, type GuardsOff } from './guards.js';
import { decideGreenSlot } from './green-slot.js';
import { priceOrder, type PricedOrder, type PricedOrderLine } from './price.js';
import { recordOrder } from './record-order.js';
import { recordPromo } from './record-promo.js';
import { requestHash, storeAnswer, storedAnswer } from './store-answer.js';
import { recordSold, takeStock } from './take-stock.js';

export interface CheckoutInput {
  paymentMethod: PaymentMethod;
  acceptTerms: boolean;
  adultDeclared?: boolean;
  /** Absent: those the selected address suggests. */
  deliveryInstructions?: DeliveryInstructions;
}

export interface PlacedOrder {
  orderId: number;
  amountToPay: number;
  paymentMethod: PaymentMethod;
}

export interface PlaceOrderRequest {
  userId: number;
  locale: ApiLocale;
  idempotencyKey: string;
  input: CheckoutInput;
  defaultWarehouseKey: string;
  now?: Date;
  /** Test-only: the race guards switched off (the race tests' negative controls). */
  guardsOff?: GuardsOff;
}

/** The customer's row, locked for the transaction (unless a negative control switches it off). */
async function lockCustomer(tx: Tx, userId: number, guardsOff: GuardsOff) {
  const query = tx.select().from(t.users).where(eq(t.users.id, userId));
  const [user] = guardsOff.has('customer') ? await query : await query.for('update');
  if (!user) throw new ApiError(404, 'userNotFound');
  return user;
}

/** A required box left unticked: 400 with the field's message. */
function requireTicked(
  ticked: boolean | undefined,
  field: 'acceptTerms' | 'adultDeclared',
  locale: ApiLocale,
) {
  if (ticked) return;
  const key = field === 'acceptTerms' ? 'termsRequired' : 'adultRequired';
  throw new ApiError(400, key, {}, [{ field, message: message(locale, key) }]);
}

const hasAlcohol = (lines: readonly PricedOrderLine[]) => lines.some((l) => l.isAlcohol);

export async function placeOrder(
  db: Db,
  request: PlaceOrderRequest,
): Promise<{ statusCode: number; body: PlacedOrder; created: boolean }> {
  const placed = await db.transaction((tx) => placeOrderIn(tx, request));
  // A card order counts once its payment is confirmed (webhook.ts), not while it waits for it.
  if (placed.created && request.input.paymentMethod === 'offline')
    recordOrderPlaced(request.input.paymentMethod);
  return placed;
}

/**
 * The checkout's steps in the caller's transaction: the one placement path, used by POST /orders and
 * by the usual basket's placement job (ADR 0042), which puts the basket's lines in the cart first.
 */
export async function placeOrderIn(
  tx: Tx,
  {
    userId,
    locale,
    idempotencyKey,
    input,
    defaultWarehouseKey,
    now = new Date(),
    guardsOff = ALL_GUARDS_ON,
  }: PlaceOrderRequest,
): Promise<{ statusCode: number; body: PlacedOrder; created: boolean }> {
  const hash = requestHash(input);
  const user = await lockCustomer(tx, userId, guardsOff);
  const replay = await storedAnswer<PlacedOrder>(tx, userId, idempotencyKey, hash);
  if (replay) return { ...replay, created: false };
  requireTicked(input.acceptTerms, 'acceptTerms', locale);

  // The green slot's discount is decided under the slot's lock, below: not measured here.
  const unmeasured = await priceOrder(tx, userId, defaultWarehouseKey, locale, {
    greenSlotDiscountCents: 0,
  });
  const { warehouse } = unmeasured;
  if (!unmeasured.isValidable) throw new ApiError(422, 'cartNotValidable');
  const cardTooSmall = (p: PricedOrder) =>
    input.paymentMethod === 'stripe' && p.totals.amountToPay < CARD_MINIMUM_CENTS;
  if (cardTooSmall(unmeasured)) throw new ApiError(422, 'cardAmountTooSmall');
  if (hasAlcohol(unmeasured.lines)) requireTicked(input.adultDeclared, 'adultDeclared', locale);
  const delivery = await deliveryOf(tx, userId, input.deliveryInstructions);

  const slot = await bookSlot(tx, {
    userId,
    slotId: user.selectedSlotId,
    warehouseId: warehouse.id,
    now,
    unguarded: guardsOff.has('slot'),
  });
  const { priced, audit: green } = await decideGreenSlot(tx, {
    userId,
    slotId: slot.id,
    priced: unmeasured,
    reprice: (greenSlotDiscountCents) =>
      priceOrder(tx, userId, defaultWarehouseKey, locale, { greenSlotDiscountCents }),
  });
  if (cardTooSmall(priced)) throw new ApiError(422, 'cardAmountTooSmall');
  const taken = await takeStock(tx, priced.lines, locale, { unguarded: guardsOff.has('stock') });
  const orderId = await recordOrder(tx, {
    userId,
    warehouseId: warehouse.id,
    slotId: slot.id,
    delivery,
    locale,
    country: vatCountryOf(warehouse),
    priced,
    green,
    paymentMethod: input.paymentMethod,
    adultDeclared: input.adultDeclared === true,
    now,
  });
  await recordSold(tx, taken, { orderId, userId });
  await recordPromo(tx, { promo: priced.promo, userId, orderId, unguarded: guardsOff.has('promo') });
  await debitWallet(tx, userId, priced.totals.walletUsage);
  await clearCart(tx, userId, hasAlcohol(priced.lines) ? now : null);

  const body: PlacedOrder = {
    orderId,
    amountToPay: toEuros(priced.totals.amountToPay),
    paymentMethod: input.paymentMethod,
  };
  await storeAnswer(tx, { userId, key: idempotencyKey, hash, answer: { statusCode: 201, body } });
  // Told if and only if the order commits (the notifications' jobs are this transaction's; ADR 0035).
  // A card order's waits for its payment: the transaction that confirms it tells it (card-payment.ts).
  if (input.paymentMethod === 'offline')
    await notify(tx, { event: 'orderPlaced', userId, orderId, locale: fromApiLocale(locale) });
  return { statusCode: 201, body, created: true };
}
