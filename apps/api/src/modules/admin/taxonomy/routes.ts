import { endpoints } from '@consigne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../lib/route.js';
import { actorOf, requireAdmin } from '../shared/index.js';
import {
  adminTaxonomy,
  createCategory,
  createRayon,
  createTag,
  moveEntry,
  updateCategory,
  updateRayon,
  updateTag,
} from './service.js';

/**
 * Rayons, categories and tags (admins only): create, rename in the four locales, reorder, hide. Every change
 * is audited and clears the catalogue caches of every instance when it commits.
 */
export const taxonomyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // After the back-office's own onRequest (which loads the staff account), before validation: a manager
  // is refused whatever they sent.
  app.addHook('onRequest', requireAdmin);

  route(app, endpoints.getAdminTaxonomy, async () => adminTaxonomy(app.db));

  route(app, endpoints.createAdminRayon, async (request, reply) =>
    reply.code(201).send(await createRayon(app.db, actorOf(request), request.body)),
  );

  route(app, endpoints.updateAdminRayon, async (request) =>
    updateRayon(app.db, actorOf(request), request.params.id, request.body),
  );

  route(app, endpoints.moveAdminRayon, async (request) =>
    moveEntry(app.db, actorOf(request), 'rayon', request.params.id, request.body),
  );

  route(app, endpoints.createAdminCategory, async (request, reply) =>
    reply.code(201).send(await createCategory(app.db, actorOf(request), request.body)),
  );

  route(app, endpoints.updateAdminCategory, async (request) =>
    updateCategory(app.db, actorOf(request), request.params.id, request.body),
  );

  route(app, endpoints.moveAdminCategory, async (request) =>
    moveEntry(app.db, actorOf(request), 'category', request.params.id, request.body),
  );

  route(app, endpoints.createAdminTag, async (request, reply) =>
    reply.code(201).send(await createTag(app.db, actorOf(request), request.body)),
  );

  route(app, endpoints.updateAdminTag, async (request) =>
    updateTag(app.db, actorOf(request), request.params.id, request.body),
  );

  route(app, endpoints.moveAdminTag, async (request) =>
    moveEntry(app.db, actorOf(request), 'tag', request.params.id, request.body),
  );
};
