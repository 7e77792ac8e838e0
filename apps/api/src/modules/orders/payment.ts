import type { CheckoutPaymentMethodType } from '@consigne/domain';
import Stripe from 'stripe';
import { z } from 'zod';
import { safeText } from '../../lib/schemas.js';

/**
 * How an order is paid (external services sit behind an adapter with an offline default).
 * - offline: the customer pays the driver at delivery; nothing to do at checkout (no provider).
 * - stripe: a Checkout Session (Stripe's hosted payment page) is created at checkout, the shopper is
 *   sent to its url, and Stripe's signed webhook confirms (or fails) the payment. ADR 0009.
 */

/**
 * The Stripe API version the SDK 23.1.0 is typed for, pinned: an upgrade of the account's default
 * version on Stripe's dashboard changes nothing here. Change it only with the SDK (docs/payments.md).
 */
export const STRIPE_API_VERSION = '2026-10-28.endive' satisfies Stripe.LatestApiVersion;

/** Stripe's minimum lifetime of a Checkout Session: the time a card order holds its slot and stock. */
export const CHECKOUT_SESSION_MINUTES = 30;

export interface CheckoutSessionRequest {
  orderId: number;
  amountCents: number;
  email: string;
  /** The one line shown on Stripe's page ('Commande n° 42'). */
  description: string;
  /** Stripe's page language ('fr', 'es', 'nl'). */
  locale: 'fr' | 'es' | 'nl';
  /**
   * What Stripe's page may offer, by the warehouse's country (checkoutPaymentMethodTypes: the card,
   * and Bancontact in Belgium), sent as `allowed_payment_method_types`: Stripe offers those of them
   * the account has activated, and nothing else the dashboard has on (ADR 0028).
   */
  paymentMethodTypes: readonly CheckoutPaymentMethodType[];
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  /** Stripe's idempotency key; absent: the order's checkout (`order-<id>-checkout`). A top-up has its own. */
  idempotencyKey?: string;
}

export interface CheckoutSession {
  id: string;
  /** Stripe's hosted page: the one place the storefront redirects to. */
  url: string;
  expiresAt: Date;
}

/** What the shop reads of a session: 'open' | 'complete' | 'expired', whether it is paid, its page. */
export interface SessionState {
  id: string;
  status: 'open' | 'complete' | 'expired';
  paid: boolean;
  orderId: number | null;
  /** Stripe's hosted page while the session is open, else null. */
  url: string | null;
}

/** A setup-mode Checkout Session: the page where the shopper saves a card (ADR 0051). */
export interface SetupSessionRequest {
  customerId: string;
  userId: number;
  locale: 'fr' | 'es' | 'nl';
  successUrl: string;
  cancelUrl: string;
}

/** The card a completed setup session saved: what the shop keeps of it (never its number). */
export interface SavedCard {
  customerId: string;
  paymentMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/**
 * Stripe's answer to an off-session charge: paid, or refused — `authentication_required` (the bank
 * wants the shopper there), `card_declined`, `expired_card`… — with the payment intent when Stripe made
 * one. An outage throws (the job asks again under the same idempotency key).
 */
export type OffSessionAnswer =
  | { status: 'succeeded'; paymentIntentId: string }
  | { status: 'failed'; code: string; paymentIntentId: string | null };

export interface PaymentProvider {
  readonly name: 'stripe';
  /** The shopper's Stripe customer, once per key (the shop keeps its id: stripe_customers). */
  createCustomer(input: { userId: number; email: string; idempotencyKey: string }): Promise<{ id: string }>;
  /** A Checkout Session in setup mode for the customer: the card is saved there, nothing is charged. */
  createSetupSession(input: SetupSessionRequest): Promise<{ id: string; url: string }>;
  /** The card a setup session saved, or null while the session is not complete. */
  savedCardOf(sessionId: string): Promise<SavedCard | null>;
  /** Charges a saved card without the shopper (off_session, confirmed at once); once per key. */
  chargeOffSession(input: {
    customerId: string;
    paymentMethodId: string;
    amountCents: number;
    orderId: number;
    idempotencyKey: string;
  }): Promise<OffSessionAnswer>;
  /** Detaches a saved card from its customer: it can never be charged again. Done already: no error. */
  detachPaymentMethod(paymentMethodId: string): Promise<void>;
  createCheckoutSession(input: CheckoutSessionRequest): Promise<CheckoutSession>;
  retrieveSession(sessionId: string): Promise<SessionState>;
  /** Expires an open session (nobody can pay it any more); its state after, whatever it was. */
  expireSession(sessionId: string): Promise<SessionState>;
  /**
   * Gives `amountCents` of a paid session's payment back to the card; the key makes a retry refund
   * once. Answers the provider's refund id.
   */
  refundPayment(input: {
    /** The Checkout Session it was paid through, or the payment intent of an off-session charge. */
    sessionId?: string | undefined;
    paymentIntentId?: string | undefined;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<{ id: string }>;
  /** The event of a webhook call, or null when its signature does not hold or its shape is unknown. */
  verifyWebhook(rawBody: string | Buffer, signatureHeader: string | undefined): WebhookEvent | null;
}

/** The part of a Stripe event the shop reads; a signed body of another shape is refused, not a 500. */
const webhookEvent = z.object({
  id: safeText(255).min(1),
  type: safeText(255),
  data: z.object({
    object: z.object({
      id: safeText(255).min(1),
      object: safeText(64).optional(),
      /** 'payment' (an order, a top-up) or 'setup' (a card saved, ADR 0051). */
      mode: safeText(64).nullish(),
      payment_status: safeText(64).optional(),
      client_reference_id: safeText(64).nullish(),
    }),
  }),
});
export type WebhookEvent = z.infer<typeof webhookEvent>;

/** Stripe refuses a signature older than this many seconds (the SDK's default tolerance). */
export const STRIPE_SIGNATURE_TOLERANCE_S = 300;

const orderIdOf = (reference: string | null | undefined) =>
  reference && /^\d+$/.test(reference) ? Number(reference) : null;

const SESSION_STATUSES = ['open', 'complete', 'expired'] as const;
const statusOf = (status: string | null): SessionState['status'] =>
  SESSION_STATUSES.find((s) => s === status) ?? 'open';

const stateOf = (session: Stripe.Checkout.Session): SessionState => ({
  id: session.id,
  status: statusOf(session.status),
  paid: session.payment_status === 'paid' || session.payment_status === 'no_payment_required',
  orderId: orderIdOf(session.client_reference_id),
  url: session.status === 'open' ? (session.url ?? null) : null,
});

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another API host (tests: the local fake, e.g. http://127.0.0.1:4790). */
  apiBase?: string;
}

export class StripePayments implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;

  constructor({ secretKey, webhookSecret, apiBase }: StripeOptions) {
    const base = apiBase ? new URL(apiBase) : null;
    this.stripe = new Stripe(secretKey, {
      apiVersion: STRIPE_API_VERSION,
      timeout: 10_000,
      maxNetworkRetries: 2,
      appInfo: { name: 'consigne' },
      ...(base
        ? {
            host: base.hostname,
            port: base.port || (base.protocol === 'http:' ? 80 : 443),
            protocol: base.protocol === 'http:' ? 'http' : 'https',
          }
        : {}),
    });
    this.webhookSecret = webhookSecret;
  }

  async createCheckoutSession(input: CheckoutSessionRequest): Promise<CheckoutSession> {
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        allowed_payment_method_types: [...input.paymentMethodTypes],
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'eur',
              unit_amount: input.amountCents,
              product_data: { name: input.description },
            },
          },
        ],
        customer_email: input.email,
        client_reference_id: String(input.orderId),
        metadata: { order_id: String(input.orderId) },
        payment_intent_data: { metadata: { order_id: String(input.orderId) } },
        locale: input.locale,
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        expires_at: Math.floor(input.expiresAt.getTime() / 1000),
      },
      // Stripe's own idempotency: a retried checkout never creates two sessions for one order.
      { idempotencyKey: input.idempotencyKey ?? `order-${input.orderId}-checkout` },
    );
    if (!session.url) throw new Error(`Stripe Checkout Session ${session.id} has no url`);
    return { id: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
  }

  async retrieveSession(sessionId: string): Promise<SessionState> {
    return stateOf(await this.stripe.checkout.sessions.retrieve(sessionId));
  }

  async expireSession(sessionId: string): Promise<SessionState> {
    try {
      return stateOf(await this.stripe.checkout.sessions.expire(sessionId));
    } catch (error) {
      // Only an open session can be expired: a completed (or already expired) one says so with a 400.
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return this.retrieveSession(sessionId);
      throw error;
    }
  }

  async createCustomer({
    userId,
    email,
    idempotencyKey,
  }: {
    userId: number;
    email: string;
    idempotencyKey: string;
  }): Promise<{ id: string }> {
    const customer = await this.stripe.customers.create(
      { email, metadata: { user_id: String(userId) } },
      { idempotencyKey },
    );
    return { id: customer.id };
  }

  async createSetupSession(input: SetupSessionRequest): Promise<{ id: string; url: string }> {
    const session = await this.stripe.checkout.sessions.create({
      mode: 'setup',
      customer: input.customerId,
      // A card only: it is charged off-session, which Bancontact cannot be; the currency says which
      // methods setup mode may offer.
      allowed_payment_method_types: ['card'],
      currency: 'eur',
      client_reference_id: `user-${input.userId}`,
      metadata: { user_id: String(input.userId) },
      locale: input.locale,
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
    });
    if (!session.url) throw new Error(`Stripe Checkout Session ${session.id} has no url`);
    return { id: session.id, url: session.url };
  }

  async savedCardOf(sessionId: string): Promise<SavedCard | null> {
    const session = await this.stripe.checkout.sessions.retrieve(sessionId);
    const customer = typeof session.customer === 'string' ? session.customer : session.customer?.id;
    const setupIntentId =
      typeof session.setup_intent === 'string' ? session.setup_intent : session.setup_intent?.id;
    if (session.mode !== 'setup' || session.status !== 'complete' || !customer || !setupIntentId) return null;
    const intent = await this.stripe.setupIntents.retrieve(setupIntentId);
    const methodId =
      typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id;
    if (intent.status !== 'succeeded' || !methodId) return null;
    const method = await this.stripe.paymentMethods.retrieve(methodId);
    if (!method.card) return null;
    return {
      customerId: customer,
      paymentMethodId: method.id,
      brand: method.card.brand,
      last4: method.card.last4,
      expMonth: method.card.exp_month,
      expYear: method.card.exp_year,
    };
  }

  async chargeOffSession({
    customerId,
    paymentMethodId,
    amountCents,
    orderId,
    idempotencyKey,
  }: {
    customerId: string;
    paymentMethodId: string;
    amountCents: number;
    orderId: number;
    idempotencyKey: string;
  }): Promise<OffSessionAnswer> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: amountCents,
          currency: 'eur',
          customer: customerId,
          payment_method: paymentMethodId,
          off_session: true,
          confirm: true,
          metadata: { order_id: String(orderId) },
        },
        { idempotencyKey },
      );
      // A card charge confirmed off-session either succeeds or is refused; anything else (processing)
      // is not counted as paid.
      return intent.status === 'succeeded'
        ? { status: 'succeeded', paymentIntentId: intent.id }
        : { status: 'failed', code: intent.status, paymentIntentId: intent.id };
    } catch (error) {
      // The bank's refusal (402): its code, and the payment intent Stripe made (now unconfirmed).
      if (error instanceof Stripe.errors.StripeCardError)
        return {
          status: 'failed',
          code: error.code ?? 'card_declined',
          paymentIntentId: error.payment_intent?.id ?? null,
        };
      throw error;
    }
  }

  async detachPaymentMethod(paymentMethodId: string): Promise<void> {
    try {
      await this.stripe.paymentMethods.detach(paymentMethodId);
    } catch (error) {
      // Detached already (a retry, or removed at Stripe): Stripe says the method has no customer.
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return;
      throw error;
    }
  }

  async refundPayment({
    sessionId,
    paymentIntentId,
    amountCents,
    idempotencyKey,
  }: {
    sessionId?: string | undefined;
    paymentIntentId?: string | undefined;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<{ id: string }> {
    let intent = paymentIntentId;
    if (!intent && sessionId) {
      const session = await this.stripe.checkout.sessions.retrieve(sessionId);
      intent =
        typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
    }
    if (!intent) throw new Error(`Stripe Checkout Session ${sessionId ?? '(none)'} has no payment`);
    const refund = await this.stripe.refunds.create(
      { payment_intent: intent, amount: amountCents },
      { idempotencyKey },
    );
    return { id: refund.id };
  }

  verifyWebhook(rawBody: string | Buffer, header: string | undefined): WebhookEvent | null {
    if (!header) return null;
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        header,
        this.webhookSecret,
        STRIPE_SIGNATURE_TOLERANCE_S,
      );
    } catch {
      return null;
    }
    return webhookEvent.safeParse(event).data ?? null;
  }
}

export function paymentProviderFromEnv(env: NodeJS.ProcessEnv = process.env): PaymentProvider | null {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) return null;
  return new StripePayments({
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    apiBase: env.STRIPE_API_BASE,
  });
}
