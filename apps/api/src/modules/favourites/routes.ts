import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelope } from '../../lib/schemas.js';
import { localeQuery } from '../../plugins/locale.js';
import { favouriteIdsSchema, favouriteParams, favouritesSchema } from '@consigne/contract';
import { addFavourite, favouriteIds, listFavourites, removeFavourite } from './service.js';

const tags = ['favourites'];
const security = [{ bearer: [] }];

/** Spec §2 mes-favoris and §4 (logout resets favourites): the customer's favourite products. */
export const favouriteRoutes: FastifyPluginAsyncZod<{ defaultWarehouseKey: string }> = async (
  app,
  { defaultWarehouseKey },
) => {
  const auth = { onRequest: [], preHandler: [app.authenticate] };
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/user/favourites',
    {
      ...auth,
      schema: {
        tags,
        summary:
          "The customer's favourites, newest first: their product ids and the entries of the customer's warehouse, as the catalogue answers them",
        security,
        querystring: localeQuery,
        response: { 200: favouritesSchema, 400: errorEnvelope, 401: errorEnvelope },
      },
    },
    async (request) => listFavourites(app.db, request.userId!, defaultWarehouseKey, request.locale),
  );

  app.get(
    '/user/favourites/ids',
    {
      ...auth,
      schema: {
        tags,
        summary: "The customer's favourite product ids, newest first (the hearts of every page)",
        security,
        querystring: localeQuery,
        response: { 200: favouriteIdsSchema, 400: errorEnvelope, 401: errorEnvelope },
      },
    },
    async (request) => ({ productIds: await favouriteIds(app.db, request.userId!) }),
  );

  app.put(
    '/user/favourites/:productId',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Adds a product to the favourites (idempotent); answers every favourite id',
        security,
        querystring: localeQuery,
        params: favouriteParams,
        response: { 200: favouriteIdsSchema, 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) => ({
      productIds: await addFavourite(app.db, request.userId!, request.params.productId),
    }),
  );

  app.delete(
    '/user/favourites/:productId',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Removes a product from the favourites (idempotent); answers every favourite id',
        security,
        querystring: localeQuery,
        params: favouriteParams,
        response: { 200: favouriteIdsSchema, 400: errorEnvelope, 401: errorEnvelope },
      },
    },
    async (request) => ({
      productIds: await removeFavourite(app.db, request.userId!, request.params.productId),
    }),
  );
};
