import { describe, expect, it } from 'vitest';
import { checkoutPaymentMethodTypes, offersBancontact } from './payment-methods.js';
import { vatCountryOf } from './vat.js';

describe('payment methods of Stripe Checkout, by warehouse country', () => {
  it('offers the card and Bancontact in Belgium, the card alone in France', () => {
    expect(checkoutPaymentMethodTypes('BE')).toEqual(['card', 'bancontact']);
    expect(checkoutPaymentMethodTypes('FR')).toEqual(['card']);
    expect(offersBancontact('BE')).toBe(true);
    expect(offersBancontact('FR')).toBe(false);
  });

  it('goes by the warehouse, whatever else: an unknown country is treated as France', () => {
    expect(checkoutPaymentMethodTypes(vatCountryOf({ country: 'BE' }))).toContain('bancontact');
    expect(checkoutPaymentMethodTypes(vatCountryOf({ country: 'NL' }))).toEqual(['card']);
  });

  it('always offers the card first', () => {
    for (const country of ['FR', 'BE'] as const) expect(checkoutPaymentMethodTypes(country)[0]).toBe('card');
  });
});
