import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelope, safeText } from '../../lib/schemas.js';
import { localeQuery } from '../../plugins/locale.js';
import { coverage, eligibility } from './service.js';
import { localizedZoneName } from '../../lib/zone-names.js';

const idName = z.object({ id: z.number(), name: z.string() });

export const zonesResponse = z.object({
  warehouses: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      city: z.string(),
      country: z.string(),
      communeCount: z.number(),
      postalCodeCount: z.number(),
    }),
  ),
  totalCommunes: z.number().describe('Distinct communes delivered, all warehouses together'),
  pickupPoints: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      address: z.string(),
      postalCode: z.string(),
      city: z.string(),
      warehouseName: z.string(),
    }),
  ),
});

export const eligibilityResponse = z.object({
  postalCode: z.string(),
  isEligible: z.boolean(),
  communes: z.array(z.object({ code: z.string(), name: z.string() })),
  zone: idName.nullable(),
  warehouse: idName.nullable(),
});

export const zoneRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/zones',
    {
      schema: {
        tags: ['zones'],
        summary: 'Delivery coverage: metros with their commune counts, and pickup points',
        querystring: localeQuery,
        response: { 200: zonesResponse, 400: errorEnvelope },
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
        querystring: localeQuery.extend({
          postalCode: z
            .string()
            .trim()
            .regex(/^\d{4,5}$/)
            .describe('4 digits (Belgium) or 5 digits (France)'),
          city: safeText(100).optional(),
        }),
        response: { 200: eligibilityResponse, 400: errorEnvelope },
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
