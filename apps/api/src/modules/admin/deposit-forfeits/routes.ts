import { endpoints } from '@consigne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../lib/route.js';
import { actorOf, requireAdmin, staffOf } from '../shared/index.js';
import { forfeitSettings, listForfeits, runForfeitsNow, saveForfeitSetting } from './service.js';

/**
 * Back-office: deposits never returned in time, sold as packaging — the sales (managers: their
 * warehouses), each warehouse's period, and the daily run on demand (admins). See
 * packages/contract/src/admin/deposit-forfeits.ts and ADR 0015.
 */
export const depositForfeitsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.listDepositForfeits, async (request) =>
    listForfeits(app.db, staffOf(request), request.query),
  );

  route(app, endpoints.runDepositForfeits, { preHandler: requireAdmin }, async (request) =>
    runForfeitsNow(app.db, actorOf(request)),
  );

  route(app, endpoints.getDepositForfeitSettings, async (request) =>
    forfeitSettings(app.db, staffOf(request)),
  );

  route(app, endpoints.saveDepositForfeitSetting, async (request) =>
    saveForfeitSetting(app.db, actorOf(request), request.params.warehouseId, request.body.forfeitDays),
  );
};
