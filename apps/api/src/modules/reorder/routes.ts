import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reorder } from './service.js';
import { endpoints } from '@consigne/contract';
import { route } from '../../lib/route.js';

/** 'Commander à nouveau' from the home and the account. */
export const reorderRoutes: FastifyPluginAsyncZod<{ defaultWarehouseKey: string }> = async (
  app,
  { defaultWarehouseKey },
) => {
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  route(
    app,
    endpoints.reorder,
    {
      onRequest: [],
      preHandler: [app.authenticate],
    },
    async (request) =>
      reorder(app.db, request.userId!, request.params.orderId, defaultWarehouseKey, request.locale),
  );
};
