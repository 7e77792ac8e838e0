import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelope, euros, idParam } from '../../lib/schemas.js';
import { localeQuery } from '../../plugins/locale.js';
import { listWarehouses, resolveWarehouse, warehouseView } from './service.js';

export const warehouseSchema = z.object({
  id: z.number(),
  key: z.string(),
  name: z.string(),
  city: z.string(),
  country: z.string(),
  deliveryFreeThreshold: euros,
  deliveryFee: euros,
  orderMinimumAmount: euros,
});

export const warehouseRoutes: FastifyPluginAsyncZod<{ defaultWarehouseKey: string }> = async (
  app,
  { defaultWarehouseKey },
) => {
  app.get(
    '/warehouse/',
    {
      preHandler: app.optionalAuth,
      schema: {
        tags: ['warehouse'],
        summary: "The shopper's warehouse: delivery fee, free-delivery threshold and minimum order",
        querystring: localeQuery.extend({ warehouseId: idParam().optional() }),
        response: { 200: warehouseSchema, 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) =>
      warehouseView(
        await resolveWarehouse(app.db, {
          warehouseId: request.query.warehouseId,
          userId: request.userId,
          defaultKey: defaultWarehouseKey,
        }),
      ),
  );
  app.get(
    '/warehouses',
    {
      schema: {
        tags: ['warehouse'],
        summary: 'All warehouses',
        querystring: localeQuery,
        response: { 200: z.array(warehouseSchema) },
      },
    },
    async () => listWarehouses(app.db),
  );
};
