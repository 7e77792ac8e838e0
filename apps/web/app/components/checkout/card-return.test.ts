import { describe, expect, it } from 'vitest';
import { abandonedPayment, givenUpPath, giveUpFields, isGiveUpForm, paymentReturn } from './card-return';

const SESSION = 'cs_test_a1B2c3';
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("coming back from Stripe's page", () => {
  it('reads the order and its Stripe session from the cancel url only', () => {
    const back = (query: string) => paymentReturn(new URL(`https://shop/fr/commande?${query}`));
    expect(back(`paiement=annule&commande=42&session=${SESSION}`)).toEqual({
      orderId: 42,
      sessionId: SESSION,
    });
    expect(back('paiement=annule&commande=42')).toEqual({ orderId: 42, sessionId: null });
    // Stripe's placeholder left as it is, or anything that is no session id: no session.
    expect(back('paiement=annule&commande=42&session={CHECKOUT_SESSION_ID}')).toEqual({
      orderId: 42,
      sessionId: null,
    });
    expect(back('paiement=annule&commande=42&session=pi_123')?.sessionId).toBeNull();
    expect(back('commande=42')).toBeNull();
    expect(back('paiement=annule&commande=4x2')).toBeNull();
    expect(back('paiement=annule&commande=0')).toBeNull();
    expect(back('paiement=annule')).toBeNull();
  });

  it('says what became of the order, offering to give it up only while it waits, with its session', () => {
    const back = { orderId: 7, sessionId: SESSION };
    expect(abandonedPayment(back, { status: 'payment_pending' })).toEqual({
      orderId: 7,
      outcome: 'pending',
      sessionId: SESSION,
    });
    expect(abandonedPayment({ orderId: 7, sessionId: null }, { status: 'payment_pending' })).toEqual({
      orderId: 7,
      outcome: 'pending',
    });
    expect(abandonedPayment(back, { status: 'cancelled' })).toEqual({ orderId: 7, outcome: 'cancelled' });
    expect(abandonedPayment(back, { status: 'placed' })).toEqual({ orderId: 7, outcome: 'paid' });
    // Not the shopper's order (the API's 404): nothing to say.
    expect(abandonedPayment(back, null)).toBeNull();
  });

  it('reads the give-up form, and goes back to the return url without its session', () => {
    const giveUp = form({ intent: 'abandon-payment', commande: '7', session: SESSION });
    expect(isGiveUpForm(giveUp)).toBe(true);
    expect(giveUpFields(giveUp)).toEqual({ orderId: 7, sessionId: SESSION });
    expect(giveUpFields(form({ intent: 'abandon-payment', commande: '7' }))).toBeNull();
    expect(giveUpFields(form({ intent: 'abandon-payment', commande: 'x', session: SESSION }))).toBeNull();
    expect(isGiveUpForm(form({ acceptTerms: 'on' }))).toBe(false);
    expect(givenUpPath('/nl-BE', 7)).toBe('/nl-BE/commande?paiement=annule&commande=7');
  });
});
