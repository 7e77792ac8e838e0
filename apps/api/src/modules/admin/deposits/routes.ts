import { endpoints } from '@consigne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../lib/route.js';
import { staffOf } from '../shared/index.js';
import { depositsDay, depositsReconciliation } from './service.js';

/** Back-office: the empties and deposits ledger per warehouse (managers: their warehouses). */
export const depositsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.getDepositsLedgerDay, async (request) =>
    depositsDay(app.db, staffOf(request), request.query),
  );

  route(app, endpoints.getDepositsReconciliation, async (request) =>
    depositsReconciliation(app.db, staffOf(request), request.query),
  );
};
