import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelope } from '../../lib/schemas.js';
import { localeQuery } from '../../plugins/locale.js';
import { resolveWarehouse } from '../warehouses/service.js';
import { slotGroups } from './service.js';

export const slotSchema = z.object({
  id: z.number(),
  startAt: z.string(),
  endAt: z.string(),
  isFull: z.boolean(),
  isSoonFull: z.boolean(),
  marketingOperationText: z.string().nullable(),
  marketingDescription: z.string().nullable(),
  icon: z.string().nullable(),
  backgroundColor: z.string().nullable(),
  textColor: z.string().nullable(),
});

export const slotRoutes: FastifyPluginAsyncZod<{ defaultWarehouseKey: string }> = async (
  app,
  { defaultWarehouseKey },
) => {
  app.get(
    '/slots',
    {
      schema: {
        tags: ['slots'],
        summary: "Delivery slots of the shopper's warehouse, grouped by day",
        querystring: localeQuery.extend({ warehouseId: z.coerce.number().int().positive().optional() }),
        response: {
          200: z.array(z.object({ date: z.string(), slots: z.array(slotSchema) })),
          400: errorEnvelope,
          404: errorEnvelope,
        },
      },
    },
    async (request) => {
      const warehouse = await resolveWarehouse(app.db, {
        warehouseId: request.query.warehouseId,
        userId: request.userId,
        defaultKey: defaultWarehouseKey,
      });
      return slotGroups(app.db, warehouse.id);
    },
  );
};
