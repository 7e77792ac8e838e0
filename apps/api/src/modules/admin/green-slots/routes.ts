import { endpoints } from '@consigne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../lib/route.js';
import { actorOf, staffOf } from '../shared/index.js';
import { explainGreenSlots, getGreenSettings, saveGreenSettings } from './service.js';

/** Back-office: green slots (managers: their warehouses; admins: all). */
export const greenSlotsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.getGreenSlotSettings, async (request) =>
    getGreenSettings(app.db, staffOf(request), request.params.warehouseId),
  );

  route(app, endpoints.saveGreenSlotSettings, async (request) =>
    saveGreenSettings(app.db, actorOf(request), request.params.warehouseId, request.body),
  );

  route(app, endpoints.explainGreenSlots, async (request) =>
    explainGreenSlots(app.db, staffOf(request), request.query),
  );
};
