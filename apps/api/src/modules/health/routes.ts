import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '@consigne/contract';
import { localeQuery } from '../../plugins/locale.js';

export const healthRoutes: FastifyPluginAsyncZod<{ databaseKind: 'pglite' | 'postgres' }> = async (
  app,
  { databaseKind },
) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database status',
        querystring: localeQuery,
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const started = performance.now();
      let up = true;
      try {
        await app.db.execute(sql`select 1`);
      } catch {
        up = false;
      }
      const body = {
        status: up ? ('ok' as const) : ('degraded' as const),
        database: {
          status: up ? ('up' as const) : ('down' as const),
          kind: databaseKind,
          latencyMs: Math.round((performance.now() - started) * 100) / 100,
        },
      };
      return reply
        .status(up ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
};
