import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listWarehouses, resolveWarehouse, warehouseView } from './service.js';
import { endpoints } from '@consigne/contract';
import { route } from '../../lib/route.js';

export const warehouseRoutes: FastifyPluginAsyncZod<{ defaultWarehouseKey: string }> = async (
  app,
  { defaultWarehouseKey },
) => {
  route(
    app,
    endpoints.getWarehouse,
    {
      preHandler: app.optionalAuth,
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
  route(app, endpoints.listWarehouses, async () => listWarehouses(app.db));
};
