import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TtlCache } from '../../lib/cache.js';
import { errorEnvelope } from '../../lib/schemas.js';
import { localeQuery } from '../../plugins/locale.js';
import { impactSchema } from '@consigne/contract';
import { customerImpact, shopImpact } from './service.js';

/**
 * Personal impact (spec §2 mon-impact-perso): the logged-in customer's figures and the whole shop's.
 * The shop-wide aggregate reads every delivery and collection: it is computed at most once per
 * `shopCacheSeconds` per instance (concurrent requests share one computation).
 */
export const impactRoutes: FastifyPluginAsyncZod<{ shopCacheSeconds?: number }> = async (
  app,
  { shopCacheSeconds = 300 },
) => {
  const shopCache = new TtlCache<Awaited<ReturnType<typeof shopImpact>>>(shopCacheSeconds * 1000, 1);
  app.get(
    '/user/impact',
    {
      onRequest: [],
      preHandler: [app.authenticate],
      schema: {
        tags: ['user'],
        summary:
          "The customer's impact from returnable glass (containers avoided, glass and packaging not produced, CO2e avoided, return rates), per month and since the first order, with the whole shop's for comparison",
        security: [{ bearer: [] }],
        querystring: localeQuery,
        response: { 200: impactSchema, 401: errorEnvelope },
      },
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
