/**
 * Card payment through Stripe's hosted Checkout (ADR 0009, docs/payments.md). A card order is placed
 * in 'payment_pending': it holds its slot place, stock, promo use and wallet debit like a placed order,
 * while the shopper pays on Stripe's page. Then one of:
 * - Stripe's signed `checkout.session.completed` (paid), or `checkout.session.async_payment_succeeded`
 *   → the order becomes 'placed', paid;
 * - `checkout.session.completed` unpaid (a delayed method: SEPA debit) → it keeps waiting, its payment
 *   'processing', holding everything, until the bank answers (days);
 * - `checkout.session.expired` / `checkout.session.async_payment_failed` → cancelled, everything given
 *   back through cancelLockedOrder (the one cancellation path);
 * - a payment for an order that can no longer be delivered (cancelled, or its slot begun or closed) →
 *   recorded, and refunded by a job (`payments.refund`), outside any transaction;
 * - the shopper gives up on Stripe's page (cancel_url) → the session is expired at Stripe, then the
 *   order is cancelled and its cart given back;
 * - nothing arrives (a lost webhook) → expirePendingPayments asks Stripe and settles the order.
 * Everything is in the database (no process memory): any instance settles any order.
 */
import { checkoutPaymentMethodTypes, isLocale, vatCountryOf, type Locale } from '@consigne/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { enqueueJob } from '../../jobs/enqueue.js';
import { notify } from '../notifications/index.js';
import { cardRefundJob } from './jobs.js';
import { ApiError } from '../../lib/errors.js';
import {
  CHECKOUT_SESSION_MINUTES,
  type CheckoutSessionRequest,
  type PaymentProvider,
  type SessionState,
  type WebhookEvent,
} from './payment.js';
import { recordRefundRow } from './refunds.js';
import { cancelLockedOrder } from './service.js';
import { settleTopUpSession } from './top-up.js';

type OrderRow = typeof t.orders.$inferSelect;

/** Stripe charges at least 0.50 € a payment: a card order for less is refused at checkout. */
export const CARD_MINIMUM_CENTS = 50;

/**
 * Stripe needs at least 30 minutes between a session's creation and its expiry: one more minute so
 * that the request's own travel never makes it refuse the session.
 */
const SESSION_LIFETIME_MS = (CHECKOUT_SESSION_MINUTES + 1) * 60_000;

/** A pending order past its expiry by this much is settled by the sweep (the webhook had its time). */
export const SWEEP_GRACE_MS = 5 * 60_000;

const STRIPE_LOCALES: Record<Locale, CheckoutSessionRequest['locale']> = {
  fr: 'fr',
  be: 'fr',
  es: 'es',
  'nl-BE': 'nl',
};
const DESCRIPTIONS: Record<Locale, string> = {
  fr: 'Commande n° {id}',
  be: 'Commande n° {id}',
  es: 'Pedido n.º {id}',
  'nl-BE': 'Bestelling nr. {id}',
};

/**
 * Stripe's placeholder in a return url, replaced by the session's id when it sends the shopper back:
 * the cancel url carries it, so that only the shopper coming back from this session can give it up.
 */
export const CHECKOUT_SESSION_ID = '{CHECKOUT_SESSION_ID}';

/** The storefront pages Stripe sends the shopper back to, in the order's locale. */
export function returnUrls(publicUrl: string, order: Pick<OrderRow, 'id' | 'locale'>) {
  const locale: Locale = isLocale(order.locale) ? order.locale : 'fr';
  const base = publicUrl.replace(/\/+$/, '');
  return {
    locale,
    successUrl: `${base}/${locale}/commande/confirmation/${order.id}?paiement=ok`,
    cancelUrl: `${base}/${locale}/commande?paiement=annule&commande=${order.id}&session=${CHECKOUT_SESSION_ID}`,
  };
}

const lockOrder = async (tx: Tx, where: ReturnType<typeof eq>) =>
  (await tx.select().from(t.orders).where(where).for('update'))[0];

/**
 * The Checkout Session of a card order just placed: created once (Stripe's idempotency key is the
 * order), or the open one again on a replayed checkout; null when the order no longer waits for a
 * payment (a replay after the payment or the expiry). When Stripe cannot be reached the order is
 * cancelled and everything it took given back (502 paymentFailed).
 */
export async function startCardPayment(
  db: Db,
  payments: PaymentProvider,
  {
    orderId,
    publicUrl,
    now = new Date(),
    log,
  }: { orderId: number; publicUrl: string; now?: Date; log: (error: unknown) => void },
): Promise<{ checkoutUrl: string; expiresAt: Date } | null> {
  const [row] = await db
    .select({ order: t.orders, email: t.users.email })
    .from(t.orders)
    .innerJoin(t.users, eq(t.users.id, t.orders.userId))
    .where(eq(t.orders.id, orderId));
  if (!row || row.order.status !== 'payment_pending') return null;
  const { order } = row;
  try {
    if (order.stripeCheckoutSessionId) {
      const state = await payments.retrieveSession(order.stripeCheckoutSessionId);
      return state.url && order.paymentExpiresAt
        ? { checkoutUrl: state.url, expiresAt: order.paymentExpiresAt }
        : null;
    }
    const { locale, successUrl, cancelUrl } = returnUrls(publicUrl, order);
    const session = await payments.createCheckoutSession({
      orderId,
      amountCents: order.amountToPayCents,
      email: row.email,
      description: DESCRIPTIONS[locale].replace('{id}', String(orderId)),
      locale: STRIPE_LOCALES[locale],
      // The order's country is its warehouse's (place-order): Bancontact for a Belgian warehouse.
      paymentMethodTypes: checkoutPaymentMethodTypes(vatCountryOf(order)),
      successUrl,
      cancelUrl,
      expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
    });
    await db
      .update(t.orders)
      .set({ stripeCheckoutSessionId: session.id, paymentExpiresAt: session.expiresAt })
      .where(and(eq(t.orders.id, orderId), eq(t.orders.status, 'payment_pending')));
    return { checkoutUrl: session.url, expiresAt: session.expiresAt };
  } catch (error) {
    log(error);
    await db.transaction(async (tx) => {
      const locked = await lockOrder(tx, eq(t.orders.id, orderId));
      if (locked?.status === 'payment_pending') await cancelLockedOrder(tx, locked, { paymentFailed: true });
    });
    throw new ApiError(502, 'paymentFailed');
  }
}

/**
 * A payment link for an order already placed and waiting for its payment (a usual basket's order whose
 * off-session charge was refused, ADR 0051): a regular hosted Checkout Session of the order, expiring
 * at `expiresAt`. Giving up on Stripe's page leads back to the order, which keeps waiting until then
 * (unlike a checkout's cancel url, which cancels it). Stripe's idempotency key is the order's checkout.
 */
export async function createPaymentLink(
  payments: PaymentProvider,
  order: Pick<OrderRow, 'id' | 'locale' | 'amountToPayCents' | 'country'>,
  { email, publicUrl, expiresAt }: { email: string; publicUrl: string; expiresAt: Date },
) {
  const { locale, successUrl } = returnUrls(publicUrl, order);
  return payments.createCheckoutSession({
    orderId: order.id,
    amountCents: order.amountToPayCents,
    email,
    description: DESCRIPTIONS[locale].replace('{id}', String(order.id)),
    locale: STRIPE_LOCALES[locale],
    paymentMethodTypes: checkoutPaymentMethodTypes(vatCountryOf(order)),
    successUrl,
    cancelUrl: `${publicUrl.replace(/\/+$/, '')}/${locale}/mon-compte/mes-commandes/order-detail/${order.id}`,
    expiresAt,
  });
}

/** A locked card order's payment came (the off-session charge of a usual basket's order, ADR 0051). */
export const cardPaymentReceived = (tx: Tx, order: OrderRow, now: Date) => paymentReceived(tx, order, now);

/** What Stripe says of a session's payment, as the shop acts on it. */
export type PaymentOutcome =
  /** Paid: the order is confirmed, or refunded when it can no longer be delivered. */
  | 'paid'
  /** Completed by a delayed method (SEPA debit): the bank's answer comes days later. Wait. */
  | 'processing'
  /** The shopper is still on Stripe's page. */
  | 'open'
  /** Expired, or the delayed payment failed: the order is cancelled. */
  | 'failed';

/** A session's state as Stripe answers it (the sweep, the shopper's cancel). */
export function outcomeOf(state: SessionState): PaymentOutcome {
  if (state.paid) return 'paid';
  if (state.status === 'complete') return 'processing';
  return state.status === 'open' ? 'open' : 'failed';
}

/** A signed event's outcome; null for an event the shop does not act on. */
function eventOutcome(event: WebhookEvent): PaymentOutcome | null {
  const paid = ['paid', 'no_payment_required'].includes(event.data.object.payment_status ?? '');
  switch (event.type) {
    case 'checkout.session.completed':
      return paid ? 'paid' : 'processing';
    case 'checkout.session.async_payment_succeeded':
      return 'paid';
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed':
      return 'failed';
    default:
      return null;
  }
}

/**
 * Whether a paid order can still be delivered: its slot has not begun and was not closed. A delayed
 * payment may succeed days after the checkout, after the slot it held.
 */
async function canStillDeliver(tx: Tx, order: OrderRow, now: Date): Promise<boolean> {
  const [slot] = await tx
    .select({ startAt: t.slots.startAt, closedAt: t.slots.closedAt })
    .from(t.slots)
    .where(eq(t.slots.id, order.slotId));
  return slot !== undefined && slot.closedAt === null && slot.startAt > now;
}

/** A locked pending order is paid: it enters the delivery flow as 'placed'. */
async function confirmLockedOrder(tx: Tx, order: OrderRow, now: Date): Promise<void> {
  await tx
    .update(t.orders)
    .set({
      status: 'placed',
      paymentStatus: 'paid',
      paidAt: now,
      statusChangedAt: now,
      cardPaidCents: order.amountToPayCents,
    })
    .where(eq(t.orders.id, order.id));
  // Its confirmation is told if and only if this confirmation commits (ADR 0035).
  await notify(tx, { event: 'orderPlaced', userId: order.userId, orderId: order.id, locale: order.locale });
}

/** Why the shop refunded a payment by itself (the order's history, read by the back-office in French). */
const LATE_PAYMENT_REASON =
  'Paiement reçu pour une commande qui ne peut plus être livrée : remboursé automatiquement';

/**
 * A payment received for a locked cancelled order: recorded as paid (the money did come), and its
 * refund recorded with a job that asks Stripe for it after the commit. Once per order: a second
 * signal of the same payment finds it paid.
 */
async function refundLatePayment(tx: Tx, order: OrderRow, now: Date): Promise<void> {
  const paid = { paymentStatus: 'paid', paidAt: now, cardPaidCents: order.amountToPayCents };
  await tx.update(t.orders).set(paid).where(eq(t.orders.id, order.id));
  if (order.amountToPayCents === 0) return;
  const refundId = await recordRefundRow(
    tx,
    { ...order, ...paid },
    { method: 'card', amountCents: order.amountToPayCents, reason: LATE_PAYMENT_REASON },
    { kind: 'system', userId: null },
  );
  await enqueueJob(tx, cardRefundJob.name, { refundId });
}

/** What settling an order did: confirmed (its e-mail is due), cancelled, refunding a payment, or nothing. */
export interface Settlement {
  confirmed: number | null;
  cancelled: number | null;
  /** Paid, but the order cannot be delivered: its refund job is enqueued (the caller wakes it). */
  refunding: number | null;
}
const NOTHING: Settlement = { confirmed: null, cancelled: null, refunding: null };

/** A locked order's payment came: confirmed, or (cancelled, slot gone) refunded. */
async function paymentReceived(tx: Tx, order: OrderRow, now: Date): Promise<Settlement> {
  if (order.status === 'payment_pending') {
    if (await canStillDeliver(tx, order, now)) {
      await confirmLockedOrder(tx, order, now);
      return { ...NOTHING, confirmed: order.id };
    }
    await cancelLockedOrder(tx, order, { now });
    await refundLatePayment(tx, { ...order, status: 'cancelled' }, now);
    return { ...NOTHING, cancelled: order.id, refunding: order.id };
  }
  // Confirmed already (a replay, or the sweep and the webhook both), or refunded already.
  if (order.status !== 'cancelled' || order.paymentStatus === 'paid') return NOTHING;
  await refundLatePayment(tx, order, now);
  return { ...NOTHING, refunding: order.id };
}

/**
 * Settles a locked order from what Stripe says of its payment. Only a pending order changes; a
 * payment is never lost: one that comes for an order that cannot be delivered is refunded.
 */
async function settleLocked(
  tx: Tx,
  order: OrderRow,
  outcome: PaymentOutcome,
  now: Date,
): Promise<Settlement> {
  if (outcome === 'paid') return paymentReceived(tx, order, now);
  if (order.status !== 'payment_pending' || outcome === 'open') return NOTHING;
  if (outcome === 'processing') {
    // It keeps its slot place and stock; no timer and no give-up cancels it (the bank may still pay).
    if (order.paymentStatus !== 'processing')
      await tx.update(t.orders).set({ paymentStatus: 'processing' }).where(eq(t.orders.id, order.id));
    return NOTHING;
  }
  await cancelLockedOrder(tx, order, { now, paymentFailed: true });
  return { ...NOTHING, cancelled: order.id };
}

/**
 * A verified Stripe event, once: its id is recorded in the transaction of its effect, so a replayed
 * event (Stripe retries, or a copy) changes nothing. Events the shop does not act on are recorded too.
 * Stripe does not promise their order: each only moves a pending order forward (a late
 * `completed` unpaid after `async_payment_succeeded` finds the order placed and does nothing).
 */
export async function handleStripeEvent(db: Db, event: WebhookEvent, now = new Date()): Promise<Settlement> {
  return db.transaction(async (tx) => {
    const fresh = await tx
      .insert(t.stripeEvents)
      .values({ id: event.id, type: event.type, receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: t.stripeEvents.id });
    if (fresh.length === 0) return NOTHING;
    const session = event.data.object;
    if (session.object !== undefined && session.object !== 'checkout.session') return NOTHING;
    const outcome = eventOutcome(event);
    if (!outcome) return NOTHING;
    const order = await lockOrder(tx, eq(t.orders.stripeCheckoutSessionId, session.id));
    if (order) return settleLocked(tx, order, outcome, now);
    // A top-up's session: the difference an edit left to pay (top-up.ts).
    const topUp = await settleTopUpSession(tx, session.id, outcome, now);
    return topUp ? { ...NOTHING, refunding: topUp.refunding } : NOTHING;
  });
}

/**
 * Puts a cancelled order's lines, its promo code and its slot (when none is selected) back in its
 * customer's cart, beside what is there: the shopper who gave up on Stripe's page finds the checkout
 * as they left it. The slot comes back without a hold; the place it had was just given back.
 */
async function refillCart(tx: Tx, order: OrderRow): Promise<void> {
  const lines = await tx
    .select({ productWarehouseId: t.orderLines.productWarehouseId, quantity: t.orderLines.quantity })
    .from(t.orderLines)
    .where(and(eq(t.orderLines.orderId, order.id), eq(t.orderLines.isLocked, false)));
  const byEntry = new Map<number, number>();
  for (const l of lines)
    byEntry.set(l.productWarehouseId, (byEntry.get(l.productWarehouseId) ?? 0) + l.quantity);
  if (byEntry.size > 0)
    await tx
      .insert(t.cartItems)
      .values(
        [...byEntry].map(([productWarehouseId, quantity]) => ({
          userId: order.userId,
          productWarehouseId,
          quantity,
        })),
      )
      .onConflictDoNothing();
  await tx
    .update(t.users)
    .set({ selectedSlotId: order.slotId })
    .where(and(eq(t.users.id, order.userId), isNull(t.users.selectedSlotId)));
  if (order.promoCodeId !== null)
    await tx
      .insert(t.cartPromo)
      .values({ userId: order.userId, promoCodeId: order.promoCodeId })
      .onConflictDoNothing();
}

/**
 * The shopper gave up on Stripe's page (cancel_url): the session is expired at Stripe first (so that
 * it can no longer be paid), then the order is cancelled, what it took given back and its lines put
 * back in the cart. Paid meanwhile: the order is confirmed instead. Only with the order's own
 * Checkout Session, which Stripe put in the cancel url: another user's order, or a session that is
 * not this order's, is a 404 (the order id alone, a guessable sequence, is never enough).
 */
export async function cancelCardPayment(
  db: Db,
  payments: PaymentProvider | null,
  {
    userId,
    orderId,
    checkoutSessionId,
    now = new Date(),
  }: { userId: number; orderId: number; checkoutSessionId: string; now?: Date },
): Promise<Settlement> {
  const [order] = await db
    .select()
    .from(t.orders)
    .where(
      and(
        eq(t.orders.id, orderId),
        eq(t.orders.userId, userId),
        eq(t.orders.stripeCheckoutSessionId, checkoutSessionId),
      ),
    );
  if (!order) throw new ApiError(404, 'orderNotFound');
  if (order.status !== 'payment_pending') {
    if (order.status === 'cancelled') return NOTHING;
    throw new ApiError(409, 'orderNotCancellable');
  }
  const state: SessionState = payments
    ? await payments.expireSession(checkoutSessionId)
    : { id: checkoutSessionId, status: 'expired', paid: false, orderId, url: null };
  return db.transaction(async (tx) => {
    // The customer's row first, as a checkout takes it (ADR 0004): the cart and selection change.
    await tx.select({ id: t.users.id }).from(t.users).where(eq(t.users.id, userId)).for('update');
    const locked = (await lockOrder(tx, eq(t.orders.id, orderId)))!;
    // Expired just now, or paid, or completed by a delayed method (then it waits: never cancelled).
    const outcome = outcomeOf(state);
    const settled = await settleLocked(tx, locked, outcome === 'open' ? 'failed' : outcome, now);
    if (settled.cancelled) await refillCart(tx, locked);
    return settled;
  });
}

/**
 * The safety net of a lost webhook: every card order still pending `graceMs` after its session's
 * expiry is settled from Stripe's own state of the session (paid: confirmed; completed by a delayed
 * method: left waiting for the bank, asked again at the next sweep; else cancelled, the session
 * expired first if still open). Without a provider (keys removed) they are cancelled, but one whose
 * payment is processing. Returns what it did; the caller sends the confirmations and wakes the
 * refunds. Safe on several instances (row locks).
 */
export async function expirePendingPayments(
  db: Db,
  payments: PaymentProvider | null,
  { now = new Date(), graceMs = SWEEP_GRACE_MS }: { now?: Date; graceMs?: number } = {},
): Promise<Settlement[]> {
  const due = await db
    .select({
      id: t.orders.id,
      sessionId: t.orders.stripeCheckoutSessionId,
      paymentStatus: t.orders.paymentStatus,
    })
    .from(t.orders)
    .where(
      and(
        eq(t.orders.status, 'payment_pending'),
        // An order whose session was never created (a crash in between) waits as long as one.
        sql`coalesce(${t.orders.paymentExpiresAt}, ${t.orders.placedAt} + ${`${SESSION_LIFETIME_MS} milliseconds`}::interval)
          < ${new Date(now.getTime() - graceMs).toISOString()}::timestamptz`,
      ),
    );
  const results: Settlement[] = [];
  for (const { id, sessionId, paymentStatus } of due) {
    let state: SessionState = {
      id: sessionId ?? '',
      status: paymentStatus === 'processing' ? 'complete' : 'expired',
      paid: false,
      orderId: id,
      url: null,
    };
    if (payments && sessionId) {
      state = await payments.retrieveSession(sessionId);
      if (state.status === 'open') state = await payments.expireSession(sessionId);
    }
    results.push(
      await db.transaction(async (tx) => {
        const locked = await lockOrder(tx, eq(t.orders.id, id));
        return locked ? settleLocked(tx, locked, outcomeOf(state), now) : NOTHING;
      }),
    );
  }
  return results;
}
