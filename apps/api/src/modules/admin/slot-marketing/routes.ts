import { endpoints } from '@consigne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../lib/route.js';
import { actorOf, staffOf } from '../shared/index.js';
import {
  createSlotMarketing,
  deleteSlotMarketing,
  getSlotMarketing,
  listSlotMarketing,
  updateSlotMarketing,
} from './service.js';

/**
 * Marketing operations on delivery slots (packages/contract/src/admin/slot-marketing.ts): shop-wide ones
 * are the admins', a warehouse's are its managers' too. Every change re-applies them to upcoming slots.
 */
export const slotMarketingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.listSlotMarketingOperations, async (request) =>
    listSlotMarketing(app.db, staffOf(request)),
  );

  route(app, endpoints.createSlotMarketingOperation, async (request, reply) =>
    reply.code(201).send(await createSlotMarketing(app.db, actorOf(request), request.body)),
  );

  route(app, endpoints.getSlotMarketingOperation, async (request) =>
    getSlotMarketing(app.db, staffOf(request), request.params.id),
  );

  route(app, endpoints.updateSlotMarketingOperation, async (request) =>
    updateSlotMarketing(app.db, actorOf(request), request.params.id, request.body),
  );

  route(app, endpoints.deleteSlotMarketingOperation, async (request, reply) => {
    await deleteSlotMarketing(app.db, actorOf(request), request.params.id, request.query.version);
    return reply.code(204).send(null);
  });
};
