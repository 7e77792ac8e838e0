import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eligibilityQuery, eligibilitySchema, zonesCoverageSchema } from '@consigne/contract';
import { errorEnvelope } from '../../lib/schemas.js';
import { localeQuery } from '../../plugins/locale.js';
import { coverage, eligibility } from './service.js';
import { localizedZoneName } from '../../lib/zone-names.js';

export const zoneRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/zones',
    {
      schema: {
        tags: ['zones'],
        summary: 'Delivery coverage: metros with their commune counts, and pickup points',
        querystring: localeQuery,
        response: { 200: zonesCoverageSchema, 400: errorEnvelope },
      },
    },
    async () => coverage(app.db),
  );

  app.get(
    '/zones/eligibility',
    {
      schema: {
        tags: ['zones'],
        summary: 'Is a postal code (optionally a city) delivered?',
        querystring: eligibilityQuery,
        response: { 200: eligibilitySchema, 400: errorEnvelope },
      },
    },
    async (request) => {
      const result = await eligibility(app.db, request.query.postalCode, request.query.city || undefined);
      const zone = result.zone && {
        ...result.zone,
        name: localizedZoneName(result.zone.name, request.locale),
      };
      return { ...result, zone };
    },
  );
};
