import { endpoints } from '@consigne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../lib/route.js';
import { actorOf, staffOf } from '../shared/index.js';
import { closeCashSheet, getCashSheet, listCashSheets } from './service.js';

/** Back-office: the drivers' cash sheets, checked and closed by a manager (their warehouses). */
export const cashSheetsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.listCashSheets, async (request) =>
    listCashSheets(app.db, staffOf(request), request.query),
  );

  route(app, endpoints.getCashSheet, async (request) =>
    getCashSheet(app.db, staffOf(request), request.params.id),
  );

  route(app, endpoints.closeCashSheet, async (request) =>
    closeCashSheet(app.db, actorOf(request), request.params.id, request.body.note),
  );
};
