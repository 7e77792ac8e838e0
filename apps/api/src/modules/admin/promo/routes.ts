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
import { actorOf, adminSchema, requireAdmin } from '../shared/index.js';
import {
  createPromoCode,
  disablePromoCode,
  getPromoCode,
  listPromoCodes,
  listPromoCodeUses,
  updatePromoCode,
} from './service.js';

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
      schema: adminSchema(
        'Promo codes, newest first, with their uses and the revenue they brought (admins only)',
        {
          querystring: promoCodesQuery,
          response: { 200: pageOf(adminPromoCodeSchema) },
        },
      ),
    },
    async (request) => listPromoCodes(app.db, request.query),
  );

  app.post(
    '/promo-codes',
    {
      ...admin,
      schema: adminSchema('Creates a promo code (admins only); the code is unique whatever its case', {
        querystring: localeQuery,
        body: createPromoCodeBody,
        response: { 201: adminPromoCodeSchema },
      }),
    },
    async (request, reply) =>
      reply.code(201).send(await createPromoCode(app.db, actorOf(request), request.body)),
  );

  app.get(
    '/promo-codes/:id',
    {
      ...admin,
      schema: adminSchema('A promo code with its uses, orders, revenue and discount given (admins only)', {
        params: promoCodeIdParams,
        querystring: localeQuery,
        response: { 200: adminPromoCodeSchema },
      }),
    },
    async (request) => getPromoCode(app.db, request.params.id),
  );

  app.put(
    '/promo-codes/:id',
    {
      ...admin,
      schema: adminSchema(
        'Saves a promo code edited on the version read (admins only); changed meanwhile: 409 staleVersion',
        {
          params: promoCodeIdParams,
          querystring: localeQuery,
          body: updatePromoCodeBody,
          response: { 200: adminPromoCodeSchema },
        },
      ),
    },
    async (request) => updatePromoCode(app.db, actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/promo-codes/:id/disable',
    {
      ...admin,
      schema: adminSchema(
        'Disables a promo code at once (admins only): carts holding it are told, orders are refused it',
        {
          params: promoCodeIdParams,
          querystring: localeQuery,
          body: disablePromoCodeBody.optional(),
          response: { 200: adminPromoCodeSchema },
        },
      ),
    },
    async (request) => disablePromoCode(app.db, actorOf(request), request.params.id),
  );

  app.get(
    '/promo-codes/:id/uses',
    {
      ...admin,
      schema: adminSchema("A promo code's uses, newest first, with their customer and order (admins only)", {
        params: promoCodeIdParams,
        querystring: pageQuery,
        response: { 200: pageOf(promoCodeUseSchema) },
      }),
    },
    async (request) => listPromoCodeUses(app.db, request.params.id, request.query),
  );
};
