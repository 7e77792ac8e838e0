import { adminFiguresCsvSchema, adminFiguresQuery, adminFiguresSchema } from '@consigne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSchema, staffOf } from '../shared/index.js';
import { figuresCsv } from './csv.js';
import { adminFigures } from './service.js';

/**
 * Back-office: the figures dashboard — managers read their warehouses (one, or all of theirs), admins
 * every warehouse and the whole shop. See packages/contract/src/admin/figures.ts.
 */
export const figuresAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/figures',
    {
      schema: adminSchema(
        'Figures per day over a date range (default the last 30 days, at most 366), per warehouse and in all',
        {
          querystring: adminFiguresQuery,
          response: { 200: adminFiguresSchema },
        },
      ),
    },
    async (request) => adminFigures(app.db, staffOf(request), request.query),
  );

  app.get(
    '/figures/export',
    {
      schema: adminSchema(
        "The daily figures as a CSV file (UTF-8 with BOM, ';', decimal commas) and a total line, in JSON like every answer",
        {
          querystring: adminFiguresQuery,
          response: { 200: adminFiguresCsvSchema },
        },
      ),
    },
    async (request) => figuresCsv(app.db, staffOf(request), request.query),
  );
};
