import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perMinute } from '../../lib/rate-limits.js';
import { resolveWarehouse } from '../warehouses/index.js';
import { noStore } from './routes.js';
import { applyCartPromo, removeCartPromo } from './service.js';
import { endpoints } from '@consigne/contract';
import { route } from '../../lib/route.js';

/**
 * Promo codes of the cart (appliedPromoCode, promoCodeEligible, promoCodeMessage, discountCode).
 * Cart routes: they answer the cart, which the cart module prices; the promo module only judges codes.
 */
export const promoRoutes: FastifyPluginAsyncZod<{
  defaultWarehouseKey: string;
  /** LOGIN_RATE_LIMIT: codes a customer may try a minute, so codes cannot be guessed by brute force. */
  rateLimitPerMinute: number;
}> = async (app, { defaultWarehouseKey, rateLimitPerMinute }) => {
  const auth = { onRequest: [], preHandler: [app.authenticate] };
  const warehouseOf = (userId: number) =>
    resolveWarehouse(app.db, { userId, defaultKey: defaultWarehouseKey });
  app.addHook('onSend', noStore);

  route(
    app,
    endpoints.applyPromoCode,
    {
      // Its own preHandler array: the rate-limit plugin appends its hook to it.
      onRequest: [],
      preHandler: [app.authenticate],
      config: { rateLimit: perMinute(rateLimitPerMinute, (request) => `promo|${request.userId}`) },
    },
    async (request) => {
      const userId = request.userId!;
      const warehouse = await warehouseOf(userId);
      return applyCartPromo(app.db, userId, warehouse, request.body.code, request.locale);
    },
  );

  route(app, endpoints.removePromoCode, auth, async (request) => {
    const userId = request.userId!;
    return removeCartPromo(app.db, userId, await warehouseOf(userId), request.locale);
  });
};
