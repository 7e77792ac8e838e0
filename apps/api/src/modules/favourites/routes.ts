import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addFavourite, favouriteIds, listFavourites, removeFavourite } from './service.js';
import { endpoints } from '@consigne/contract';
import { route } from '../../lib/route.js';

/** mes-favoris (logout resets favourites): the customer's favourite products. */
export const favouriteRoutes: FastifyPluginAsyncZod<{ defaultWarehouseKey: string }> = async (
  app,
  { defaultWarehouseKey },
) => {
  const auth = { onRequest: [], preHandler: [app.authenticate] };
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  route(app, endpoints.listFavourites, auth, async (request) =>
    listFavourites(app.db, request.userId!, defaultWarehouseKey, request.locale),
  );

  route(app, endpoints.listFavouriteIds, auth, async (request) => ({
    productIds: await favouriteIds(app.db, request.userId!),
  }));

  route(app, endpoints.addFavourite, auth, async (request) => ({
    productIds: await addFavourite(app.db, request.userId!, request.params.productId),
  }));

  route(app, endpoints.removeFavourite, auth, async (request) => ({
    productIds: await removeFavourite(app.db, request.userId!, request.params.productId),
  }));
};
