import { describe, expect, it } from 'vitest';
import { ADULT_ASKED_FIELD, IDEMPOTENCY_FIELD, placeOrderRequest } from './place-order-form';

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

describe('place order form', () => {
  it('sends the terms, the 18+ declaration when asked, and the attempt’s key', () => {
    expect(
      placeOrderRequest(
        formOf({
          acceptTerms: 'on',
          [ADULT_ASKED_FIELD]: '1',
          adultDeclared: 'on',
          [IDEMPOTENCY_FIELD]: 'k-1',
        }),
      ),
    ).toEqual({
      input: { paymentMethod: 'offline', acceptTerms: true, adultDeclared: true },
      idempotencyKey: 'k-1',
    });
  });
  it('leaves the declaration out when the cart holds no alcohol, and unchecked boxes are false', () => {
    expect(placeOrderRequest(formOf({ [IDEMPOTENCY_FIELD]: 'k-2' })).input).toEqual({
      paymentMethod: 'offline',
      acceptTerms: false,
    });
    expect(placeOrderRequest(formOf({ [ADULT_ASKED_FIELD]: '1' })).input.adultDeclared).toBe(false);
  });
  it('pays by card only when the card was chosen', () => {
    expect(placeOrderRequest(formOf({ paymentMethod: 'stripe' })).input.paymentMethod).toBe('stripe');
    expect(placeOrderRequest(formOf({ paymentMethod: 'bitcoin' })).input.paymentMethod).toBe('offline');
  });
  it('makes a key for a form sent without one', () => {
    expect(placeOrderRequest(formOf({}), () => 'fresh').idempotencyKey).toBe('fresh');
  });
});
