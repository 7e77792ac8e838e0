import { healthSchema, livenessSchema, readinessSchema } from '../health.js';
import { errorEnvelope, localeQuery } from '../primitives.js';
import { defineEndpoints } from '../endpoint.js';

export const healthEndpoints = defineEndpoints({
  getHealth: {
    tags: ['health'],
    summary: 'Liveness and database status',
    query: localeQuery,
    responses: { 200: healthSchema, 400: errorEnvelope, 503: healthSchema },
  },
  getLiveness: {
    tags: ['health'],
    summary: 'Liveness probe: the process answers (no database call)',
    query: localeQuery,
    responses: { 200: livenessSchema, 400: errorEnvelope },
  },
  getReadiness: {
    tags: ['health'],
    summary: 'Readiness probe: database reachable, migrations applied, not shutting down',
    query: localeQuery,
    responses: { 200: readinessSchema, 400: errorEnvelope, 503: readinessSchema },
  },
});
