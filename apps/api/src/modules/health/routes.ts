import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localeQuery } from '../../plugins/locale.js';

const health = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    status: z.enum(['up', 'down']),
    kind: z.enum(['pglite', 'postgres']),
    latencyMs: z.number(),
  }),
});

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
        response: { 200: health, 503: health },
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
