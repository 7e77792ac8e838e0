import {
  adminPageSchema,
  adminPagesResponse,
  adminPostSchema,
  adminPromoBarSchema,
  adminPostsResponse,
  adminRedirectSchema,
  adminRedirectsResponse,
  contentDeleteQuery,
  contentIdParams,
  contentListQuery,
  localeQuery,
  noContent,
  savePageBody,
  savePostBody,
  savePromoBarBody,
  saveRedirectBody,
} from '@consigne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, adminSchema, requireAdmin } from '../shared/index.js';
import { createAdminPost, deleteAdminPost, getAdminPost, listAdminPosts, updateAdminPost } from './blog.js';
import { createAdminPage, getAdminPage, listAdminPages, updateAdminPage } from './pages.js';
import { getAdminPromoBar, updateAdminPromoBar } from './promo-bar.js';
import {
  createAdminRedirect,
  deleteAdminRedirect,
  listAdminRedirects,
  updateAdminRedirect,
} from './redirects.js';

/**
 * Back-office, content (admins only): editorial pages and CGV, blog articles (draft, scheduled,
 * published) and the storefront's redirects. See packages/contract/src/admin/content.ts.
 */
export const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireAdmin);

  app.get(
    '/content/pages',
    {
      schema: adminSchema('Editorial pages and CGV with their state and missing translations', {
        querystring: localeQuery,
        response: { 200: adminPagesResponse },
      }),
    },
    async () => listAdminPages(app.db),
  );
  app.post(
    '/content/pages',
    {
      schema: adminSchema('Creates a linked editorial page', {
        body: savePageBody,
        response: { 201: adminPageSchema },
      }),
    },
    async (request, reply) =>
      reply.code(201).send(await createAdminPage(app.db, actorOf(request), request.body)),
  );
  app.get(
    '/content/pages/:id',
    {
      schema: adminSchema('One editorial page in the four locales', {
        params: contentIdParams,
        querystring: localeQuery,
        response: { 200: adminPageSchema },
      }),
    },
    async (request) => getAdminPage(app.db, request.params.id),
  );
  app.put(
    '/content/pages/:id',
    {
      schema: adminSchema('Saves an editorial page (409 if saved by someone else since read)', {
        params: contentIdParams,
        body: savePageBody,
        response: { 200: adminPageSchema },
      }),
    },
    async (request) => updateAdminPage(app.db, actorOf(request), request.params.id, request.body),
  );

  app.get(
    '/content/blog',
    {
      schema: adminSchema('Blog articles, newest first, drafts and scheduled ones included', {
        querystring: contentListQuery,
        response: { 200: adminPostsResponse },
      }),
    },
    async (request) => listAdminPosts(app.db, request.query),
  );
  app.post(
    '/content/blog',
    {
      schema: adminSchema('Creates a blog article (a future publishedAt schedules it)', {
        body: savePostBody,
        response: { 201: adminPostSchema },
      }),
    },
    async (request, reply) =>
      reply.code(201).send(await createAdminPost(app.db, actorOf(request), request.body)),
  );
  app.get(
    '/content/blog/:id',
    {
      schema: adminSchema('One blog article in the four locales', {
        params: contentIdParams,
        querystring: localeQuery,
        response: { 200: adminPostSchema },
      }),
    },
    async (request) => getAdminPost(app.db, request.params.id),
  );
  app.put(
    '/content/blog/:id',
    {
      schema: adminSchema('Saves a blog article (409 if saved by someone else since read)', {
        params: contentIdParams,
        body: savePostBody,
        response: { 200: adminPostSchema },
      }),
    },
    async (request) => updateAdminPost(app.db, actorOf(request), request.params.id, request.body),
  );
  app.delete(
    '/content/blog/:id',
    {
      schema: adminSchema('Deletes a blog article (the version read is required)', {
        params: contentIdParams,
        querystring: contentDeleteQuery,
        response: { 204: noContent },
      }),
    },
    async (request, reply) => {
      await deleteAdminPost(app.db, actorOf(request), request.params.id, request.query.version);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/content/promo-bar',
    {
      schema: adminSchema("The home's promo bar in the four locales", {
        querystring: localeQuery,
        response: { 200: adminPromoBarSchema },
      }),
    },
    async () => getAdminPromoBar(app.db),
  );
  app.put(
    '/content/promo-bar',
    {
      schema: adminSchema("Saves the home's promo bar (409 if saved by someone else since read)", {
        body: savePromoBarBody,
        response: { 200: adminPromoBarSchema },
      }),
    },
    async (request) => updateAdminPromoBar(app.db, actorOf(request), request.body),
  );

  app.get(
    '/redirects',
    {
      schema: adminSchema("The storefront's server-supplied redirects, by path", {
        querystring: contentListQuery,
        response: { 200: adminRedirectsResponse },
      }),
    },
    async (request) => listAdminRedirects(app.db, request.query),
  );
  app.post(
    '/redirects',
    {
      schema: adminSchema('Creates a redirect; every instance follows it at once', {
        body: saveRedirectBody,
        response: { 201: adminRedirectSchema },
      }),
    },
    async (request, reply) =>
      reply.code(201).send(await createAdminRedirect(app.db, actorOf(request), request.body)),
  );
  app.put(
    '/redirects/:id',
    {
      schema: adminSchema('Saves a redirect (409 if saved by someone else since read)', {
        params: contentIdParams,
        body: saveRedirectBody,
        response: { 200: adminRedirectSchema },
      }),
    },
    async (request) => updateAdminRedirect(app.db, actorOf(request), request.params.id, request.body),
  );
  app.delete(
    '/redirects/:id',
    {
      schema: adminSchema('Deletes a redirect (the version read is required)', {
        params: contentIdParams,
        querystring: contentDeleteQuery,
        response: { 204: noContent },
      }),
    },
    async (request, reply) => {
      await deleteAdminRedirect(app.db, actorOf(request), request.params.id, request.query.version);
      return reply.code(204).send(null);
    },
  );
};
