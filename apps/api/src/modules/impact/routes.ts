import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TtlCache } from '../../lib/cache.js';
import { customerImpact, shopImpact } from './service.js';
import { endpoints } from '@consigne/contract';
import { route } from '../../lib/route.js';

/**
 * Personal impact (mon-impact-perso): the logged-in customer's figures and the whole shop's.
 * The shop-wide aggregate reads every delivery and collection: it is computed at most once per
 * `shopCacheSeconds` per instance (concurrent requests share one computation).
 */
export const impactRoutes: FastifyPluginAsyncZod<{ shopCacheSeconds?: number }> = async (
  app,
  { shopCacheSeconds = 300 },
) => {
  const shopCache = new TtlCache<Awaited<ReturnType<typeof shopImpact>>>(shopCacheSeconds * 1000, 1);
  route(
    app,
    endpoints.getImpact,
    {
      onRequest: [],
      preHandler: [app.authenticate],
    },
    async (request, reply) => {
      const [mine, shop] = await Promise.all([
        customerImpact(app.db, request.userId!),
        shopCache.get('shop', () => shopImpact(app.db)),
      ]);
      reply.header('cache-control', 'private, no-store');
      return { ...mine, shop };
    },
  );
};
