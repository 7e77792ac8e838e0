import { endpoints } from '@consigne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.js';
import { actorOf, staffOf } from '../admin/shared/index.js';
import { containersOf, createContainerMovement, reuseReportCsv, reuseReportOf } from './service.js';

/** Back-office: containers counted in units per warehouse (mounted under /api/admin: managers, their warehouses). */
export const containersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.getContainers, async (request) =>
    containersOf(app.db, staffOf(request), request.query),
  );

  route(app, endpoints.createContainerMovement, async (request, reply) =>
    reply.code(201).send(await createContainerMovement(app.db, actorOf(request), request.body)),
  );

  route(app, endpoints.getReuseReport, async (request) =>
    reuseReportOf(app.db, staffOf(request), request.query),
  );

  route(app, endpoints.exportReuseReport, async (request) =>
    reuseReportCsv(app.db, staffOf(request), request.query, request.locale),
  );
};
