/**
 * The shopper's saved card (ADR 0051): saved on Stripe's hosted page in setup mode, recorded from the
 * signed webhook (brand, last four digits, expiry — never the number), seen and removed by its owner
 * only, and charged off-session when the usual basket is placed (usual-basket/charge.ts). Stripe is
 * never called inside a transaction: the customer and the session are asked for first, the card is
 * read from Stripe before the webhook's transaction, and a removed card is detached by a job after the
 * removal commits.
 */
import { fromApiLocale, type ApiLocale, type Locale } from '@consigne/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { enqueueJob } from '../../jobs/enqueue.js';
import { ApiError } from '../../lib/errors.js';
import type { PaymentProvider, SavedCard } from '../orders/index.js';
import { detachCardJob } from './jobs.js';

type CardRow = typeof t.savedPaymentMethods.$inferSelect;

const STRIPE_LOCALES: Record<Locale, 'fr' | 'es' | 'nl'> = { fr: 'fr', be: 'fr', es: 'es', 'nl-BE': 'nl' };

/** The page the card is managed from (the usual basket's), where Stripe sends the shopper back. */
const cardPageUrl = (publicUrl: string, locale: Locale) =>
  `${publicUrl.replace(/\/+$/, '')}/${locale}/mon-compte/mon-panier-habituel`;

/** What the shopper reads of a card. */
function cardView(card: CardRow) {
  return {
    id: card.id,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
    createdAt: card.createdAt.toISOString(),
  };
}

/** The shopper's card that is not removed, or null. */
export async function activeCardOf(db: Db | Tx, userId: number): Promise<CardRow | null> {
  const [row] = await db
    .select()
    .from(t.savedPaymentMethods)
    .where(and(eq(t.savedPaymentMethods.userId, userId), isNull(t.savedPaymentMethods.removedAt)));
  return row ?? null;
}

/** GET /user/saved-cards: the shopper's own cards (at most one is active). */
export async function listCards(db: Db | Tx, userId: number) {
  const card = await activeCardOf(db, userId);
  return { cards: card ? [cardView(card)] : [] };
}

/**
 * POST /user/saved-cards/setup: the shopper's Stripe customer (created once, under an idempotency key
 * of the shopper), then a setup-mode Checkout Session for it; answers Stripe's page. Stripe down: 502.
 */
export async function startCardSetup(
  db: Db,
  payments: PaymentProvider | null,
  { userId, locale, publicUrl }: { userId: number; locale: ApiLocale; publicUrl: string },
  log: (error: unknown) => void,
) {
  if (!payments) throw new ApiError(503, 'savedCardUnavailable');
  const [user] = await db.select({ email: t.users.email }).from(t.users).where(eq(t.users.id, userId));
  if (!user) throw new ApiError(404, 'userNotFound');
  const page = cardPageUrl(publicUrl, fromApiLocale(locale));
  try {
    let [customer] = await db.select().from(t.stripeCustomers).where(eq(t.stripeCustomers.userId, userId));
    if (!customer) {
      const created = await payments.createCustomer({
        userId,
        email: user.email,
        idempotencyKey: `user-${userId}-customer`,
      });
      // Two starts at once: the same key made the same customer; the first row stays.
      await db
        .insert(t.stripeCustomers)
        .values({ userId, stripeCustomerId: created.id })
        .onConflictDoNothing({ target: t.stripeCustomers.userId });
      [customer] = await db.select().from(t.stripeCustomers).where(eq(t.stripeCustomers.userId, userId));
    }
    const session = await payments.createSetupSession({
      customerId: customer!.stripeCustomerId,
      userId,
      locale: STRIPE_LOCALES[fromApiLocale(locale)],
      successUrl: `${page}?carte=enregistree`,
      cancelUrl: `${page}?carte=annulee`,
    });
    return { url: session.url };
  } catch (error) {
    log(error);
    throw new ApiError(502, 'paymentFailed');
  }
}

/** Marks a locked card removed and enqueues its detachment at Stripe (after the commit). */
async function removeLocked(tx: Tx, card: CardRow, now: Date) {
  await tx
    .update(t.savedPaymentMethods)
    .set({ removedAt: now })
    .where(and(eq(t.savedPaymentMethods.id, card.id), isNull(t.savedPaymentMethods.removedAt)));
  await enqueueJob(tx, detachCardJob.name, { savedPaymentMethodId: card.id });
}

/**
 * DELETE /user/saved-cards/:cardId: the owner's active card only (another's, or one removed already,
 * is a 404). A usual basket paid by card goes back to payment at delivery in the same transaction: it
 * cannot be charged without a card. Under the customer's row lock, as the placement.
 */
export async function removeCard(db: Db, userId: number, cardId: number, now = new Date()) {
  return db.transaction(async (tx) => {
    await tx.select({ id: t.users.id }).from(t.users).where(eq(t.users.id, userId)).for('update');
    const [card] = await tx
      .select()
      .from(t.savedPaymentMethods)
      .where(
        and(
          eq(t.savedPaymentMethods.id, cardId),
          eq(t.savedPaymentMethods.userId, userId),
          isNull(t.savedPaymentMethods.removedAt),
        ),
      )
      .for('update');
    if (!card) throw new ApiError(404, 'savedCardNotFound');
    await removeLocked(tx, card, now);
    await tx
      .update(t.usualBaskets)
      .set({ payment: 'delivery', updatedAt: now })
      .where(and(eq(t.usualBaskets.userId, userId), eq(t.usualBaskets.payment, 'card')));
    return { cards: [] };
  });
}

/** What recording a setup session did: a card saved (and one replaced, to detach), or nothing. */
export interface SetupOutcome {
  savedCardId: number | null;
  replacedCardId: number | null;
}

/**
 * A completed setup session (its signed `checkout.session.completed`): the card Stripe saved is read
 * from Stripe first (outside any transaction), then recorded for the shopper whose customer it is —
 * once per event id, and once per card (a replayed event or a second signal changes nothing). A new
 * card replaces the shopper's active one, which is detached. A session of a customer the shop does not
 * know, or not complete, records nothing.
 */
export async function recordSetupSession(
  db: Db,
  payments: PaymentProvider,
  event: { id: string; type: string; sessionId: string },
  now = new Date(),
): Promise<SetupOutcome> {
  const nothing: SetupOutcome = { savedCardId: null, replacedCardId: null };
  const saved: SavedCard | null = await payments.savedCardOf(event.sessionId);
  return db.transaction(async (tx) => {
    const fresh = await tx
      .insert(t.stripeEvents)
      .values({ id: event.id, type: event.type, receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: t.stripeEvents.id });
    if (fresh.length === 0 || !saved) return nothing;
    const [customer] = await tx
      .select()
      .from(t.stripeCustomers)
      .where(eq(t.stripeCustomers.stripeCustomerId, saved.customerId));
    if (!customer) return nothing;
    const userId = customer.userId;
    await tx.select({ id: t.users.id }).from(t.users).where(eq(t.users.id, userId)).for('update');
    const [known] = await tx
      .select({ id: t.savedPaymentMethods.id })
      .from(t.savedPaymentMethods)
      .where(eq(t.savedPaymentMethods.stripePaymentMethodId, saved.paymentMethodId));
    if (known) return nothing;
    const previous = await activeCardOf(tx, userId);
    if (previous) await removeLocked(tx, previous, now);
    const [card] = await tx
      .insert(t.savedPaymentMethods)
      .values({
        userId,
        stripeCustomerId: saved.customerId,
        stripePaymentMethodId: saved.paymentMethodId,
        brand: saved.brand,
        last4: saved.last4,
        expMonth: saved.expMonth,
        expYear: saved.expYear,
        createdAt: now,
      })
      .returning({ id: t.savedPaymentMethods.id });
    return { savedCardId: card!.id, replacedCardId: previous?.id ?? null };
  });
}

/** A customer's erasure (GDPR): their cards removed and detached at Stripe by the job. */
export async function eraseSavedCards(tx: Tx, userId: number, now = new Date()) {
  const cards = await tx
    .select()
    .from(t.savedPaymentMethods)
    .where(and(eq(t.savedPaymentMethods.userId, userId), isNull(t.savedPaymentMethods.removedAt)))
    .orderBy(desc(t.savedPaymentMethods.id))
    .for('update');
  for (const card of cards) await removeLocked(tx, card, now);
}
