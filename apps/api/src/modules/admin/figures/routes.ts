import { endpoints } from '@consigne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../lib/route.js';
import { staffOf } from '../shared/index.js';
import { figuresCsv } from './csv.js';
import { adminFigures } from './service.js';

/**
 * Back-office: the figures dashboard — managers read their warehouses (one, or all of theirs), admins
 * every warehouse and the whole shop. See packages/contract/src/admin/figures.ts.
 */
export const figuresAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.getBackOfficeFigures, async (request) =>
    adminFigures(app.db, staffOf(request), request.query),
  );

  route(app, endpoints.exportBackOfficeFigures, async (request) =>
    figuresCsv(app.db, staffOf(request), request.query, request.locale),
  );
};
