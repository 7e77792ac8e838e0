import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { choosePickupPointBody, chosenPickupPointSchema, pickupPointSchema } from '@consigne/contract';
import { errorEnvelope } from '../../lib/schemas.js';
import { localeQuery } from '../../plugins/locale.js';
import { choosePickupPoint, listPickupPoints } from './service.js';

const tags = ['delivery'];
const security = [{ bearer: [] }];

export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { onRequest: [], preHandler: [app.authenticate] };

  app.get(
    '/user/delivery',
    {
      ...auth,
      schema: {
        tags,
        summary:
          'Pickup points near the user (selected address, else current zone), nearest first, distance in km',
        security,
        querystring: localeQuery,
        response: {
          200: pickupPointSchema.array(),
          401: errorEnvelope,
        },
      },
    },
    async (request) => listPickupPoints(app.db, request.userId!),
  );

  app.post(
    '/user/delivery',
    {
      ...auth,
      schema: {
        tags,
        summary:
          'Collect at this pickup point from now on; a change of zone empties the cart, a change of warehouse also drops the selected slot',
        security,
        querystring: localeQuery,
        body: choosePickupPointBody,
        response: {
          200: chosenPickupPointSchema,
          400: errorEnvelope,
          401: errorEnvelope,
          404: errorEnvelope,
        },
      },
    },
    async (request) => choosePickupPoint(app.db, request.userId!, request.body.zone_id),
  );
};
