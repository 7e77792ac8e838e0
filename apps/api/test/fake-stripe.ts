/**
 * A local fake of Stripe for tests (docs/payments.md): a node:http server speaking the part of
 * Stripe's documented API the shop's SDK calls — POST /v1/checkout/sessions (form encoded),
 * GET /v1/checkout/sessions/:id, POST /v1/checkout/sessions/:id/expire, POST /v1/refunds (a paid
 * session's payment intent, never more than it charged) — with Stripe's checks
 * (the secret key as a bearer, the pinned Stripe-Version, idempotency keys, a session's expiry
 * between 30 minutes and 24 hours, `allowed_payment_method_types` known; the page offers those the
 * account has activated and the currency allows) and
 * Stripe's answer shapes (the Checkout Session object, the error
 * envelope). It also plays Stripe's hosted page (GET /c/pay/:id: a "Payer" button and a way back)
 * and signs webhooks as Stripe does: `Stripe-Signature: t=<unix time>,v1=<HMAC-SHA256 hex of
 * "<t>.<payload>" keyed with the endpoint's secret>` (https://docs.stripe.com/webhooks#verify-manually).
 *
 * Saved cards (ADR 0051): POST /v1/customers, a session in `mode: 'setup'` for a customer, which
 * `saveCard` (or the page's "Enregistrer la carte") completes with a SetupIntent and a card
 * PaymentMethod attached to the customer; GET /v1/setup_intents/:id, GET /v1/payment_methods/:id,
 * POST /v1/payment_methods/:id/detach; POST /v1/payment_intents off-session and confirmed on a saved
 * card, answering as the card says (Stripe's test cards: succeeds, `card_declined`,
 * `authentication_required` as a 402 card_error carrying the payment intent), idempotent.
 *
 * Run alone (the e2e journey): `tsx apps/api/test/fake-stripe.ts` with FAKE_STRIPE_PORT,
 * STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and FAKE_STRIPE_WEBHOOK_URL (the shop's webhook).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { escapeMarkup as escapeHtml } from '@consigne/domain';
import { STRIPE_API_VERSION } from '../src/modules/orders/payment.js';

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer_email: string | null;
  expires_at: number;
  livemode: false;
  locale: string | null;
  metadata: Record<string, string>;
  mode: string;
  customer: string | null;
  setup_intent: string | null;
  payment_intent: string | null;
  /** The methods the shop allowed (`allowed_payment_method_types`), null when it named none. */
  allowed_payment_method_types: string[] | null;
  /** What the hosted page offers: the allowed ones (else all) the account has on, in the currency. */
  payment_method_types: string[];
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  status: 'open' | 'complete' | 'expired';
  success_url: string | null;
  url: string | null;
}

/** Stripe's refund object, the fields the shop reads (https://docs.stripe.com/api/refunds/object). */
export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
}

/** How a saved card answers an off-session charge (Stripe's test cards 4242…, 4000 0000 0000 0002, 4000 0027 6000 3184). */
export type FakeCardBehaviour = 'succeeds' | 'card_declined' | 'authentication_required';

/** Stripe's card PaymentMethod, the fields the shop reads (https://docs.stripe.com/api/payment_methods/object). */
export interface FakePaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  customer: string | null;
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
  /** The fake's own: how it answers a charge. */
  behaviour: FakeCardBehaviour;
}

/** Stripe's PaymentIntent, the fields the shop reads. */
export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  customer: string;
  payment_method: string;
  off_session: boolean;
  status: 'succeeded' | 'requires_payment_method' | 'requires_action';
  metadata: Record<string, string>;
}

/** A request the fake received, as it came (the tests check what the SDK sent). */
export interface FakeRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  form: URLSearchParams;
}

/** Stripe's documented signature scheme, written out (not the SDK's helper): what Stripe sends. */
export function stripeSignatureHeader(
  secret: string,
  payload: string,
  timestamp = Math.floor(Date.now() / 1000),
) {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/** An event of Stripe's shape (https://docs.stripe.com/api/events/object) about a session. */
export function stripeEvent(type: string, object: object, id = `evt_${randomBytes(12).toString('hex')}`) {
  return {
    id,
    object: 'event',
    api_version: STRIPE_API_VERSION,
    created: Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, {
    'content-type': 'application/json',
    'request-id': `req_${randomBytes(6).toString('hex')}`,
  });
  response.end(JSON.stringify(body));
}

const stripeError = (
  type: string,
  message: string,
  extra: Record<string, string> = {},
  objects: Record<string, object> = {},
) => ({
  error: { type, message, ...extra, ...objects },
});

export interface FakeStripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Where "Payer" on the hosted page posts the signed checkout.session.completed. */
  webhookUrl?: string;
  port?: number;
  host?: string;
  /** The methods activated on the account (its dashboard): card and Bancontact unless told. */
  activeMethods?: readonly string[];
  /**
   * Called once a new refund is made, before Stripe's answer is sent (a replay under the same key is
   * answered without it): a test kills the caller here, or holds the answer until it is ready.
   */
  beforeRefundAnswer?: (refund: FakeRefund, idempotencyKey: string | undefined) => void | Promise<void>;
}

export interface FakeStripe {
  /** http://127.0.0.1:PORT: the SDK's host (STRIPE_API_BASE). */
  base: string;
  sessions: Map<string, FakeSession>;
  requests: FakeRequest[];
  /** The refunds made (Stripe's refund objects), in order. */
  refunds: FakeRefund[];
  /** The customers made (POST /v1/customers), by id. */
  customers: Map<string, { id: string; email: string | null; metadata: Record<string, string> }>;
  paymentMethods: Map<string, FakePaymentMethod>;
  /** Every PaymentIntent made (a charge each), in order: an idempotent replay makes none. */
  paymentIntents: FakePaymentIntent[];
  /**
   * What Stripe does when the shopper saves a card on a setup session's page: the session completes
   * with a SetupIntent whose card PaymentMethod is attached to the session's customer.
   */
  saveCard(
    sessionId: string,
    card?: Partial<FakePaymentMethod['card']> & { behaviour?: FakeCardBehaviour },
  ): FakeSession;
  /** The next answers to session creation fail with this status (Stripe down, a bad key...). */
  failNext(status: number, times?: number): void;
  /**
   * What Stripe does when the shopper pays on its page (by card, or another method the session
   * offers: 'bancontact'; one it does not offer throws): the session completes, paid. For a session
   * completed by a delayed method: the bank's success (async_payment_succeeded's session).
   */
  pay(sessionId: string, method?: string): FakeSession;
  /** The method each paid session's payment intent was paid with (a refund goes back to it). */
  paidWith: Map<string, string>;
  /**
   * The shopper pays by a delayed method (SEPA debit) on Stripe's page: the session completes with
   * `payment_status: 'unpaid'` and a payment intent in processing; the bank answers days later.
   */
  submitDelayed(sessionId: string): FakeSession;
  /** A signed event about a session: its body and Stripe-Signature header. */
  signedEvent(
    type: string,
    session: object,
    options?: { secret?: string; timestamp?: number; id?: string },
  ): {
    payload: string;
    signature: string;
    event: ReturnType<typeof stripeEvent>;
  };
  close(): Promise<void>;
}

/**
 * The payment methods the fake knows, with the currencies Stripe takes them in (null: any;
 * https://docs.stripe.com/payments/bancontact: euros only).
 */
const METHOD_CURRENCIES: Record<string, readonly string[] | null> = {
  card: null,
  bancontact: ['eur'],
  sepa_debit: ['eur'],
};

/** `allowed_payment_method_types[0]`, `[1]`… as the SDK encodes an array; null when absent. */
function allowedTypesOf(form: URLSearchParams): string[] | null {
  const types: string[] = [];
  for (const [key, value] of form) if (/^allowed_payment_method_types\[\d+\]$/.test(key)) types.push(value);
  return types.length ? types : null;
}

/** The session's fields from the SDK's form encoding (`line_items[0][price_data][unit_amount]`...). */
function sessionFrom(
  form: URLSearchParams,
  base: string,
  activeMethods: readonly string[],
  customers: ReadonlyMap<string, unknown>,
): FakeSession | string {
  const now = Math.floor(Date.now() / 1000);
  if (form.get('mode') === 'setup') return setupSessionFrom(form, base, activeMethods, customers);
  if (form.get('mode') !== 'payment') return 'mode: only payment and setup are faked';
  const amount = Number(form.get('line_items[0][price_data][unit_amount]'));
  const quantity = Number(form.get('line_items[0][quantity]') ?? '1');
  const currency = form.get('line_items[0][price_data][currency]');
  if (!Number.isInteger(amount) || amount < 50)
    return 'line_items[0][price_data][unit_amount]: at least 50 cents';
  if (!currency) return 'line_items[0][price_data][currency]: required';
  const allowed = allowedTypesOf(form);
  const unknown = allowed?.findIndex((method) => !(method in METHOD_CURRENCIES)) ?? -1;
  if (unknown >= 0) return `allowed_payment_method_types[${unknown}]: invalid value ${allowed![unknown]}`;
  // A filter, as Stripe documents it: of the methods allowed (all when none is named), those the
  // account has activated and the session's currency takes.
  const methods = (allowed ?? activeMethods).filter(
    (method) => activeMethods.includes(method) && (METHOD_CURRENCIES[method]?.includes(currency) ?? true),
  );
  if (!methods.length)
    return 'allowed_payment_method_types: no payment method the account offers in this currency';
  if (!form.get('success_url')) return 'success_url: required in payment mode with a redirect';
  const expiresAt = form.has('expires_at') ? Number(form.get('expires_at')) : now + 24 * 3600;
  if (expiresAt < now + 30 * 60 || expiresAt > now + 24 * 3600)
    return 'expires_at: must be between 30 minutes and 24 hours from the creation of the session';
  const metadata: Record<string, string> = {};
  for (const [key, value] of form) {
    const m = /^metadata\[(.+)\]$/.exec(key);
    if (m) metadata[m[1]!] = value;
  }
  const id = `cs_test_${randomBytes(16).toString('hex')}`;
  return {
    id,
    object: 'checkout.session',
    amount_subtotal: amount * quantity,
    amount_total: amount * quantity,
    cancel_url: form.get('cancel_url'),
    client_reference_id: form.get('client_reference_id'),
    created: now,
    currency,
    customer_email: form.get('customer_email'),
    expires_at: expiresAt,
    livemode: false,
    locale: form.get('locale'),
    metadata,
    mode: 'payment',
    customer: null,
    setup_intent: null,
    payment_intent: null,
    allowed_payment_method_types: allowed,
    payment_method_types: methods,
    payment_status: 'unpaid',
    status: 'open',
    success_url: form.get('success_url'),
    url: `${base}/c/pay/${id}`,
  };
}

/**
 * A setup-mode session (https://docs.stripe.com/payments/save-and-reuse?platform=checkout): no line
 * items; the currency is required with dynamic payment methods; a customer the fake made (the card is
 * attached to it); no expiry given: 24 hours.
 */
function setupSessionFrom(
  form: URLSearchParams,
  base: string,
  activeMethods: readonly string[],
  customers: ReadonlyMap<string, unknown>,
): FakeSession | string {
  const now = Math.floor(Date.now() / 1000);
  if ([...form.keys()].some((k) => k.startsWith('line_items')))
    return 'line_items: You can not pass `line_items` in `setup` mode.';
  const currency = form.get('currency');
  if (!currency) return 'currency: required in setup mode with dynamic payment methods';
  const customer = form.get('customer');
  if (!customer || !customers.has(customer)) return `customer: No such customer: '${customer}'`;
  const allowed = allowedTypesOf(form);
  const methods = (allowed ?? activeMethods).filter((m) => activeMethods.includes(m));
  if (!form.get('success_url')) return 'success_url: required';
  const metadata: Record<string, string> = {};
  for (const [key, value] of form) {
    const m = /^metadata\[(.+)\]$/.exec(key);
    if (m) metadata[m[1]!] = value;
  }
  const id = `cs_test_${randomBytes(16).toString('hex')}`;
  return {
    id,
    object: 'checkout.session',
    amount_subtotal: 0,
    amount_total: 0,
    cancel_url: form.get('cancel_url'),
    client_reference_id: form.get('client_reference_id'),
    created: now,
    currency,
    customer_email: null,
    expires_at: now + 24 * 3600,
    livemode: false,
    locale: form.get('locale'),
    metadata,
    mode: 'setup',
    customer,
    setup_intent: null,
    payment_intent: null,
    allowed_payment_method_types: allowed,
    payment_method_types: methods,
    payment_status: 'no_payment_required',
    status: 'open',
    success_url: form.get('success_url'),
    url: `${base}/c/pay/${id}`,
  };
}

export async function startFakeStripe({
  secretKey,
  webhookSecret,
  webhookUrl,
  port = 0,
  host = '127.0.0.1',
  beforeRefundAnswer,
  activeMethods = ['card', 'bancontact'],
}: FakeStripeOptions): Promise<FakeStripe> {
  const sessions = new Map<string, FakeSession>();
  const requests: FakeRequest[] = [];
  const refunds: FakeRefund[] = [];
  const paidWith = new Map<string, string>();
  const customers: FakeStripe['customers'] = new Map();
  const paymentMethods = new Map<string, FakePaymentMethod>();
  const setupIntents = new Map<
    string,
    { id: string; object: 'setup_intent'; status: 'succeeded'; customer: string; payment_method: string }
  >();
  const paymentIntents: FakePaymentIntent[] = [];

  function saveCard(
    sessionId: string,
    {
      behaviour = 'succeeds',
      ...card
    }: Partial<FakePaymentMethod['card']> & { behaviour?: FakeCardBehaviour } = {},
  ): FakeSession {
    const session = sessions.get(sessionId);
    if (!session || session.mode !== 'setup') throw new Error(`no setup session ${sessionId}`);
    if (session.status !== 'open') return session;
    const method: FakePaymentMethod = {
      id: `pm_test_${randomBytes(12).toString('hex')}`,
      object: 'payment_method',
      type: 'card',
      customer: session.customer,
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034, ...card },
      behaviour,
    };
    paymentMethods.set(method.id, method);
    const intent = {
      id: `seti_test_${randomBytes(12).toString('hex')}`,
      object: 'setup_intent' as const,
      status: 'succeeded' as const,
      customer: session.customer!,
      payment_method: method.id,
    };
    setupIntents.set(intent.id, intent);
    session.status = 'complete';
    session.setup_intent = intent.id;
    session.url = null;
    return session;
  }

  /** The answers of POST /v1/customers, /v1/payment_intents, /v1/payment_methods/:id/detach… */
  function savedCardsApi(
    request: IncomingMessage,
    path: string,
    form: URLSearchParams,
    raw: string,
  ): [number, unknown] | null {
    const notFound = (what: string, id: string): [number, unknown] => [
      404,
      stripeError('invalid_request_error', `No such ${what}: '${id}'`, { code: 'resource_missing' }),
    ];
    if (request.method === 'POST' && path === '/v1/customers') {
      const metadata: Record<string, string> = {};
      for (const [key, value] of form) {
        const m = /^metadata\[(.+)\]$/.exec(key);
        if (m) metadata[m[1]!] = value;
      }
      const customer = {
        id: `cus_test_${randomBytes(8).toString('hex')}`,
        email: form.get('email'),
        metadata,
      };
      customers.set(customer.id, customer);
      return [200, { ...customer, object: 'customer' }];
    }
    const setup = /^\/v1\/setup_intents\/([\w-]+)$/.exec(path);
    if (setup && request.method === 'GET') {
      const intent = setupIntents.get(setup[1]!);
      return intent ? [200, intent] : notFound('setup_intent', setup[1]!);
    }
    const pm = /^\/v1\/payment_methods\/([\w-]+)(\/detach)?$/.exec(path);
    if (pm) {
      const method = paymentMethods.get(pm[1]!);
      if (!method) return notFound('payment_method', pm[1]!);
      const { behaviour: _b, ...shown } = method;
      if (request.method === 'GET' && !pm[2]) return [200, shown];
      if (request.method === 'POST' && pm[2]) {
        if (!method.customer)
          return [
            400,
            stripeError(
              'invalid_request_error',
              'The payment method you provided is not attached to a customer so detachment is impossible.',
            ),
          ];
        method.customer = null;
        return [200, { ...shown, customer: null }];
      }
    }
    if (request.method === 'POST' && path === '/v1/payment_intents') {
      const method = paymentMethods.get(form.get('payment_method') ?? '');
      const amount = Number(form.get('amount'));
      if (!method) return notFound('payment_method', form.get('payment_method') ?? '');
      if (!Number.isInteger(amount) || amount < 50)
        return [400, stripeError('invalid_request_error', 'amount: at least 50 cents', { param: 'amount' })];
      if (form.get('confirm') !== 'true' || form.get('off_session') !== 'true')
        return [400, stripeError('invalid_request_error', 'only off_session confirmed intents are faked')];
      if (!method.customer || method.customer !== form.get('customer'))
        return [
          400,
          stripeError(
            'invalid_request_error',
            'The provided PaymentMethod was previously used without being attached to a Customer or was detached from a Customer, and may not be used again.',
          ),
        ];
      const metadata: Record<string, string> = {};
      for (const [key, value] of form) {
        const m = /^metadata\[(.+)\]$/.exec(key);
        if (m) metadata[m[1]!] = value;
      }
      const intent: FakePaymentIntent = {
        id: `pi_test_${randomBytes(12).toString('hex')}`,
        object: 'payment_intent',
        amount,
        currency: form.get('currency') ?? 'eur',
        customer: method.customer,
        payment_method: method.id,
        off_session: true,
        status: method.behaviour === 'succeeds' ? 'succeeded' : 'requires_payment_method',
        metadata,
      };
      paymentIntents.push(intent);
      if (method.behaviour === 'succeeds') return [200, intent];
      // Stripe's refusal of an off-session charge: a 402 card_error carrying the payment intent.
      return [
        402,
        stripeError(
          'card_error',
          method.behaviour === 'authentication_required'
            ? 'This payment requires authentication.'
            : 'Your card was declined.',
          {
            code: method.behaviour,
            ...(method.behaviour === 'card_declined' ? { decline_code: 'generic_decline' } : {}),
          },
          { payment_intent: intent },
        ),
      ];
    }
    void raw;
    return null;
  }
  const idempotent = new Map<string, { form: string; status: number; body: unknown }>();
  let failures: { status: number; times: number } | null = null;
  let base = '';

  function submitDelayed(sessionId: string): FakeSession {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    if (session.status === 'open') {
      session.status = 'complete';
      session.payment_intent = `pi_test_${randomBytes(12).toString('hex')}`;
      session.url = null;
    }
    return session;
  }

  function pay(sessionId: string, method = 'card'): FakeSession {
    const offered = sessions.get(sessionId)?.payment_method_types ?? [];
    if (!offered.includes(method)) throw new Error(`session ${sessionId} does not offer ${method}`);
    const session = submitDelayed(sessionId);
    if (session.status === 'complete') {
      session.payment_status = 'paid';
      if (!paidWith.has(session.payment_intent!)) paidWith.set(session.payment_intent!, method);
    }
    return session;
  }

  function signedEvent(
    type: string,
    session: object,
    { secret = webhookSecret, timestamp, id }: { secret?: string; timestamp?: number; id?: string } = {},
  ) {
    const event = stripeEvent(type, session, id);
    const payload = JSON.stringify(event, null, 2);
    return { payload, signature: stripeSignatureHeader(secret, payload, timestamp), event };
  }

  async function api(request: IncomingMessage, response: ServerResponse, path: string) {
    const raw = request.method === 'POST' ? await readBody(request) : '';
    const form = new URLSearchParams(raw);
    requests.push({ method: request.method ?? '', path, headers: request.headers, form });
    if (request.headers.authorization !== `Bearer ${secretKey}`)
      return send(response, 401, stripeError('invalid_request_error', 'Invalid API Key provided.'));
    if (request.headers['stripe-version'] !== STRIPE_API_VERSION)
      return send(
        response,
        400,
        stripeError(
          'invalid_request_error',
          `Stripe-Version ${String(request.headers['stripe-version'])} is not the pinned one`,
        ),
      );
    const savedCardsPath = /^\/v1\/(customers|setup_intents|payment_methods|payment_intents)(\/|$)/.test(
      path,
    );
    if (savedCardsPath) {
      const key = request.headers['idempotency-key'];
      const replay = request.method === 'POST' && typeof key === 'string' ? idempotent.get(key) : undefined;
      if (replay) {
        if (replay.form !== raw)
          return send(
            response,
            400,
            stripeError(
              'idempotency_error',
              'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            ),
          );
        return send(response, replay.status, replay.body);
      }
      const answer = savedCardsApi(request, path, form, raw);
      if (answer) {
        if (request.method === 'POST' && typeof key === 'string')
          idempotent.set(key, { form: raw, status: answer[0], body: answer[1] });
        return send(response, answer[0], answer[1]);
      }
    }
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const key = request.headers['idempotency-key'];
      const replay = typeof key === 'string' ? idempotent.get(key) : undefined;
      if (replay) {
        if (replay.form !== raw)
          return send(
            response,
            400,
            stripeError(
              'idempotency_error',
              'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            ),
          );
        return send(response, replay.status, replay.body);
      }
      if (failures && failures.times > 0) {
        failures.times -= 1;
        return send(
          response,
          failures.status,
          stripeError('api_error', 'Something went wrong on Stripe’s end.'),
        );
      }
      const session = sessionFrom(form, base, activeMethods, customers);
      const [status, body] =
        typeof session === 'string'
          ? [400, stripeError('invalid_request_error', session, { param: session.split(':')[0]! })]
          : (sessions.set(session.id, session), [200, session]);
      if (typeof key === 'string') idempotent.set(key, { form: raw, status, body });
      return send(response, status, body);
    }
    if (request.method === 'POST' && path === '/v1/refunds') return refund(request, response, form, raw);
    const match = /^\/v1\/checkout\/sessions\/([\w-]+)(\/expire)?$/.exec(path);
    const session = match ? sessions.get(match[1]!) : undefined;
    if (!match || !session)
      return send(
        response,
        404,
        stripeError('invalid_request_error', `No such checkout session: '${match?.[1] ?? path}'`, {
          code: 'resource_missing',
        }),
      );
    if (request.method === 'GET' && !match[2]) return send(response, 200, session);
    if (request.method === 'POST' && match[2]) {
      if (session.status !== 'open')
        return send(
          response,
          400,
          stripeError(
            'invalid_request_error',
            'Only Checkout Sessions with a status in ["open"] can be expired.',
          ),
        );
      session.status = 'expired';
      session.url = null;
      return send(response, 200, session);
    }
    return send(
      response,
      404,
      stripeError('invalid_request_error', `Unrecognized request URL (${request.method}: ${path}).`),
    );
  }

  /** POST /v1/refunds: a paid session's payment intent, at most what it charged less its refunds. */
  async function refund(
    request: IncomingMessage,
    response: ServerResponse,
    form: URLSearchParams,
    raw: string,
  ) {
    const key = request.headers['idempotency-key'];
    const replay = typeof key === 'string' ? idempotent.get(key) : undefined;
    if (replay && replay.form === raw) return send(response, replay.status, replay.body);
    const intent = form.get('payment_intent') ?? '';
    // A Checkout Session's payment, or an off-session charge's (only a succeeded one has a charge).
    const charged = paymentIntents.find((p) => p.id === intent);
    const session: Pick<FakeSession, 'payment_status' | 'amount_total' | 'currency'> | undefined =
      [...sessions.values()].find((s) => s.payment_intent === intent && intent !== '') ??
      (charged && {
        payment_status: charged.status === 'succeeded' ? 'paid' : 'unpaid',
        amount_total: charged.amount,
        currency: charged.currency,
      });
    if (!session)
      return send(
        response,
        404,
        stripeError('invalid_request_error', `No such payment_intent: '${intent}'`, {
          code: 'resource_missing',
        }),
      );
    // A delayed payment still processing (or failed) has no charge to refund yet.
    if (session.payment_status !== 'paid')
      return send(
        response,
        400,
        stripeError(
          'invalid_request_error',
          `This PaymentIntent (${intent}) does not have a successful charge to refund.`,
          {
            code: 'charge_not_refundable',
          },
        ),
      );
    const refunded = refunds.filter((r) => r.payment_intent === intent).reduce((n, r) => n + r.amount, 0);
    const amount = Number(form.get('amount') ?? session.amount_total - refunded);
    if (!Number.isInteger(amount) || amount <= 0 || amount > session.amount_total - refunded)
      return send(
        response,
        400,
        stripeError(
          'invalid_request_error',
          `Refund amount (${amount}) is greater than unrefunded amount on charge`,
          {
            code: 'amount_too_large',
          },
        ),
      );
    const made: FakeRefund = {
      id: `re_test_${randomBytes(12).toString('hex')}`,
      object: 'refund',
      amount,
      currency: session.currency,
      payment_intent: intent,
      status: 'succeeded',
    };
    refunds.push(made);
    if (typeof key === 'string') idempotent.set(key, { form: raw, status: 200, body: made });
    await beforeRefundAnswer?.(made, typeof key === 'string' ? key : undefined);
    return send(response, 200, made);
  }

  /** A return url as Stripe follows it: its {CHECKOUT_SESSION_ID} placeholder replaced by the session's id. */
  const returnUrl = (url: string | null, session: FakeSession) =>
    (url ?? '/').replaceAll('{CHECKOUT_SESSION_ID}', session.id);

  /** Stripe's hosted page, as small as it gets: the amount, "Payer", and the way back. */
  async function page(request: IncomingMessage, response: ServerResponse, path: string) {
    const match = /^\/c\/pay\/([\w-]+)(\/pay)?$/.exec(path);
    const session = match ? sessions.get(match[1]!) : undefined;
    if (!match || !session) {
      response.writeHead(404, { 'content-type': 'text/plain' });
      return response.end('No such session');
    }
    if (request.method === 'POST' && match[2]) {
      const method = new URLSearchParams(await readBody(request)).get('method') ?? 'card';
      if (session.status !== 'open') {
        response.writeHead(410, { 'content-type': 'text/plain' });
        return response.end('This session is no longer open');
      }
      if (!session.payment_method_types.includes(method)) {
        response.writeHead(400, { 'content-type': 'text/plain' });
        return response.end(`This session does not offer ${method}`);
      }
      if (session.mode === 'setup') saveCard(session.id);
      else pay(session.id, method);
      if (webhookUrl) {
        const { payload, signature } = signedEvent('checkout.session.completed', session);
        await fetch(webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
          body: payload,
        });
      }
      response.writeHead(303, { location: returnUrl(session.success_url, session) });
      return response.end();
    }
    const euros = (session.amount_total / 100).toFixed(2).replace('.', ',');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Stripe Checkout (fake)</title></head>
<body><main><h1>Fake Stripe Checkout</h1><p data-testid="fake-stripe-amount">${escapeHtml(euros)} €</p>
<p>${escapeHtml(session.customer_email ?? '')}</p>
${session.status === 'open' && session.mode === 'setup' ? `<form method="post" action="/c/pay/${session.id}/pay"><button type="submit" name="method" value="card">Enregistrer la carte</button></form>` : ''}
${session.status === 'open' && session.mode !== 'setup' ? `<form method="post" action="/c/pay/${session.id}/pay">${session.payment_method_types.map((m) => `<button type="submit" name="method" value="${escapeHtml(m)}">${m === 'card' ? 'Payer' : m === 'bancontact' ? 'Bancontact' : escapeHtml(m)}</button>`).join('')}</form>` : ''}
${session.status !== 'open' ? `<p>${session.status}</p>` : ''}
<a href="${escapeHtml(returnUrl(session.cancel_url, session))}">Retour</a></main></body></html>`);
  }

  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const handler = path.startsWith('/v1/') ? api : page;
    handler(request, response, path).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  base = `http://${host}:${(server.address() as AddressInfo).port}`;
  return {
    base,
    sessions,
    requests,
    refunds,
    customers,
    paymentMethods,
    paymentIntents,
    saveCard,
    paidWith,
    failNext: (status, times = 1) => (failures = { status, times }),
    pay,
    submitDelayed,
    signedEvent,
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}

// Run alone: the e2e journey's Stripe.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const fake = await startFakeStripe({
    secretKey: process.env.STRIPE_SECRET_KEY ?? 'sk_test_e2e',
    webhookSecret: process.env.STRIPE_WEBHOOK_SECRET ?? 'whsec_test_e2e',
    webhookUrl: process.env.FAKE_STRIPE_WEBHOOK_URL,
    port: Number(process.env.FAKE_STRIPE_PORT ?? 4790),
  });
  console.log(`fake Stripe on ${fake.base}`);
}
