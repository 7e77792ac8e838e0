import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { safeText } from '../../lib/schemas.js';

/**
 * How an order is paid (brief: external services sit behind an adapter with an offline default).
 * - offline: the customer pays the driver at delivery; nothing to do at checkout.
 * - stripe: a PaymentIntent is created at checkout; its client secret goes to the storefront, and
 *   Stripe's signed webhook confirms (or fails) the payment.
 */
export interface PaymentIntent {
  id: string;
  clientSecret: string;
  status: string;
}

export interface PaymentProvider {
  readonly name: 'stripe';
  createIntent(input: { orderId: number; amountCents: number; email: string }): Promise<PaymentIntent>;
  /** The event of a webhook call, or null when its signature does not hold. */
  verifyWebhook(rawBody: string, signatureHeader: string | undefined, now?: Date): WebhookEvent | null;
}

/** The part of a Stripe event the shop reads; a signed body of another shape is refused, not a 500. */
const webhookEvent = z.object({
  id: safeText(255),
  type: safeText(255),
  data: z.object({ object: z.object({ id: safeText(255).min(1) }) }),
});
export type WebhookEvent = z.infer<typeof webhookEvent>;

type Fetch = typeof fetch;

/** Stripe signs `${timestamp}.${payload}` with HMAC-SHA256; signatures older than 5 minutes are refused. */
export const STRIPE_SIGNATURE_TOLERANCE_S = 300;

export function stripeSignature(secret: string, timestamp: number, payload: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
}

export class StripePayments implements PaymentProvider {
  readonly name = 'stripe' as const;
  constructor(
    private readonly options: { secretKey: string; webhookSecret: string; apiBase?: string; fetch?: Fetch },
  ) {}

  async createIntent({
    orderId,
    amountCents,
    email,
  }: {
    orderId: number;
    amountCents: number;
    email: string;
  }) {
    const body = new URLSearchParams({
      amount: String(amountCents),
      currency: 'eur',
      'automatic_payment_methods[enabled]': 'true',
      receipt_email: email,
      'metadata[order_id]': String(orderId),
    });
    const doFetch = this.options.fetch ?? fetch;
    const res = await doFetch(`${this.options.apiBase ?? 'https://api.stripe.com'}/v1/payment_intents`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${this.options.secretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
        // Stripe's own idempotency: a retried checkout never creates two intents for one order.
        'idempotency-key': `order-${orderId}`,
      },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    const json = (await res.json()) as {
      id?: string;
      client_secret?: string;
      status?: string;
      error?: { message?: string };
    };
    if (!res.ok || !json.id || !json.client_secret) {
      throw new Error(`Stripe PaymentIntent refused: ${res.status} ${json.error?.message ?? ''}`.trim());
    }
    return {
      id: json.id,
      clientSecret: json.client_secret,
      status: json.status ?? 'requires_payment_method',
    };
  }

  verifyWebhook(rawBody: string, header: string | undefined, now = new Date()): WebhookEvent | null {
    if (!header) return null;
    const parts = header.split(',').map((p) => p.trim().split('=') as [string, string]);
    const timestamp = Number(parts.find(([k]) => k === 't')?.[1]);
    const signatures = parts.filter(([k]) => k === 'v1').map(([, v]) => v);
    if (!Number.isInteger(timestamp) || signatures.length === 0) return null;
    if (Math.abs(now.getTime() / 1000 - timestamp) > STRIPE_SIGNATURE_TOLERANCE_S) return null;
    const expected = Buffer.from(stripeSignature(this.options.webhookSecret, timestamp, rawBody), 'hex');
    const valid = signatures.some((s) => {
      const given = Buffer.from(s, 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
    if (!valid) return null;
    try {
      return webhookEvent.safeParse(JSON.parse(rawBody)).data ?? null;
    } catch {
      return null;
    }
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
