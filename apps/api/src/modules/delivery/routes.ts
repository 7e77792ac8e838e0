import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { choosePickupPoint, listPickupPoints } from './service.js';
import { endpoints } from '@consigne/contract';
import { route } from '../../lib/route.js';

export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { onRequest: [], preHandler: [app.authenticate] };

  route(app, endpoints.listPickupPoints, auth, async (request) =>
    listPickupPoints(app.db, request.userId!, request.locale),
  );

  route(app, endpoints.choosePickupPoint, auth, async (request) =>
    choosePickupPoint(app.db, request.userId!, request.body.zone_id, request.locale),
  );
};
