/**
 * What Stripe's hosted Checkout offers the shopper of an order paid online (the `stripe` payment
 * method, docs/payments.md): by the country of the order's warehouse, not by the shopper's language —
 * a Dutch-speaking shopper of a French warehouse pays as a French one does. ADR 0028.
 */
import type { Country } from './vat.js';

/**
 * Stripe's payment method types the shop may allow (`allowed_payment_method_types`). Each is paid at once (no delayed method):
 * Bancontact, like a card, is authorised by the shopper on the spot and settles the session paid.
 */
export const CHECKOUT_PAYMENT_METHOD_TYPES = ['card', 'bancontact'] as const;
export type CheckoutPaymentMethodType = (typeof CHECKOUT_PAYMENT_METHOD_TYPES)[number];

/** Belgian shoppers pay with Bancontact (the Belgian debit card scheme and its app) beside the card. */
const BY_COUNTRY: Record<Country, readonly CheckoutPaymentMethodType[]> = {
  FR: ['card'],
  BE: ['card', 'bancontact'],
};

/** The methods Stripe's page offers for an order of a warehouse in `country`, the card first. */
export const checkoutPaymentMethodTypes = (country: Country): readonly CheckoutPaymentMethodType[] =>
  BY_COUNTRY[country];

/** Whether the storefront names Bancontact beside the card (the checkout's payment choice). */
export const offersBancontact = (country: Country): boolean =>
  checkoutPaymentMethodTypes(country).includes('bancontact');
