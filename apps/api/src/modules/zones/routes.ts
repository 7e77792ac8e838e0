import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { coverage, eligibility } from './service.js';
import { localizedZoneName } from '../../lib/zone-names.js';
import { endpoints } from '@consigne/contract';
import { route } from '../../lib/route.js';

export const zoneRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.listZones, async (request) => coverage(app.db, request.locale));

  route(app, endpoints.checkZoneEligibility, async (request) => {
    const result = await eligibility(app.db, request.query.postalCode, request.query.city || undefined);
    const zone = result.zone && {
      ...result.zone,
      name: localizedZoneName(result.zone.name, request.locale),
    };
    return { ...result, zone };
  });
};
