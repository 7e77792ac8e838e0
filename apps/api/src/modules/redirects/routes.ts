import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { redirectQuery, redirectSchema } from '@consigne/contract';
import { redirects } from '../../db/schema/index.js';
import { ApiError } from '../../lib/errors.js';
import { errorEnvelope } from '../../lib/schemas.js';

/** Spec §2: the server may supply a redirect for a path; an absolute target is a full page navigation. */
export const redirectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/redirects',
    {
      schema: {
        tags: ['content'],
        summary: 'The redirect of a storefront path, if any',
        querystring: redirectQuery,
        response: {
          200: redirectSchema,
          400: errorEnvelope,
          404: errorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const path = request.query.path.replace(/\/+$/, '') || '/';
      const [row] = await app.db.select().from(redirects).where(eq(redirects.path, path));
      if (!row) throw new ApiError(404, 'notFound');
      return reply
        .header('cache-control', 'public, max-age=300')
        .send({ target: row.target, status: row.status });
    },
  );
};
