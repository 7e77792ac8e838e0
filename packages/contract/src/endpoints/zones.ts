import { errorEnvelope, localeQuery } from '../primitives.js';
import { eligibilityQuery, eligibilitySchema, zonesCoverageSchema } from '../zones.js';
import { defineEndpoints } from '../endpoint.js';

export const zonesEndpoints = defineEndpoints({
  listZones: {
    tags: ['zones'],
    summary: 'Delivery coverage: metros with their commune counts, and pickup points',
    query: localeQuery,
    responses: { 200: zonesCoverageSchema, 400: errorEnvelope },
  },
  checkZoneEligibility: {
    tags: ['zones'],
    summary: 'Is a postal code (optionally a city) delivered?',
    query: eligibilityQuery,
    responses: { 200: eligibilitySchema, 400: errorEnvelope },
  },
});
