import { endpoints } from '@consigne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.js';
import { assertWholeShop, staffOf } from '../admin/shared/index.js';
import { salesJournalReport } from './service.js';

/**
 * Back-office: the sales journal's check, registered inside the admin routes. One chain for the whole
 * company, its perpetual total every warehouse's sales: the books' readers only (admins, and managers
 * of every warehouse), like the FEC.
 */
export const salesJournalAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.verifySalesJournal, async (request) => {
    await assertWholeShop(app.db, staffOf(request));
    return salesJournalReport(app.db);
  });
};
