import type { CheckoutFailure } from './checkout-errors';

const CONFIRMATION_PATH = '/commande/confirmation';

/** Where a placed order sends the shopper: its confirmation page. */
export const confirmationPath = (prefix: string, orderId: number) =>
  `${prefix}${CONFIRMATION_PATH}/${orderId}`;

const isConfirmationRedirect = (response: Response) => {
  const location = response.headers.get('Location');
  return Boolean(location && new URL(location, 'http://shop').pathname.includes(`${CONFIRMATION_PATH}/`));
};

/**
 * The browser's side of the checkout action: the redirect to a confirmation means the order is
 * placed (`onPlaced` runs, then the redirect goes on); any other redirect (the session ended: to the
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
    if (isConfirmationRedirect(thrown)) onPlaced();
    throw thrown;
  }
}
