import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelope } from '../../lib/schemas.js';
import { localeQuery } from '../../plugins/locale.js';
import { reorderParams, reorderResultSchema } from '@consigne/contract';
import { reorder } from './service.js';

/** Issue 13 §8: 'Commander à nouveau' from the home and the account. */
export const reorderRoutes: FastifyPluginAsyncZod<{ defaultWarehouseKey: string }> = async (
  app,
  { defaultWarehouseKey },
) => {
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  app.post(
    '/orders/:orderId/reorder',
    {
      onRequest: [],
      preHandler: [app.authenticate],
      schema: {
        tags: ['orders'],
        summary:
          "Adds the products of one of the customer's orders to the cart again, in one transaction: the entries of the customer's warehouse that are available, each within its maxOrderable (counting the cart); answers what was added and what was not, and why",
        security: [{ bearer: [] }],
        querystring: localeQuery,
        params: reorderParams,
        response: { 200: reorderResultSchema, 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) =>
      reorder(app.db, request.userId!, request.params.orderId, defaultWarehouseKey, request.locale),
  );
};
