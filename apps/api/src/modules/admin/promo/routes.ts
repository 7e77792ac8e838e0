import {
  adminPromoCodeSchema,
  createPromoCodeBody,
  disablePromoCodeBody,
  localeQuery,
  pageOf,
  pageQuery,
  promoCodeIdParams,
  promoCodesQuery,
  promoCodeUseSchema,
  updatePromoCodeBody,
} from '@consigne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminErrors } from '../errors.js';
import { requireAdmin } from '../staff.js';
import {
  createPromoCode,
  disablePromoCode,
  getPromoCode,
  listPromoCodes,
  listPromoCodeUses,
  updatePromoCode,
} from './service.js';

const tags = ['admin'];
const security = [{ bearer: [] }];

/**
 * Back-office promo codes (admins only): see packages/contract/src/admin/promo.ts. Registered under
 * /api/admin behind the staff check.
 */
export const promoAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { preHandler: requireAdmin };

  app.get(
    '/promo-codes',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Promo codes, newest first, with their uses and the revenue they brought (admins only)',
        querystring: promoCodesQuery,
        response: { 200: pageOf(adminPromoCodeSchema), ...adminErrors },
      },
    },
    async (request) => listPromoCodes(app.db, request.query),
  );

  app.post(
    '/promo-codes',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Creates a promo code (admins only); the code is unique whatever its case',
        querystring: localeQuery,
        body: createPromoCodeBody,
        response: { 201: adminPromoCodeSchema, ...adminErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await createPromoCode(app.db, request, request.body)),
  );

  app.get(
    '/promo-codes/:id',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'A promo code with its uses, orders, revenue and discount given (admins only)',
        params: promoCodeIdParams,
        querystring: localeQuery,
        response: { 200: adminPromoCodeSchema, ...adminErrors },
      },
    },
    async (request) => getPromoCode(app.db, request.params.id),
  );

  app.put(
    '/promo-codes/:id',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary:
          'Saves a promo code edited on the version read (admins only); changed meanwhile: 409 staleVersion',
        params: promoCodeIdParams,
        querystring: localeQuery,
        body: updatePromoCodeBody,
        response: { 200: adminPromoCodeSchema, ...adminErrors },
      },
    },
    async (request) => updatePromoCode(app.db, request, request.params.id, request.body),
  );

  app.post(
    '/promo-codes/:id/disable',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary:
          'Disables a promo code at once (admins only): carts holding it are told, orders are refused it',
        params: promoCodeIdParams,
        querystring: localeQuery,
        body: disablePromoCodeBody.optional(),
        response: { 200: adminPromoCodeSchema, ...adminErrors },
      },
    },
    async (request) => disablePromoCode(app.db, request, request.params.id),
  );

  app.get(
    '/promo-codes/:id/uses',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: "A promo code's uses, newest first, with their customer and order (admins only)",
        params: promoCodeIdParams,
        querystring: pageQuery,
        response: { 200: pageOf(promoCodeUseSchema), ...adminErrors },
      },
    },
    async (request) => listPromoCodeUses(app.db, request.params.id, request.query),
  );
};
