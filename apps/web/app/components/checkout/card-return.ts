/**
 * The checkout's side of card payment (docs/payments.md). Stripe's cancel_url brings the shopper back
 * to /commande?paiement=annule&commande=<id>&session=<Checkout Session id>. Opening that url changes
 * nothing (any site can link to it): the page reads the order and, while it still waits for its
 * payment, offers to give it up — a form posted to the page's action, which hands the API the
 * order's own Stripe session (the order id alone, a sequence, is never enough).
 */
const PAYMENT_PARAM = 'paiement';
const PAYMENT_CANCELLED = 'annule';
export const ORDER_PARAM = 'commande';
export const SESSION_PARAM = 'session';
/** The form's intent: giving the order up (the checkout's other form places an order). */
export const GIVE_UP_PAYMENT = 'abandon-payment';

/** A Stripe Checkout Session id, as the contract takes it; anything else is no session. */
const SESSION_ID = /^cs_[A-Za-z0-9_]{1,250}$/;
const ORDER_ID = /^\d{1,12}$/;

const sessionIdOf = (value: unknown): string | null =>
  typeof value === 'string' && SESSION_ID.test(value) ? value : null;
const orderIdOf = (value: unknown): number | null =>
  typeof value === 'string' && ORDER_ID.test(value) && Number(value) > 0 ? Number(value) : null;

/** Coming back from Stripe's page without paying: which order, with which session (when the url has it). */
export interface PaymentReturn {
  orderId: number;
  sessionId: string | null;
}

/** The order whose card payment the shopper left on Stripe's page, from the return url; else null. */
export function paymentReturn(url: URL): PaymentReturn | null {
  if (url.searchParams.get(PAYMENT_PARAM) !== PAYMENT_CANCELLED) return null;
  const orderId = orderIdOf(url.searchParams.get(ORDER_PARAM));
  return orderId === null ? null : { orderId, sessionId: sessionIdOf(url.searchParams.get(SESSION_PARAM)) };
}

/**
 * What the checkout says about a payment left on Stripe's page: the order still waits for it (and
 * can be given up with its session), was cancelled (its lines are back in the cart), was paid
 * meanwhile, or could not be given up.
 */
export interface AbandonedPayment {
  orderId: number;
  outcome: 'pending' | 'cancelled' | 'paid' | 'failed';
  sessionId?: string;
}

/** The notice of the return url, from the order as the API answers it (null: not the shopper's). */
export function abandonedPayment(
  back: PaymentReturn,
  order: { status: string } | null,
): AbandonedPayment | null {
  if (!order) return null;
  const { orderId, sessionId } = back;
  if (order.status === 'payment_pending')
    return sessionId ? { orderId, outcome: 'pending', sessionId } : { orderId, outcome: 'pending' };
  return { orderId, outcome: order.status === 'cancelled' ? 'cancelled' : 'paid' };
}

/** Whether a form posted to the checkout is the give-up form (else it places an order). */
export const isGiveUpForm = (form: FormData) => form.get('intent') === GIVE_UP_PAYMENT;

/** The give-up form's fields, or null when one is missing or malformed. */
export function giveUpFields(form: FormData): { orderId: number; sessionId: string } | null {
  const orderId = orderIdOf(form.get(ORDER_PARAM));
  const sessionId = sessionIdOf(form.get(SESSION_PARAM));
  return orderId !== null && sessionId !== null ? { orderId, sessionId } : null;
}

/** Where the checkout goes once the order is given up: the return url without its session. */
export const givenUpPath = (prefix: string, orderId: number) =>
  `${prefix}/commande?${PAYMENT_PARAM}=${PAYMENT_CANCELLED}&${ORDER_PARAM}=${orderId}`;
