import { remoteConfigSchema, shopConfigSchema } from '../config.js';
import { errorEnvelope, localeQuery } from '../primitives.js';
import { defineEndpoints } from '../endpoint.js';

export const configEndpoints = defineEndpoints({
  getShopConfig: {
    tags: ['config'],
    summary:
      'Shop settings the storefront shows: whether the demo accounts are seeded (SEED_DEMO), whether card payment is offered (Stripe keys set)',
    query: localeQuery,
    responses: { 200: shopConfigSchema, 400: errorEnvelope },
  },
  getRemoteConfig: {
    tags: ['config'],
    summary: 'Remote configuration (delivery info story)',
    query: localeQuery,
    responses: { 200: remoteConfigSchema, 400: errorEnvelope },
  },
});
