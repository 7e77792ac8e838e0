import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  blogCoverParams,
  blogListQuery,
  blogListResponse,
  blogPostParams,
  blogPostResponse,
  blogSlug,
} from '@consigne/contract';
import { ApiError } from '../../lib/errors.js';
import { errorEnvelope } from '../../lib/schemas.js';
import { localeQuery } from '../../plugins/locale.js';
import { getPost, listPosts, postCover } from './service.js';

export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/blog',
    {
      schema: {
        tags: ['blog'],
        summary: 'Blog articles, newest first',
        querystring: blogListQuery,
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
        params: blogPostParams,
        querystring: localeQuery,
        response: { 200: blogPostResponse, 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) => {
      const post = blogSlug.safeParse(request.params.slug).success
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
        params: blogCoverParams,
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
