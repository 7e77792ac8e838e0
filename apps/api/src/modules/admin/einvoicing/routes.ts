import { endpoints } from '@consigne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../lib/route.js';
import { EINVOICING_SEND_QUEUE, eReportOf, listEReports, sendEReportNow } from '../../einvoicing/index.js';
import { requireAdmin } from '../shared/index.js';

/**
 * Back-office (inside /api/admin, whose preHandler checks the staff account): the B2C e-reports of
 * modules/einvoicing, administrators only. See packages/contract/src/admin/einvoicing.ts and ADR 0046.
 */
export const einvoicingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { preHandler: requireAdmin };

  route(app, endpoints.listEReports, admin, async () => listEReports(app.db));

  route(app, endpoints.getEReport, admin, async (request) => eReportOf(app.db, request.params.day));

  route(app, endpoints.sendEReport, admin, async (request, reply) => {
    const transmission = await sendEReportNow(app.db, request.params.day);
    // Committed: this instance's worker sends it now rather than at its next poll.
    app.jobs.wake(EINVOICING_SEND_QUEUE);
    return reply.code(202).send(transmission);
  });
};
