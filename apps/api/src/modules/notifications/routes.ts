import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@consigne/contract';
import type { Config } from '../../config.js';
import { route } from '../../lib/route.js';
import {
  deletePushSubscription,
  notificationPreferences,
  savePushSubscription,
  updateNotificationPreferences,
} from './preferences.js';

/** The shopper's notification choices and push subscriptions (mon-compte/newsletter-et-communications). */
export const notificationRoutes: FastifyPluginAsyncZod<{
  config: Pick<Config, 'vapid' | 'pushTestHosts'>;
}> = async (app, { config }) => {
  const auth = { preHandler: [app.authenticate] };
  const publicKey = config.vapid.publicKey;

  route(app, endpoints.getNotificationPreferences, auth, async (request) =>
    notificationPreferences(app.db, request.userId!, publicKey),
  );

  route(app, endpoints.updateNotificationPreferences, auth, async (request) => {
    await updateNotificationPreferences(app.db, request.userId!, request.body.choices);
    return notificationPreferences(app.db, request.userId!, publicKey);
  });

  route(app, endpoints.savePushSubscription, auth, async (request, reply) =>
    reply
      .status(201)
      .send(await savePushSubscription(app.db, request.userId!, request.body, config.pushTestHosts)),
  );

  route(app, endpoints.deletePushSubscription, auth, async (request, reply) => {
    await deletePushSubscription(app.db, request.userId!, request.body.endpoint);
    return reply.status(204).send(null);
  });
};
