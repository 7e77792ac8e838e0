/**
 * The checkout's side of card payment (docs/payments.md): Stripe's cancel_url brings the shopper back
 * to /commande?paiement=annule&commande=<id> — the shop then gives the order up at once (the API
 * expires its Stripe session, cancels it and puts its lines back in the cart) and says so.
 */
export const PAYMENT_PARAM = 'paiement';
export const PAYMENT_CANCELLED = 'annule';
export const ORDER_PARAM = 'commande';

/** The order whose card payment the shopper gave up on Stripe's page, from the return url; else null. */
export function abandonedPaymentOrder(url: URL): number | null {
  if (url.searchParams.get(PAYMENT_PARAM) !== PAYMENT_CANCELLED) return null;
  const id = url.searchParams.get(ORDER_PARAM) ?? '';
  return /^\d{1,12}$/.test(id) && Number(id) > 0 ? Number(id) : null;
}

/** What the checkout says about the payment given up: cancelled (or paid meanwhile), or not done. */
export interface AbandonedPayment {
  orderId: number;
  outcome: 'cancelled' | 'paid' | 'failed';
}

/** Gives the order up through the API; a paid one (paid meanwhile) is confirmed instead. */
export async function giveUpPayment(
  orderId: number,
  cancel: (
    orderId: number,
  ) => Promise<
    { error: unknown; data: { status: string } | null } | { error: null; data: { status: string } }
  >,
): Promise<AbandonedPayment> {
  const result = await cancel(orderId);
  if (result.error !== null || !result.data) return { orderId, outcome: 'failed' };
  return { orderId, outcome: result.data.status === 'cancelled' ? 'cancelled' : 'paid' };
}
