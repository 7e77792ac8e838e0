import { endpoints } from '@consigne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../lib/route.js';
import { actorOf, staffOf } from '../shared/index.js';
import { adminRound, moveOrderVan } from './service.js';

/** Back-office: the rounds per van and slot (managers: their warehouses; admins: all). */
export const roundsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.getAdminVanRound, async (request) =>
    adminRound(app.db, staffOf(request), request.query),
  );

  route(app, endpoints.moveOrderToVan, async (request) =>
    moveOrderVan(app.db, actorOf(request), request.params.orderId, request.body.vanId),
  );
};
