import { endpoints } from '@consigne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../lib/route.js';
import { actorOf, requireAdmin } from '../shared/index.js';
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

  route(app, endpoints.listAdminPages, async () => listAdminPages(app.db));
  route(app, endpoints.createAdminPage, async (request, reply) =>
    reply.code(201).send(await createAdminPage(app.db, actorOf(request), request.body)),
  );
  route(app, endpoints.getAdminPage, async (request) => getAdminPage(app.db, request.params.id));
  route(app, endpoints.updateAdminPage, async (request) =>
    updateAdminPage(app.db, actorOf(request), request.params.id, request.body),
  );

  route(app, endpoints.listAdminBlogPosts, async (request) => listAdminPosts(app.db, request.query));
  route(app, endpoints.createAdminBlogPost, async (request, reply) =>
    reply.code(201).send(await createAdminPost(app.db, actorOf(request), request.body)),
  );
  route(app, endpoints.getAdminBlogPost, async (request) => getAdminPost(app.db, request.params.id));
  route(app, endpoints.updateAdminBlogPost, async (request) =>
    updateAdminPost(app.db, actorOf(request), request.params.id, request.body),
  );
  route(app, endpoints.deleteAdminBlogPost, async (request, reply) => {
    await deleteAdminPost(app.db, actorOf(request), request.params.id, request.query.version);
    return reply.code(204).send(null);
  });

  route(app, endpoints.getAdminPromoBar, async () => getAdminPromoBar(app.db));
  route(app, endpoints.updateAdminPromoBar, async (request) =>
    updateAdminPromoBar(app.db, actorOf(request), request.body),
  );

  route(app, endpoints.listAdminRedirects, async (request) => listAdminRedirects(app.db, request.query));
  route(app, endpoints.createAdminRedirect, async (request, reply) =>
    reply.code(201).send(await createAdminRedirect(app.db, actorOf(request), request.body)),
  );
  route(app, endpoints.updateAdminRedirect, async (request) =>
    updateAdminRedirect(app.db, actorOf(request), request.params.id, request.body),
  );
  route(app, endpoints.deleteAdminRedirect, async (request, reply) => {
    await deleteAdminRedirect(app.db, actorOf(request), request.params.id, request.query.version);
    return reply.code(204).send(null);
  });
};
