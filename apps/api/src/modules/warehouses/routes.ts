import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { warehouseQuery, warehouseSchema } from '@consigne/contract';
import { errorEnvelope } from '../../lib/schemas.js';
import { localeQuery } from '../../plugins/locale.js';
import { listWarehouses, resolveWarehouse, warehouseView } from './service.js';

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
        querystring: warehouseQuery,
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
        response: { 200: warehouseSchema.array() },
      },
    },
    async () => listWarehouses(app.db),
  );
};
