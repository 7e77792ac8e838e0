import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { remoteConfigSource, type RemoteConfigSource } from './source.js';
import { endpoints } from '@consigne/contract';
import { route } from '../../lib/route.js';

/** The storefront fetches the remote configuration at most once an hour. */
export const REMOTE_CONFIG_MAX_AGE_SECONDS = 3600;

/**
 * GET /api/config/remote: the remote configuration, localized by `locale`.
 * Source: the API's own texts, or Firebase Remote Config when FIREBASE_PROJECT_ID, FIREBASE_API_KEY
 * and FIREBASE_APP_ID are all set (see source.ts).
 */
export const configRoutes: FastifyPluginAsyncZod<{
  source?: RemoteConfigSource;
  demoAccounts?: boolean;
  cardPayment?: boolean;
}> = async (app, { source = remoteConfigSource(), demoAccounts = false, cardPayment = false }) => {
  /** GET /api/config/shop: what the storefront shows about this installation (the demo accounts' notice). */
  route(app, endpoints.getShopConfig, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=60').send({ demoAccounts, cardPayment }),
  );

  route(app, endpoints.getRemoteConfig, async (request, reply) => {
    const values = await source.values(request.locale);
    return reply.header('cache-control', `public, max-age=${REMOTE_CONFIG_MAX_AGE_SECONDS}`).send(values);
  });
};
