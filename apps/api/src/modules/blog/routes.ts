import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../lib/errors.js';
import { errorEnvelope, intParam, safeText } from '../../lib/schemas.js';
import { localeQuery } from '../../plugins/locale.js';
import { getPost, listPosts, postCover } from './service.js';

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

const postSummary = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  publishedAt: z.string().describe('ISO 8601'),
  author: z.string(),
  cover: z.string().describe('URL of the generated cover (SVG)'),
  hasVideo: z.boolean(),
});

export const blogListResponse = z.object({ posts: z.array(postSummary), count: z.number() });

export const blogPostResponse = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  body: z.string().describe('Markdown, without raw HTML'),
  publishedAt: z.string().describe('ISO 8601'),
  author: z.string(),
  cover: z.string(),
  videoUrl: z.string().nullable(),
});

export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/blog',
    {
      schema: {
        tags: ['blog'],
        summary: 'Blog articles, newest first',
        querystring: localeQuery.extend({
          page: intParam(1, 1000).default(1),
          limit: intParam(1, 50).default(9),
        }),
        response: { 200: blogListResponse, 400: errorEnvelope },
      },
    },
    async (request) =>
      listPosts(app.db, request.locale, { page: request.query.page, limit: request.query.limit }),
  );

  app.get(
    '/blog/:slug',
    {
      schema: {
        tags: ['blog'],
        summary: 'One blog article (Markdown body)',
        params: z.object({ slug: safeText(200) }),
        querystring: localeQuery,
        response: { 200: blogPostResponse, 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) => {
      const post = slug.safeParse(request.params.slug).success
        ? await getPost(app.db, request.locale, request.params.slug)
        : null;
      if (!post) throw new ApiError(404, 'notFound');
      return post;
    },
  );

  app.get(
    '/media/blog/:file',
    {
      schema: {
        tags: ['blog'],
        summary: 'Generated cover of an article (SVG)',
        params: z.object({ file: z.string().regex(/^[a-z0-9-]+\.svg$/) }),
        querystring: localeQuery,
      },
    },
    async (request, reply) => {
      const svg = await postCover(app.db, request.params.file.slice(0, -'.svg'.length));
      if (!svg) throw new ApiError(404, 'notFound');
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800')
        .send(svg);
    },
  );
};
