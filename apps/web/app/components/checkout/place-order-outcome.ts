import type { CheckoutFailure } from './checkout-errors';

const CONFIRMATION_PATH = '/commande/confirmation';

/** Where a placed order sends the shopper: its confirmation page. */
export const confirmationPath = (prefix: string, orderId: number) =>
  `${prefix}${CONFIRMATION_PATH}/${orderId}`;

/**
 * Stripe's hosted page of a card order: the https (http for the local fake) url the API answered,
 * never one the request brought (no open redirect). Null when the answer holds none or another scheme.
 */
export function paymentPageUrl(payment: { checkoutUrl: string } | undefined): string | null {
  if (!payment) return null;
  try {
    const url = new URL(payment.checkoutUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The order is placed: the action sends to its confirmation, or (a card order) to another site, Stripe's page. */
const isPlacedRedirect = (response: Response) => {
  const location = response.headers.get('Location');
  if (!location) return false;
  const url = new URL(location, 'http://shop');
  return url.origin !== 'http://shop' || url.pathname.includes(`${CONFIRMATION_PATH}/`);
};

/**
 * The browser's side of the checkout action: the redirect to a confirmation (or to Stripe's page)
 * means the order is placed (`onPlaced` runs, then the redirect goes on); any other redirect (the session ended: to the
 * login page) placed nothing; no answer at all (the network failed, the order may exist) asks to
 * retry with the same key.
 */
export async function settlePlaceOrder<T>(
  serverAction: () => Promise<T>,
  onPlaced: () => void,
): Promise<T | CheckoutFailure> {
  try {
    return await serverAction();
  } catch (thrown) {
    if (!(thrown instanceof Response)) return { fields: {}, general: null, retry: true };
    if (isPlacedRedirect(thrown)) onPlaced();
    throw thrown;
  }
}
