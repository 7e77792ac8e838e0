import {
  depositsDayQuery,
  depositsDaySchema,
  depositsReconciliationQuery,
  depositsReconciliationSchema,
} from '@consigne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSchema, staffOf } from '../shared/index.js';
import { depositsDay, depositsReconciliation } from './service.js';

/** Back-office: the empties and deposits ledger per warehouse (managers: their warehouses). */
export const depositsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/deposits/day',
    {
      schema: adminSchema(
        "A warehouse's empties of a day: deposits out, returned, refused by reason; its customers' pending deposits, the oldest first",
        {
          querystring: depositsDayQuery,
          response: { 200: depositsDaySchema },
        },
      ),
    },
    async (request) => depositsDay(app.db, staffOf(request), request.query),
  );

  app.get(
    '/deposits/reconciliation',
    {
      schema: adminSchema(
        'Deposits out − refunded to the wallet − other movements = change in pending deposits, and the wallet’s refunds = the collections’ credited value, over a range of days (at most 366)',
        {
          querystring: depositsReconciliationQuery,
          response: { 200: depositsReconciliationSchema },
        },
      ),
    },
    async (request) => depositsReconciliation(app.db, staffOf(request), request.query),
  );
};
