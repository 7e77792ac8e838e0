import { healthSchema, livenessSchema, readinessSchema } from '../health.js';
import { localeQuery } from '../primitives.js';
import { defineEndpoints } from '../endpoint.js';

export const healthEndpoints = defineEndpoints({
  getHealth: {
    tags: ['health'],
    summary: 'Liveness and database status',
    query: localeQuery,
    responses: { 200: healthSchema, 503: healthSchema },
  },
  getLiveness: {
    tags: ['health'],
    summary: 'Liveness probe: the process answers (no database call)',
    query: localeQuery,
    responses: { 200: livenessSchema },
  },
  getReadiness: {
    tags: ['health'],
    summary: 'Readiness probe: database reachable, migrations applied, not shutting down',
    query: localeQuery,
    responses: { 200: readinessSchema, 503: readinessSchema },
  },
});
