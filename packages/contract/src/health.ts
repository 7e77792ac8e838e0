/**
 * Health (GET /health: status and database), the probes (GET /health/live, GET /health/ready) and the
 * storefront's server-supplied redirects (GET /redirects).
 */
import { z } from 'zod';
import { localeQuery, safeText } from './primitives.js';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    status: z.enum(['up', 'down']),
    kind: z.enum(['pglite', 'postgres']),
    latencyMs: z.number(),
  }),
});

/** Liveness: the process answers; no database call. */
export const livenessSchema = z.object({ status: z.literal('ok') });

/** Readiness: 200 when the database answers, the migrations this build expects are applied, and the process is not shutting down. */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  database: z.enum(['up', 'down']),
  migrations: z.enum(['done', 'pending', 'unknown']),
  shuttingDown: z.boolean(),
});

export const redirectQuery = localeQuery.extend({ path: safeText(500).min(1).startsWith('/') });
export const redirectSchema = z.object({ target: z.string(), status: z.number() });
