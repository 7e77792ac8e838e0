import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { databaseReadiness } from './readiness.js';
import { endpoints } from '@consigne/contract';
import { route } from '../../lib/route.js';

export const healthRoutes: FastifyPluginAsyncZod<{ databaseKind: 'pglite' | 'postgres' }> = async (
  app,
  { databaseKind },
) => {
  route(app, endpoints.getHealth, async (_request, reply) => {
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
  });
};

/**
 * The probes of nginx and an orchestrator (docs/observability.md). Liveness: the process answers, no
 * database call (a database outage must not get every instance restarted). Readiness: the database
 * answers, this build's migrations are applied, and no graceful shutdown has started (503 from the
 * SIGTERM on, while the requests in flight finish). Polled often: logged only when they fail.
 */
export const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    endpoints.getLiveness,
    {
      logLevel: 'warn',
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' as const }),
  );

  const readiness = databaseReadiness(app.db);
  route(
    app,
    endpoints.getReadiness,
    {
      logLevel: 'warn',
    },
    async (_request, reply) => {
      const shuttingDown = app.lifecycle.shuttingDown;
      const { database, migrations } = await readiness();
      const ready = !shuttingDown && database === 'up' && migrations === 'done';
      if (!ready) reply.log.warn({ shuttingDown, database, migrations }, 'not ready');
      return reply
        .status(ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({
          status: ready ? ('ready' as const) : ('not_ready' as const),
          database,
          migrations,
          shuttingDown,
        });
    },
  );
};
