import { endpoints } from '@consigne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../lib/errors.js';
import { perMinute } from '../../lib/rate-limits.js';
import { route } from '../../lib/route.js';
import { readTrackingToken, signTrackingToken, trackingExpiry } from './token.js';
import { ownTrackableOrder, trackingView } from './view.js';

/** Page polls every 30 s: 60 a minute per client leaves room for a few tabs and refreshes, not for guessing. */
const TRACKING_PER_MINUTE = 60;

export const trackingRoutes: FastifyPluginAsyncZod<{ key: Buffer }> = async (app, { key }) => {
  app.addHook('onSend', async (_request, reply) => {
    // A link's answer is that shopper's: never kept by a cache, never indexed.
    reply.header('cache-control', 'private, no-store');
    reply.header('x-robots-tag', 'noindex, nofollow');
    reply.header('referrer-policy', 'no-referrer');
  });

  route(
    app,
    endpoints.getTracking,
    {
      config: { rateLimit: perMinute(TRACKING_PER_MINUTE, (request) => `tracking|${request.clientAddress}`) },
    },
    async (request) => {
      const orderId = readTrackingToken(key, request.params.token);
      const view = orderId === null ? null : await trackingView(app.db, orderId);
      // Forged, truncated, expired, or an order with nothing to follow: one answer for all.
      if (!view) throw new ApiError(404, 'trackingNotFound');
      return view;
    },
  );

  route(
    app,
    endpoints.getOrderTracking,
    { onRequest: [], preHandler: [app.authenticate] },
    async (request) => {
      const order = await ownTrackableOrder(app.db, request.userId!, request.params.orderId);
      if (!order) throw new ApiError(404, 'orderNotFound');
      return { token: signTrackingToken(key, request.params.orderId, trackingExpiry(order.slotStartAt)) };
    },
  );
};
