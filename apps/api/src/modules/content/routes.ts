import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelope, safeText } from '../../lib/schemas.js';
import { localeQuery } from '../../plugins/locale.js';
import { getPage, listPages } from './service.js';

export const contentPageSummarySchema = z.object({
  key: z.string().nullable().describe('Configuration key (concept, cgv, …) or null for linked pages'),
  slug: z.string().describe('URL slug, French in every locale'),
  title: z.string(),
  summary: z.string(),
});

export const contentPageSchema = contentPageSummarySchema.extend({
  body: z.string().describe('Markdown, without raw HTML'),
  updatedAt: z.string().describe('ISO 8601 date-time of the last edit'),
});

/** Editorial pages of spec §2 (page/{slug}), in the request locale. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pages',
    {
      schema: {
        tags: ['content'],
        summary: 'Editorial pages (title and summary) in the request locale',
        querystring: localeQuery,
        response: { 200: z.array(contentPageSummarySchema), 400: errorEnvelope },
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
        params: z.object({ slug: safeText(200).min(1) }),
        querystring: localeQuery,
        response: { 200: contentPageSchema, 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) => getPage(app.db, request.params.slug, request.locale),
  );
};
