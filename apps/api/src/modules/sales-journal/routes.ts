import { endpoints } from '@consigne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.js';
import { salesJournalReport } from './service.js';

/**
 * Back-office: the sales journal's check, registered inside the admin routes (a logged-in manager or
 * admin). One chain for the whole company: a manager reads its verdict and closures like an admin.
 */
export const salesJournalAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.verifySalesJournal, async () => salesJournalReport(app.db));
};
