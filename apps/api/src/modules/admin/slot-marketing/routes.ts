import {
  adminSlotMarketingListSchema,
  adminSlotMarketingSchema,
  createSlotMarketingBody,
  deleteSlotMarketingQuery,
  localeQuery,
  noContent,
  slotMarketingParams,
  updateSlotMarketingBody,
} from '@consigne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, adminSchema, staffOf } from '../shared/index.js';
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
  app.get(
    '/slot-marketing',
    {
      schema: adminSchema('Slot marketing operations: shop-wide ones and those of the warehouses in scope', {
        querystring: localeQuery,
        response: { 200: adminSlotMarketingListSchema },
      }),
    },
    async (request) => listSlotMarketing(app.db, staffOf(request)),
  );

  app.post(
    '/slot-marketing',
    {
      schema: adminSchema('Create an operation; the upcoming slots it reaches show it at once', {
        querystring: localeQuery,
        body: createSlotMarketingBody,
        response: { 201: adminSlotMarketingSchema },
      }),
    },
    async (request, reply) =>
      reply.code(201).send(await createSlotMarketing(app.db, actorOf(request), request.body)),
  );

  app.get(
    '/slot-marketing/:id',
    {
      schema: adminSchema('An operation, its four locales and the number of upcoming slots showing it', {
        params: slotMarketingParams,
        querystring: localeQuery,
        response: { 200: adminSlotMarketingSchema },
      }),
    },
    async (request) => getSlotMarketing(app.db, staffOf(request), request.params.id),
  );

  app.put(
    '/slot-marketing/:id',
    {
      schema: adminSchema('Change an operation (409 staleVersion if someone saved it meanwhile)', {
        params: slotMarketingParams,
        querystring: localeQuery,
        body: updateSlotMarketingBody,
        response: { 200: adminSlotMarketingSchema },
      }),
    },
    async (request) => updateSlotMarketing(app.db, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/slot-marketing/:id',
    {
      schema: adminSchema(
        'Delete an operation: its upcoming slots lose it (past ones keep what they showed)',
        {
          params: slotMarketingParams,
          querystring: deleteSlotMarketingQuery,
          response: { 204: noContent },
        },
      ),
    },
    async (request, reply) => {
      await deleteSlotMarketing(app.db, actorOf(request), request.params.id, request.query.version);
      return reply.code(204).send(null);
    },
  );
};
