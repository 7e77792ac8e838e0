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
import { adminErrors } from '../errors.js';
import { requireAdmin } from '../staff.js';
import { createAdminPost, deleteAdminPost, getAdminPost, listAdminPosts, updateAdminPost } from './blog.js';
import { createAdminPage, getAdminPage, listAdminPages, updateAdminPage } from './pages.js';
import { getAdminPromoBar, updateAdminPromoBar } from './promo-bar.js';
import {
  createAdminRedirect,
  deleteAdminRedirect,
  listAdminRedirects,
  updateAdminRedirect,
} from './redirects.js';

const tags = ['admin'];
const security = [{ bearer: [] }];

/**
 * Back-office, content (admins only): editorial pages and CGV, blog articles (draft, scheduled,
 * published) and the storefront's redirects. See packages/contract/src/admin/content.ts.
 */
export const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireAdmin);
  const schema = <T extends object>(summary: string, rest: T) => ({ tags, security, summary, ...rest });

  app.get(
    '/content/pages',
    {
      schema: schema('Editorial pages and CGV with their state and missing translations', {
        querystring: localeQuery,
        response: { 200: adminPagesResponse, ...adminErrors },
      }),
    },
    async () => listAdminPages(app.db),
  );
  app.post(
    '/content/pages',
    {
      schema: schema('Creates a linked editorial page', {
        body: savePageBody,
        response: { 201: adminPageSchema, ...adminErrors },
      }),
    },
    async (request, reply) => reply.code(201).send(await createAdminPage(app.db, request, request.body)),
  );
  app.get(
    '/content/pages/:id',
    {
      schema: schema('One editorial page in the four locales', {
        params: contentIdParams,
        querystring: localeQuery,
        response: { 200: adminPageSchema, ...adminErrors },
      }),
    },
    async (request) => getAdminPage(app.db, request.params.id),
  );
  app.put(
    '/content/pages/:id',
    {
      schema: schema('Saves an editorial page (409 if saved by someone else since read)', {
        params: contentIdParams,
        body: savePageBody,
        response: { 200: adminPageSchema, ...adminErrors },
      }),
    },
    async (request) => updateAdminPage(app.db, request, request.params.id, request.body),
  );

  app.get(
    '/content/blog',
    {
      schema: schema('Blog articles, newest first, drafts and scheduled ones included', {
        querystring: contentListQuery,
        response: { 200: adminPostsResponse, ...adminErrors },
      }),
    },
    async (request) => listAdminPosts(app.db, request.query),
  );
  app.post(
    '/content/blog',
    {
      schema: schema('Creates a blog article (a future publishedAt schedules it)', {
        body: savePostBody,
        response: { 201: adminPostSchema, ...adminErrors },
      }),
    },
    async (request, reply) => reply.code(201).send(await createAdminPost(app.db, request, request.body)),
  );
  app.get(
    '/content/blog/:id',
    {
      schema: schema('One blog article in the four locales', {
        params: contentIdParams,
        querystring: localeQuery,
        response: { 200: adminPostSchema, ...adminErrors },
      }),
    },
    async (request) => getAdminPost(app.db, request.params.id),
  );
  app.put(
    '/content/blog/:id',
    {
      schema: schema('Saves a blog article (409 if saved by someone else since read)', {
        params: contentIdParams,
        body: savePostBody,
        response: { 200: adminPostSchema, ...adminErrors },
      }),
    },
    async (request) => updateAdminPost(app.db, request, request.params.id, request.body),
  );
  app.delete(
    '/content/blog/:id',
    {
      schema: schema('Deletes a blog article (the version read is required)', {
        params: contentIdParams,
        querystring: contentDeleteQuery,
        response: { 204: noContent, ...adminErrors },
      }),
    },
    async (request, reply) => {
      await deleteAdminPost(app.db, request, request.params.id, request.query.version);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/content/promo-bar',
    {
      schema: schema("The home's promo bar in the four locales", {
        querystring: localeQuery,
        response: { 200: adminPromoBarSchema, ...adminErrors },
      }),
    },
    async () => getAdminPromoBar(app.db),
  );
  app.put(
    '/content/promo-bar',
    {
      schema: schema("Saves the home's promo bar (409 if saved by someone else since read)", {
        body: savePromoBarBody,
        response: { 200: adminPromoBarSchema, ...adminErrors },
      }),
    },
    async (request) => updateAdminPromoBar(app.db, request, request.body),
  );

  app.get(
    '/redirects',
    {
      schema: schema("The storefront's server-supplied redirects, by path", {
        querystring: contentListQuery,
        response: { 200: adminRedirectsResponse, ...adminErrors },
      }),
    },
    async (request) => listAdminRedirects(app.db, request.query),
  );
  app.post(
    '/redirects',
    {
      schema: schema('Creates a redirect; every instance follows it at once', {
        body: saveRedirectBody,
        response: { 201: adminRedirectSchema, ...adminErrors },
      }),
    },
    async (request, reply) => reply.code(201).send(await createAdminRedirect(app.db, request, request.body)),
  );
  app.put(
    '/redirects/:id',
    {
      schema: schema('Saves a redirect (409 if saved by someone else since read)', {
        params: contentIdParams,
        body: saveRedirectBody,
        response: { 200: adminRedirectSchema, ...adminErrors },
      }),
    },
    async (request) => updateAdminRedirect(app.db, request, request.params.id, request.body),
  );
  app.delete(
    '/redirects/:id',
    {
      schema: schema('Deletes a redirect (the version read is required)', {
        params: contentIdParams,
        querystring: contentDeleteQuery,
        response: { 204: noContent, ...adminErrors },
      }),
    },
    async (request, reply) => {
      await deleteAdminRedirect(app.db, request, request.params.id, request.query.version);
      return reply.code(204).send(null);
    },
  );
};
