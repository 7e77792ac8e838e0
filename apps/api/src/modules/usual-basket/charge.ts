/**
 * The off-session charge of a usual basket's order on the shopper's saved card (ADR 0051). The
 * placement commits the order ('payment_pending', waiting until the slot's cutoff) with its charge row
 * and this job; the job then, outside any transaction:
 * 1. claims the charge for a while (claimed_until): a second run at once finds it claimed and leaves;
 * 2. asks Stripe for a PaymentIntent `off_session`, `confirm`, on the saved card, under the order's
 *    idempotency key (a retry after a crash gets Stripe's first answer, never a second charge);
 * 3. records the answer once (the charge row changes only from 'pending'): paid → the order is
 *    confirmed as a checkout's card payment is (or refunded, if it was cancelled meanwhile);
 * 4. refused (`authentication_required`, `card_declined`…) → a payment link (a hosted Checkout Session
 *    of the order, until the cutoff) is made, and the shopper told with it. Unpaid when the link
 *    expires, the order is cancelled by the card payments' sweep as any unpaid card order.
 */
import { isLocale, type Locale } from '@consigne/domain';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { defineJob } from '../../jobs/define.js';
import * as t from '../../db/schema/index.js';
import { notify } from '../notifications/index.js';
import {
  cardPaymentReceived,
  createPaymentLink,
  type PaymentProvider,
  type Settlement,
} from '../orders/index.js';
import { paymentDeclinedMail } from './mail.js';

/** How long a run holds the charge: the job's own expiry, after which a retry may take it over. */
const CHARGE_CLAIM_MS = 120_000;

/** Stripe's idempotency key of an order's off-session charge: one PaymentIntent per order. */
export const chargeIdempotencyKey = (orderId: number) => `order-${orderId}-off-session`;

/**
 * Stripe keeps a Checkout Session open 30 minutes at least and 24 hours at most; the link expires at
 * the cutoff within those bounds, counted from the refusal (a stored time), so that a retry sends
 * Stripe the same request under the same key.
 */
const LINK_MIN_MS = 40 * 60_000;
const LINK_MAX_MS = 23 * 3_600_000;
export function paymentLinkExpiry(cutoff: Date, declinedAt: Date): Date {
  const at = Math.min(
    Math.max(cutoff.getTime(), declinedAt.getTime() + LINK_MIN_MS),
    declinedAt.getTime() + LINK_MAX_MS,
  );
  return new Date(Math.floor(at / 1000) * 1000);
}

export type ChargeOutcome =
  | { kind: 'paid'; settlement: Settlement }
  | { kind: 'declined'; code: string }
  /** Another run holds the charge, or it was settled already, or the order no longer waits. */
  | { kind: 'nothing' };

const NOTHING: ChargeOutcome = { kind: 'nothing' };

async function chargeRow(db: Db, orderId: number) {
  const [row] = await db
    .select({
      charge: t.offSessionCharges,
      order: t.orders,
      card: t.savedPaymentMethods,
      email: t.users.email,
    })
    .from(t.offSessionCharges)
    .innerJoin(t.orders, eq(t.orders.id, t.offSessionCharges.orderId))
    .innerJoin(t.savedPaymentMethods, eq(t.savedPaymentMethods.id, t.offSessionCharges.savedPaymentMethodId))
    .innerJoin(t.users, eq(t.users.id, t.orders.userId))
    .where(eq(t.offSessionCharges.orderId, orderId));
  return row ?? null;
}

/** Takes the charge for CHARGE_CLAIM_MS if nobody holds it; false when another run does. */
async function claim(db: Db, orderId: number, now: Date): Promise<boolean> {
  const taken = await db
    .update(t.offSessionCharges)
    .set({ claimedUntil: new Date(now.getTime() + CHARGE_CLAIM_MS) })
    .where(
      and(
        eq(t.offSessionCharges.orderId, orderId),
        or(isNull(t.offSessionCharges.claimedUntil), lt(t.offSessionCharges.claimedUntil, now)),
      ),
    )
    .returning({ orderId: t.offSessionCharges.orderId });
  return taken.length > 0;
}

const release = (db: Db, orderId: number) =>
  db.update(t.offSessionCharges).set({ claimedUntil: null }).where(eq(t.offSessionCharges.orderId, orderId));

/** The job `usual-basket.charge`: see the file's comment. Throws on an outage (the job retries). */
export async function chargeBasketOrder(
  db: Db,
  payments: PaymentProvider | null,
  orderId: number,
  { publicUrl }: { publicUrl: string },
  now = new Date(),
): Promise<ChargeOutcome> {
  const row = await chargeRow(db, orderId);
  if (!row || row.order.status !== 'payment_pending') return NOTHING;
  if (row.charge.state === 'succeeded') return NOTHING;
  if (row.charge.state === 'failed' && row.order.stripeCheckoutSessionId) return NOTHING;
  if (!payments) throw new Error('no card payment provider: the usual basket cannot be charged');
  if (!(await claim(db, orderId, now))) return NOTHING;
  try {
    let { charge } = row;
    if (charge.state === 'pending') {
      const answer = await payments.chargeOffSession({
        customerId: row.card.stripeCustomerId,
        paymentMethodId: row.card.stripePaymentMethodId,
        amountCents: charge.amountCents,
        orderId,
        idempotencyKey: chargeIdempotencyKey(orderId),
      });
      const recorded = await db.transaction(async (tx) => {
        const [settled] = await tx
          .update(t.offSessionCharges)
          .set({
            state: answer.status,
            paymentIntentId: answer.paymentIntentId,
            failureCode: answer.status === 'failed' ? answer.code.slice(0, 64) : null,
            settledAt: now,
          })
          .where(and(eq(t.offSessionCharges.orderId, orderId), eq(t.offSessionCharges.state, 'pending')))
          .returning();
        if (!settled) return null;
        if (answer.status === 'succeeded') {
          const [order] = await tx.select().from(t.orders).where(eq(t.orders.id, orderId)).for('update');
          return { charge: settled, settlement: await cardPaymentReceived(tx, order!, now) };
        }
        return { charge: settled, settlement: null };
      });
      if (!recorded) return NOTHING;
      if (recorded.settlement) return { kind: 'paid', settlement: recorded.settlement };
      charge = recorded.charge;
    }
    return await sendPaymentLink(db, payments, row, charge, { publicUrl, now });
  } finally {
    await release(db, orderId);
  }
}

/** A refused charge: the order's payment link made at Stripe, then recorded and told, once. */
async function sendPaymentLink(
  db: Db,
  payments: PaymentProvider,
  { order, email }: NonNullable<Awaited<ReturnType<typeof chargeRow>>>,
  charge: typeof t.offSessionCharges.$inferSelect,
  { publicUrl, now }: { publicUrl: string; now: Date },
): Promise<ChargeOutcome> {
  const cutoff = order.paymentExpiresAt ?? now;
  const session = await createPaymentLink(payments, order, {
    email,
    publicUrl,
    expiresAt: paymentLinkExpiry(cutoff, charge.settledAt ?? now),
  });
  const code = charge.failureCode ?? 'card_declined';
  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(t.orders).where(eq(t.orders.id, order.id)).for('update');
    if (locked?.status !== 'payment_pending' || locked.stripeCheckoutSessionId) return;
    await tx
      .update(t.orders)
      .set({ stripeCheckoutSessionId: session.id, paymentExpiresAt: session.expiresAt })
      .where(eq(t.orders.id, order.id));
    const orderLocale: Locale = isLocale(order.locale) ? order.locale : 'fr';
    await notify(tx, {
      event: 'usualBasketPaymentDeclined',
      userId: order.userId,
      orderId: order.id,
      locale: orderLocale,
      params: { payBy: session.expiresAt.toISOString() },
      mail: {
        template: 'usual-basket-payment-declined',
        render: (locale) =>
          paymentDeclinedMail(locale, { payUrl: session.url, orderId: order.id, payBy: session.expiresAt }),
      },
    });
  });
  return { kind: 'declined', code };
}

/**
 * A usual basket's order charged off-session on the saved card (ADR 0051), enqueued by the placement's
 * transaction. Stripe down: retried from 30 s, doubling, under the same idempotency key (Stripe keeps
 * it 24 hours); a refusal is not retried (the shopper gets a payment link).
 */
export const usualBasketChargeJob = defineJob({
  name: 'usual-basket.charge',
  data: z.object({ orderId: z.number().int() }),
  options: { retryLimit: 8, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 },
  handler: async ({ db, payments, publicUrl }, { orderId }) =>
    chargeBasketOrder(db, payments, orderId, { publicUrl }),
});
