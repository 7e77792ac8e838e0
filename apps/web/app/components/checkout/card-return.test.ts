import { describe, expect, it } from 'vitest';
import { abandonedPaymentOrder, giveUpPayment } from './card-return';

describe("coming back from Stripe's page", () => {
  it('reads the order given up from the cancel url only', () => {
    expect(abandonedPaymentOrder(new URL('https://shop/fr/commande?paiement=annule&commande=42'))).toBe(42);
    expect(abandonedPaymentOrder(new URL('https://shop/fr/commande?commande=42'))).toBeNull();
    expect(
      abandonedPaymentOrder(new URL('https://shop/fr/commande?paiement=annule&commande=4x2')),
    ).toBeNull();
    expect(abandonedPaymentOrder(new URL('https://shop/fr/commande?paiement=annule&commande=0'))).toBeNull();
    expect(abandonedPaymentOrder(new URL('https://shop/fr/commande?paiement=annule'))).toBeNull();
  });
  it('says what became of the order', async () => {
    const answer = (status: string) => async () => ({ error: null, data: { status } });
    expect(await giveUpPayment(7, answer('cancelled'))).toEqual({ orderId: 7, outcome: 'cancelled' });
    expect(await giveUpPayment(7, answer('placed'))).toEqual({ orderId: 7, outcome: 'paid' });
    expect(await giveUpPayment(7, async () => ({ error: { message: 'x' }, data: null }))).toEqual({
      orderId: 7,
      outcome: 'failed',
    });
  });
});
