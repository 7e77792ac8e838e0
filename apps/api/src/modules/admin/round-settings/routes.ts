import { endpoints } from '@consigne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../lib/route.js';
import { actorOf, staffOf } from '../shared/index.js';
import { createVan, deleteVan, getRoundSettings, moveVan, saveRoundSettings, updateVan } from './service.js';

/** Back-office: a warehouse's round settings and vans (managers: their warehouses; admins: all). */
export const roundSettingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.getRoundSettings, async (request) =>
    getRoundSettings(app.db, staffOf(request), request.params.warehouseId),
  );

  route(app, endpoints.saveRoundSettings, async (request) =>
    saveRoundSettings(app.db, actorOf(request), request.params.warehouseId, request.body),
  );

  route(app, endpoints.createVan, async (request, reply) =>
    reply.code(201).send(await createVan(app.db, actorOf(request), request.params.warehouseId, request.body)),
  );

  route(app, endpoints.updateVan, async (request) =>
    updateVan(app.db, actorOf(request), request.params.warehouseId, request.params.vanId, request.body),
  );

  route(app, endpoints.deleteVan, async (request) =>
    deleteVan(
      app.db,
      actorOf(request),
      request.params.warehouseId,
      request.params.vanId,
      request.query.version,
    ),
  );

  route(app, endpoints.moveVan, async (request) =>
    moveVan(app.db, actorOf(request), request.params.warehouseId, request.params.vanId, request.body),
  );
};
