import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perMinute } from '../../lib/rate-limits.js';
import { errorEnvelope } from '../../lib/schemas.js';
import { localeQuery } from '../../plugins/locale.js';
import { applyPromoBody, cartSchema } from '@consigne/contract';
import { loadCart } from '../cart/service.js';
import { resolveWarehouse } from '../warehouses/service.js';
import { applyPromo, removePromo } from './service.js';

/** Promo codes of the cart (spec §3 appliedPromoCode, promoCodeEligible, promoCodeMessage, discountCode). */
export const promoRoutes: FastifyPluginAsyncZod<{
  defaultWarehouseKey: string;
  /** LOGIN_RATE_LIMIT: codes a customer may try a minute, so codes cannot be guessed by brute force. */
  rateLimitPerMinute: number;
}> = async (app, { defaultWarehouseKey, rateLimitPerMinute }) => {
  const auth = { onRequest: [], preHandler: [app.authenticate] };
  const warehouseOf = (userId: number) =>
    resolveWarehouse(app.db, { userId, defaultKey: defaultWarehouseKey });
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  app.post(
    '/cart/promo',
    {
      // Its own preHandler array: the rate-limit plugin appends its hook to it.
      onRequest: [],
      preHandler: [app.authenticate],
      config: { rateLimit: perMinute(rateLimitPerMinute, (request) => `promo|${request.userId}`) },
      schema: {
        tags: ['cart'],
        summary:
          'Applies a promo code to the cart when eligible (400 with the reason otherwise); returns the cart',
        security: [{ bearer: [] }],
        querystring: localeQuery,
        body: applyPromoBody,
        response: {
          200: cartSchema,
          400: errorEnvelope,
          401: errorEnvelope,
          404: errorEnvelope,
          429: errorEnvelope,
        },
      },
    },
    async (request) => {
      const userId = request.userId!;
      const warehouse = await warehouseOf(userId);
      const before = await loadCart(app.db, userId, warehouse, request.locale);
      // The minimum counts the products incl. VAT, before any discount.
      const subtotalCents = Math.round(before.totals.subtotalTtc * 100);
      await applyPromo(app.db, userId, request.body.code, subtotalCents, warehouse.id, request.locale);
      return loadCart(app.db, userId, warehouse, request.locale);
    },
  );

  app.delete(
    '/cart/promo',
    {
      ...auth,
      schema: {
        tags: ['cart'],
        summary: 'Removes the promo code of the cart; returns the cart',
        security: [{ bearer: [] }],
        querystring: localeQuery,
        response: { 200: cartSchema, 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) => {
      const userId = request.userId!;
      await removePromo(app.db, userId);
      return loadCart(app.db, userId, await warehouseOf(userId), request.locale);
    },
  );
};
