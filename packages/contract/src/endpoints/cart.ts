import {
  applyPromoBody,
  cartLineSubstitutionBody,
  cartLineSubstitutionParams,
  cartLineSubstitutionSchema,
  cartSchema,
  cartSubstituteSearchQuery,
  cartSubstitutesSchema,
  dislikedProductIdsSchema,
  dislikedProductParams,
  dislikedProductsSchema,
  substitutionDefaultSchema,
  updateCartBody,
} from '../cart.js';
import { errorEnvelope, localeQuery } from '../primitives.js';
import { defineEndpoints } from '../endpoint.js';

/** What every cart operation answers: the cart, or why not. */
const cartResponses = {
  200: cartSchema,
  400: errorEnvelope,
  401: errorEnvelope,
  404: errorEnvelope,
};

export const cartEndpoints = defineEndpoints({
  applyPromoCode: {
    tags: ['cart'],
    summary:
      'Applies a promo code to the cart when eligible (400 with the reason otherwise); returns the cart',
    bearer: true,
    query: localeQuery,
    body: applyPromoBody,
    responses: { ...cartResponses, 429: errorEnvelope },
  },
  removePromoCode: {
    tags: ['cart'],
    summary: 'Removes the promo code of the cart; returns the cart',
    bearer: true,
    query: localeQuery,
    responses: cartResponses,
  },
  getCart: {
    tags: ['cart'],
    summary: 'The cart: crates, lines by Rayon, unavailable lines and totals',
    bearer: true,
    query: localeQuery,
    responses: cartResponses,
  },
  updateCartLine: {
    tags: ['cart'],
    summary: 'Sets the quantity of one product warehouse entry (0 removes it); returns the cart',
    bearer: true,
    query: localeQuery,
    body: updateCartBody,
    responses: cartResponses,
  },
  setCartLineSubstitution: {
    tags: ['cart'],
    summary:
      "Says what may replace a cart line missing at picking: the closest match, one product of the same warehouse and format, or nothing (refunded); null for the account's default",
    bearer: true,
    params: cartLineSubstitutionParams,
    body: cartLineSubstitutionBody,
    responses: { ...cartResponses, 200: cartLineSubstitutionSchema, 422: errorEnvelope },
  },
  listCartLineSubstitutes: {
    tags: ['cart'],
    summary:
      "The products a shopper may choose to replace a cart line missing at picking: on sale in the line's warehouse, of its crate format, another product; the closest first (the domain's rankSubstitutes, the shopper's dislikes left out), filtered by q; 20 at most",
    bearer: true,
    params: cartLineSubstitutionParams,
    query: cartSubstituteSearchQuery,
    responses: { 200: cartSubstitutesSchema, 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope },
  },
  getSubstitutionDefault: {
    tags: ['cart'],
    summary: "The account's substitution for the cart lines that say none: the closest match or nothing",
    bearer: true,
    responses: { 200: substitutionDefaultSchema, 401: errorEnvelope, 404: errorEnvelope },
  },
  setSubstitutionDefault: {
    tags: ['cart'],
    summary: "Sets the account's substitution for the cart lines that say none",
    bearer: true,
    body: substitutionDefaultSchema,
    responses: { 200: substitutionDefaultSchema, 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope },
  },
  listDislikedProducts: {
    tags: ['cart'],
    summary:
      "The products the shopper never wants as a substitute (the closest match skips them), newest first, named in the request's locale",
    bearer: true,
    query: localeQuery,
    responses: { 200: dislikedProductsSchema, 400: errorEnvelope, 401: errorEnvelope },
  },
  addDislikedProduct: {
    tags: ['cart'],
    summary: 'Marks a product as never wanted as a substitute (idempotent); answers every disliked id',
    bearer: true,
    params: dislikedProductParams,
    responses: { 200: dislikedProductIdsSchema, 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope },
  },
  removeDislikedProduct: {
    tags: ['cart'],
    summary: 'Unmarks a disliked product (idempotent); answers every disliked id',
    bearer: true,
    params: dislikedProductParams,
    responses: { 200: dislikedProductIdsSchema, 400: errorEnvelope, 401: errorEnvelope },
  },
});
