/**
 * The money of a card-paid order whose lines the shopper changed (ADR 0039). The edit is applied at
 * once; then, in its transaction, on the order's locked row:
 * - cheaper: what the card paid beyond the new amount goes back to it — refund rows committed
 *   'pending' with their `payments.refund` jobs (card-refund.ts), split across the card payments
 *   (the checkout's, the top-ups') by the domain's cardRefundSplit, each against its own session;
 * - dearer: a top-up row, the difference due; its Stripe Checkout Session is created after the
 *   commit, when the shopper asks to pay it (payOrderTopUp), never inside a transaction.
 * A later edit replaces a top-up still due (cancelled, the difference computed again). Stripe's
 * webhook (handleStripeEvent) records a top-up paid: the order's card_paid_cents counts it. A top-up
 * paid after it was replaced is kept (the money came) and what the order no longer costs goes back.
 */
import {
  cardRefundSplit,
  checkoutPaymentMethodTypes,
  doorDueCents,
  editSettlement,
  lateTopUpRefundCents,
  isLocale,
  refundGivesBack,
  toEuros,
  vatCountryOf,
  type Locale,
} from '@consigne/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { enqueueJob } from '../../jobs/enqueue.js';
import { ApiError } from '../../lib/errors.js';
import { cardRefundJob } from './jobs.js';
import { CHECKOUT_SESSION_MINUTES, type PaymentProvider, type SessionState } from './payment.js';
import { refundLimitsOf, refundRows } from './refund-limits.js';
import { recordRefundRow } from './refunds.js';

type OrderRow = typeof t.orders.$inferSelect;

/** Why the shop gave back to the card (the order's history, read by the back-office in French). */
const EDIT_REFUND_REASON = 'Commande modifiée par le client : différence remboursée sur la carte';
const LATE_TOP_UP_REASON = 'Complément payé après une nouvelle modification : trop-perçu remboursé';

/** Whether the order was paid by card (a confirmed card order): its difference is settled by card. */
const isCardPaid = (order: Pick<OrderRow, 'paymentMethod' | 'cardPaidCents'>) =>
  order.paymentMethod === 'stripe' && order.cardPaidCents > 0;

/** The card payments of an order, oldest first: its checkout's (id null), then each top-up paid. */
async function cardPayments(tx: Tx, order: OrderRow) {
  const [topUps, refunds] = await Promise.all([
    tx
      .select({ id: t.orderTopUps.id, amountCents: t.orderTopUps.amountCents })
      .from(t.orderTopUps)
      .where(and(eq(t.orderTopUps.orderId, order.id), eq(t.orderTopUps.state, 'paid')))
      .orderBy(t.orderTopUps.id),
    refundRows(tx, order.id),
  ]);
  const back = (topUpId: number | null) =>
    refunds
      .filter((r) => r.refund.method === 'card' && refundGivesBack(r.refund) && r.refund.topUpId === topUpId)
      .reduce((n, r) => n + r.refund.amountCents, 0);
  const topUpsPaid = topUps.reduce((n, u) => n + u.amountCents, 0);
  return {
    refunds,
    parts: [
      { id: null, paidCents: order.cardPaidCents - topUpsPaid, refundedCents: back(null) },
      ...topUps.map((u) => ({ id: u.id, paidCents: u.amountCents, refundedCents: back(u.id) })),
    ],
  };
}

/** Card refunds of `amountCents`, split across the payments, each a pending row with its job. */
async function refundToCard(tx: Tx, order: OrderRow, amountCents: number, reason: string, by: number | null) {
  const { parts } = await cardPayments(tx, order);
  for (const part of cardRefundSplit(parts, amountCents)) {
    const refundId = await recordRefundRow(
      tx,
      order,
      { method: 'card', amountCents: part.amountCents, reason, ...(part.id ? { topUpId: part.id } : {}) },
      by === null ? { kind: 'system', userId: null } : { kind: 'customer', userId: by },
    );
    await enqueueJob(tx, cardRefundJob.name, { refundId });
  }
}

/** What settling an edit's money did (the caller wakes the refund job when `cardRefundCents` > 0). */
interface EditMoneyOutcome {
  cardRefundCents: number;
  topUpCents: number;
}

/**
 * After a shopper's edit of a locked card-paid order (its row re-read after the re-pricing): the
 * difference refunded to the card, or due as a top-up. Paid at delivery: nothing (the new amount is due).
 */
export async function settleEditMoney(tx: Tx, orderId: number, userId: number): Promise<EditMoneyOutcome> {
  const [order] = await tx.select().from(t.orders).where(eq(t.orders.id, orderId));
  if (!order || !isCardPaid(order)) return { cardRefundCents: 0, topUpCents: 0 };
  // A top-up still due is replaced: the difference is computed again from what the card holds.
  await tx
    .update(t.orderTopUps)
    .set({ state: 'cancelled' })
    .where(and(eq(t.orderTopUps.orderId, orderId), eq(t.orderTopUps.state, 'pending')));
  const { refunds, parts } = await cardPayments(tx, order);
  const settlement = editSettlement({
    cardPaid: true,
    amountToPayCents: order.amountToPayCents,
    cardPaidCents: order.cardPaidCents,
    cardRefundedCents: parts.reduce((n, p) => n + p.refundedCents, 0),
    refundableCents: refundLimitsOf(order, refunds).cardCents,
  });
  if (settlement.kind === 'cardTopUp') {
    await tx.insert(t.orderTopUps).values({ orderId, amountCents: settlement.amountCents });
    return { cardRefundCents: 0, topUpCents: settlement.amountCents };
  }
  if (settlement.kind === 'cardRefund') {
    await refundToCard(tx, order, settlement.amountCents, EDIT_REFUND_REASON, userId);
    return { cardRefundCents: settlement.amountCents, topUpCents: 0 };
  }
  return { cardRefundCents: 0, topUpCents: 0 };
}

/** The top-up still due of an order, or null. */
async function pendingTopUp(db: Db | Tx, orderId: number) {
  const [row] = await db
    .select()
    .from(t.orderTopUps)
    .where(and(eq(t.orderTopUps.orderId, orderId), eq(t.orderTopUps.state, 'pending')));
  return row ?? null;
}

/** The shopper's view of the order's latest top-up: its amount, due or paid; null: none. */
export async function topUpOf(db: Db, orderId: number) {
  const [row] = await db
    .select({ amountCents: t.orderTopUps.amountCents, state: t.orderTopUps.state })
    .from(t.orderTopUps)
    .where(and(eq(t.orderTopUps.orderId, orderId)))
    .orderBy(desc(t.orderTopUps.id))
    .limit(1);
  if (!row || row.state === 'cancelled') return null;
  return { amount: toEuros(row.amountCents), state: row.state };
}

/** Whether a settlement of a top-up's session refunds something (the caller wakes the job). */
export interface TopUpSettlement {
  refunding: number | null;
}

/**
 * A top-up's session settled by Stripe (the webhook, or the shopper's page asking): paid → the
 * top-up paid and counted in the order's card payment (over what the order now costs: given back);
 * expired or failed → a due top-up gets a fresh row (a new session, a new idempotency key) so that
 * the shopper can pay it again. In the caller's transaction; the order's row locked first.
 */
export async function settleTopUpSession(
  tx: Tx,
  sessionId: string,
  outcome: 'paid' | 'processing' | 'open' | 'failed',
  now: Date,
): Promise<TopUpSettlement | null> {
  const [head] = await tx
    .select({ orderId: t.orderTopUps.orderId })
    .from(t.orderTopUps)
    .where(eq(t.orderTopUps.stripeCheckoutSessionId, sessionId));
  if (!head) return null;
  const [order] = await tx.select().from(t.orders).where(eq(t.orders.id, head.orderId)).for('update');
  const [topUp] = await tx
    .select()
    .from(t.orderTopUps)
    .where(eq(t.orderTopUps.stripeCheckoutSessionId, sessionId));
  if (!order || !topUp || topUp.state === 'paid') return { refunding: null };
  if (outcome === 'failed' && topUp.state === 'pending') {
    await tx.update(t.orderTopUps).set({ state: 'cancelled' }).where(eq(t.orderTopUps.id, topUp.id));
    await tx.insert(t.orderTopUps).values({ orderId: order.id, amountCents: topUp.amountCents });
  }
  if (outcome !== 'paid') return { refunding: null };
  await tx.update(t.orderTopUps).set({ state: 'paid', paidAt: now }).where(eq(t.orderTopUps.id, topUp.id));
  const paid = { ...order, cardPaidCents: order.cardPaidCents + topUp.amountCents };
  await tx.update(t.orders).set({ cardPaidCents: paid.cardPaidCents }).where(eq(t.orders.id, order.id));
  // Replaced meanwhile (a later edit), the order cancelled, or the difference collected at the door
  // since (doorTopUp): what the card holds beyond what it is owed goes back.
  const { parts } = await cardPayments(tx, paid);
  const [door] = await tx
    .select({ expectedCents: t.doorPayments.expectedCents })
    .from(t.doorPayments)
    .where(eq(t.doorPayments.orderId, order.id));
  const over = lateTopUpRefundCents({
    amountToPayCents: order.status === 'cancelled' ? 0 : order.amountToPayCents,
    doorCollectedCents: door?.expectedCents ?? 0,
    cardHeldCents: parts.reduce((n, p) => n + p.paidCents - p.refundedCents, 0),
    topUpCents: topUp.amountCents,
  });
  if (over <= 0) return { refunding: null };
  await refundToCard(tx, paid, over, LATE_TOP_UP_REASON, null);
  return { refunding: order.id };
}

/**
 * At the door, on the delivered step of a card order (its row locked, re-priced by the door's
 * refusals): a top-up still due is no longer asked online — cancelled — and what the card does not
 * hold of the amount is what the driver collects (cents; 0: nothing). Paid online later anyway, it
 * goes back to the card (settleTopUpSession).
 */
export async function doorTopUp(tx: Tx, orderId: number): Promise<number> {
  const [order] = await tx.select().from(t.orders).where(eq(t.orders.id, orderId));
  const due = order ? await pendingTopUp(tx, orderId) : null;
  if (!order || !due) return 0;
  await tx.update(t.orderTopUps).set({ state: 'cancelled' }).where(eq(t.orderTopUps.id, due.id));
  const { parts } = await cardPayments(tx, order);
  return doorDueCents({
    payAtDelivery: false,
    amountToPayCents: order.amountToPayCents,
    topUpDue: true,
    cardHeldCents: parts.reduce((n, p) => n + p.paidCents - p.refundedCents, 0),
  });
}

/** Stripe needs 30 minutes at least between a session's creation and its expiry. */
const TOP_UP_SESSION_MS = (CHECKOUT_SESSION_MINUTES + 1) * 60_000;

const TOP_UP_DESCRIPTIONS: Record<Locale, string> = {
  fr: 'Commande n° {id} : différence',
  be: 'Commande n° {id} : différence',
  es: 'Pedido n.º {id}: diferencia',
  'nl-BE': 'Bestelling nr. {id}: verschil',
};
const STRIPE_LOCALES: Record<Locale, 'fr' | 'es' | 'nl'> = { fr: 'fr', be: 'fr', es: 'es', 'nl-BE': 'nl' };

/**
 * The hosted payment of an order's top-up: its open session again, or a new one (Stripe's
 * idempotency key is the top-up: two clicks make one session). Stripe is asked outside any
 * transaction; the session is then written on the top-up. 409 orderTopUpNone when nothing is due.
 */
export async function payOrderTopUp(
  db: Db,
  payments: PaymentProvider | null,
  {
    userId,
    orderId,
    publicUrl,
    now = new Date(),
  }: { userId: number; orderId: number; publicUrl: string; now?: Date },
) {
  const [row] = await db
    .select({ order: t.orders, email: t.users.email })
    .from(t.orders)
    .innerJoin(t.users, eq(t.users.id, t.orders.userId))
    .where(and(eq(t.orders.id, orderId), eq(t.orders.userId, userId)));
  if (!row) throw new ApiError(404, 'orderNotFound');
  let topUp = await pendingTopUp(db, orderId);
  if (!topUp || row.order.status === 'cancelled') throw new ApiError(409, 'orderTopUpNone');
  if (!payments) throw new ApiError(502, 'paymentFailed');
  if (topUp.stripeCheckoutSessionId) {
    const state: SessionState = await payments.retrieveSession(topUp.stripeCheckoutSessionId);
    if (state.status === 'open' && state.url && topUp.expiresAt)
      return {
        amount: toEuros(topUp.amountCents),
        checkoutUrl: state.url,
        expiresAt: topUp.expiresAt.toISOString(),
      };
    const outcome = state.paid ? 'paid' : state.status === 'complete' ? 'processing' : 'failed';
    const sessionId = topUp.stripeCheckoutSessionId;
    await db.transaction((tx) => settleTopUpSession(tx, sessionId, outcome, now));
    topUp = await pendingTopUp(db, orderId);
    if (!topUp || topUp.stripeCheckoutSessionId) throw new ApiError(409, 'orderTopUpNone');
  }
  const locale: Locale = isLocale(row.order.locale) ? row.order.locale : 'fr';
  const page = `${publicUrl.replace(/\/+$/, '')}/${locale}/mon-compte/mes-commandes/order-detail/${orderId}`;
  const session = await payments
    .createCheckoutSession({
      orderId,
      amountCents: topUp.amountCents,
      email: row.email,
      description: TOP_UP_DESCRIPTIONS[locale].replace('{id}', String(orderId)),
      locale: STRIPE_LOCALES[locale],
      paymentMethodTypes: checkoutPaymentMethodTypes(vatCountryOf(row.order)),
      successUrl: `${page}?complement=ok`,
      cancelUrl: `${page}?complement=annule`,
      expiresAt: new Date(now.getTime() + TOP_UP_SESSION_MS),
      idempotencyKey: `order-${orderId}-top-up-${topUp.id}`,
    })
    .catch(() => {
      throw new ApiError(502, 'paymentFailed');
    });
  await db
    .update(t.orderTopUps)
    .set({ stripeCheckoutSessionId: session.id, expiresAt: session.expiresAt })
    // Even if a later edit replaced it meanwhile: a payment of this session is then still recorded.
    .where(eq(t.orderTopUps.id, topUp.id));
  return {
    amount: toEuros(topUp.amountCents),
    checkoutUrl: session.url,
    expiresAt: session.expiresAt.toISOString(),
  };
}
