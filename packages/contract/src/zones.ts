/** Delivery coverage and eligibility (GET /zones, GET /zones/eligibility). */
import { z } from 'zod';
import { localeQuery, safeText } from './primitives.js';

const idName = z.object({ id: z.number(), name: z.string() });

export const zonesCoverageSchema = z.object({
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

export const eligibilityQuery = localeQuery.extend({
  postalCode: z
    .string()
    .trim()
    .regex(/^\d{4,5}$/)
    .describe('4 digits (Belgium) or 5 digits (France)'),
  city: safeText(100).optional(),
});

export const eligibilitySchema = z.object({
  postalCode: z.string(),
  isEligible: z.boolean(),
  communes: z.array(z.object({ code: z.string(), name: z.string() })),
  zone: idName.nullable(),
  warehouse: idName.nullable(),
});
