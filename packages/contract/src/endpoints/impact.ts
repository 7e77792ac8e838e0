import { impactSchema } from '../impact.js';
import { errorEnvelope, localeQuery } from '../primitives.js';
import { defineEndpoints } from '../endpoint.js';

export const impactEndpoints = defineEndpoints({
  getImpact: {
    tags: ['user'],
    summary:
      "The customer's impact from returnable glass (containers avoided, glass and packaging not produced, CO2e avoided, return rates), per month and since the first order, with the whole shop's for comparison",
    bearer: true,
    query: localeQuery,
    responses: { 200: impactSchema, 401: errorEnvelope },
  },
});
