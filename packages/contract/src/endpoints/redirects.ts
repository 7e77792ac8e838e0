import { redirectQuery, redirectSchema } from '../health.js';
import { errorEnvelope } from '../primitives.js';
import { defineEndpoints } from '../endpoint.js';

export const redirectsEndpoints = defineEndpoints({
  listRedirects: {
    tags: ['content'],
    summary: 'The redirect of a storefront path, if any',
    query: redirectQuery,
    responses: {
      200: redirectSchema,
      400: errorEnvelope,
      404: errorEnvelope,
    },
  },
});
