import { endpoints } from '@consigne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.js';
import type { PaymentProvider } from '../orders/index.js';
import { detachCardJob } from './jobs.js';
import { listCards, removeCard, startCardSetup } from './service.js';

/** The shopper's saved card (ADR 0051), in the account area: their own only. */
export const savedCardRoutes: FastifyPluginAsyncZod<{
  payments: PaymentProvider | null;
  publicUrl: string;
}> = async (app, { payments, publicUrl }) => {
  const auth = { onRequest: [], preHandler: [app.authenticate] };
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  route(app, endpoints.getSavedCards, auth, async (request) => listCards(app.db, request.userId!));
  route(app, endpoints.startCardSetup, auth, async (request, reply) =>
    reply.status(201).send(
      await startCardSetup(
        app.db,
        payments,
        { userId: request.userId!, locale: request.locale, publicUrl },
        // Stripe's error, never the shopper's data.
        (error) => request.log.error({ error }, 'card setup session could not be created'),
      ),
    ),
  );
  route(app, endpoints.removeSavedCard, auth, async (request) => {
    const answer = await removeCard(app.db, request.userId!, request.params.cardId);
    // Its detachment is a job of the removal's transaction: this instance's worker takes it now.
    app.jobs.wake(detachCardJob.name);
    return answer;
  });
};
