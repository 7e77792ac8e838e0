import {
  moveOrderVanBody,
  movedOrderVanSchema,
  vanRoundOrderParams,
  vanRoundQuery,
  vanRoundSchema,
} from '@consigne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, adminSchema, staffOf } from '../shared/index.js';
import { adminRound, moveOrderVan } from './service.js';

/** Back-office: the rounds per van and slot (managers: their warehouses; admins: all). */
export const roundsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/rounds',
    {
      schema: adminSchema(
        "A van's round for a slot (default: today, the first slot with orders to deliver, the first van): stops in order from the warehouse, crates to drop, empties to collect",
        {
          querystring: vanRoundQuery,
          response: { 200: vanRoundSchema },
        },
      ),
    },
    async (request) => adminRound(app.db, staffOf(request), request.query),
  );

  app.put(
    '/rounds/orders/:orderId/van',
    {
      schema: adminSchema(
        'Moves an order to another van of its warehouse (not once delivered or cancelled)',
        {
          params: vanRoundOrderParams,
          body: moveOrderVanBody,
          response: { 200: movedOrderVanSchema },
        },
      ),
    },
    async (request) => moveOrderVan(app.db, actorOf(request), request.params.orderId, request.body.vanId),
  );
};
