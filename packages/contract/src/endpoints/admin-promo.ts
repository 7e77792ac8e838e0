import { pageOf, pageQuery } from '../admin/core.js';
import {
  adminPromoCodeSchema,
  createPromoCodeBody,
  disablePromoCodeBody,
  promoCodeIdParams,
  promoCodesQuery,
  promoCodeUseSchema,
  updatePromoCodeBody,
} from '../admin/promo.js';
import { localeQuery, staffErrors } from '../primitives.js';
import { defineEndpoints } from '../endpoint.js';

/** Back-office promo codes (admins only). */
export const adminPromoEndpoints = defineEndpoints({
  listAdminPromoCodes: {
    tags: ['admin'],
    summary: 'Promo codes, newest first, with their uses and the revenue they brought (admins only)',
    bearer: true,
    query: promoCodesQuery,
    responses: { 200: pageOf(adminPromoCodeSchema), ...staffErrors },
  },
  createAdminPromoCode: {
    tags: ['admin'],
    summary: 'Creates a promo code (admins only); the code is unique whatever its case',
    bearer: true,
    query: localeQuery,
    body: createPromoCodeBody,
    responses: { 201: adminPromoCodeSchema, ...staffErrors },
  },
  getAdminPromoCode: {
    tags: ['admin'],
    summary: 'A promo code with its uses, orders, revenue and discount given (admins only)',
    bearer: true,
    params: promoCodeIdParams,
    query: localeQuery,
    responses: { 200: adminPromoCodeSchema, ...staffErrors },
  },
  updateAdminPromoCode: {
    tags: ['admin'],
    summary:
      'Saves a promo code edited on the version read (admins only); changed meanwhile: 409 staleVersion',
    bearer: true,
    params: promoCodeIdParams,
    query: localeQuery,
    body: updatePromoCodeBody,
    responses: { 200: adminPromoCodeSchema, ...staffErrors },
  },
  disableAdminPromoCode: {
    tags: ['admin'],
    summary: 'Disables a promo code at once (admins only): carts holding it are told, orders are refused it',
    bearer: true,
    params: promoCodeIdParams,
    query: localeQuery,
    body: disablePromoCodeBody.optional(),
    responses: { 200: adminPromoCodeSchema, ...staffErrors },
  },
  listAdminPromoCodeUses: {
    tags: ['admin'],
    summary: "A promo code's uses, newest first, with their customer and order (admins only)",
    bearer: true,
    params: promoCodeIdParams,
    query: pageQuery,
    responses: { 200: pageOf(promoCodeUseSchema), ...staffErrors },
  },
});
