import {
  adminTaxonomySchema,
  createCategoryBody,
  createRayonBody,
  createTagBody,
  localeQuery,
  moveTaxonomyBody,
  taxonomyIdParams,
  updateCategoryBody,
  updateRayonBody,
  updateTagBody,
} from '@consigne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, adminErrors, adminSchema, requireAdmin } from '../shared/index.js';
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

/** A creation answers the new entry's id with the whole, re-ordered taxonomy. */
const created = z.object({ id: z.number(), taxonomy: adminTaxonomySchema });

/**
 * Rayons, categories and tags (admins only): create, rename in the four locales, reorder, hide. Every change
 * is audited and clears the catalogue caches of every instance when it commits.
 */
export const taxonomyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // After the back-office's own onRequest (which loads the staff account), before validation: a manager
  // is refused whatever they sent.
  app.addHook('onRequest', requireAdmin);
  const answers = { 200: adminTaxonomySchema, ...adminErrors };

  app.get(
    '/taxonomy',
    {
      schema: adminSchema(
        'Rayons with their categories, and tags, in order, hidden ones included (admins only)',
        {
          querystring: localeQuery,
          response: answers,
        },
      ),
    },
    async () => adminTaxonomy(app.db),
  );

  app.post(
    '/rayons',
    {
      schema: adminSchema('Creates a Rayon, last; its slug is derived from the French name unless given', {
        body: createRayonBody,
        response: { 201: created },
      }),
    },
    async (request, reply) => reply.code(201).send(await createRayon(app.db, actorOf(request), request.body)),
  );

  app.patch(
    '/rayons/:id',
    {
      schema: adminSchema(
        'Renames, hides or re-slugs a Rayon (the old address redirects); 409 on a stale version',
        {
          params: taxonomyIdParams,
          body: updateRayonBody,
          response: answers,
        },
      ),
    },
    async (request) => updateRayon(app.db, actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/rayons/:id/move',
    {
      schema: adminSchema('Moves a Rayon one place up or down', {
        params: taxonomyIdParams,
        body: moveTaxonomyBody,
        response: answers,
      }),
    },
    async (request) => moveEntry(app.db, actorOf(request), 'rayon', request.params.id, request.body),
  );

  app.post(
    '/categories',
    {
      schema: adminSchema('Creates a category, last of its Rayon', {
        body: createCategoryBody,
        response: { 201: created },
      }),
    },
    async (request, reply) =>
      reply.code(201).send(await createCategory(app.db, actorOf(request), request.body)),
  );

  app.patch(
    '/categories/:id',
    {
      schema: adminSchema(
        'Renames, hides, re-slugs or moves a category to another Rayon; 409 on a stale version',
        {
          params: taxonomyIdParams,
          body: updateCategoryBody,
          response: answers,
        },
      ),
    },
    async (request) => updateCategory(app.db, actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/categories/:id/move',
    {
      schema: adminSchema('Moves a category one place up or down within its Rayon', {
        params: taxonomyIdParams,
        body: moveTaxonomyBody,
        response: answers,
      }),
    },
    async (request) => moveEntry(app.db, actorOf(request), 'category', request.params.id, request.body),
  );

  app.post(
    '/tags',
    {
      schema: adminSchema('Creates a tag, last; its key is derived from the French name unless given', {
        body: createTagBody,
        response: { 201: created },
      }),
    },
    async (request, reply) => reply.code(201).send(await createTag(app.db, actorOf(request), request.body)),
  );

  app.patch(
    '/tags/:id',
    {
      schema: adminSchema('Renames or hides a tag; 409 on a stale version', {
        params: taxonomyIdParams,
        body: updateTagBody,
        response: answers,
      }),
    },
    async (request) => updateTag(app.db, actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/tags/:id/move',
    {
      schema: adminSchema('Moves a tag one place up or down', {
        params: taxonomyIdParams,
        body: moveTaxonomyBody,
        response: answers,
      }),
    },
    async (request) => moveEntry(app.db, actorOf(request), 'tag', request.params.id, request.body),
  );
};
