import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelope } from '../../lib/schemas.js';
import { localeQuery } from '../../plugins/locale.js';
import { resolveWarehouse } from '../warehouses/service.js';
import { selectedSlotSchema, slotGroupSchema, slotIdParams, warehouseQuery } from '@consigne/contract';
import { selectSlot, selectedSlot, slotGroups } from './service.js';

const tags = ['slots'];
const security = [{ bearer: [] }];

export const slotRoutes: FastifyPluginAsyncZod<{
  defaultWarehouseKey: string;
  slotHoldMinutes: number;
}> = async (app, { defaultWarehouseKey, slotHoldMinutes }) => {
  const auth = { onRequest: [], preHandler: [app.authenticate] };

  app.get(
    '/slots',
    {
      preHandler: app.optionalAuth,
      schema: {
        tags,
        summary:
          "Delivery slots of the shopper's warehouse that still take orders (until 2 h before the start; same-day ones until 17h), grouped by day",
        querystring: warehouseQuery,
        response: { 200: slotGroupSchema.array(), 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) => {
      const warehouse = await resolveWarehouse(app.db, {
        warehouseId: request.query.warehouseId,
        userId: request.userId,
        defaultKey: defaultWarehouseKey,
      });
      return slotGroups(app.db, warehouse.id, { userId: request.userId, locale: request.locale });
    },
  );

  app.get(
    '/user/selected/slot',
    {
      ...auth,
      schema: {
        tags,
        summary: "The user's selected slot and the end of the place it holds, or null",
        security,
        querystring: localeQuery,
        response: { 200: selectedSlotSchema.nullable(), 401: errorEnvelope },
      },
    },
    async (request) => selectedSlot(app.db, { userId: request.userId!, locale: request.locale }),
  );

  app.post(
    '/user/select/slot/:slotId',
    {
      ...auth,
      schema: {
        tags,
        summary: `Select a delivery slot (no order yet): holds one place for ${slotHoldMinutes} minutes. 409 when the slot is full, 422 once it no longer takes orders`,
        security,
        querystring: localeQuery,
        params: slotIdParams,
        response: {
          200: selectedSlotSchema,
          400: errorEnvelope,
          401: errorEnvelope,
          404: errorEnvelope,
          409: errorEnvelope,
          422: errorEnvelope,
        },
      },
    },
    async (request) =>
      selectSlot(app.db, {
        userId: request.userId!,
        slotId: request.params.slotId,
        holdMinutes: slotHoldMinutes,
        locale: request.locale,
      }),
  );
};
