import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../lib/errors.js';
import { errorEnvelope } from '../../lib/schemas.js';
import { localeQuery } from '../../plugins/locale.js';
import { resolveWarehouse } from '../warehouses/service.js';
import { crossSellQuery, crossSellResponse } from './schema.js';
import { crossSell, productImage } from './service.js';

export const catalogRoutes: FastifyPluginAsyncZod<{ defaultWarehouseKey: string }> = async (
  app,
  { defaultWarehouseKey },
) => {
  app.get(
    '/products/cross-sell',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Product listing, search and suggestions for one warehouse',
        querystring: crossSellQuery,
        response: { 200: crossSellResponse, 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) => {
      const warehouse = await resolveWarehouse(app.db, {
        warehouseId: request.query.warehouseId,
        userId: request.userId,
        defaultKey: defaultWarehouseKey,
      });
      return crossSell(app.db, request.query, warehouse, request.locale);
    },
  );

  app.get(
    '/media/products/:file',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Product packshot (SVG)',
        params: z.object({ file: z.string().regex(/^\d+\.svg$/) }),
        querystring: localeQuery.extend({ w: z.coerce.number().optional() }),
      },
    },
    async (request, reply) => {
      const svg = await productImage(app.db, Number.parseInt(request.params.file, 10));
      if (!svg) throw new ApiError(404, 'notFound');
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800')
        .send(svg);
    },
  );
};
