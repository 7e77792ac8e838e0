import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentPageParams, contentPageSchema, contentPageSummarySchema } from '@consigne/contract';
import { errorEnvelope } from '../../lib/schemas.js';
import { localeQuery } from '../../plugins/locale.js';
import { getPage, listPages } from './service.js';

/** Editorial pages of spec §2 (page/{slug}), in the request locale. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pages',
    {
      schema: {
        tags: ['content'],
        summary: 'Editorial pages (title and summary) in the request locale',
        querystring: localeQuery,
        response: { 200: contentPageSummarySchema.array(), 400: errorEnvelope },
      },
    },
    async (request) => listPages(app.db, request.locale),
  );
  app.get(
    '/pages/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'One editorial page by slug or configuration key, body in Markdown',
        params: contentPageParams,
        querystring: localeQuery,
        response: { 200: contentPageSchema, 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) => getPage(app.db, request.params.slug, request.locale),
  );
};
