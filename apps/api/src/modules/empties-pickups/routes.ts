import { endpoints } from '@consigne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.js';
import { cancelPickup, listPickups, requestPickup } from './service.js';

/** The shopper's pickups of empties without an order (ADR 0037); the driver's side is the operator's. */
export const emptiesPickupRoutes: FastifyPluginAsyncZod<{
  /** EMPTIES_PICKUP_FEE_CENTS (default 0). */
  feeCents?: number;
}> = async (app, { feeCents = 0 }) => {
  const auth = { onRequest: [], preHandler: [app.authenticate] };
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  route(app, endpoints.listEmptiesPickups, auth, async (request) =>
    listPickups(app.db, request.userId!, feeCents),
  );

  route(app, endpoints.requestEmptiesPickup, auth, async (request, reply) => {
    const { slotId, addressId, instructions } = request.body;
    const { created, pickup } = await requestPickup(app.db, {
      userId: request.userId!,
      slotId,
      addressId,
      instructions,
      feeCents,
    });
    return reply.status(created ? 201 : 200).send(pickup);
  });

  route(app, endpoints.cancelEmptiesPickup, auth, async (request) =>
    cancelPickup(app.db, request.userId!, request.params.pickupId),
  );
};
