import { describe, expect, it, vi } from 'vitest';
import { confirmationPath, paymentPageUrl, settlePlaceOrder } from './place-order-outcome';

const redirectTo = (location: string) => new Response(null, { status: 302, headers: { Location: location } });

describe('placing an order, in the browser', () => {
  it('clears the checkout once the action redirects to the confirmation, and follows it', async () => {
    const onPlaced = vi.fn();
    const redirect = redirectTo(confirmationPath('/fr', 12));
    await expect(settlePlaceOrder(() => Promise.reject(redirect), onPlaced)).rejects.toBe(redirect);
    expect(onPlaced).toHaveBeenCalledOnce();
    expect(confirmationPath('/nl-BE', 3)).toBe('/nl-BE/commande/confirmation/3');
  });
  it("clears the checkout when a card order goes to Stripe's page; only the API's http(s) url is followed", async () => {
    const onPlaced = vi.fn();
    const stripe = redirectTo('https://checkout.stripe.com/c/pay/cs_test_1');
    await expect(settlePlaceOrder(() => Promise.reject(stripe), onPlaced)).rejects.toBe(stripe);
    expect(onPlaced).toHaveBeenCalledOnce();
    expect(paymentPageUrl({ checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_1' })).toBe(
      'https://checkout.stripe.com/c/pay/cs_1',
    );
    expect(paymentPageUrl({ checkoutUrl: 'javascript:alert(1)' })).toBeNull();
    expect(paymentPageUrl({ checkoutUrl: '/fr/elsewhere' })).toBeNull();
    expect(paymentPageUrl(undefined)).toBeNull();
  });
  it('places nothing on another redirect (the login page) or a refusal', async () => {
    const onPlaced = vi.fn();
    const login = redirectTo('/fr/login?redirect=%2Ffr%2Fcommande');
    await expect(settlePlaceOrder(() => Promise.reject(login), onPlaced)).rejects.toBe(login);
    const refusal = { fields: { acceptTerms: 'Vous devez accepter…' }, general: null };
    await expect(settlePlaceOrder(() => Promise.resolve(refusal), onPlaced)).resolves.toBe(refusal);
    expect(onPlaced).not.toHaveBeenCalled();
  });
  it('asks to retry when no answer came back', async () => {
    const onPlaced = vi.fn();
    await expect(
      settlePlaceOrder(() => Promise.reject(new TypeError('Failed to fetch')), onPlaced),
    ).resolves.toEqual({ fields: {}, general: null, retry: true });
    expect(onPlaced).not.toHaveBeenCalled();
  });
});
