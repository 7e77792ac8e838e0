import { endpoints } from '@consigne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../lib/route.js';
import { staffOf } from '../shared/index.js';
import { adminBoard, adminLeads } from './service.js';

/** Back-office: the manager's board and its leads (managers: their warehouses; admins: all). */
export const boardAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.getAdminBoard, async (request) => adminBoard(app.db, staffOf(request), request.query));

  route(app, endpoints.listAdminLeads, async (request) =>
    adminLeads(app.db, staffOf(request), request.query),
  );
};
