import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blogSlug } from '@consigne/contract';
import { ApiError } from '../../lib/errors.js';
import { getPost, listPosts, postCover } from './service.js';
import { endpoints } from '@consigne/contract';
import { route } from '../../lib/route.js';

export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.listBlogPosts, async (request) =>
    listPosts(app.db, request.locale, { page: request.query.page, limit: request.query.limit }),
  );

  route(app, endpoints.getBlogPost, async (request) => {
    const post = blogSlug.safeParse(request.params.slug).success
      ? await getPost(app.db, request.locale, request.params.slug)
      : null;
    if (!post) throw new ApiError(404, 'notFound');
    return post;
  });

  route(app, endpoints.getBlogImage, async (request, reply) => {
    const svg = await postCover(app.db, request.params.file.slice(0, -'.svg'.length));
    if (!svg) throw new ApiError(404, 'notFound');
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800')
      .send(svg);
  });
};
