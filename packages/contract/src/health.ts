/** Liveness (GET /health) and the storefront's server-supplied redirects (GET /redirects). */
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

export const redirectQuery = localeQuery.extend({ path: safeText(500).min(1).startsWith('/') });
export const redirectSchema = z.object({ target: z.string(), status: z.number() });
