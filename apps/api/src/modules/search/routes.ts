import { endpoints } from '@consigne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.js';
import { actorOf, requireAdmin } from '../admin/shared/index.js';
import { createSynonymSet, deleteSynonymSet, listSynonymSets, updateSynonymSet } from './admin.js';

/** The search's synonyms in the back-office (admins only): list, add, edit, delete; every change audited. */
export const searchSynonymsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // After the back-office's own onRequest (which loads the staff account), before validation.
  app.addHook('onRequest', requireAdmin);

  route(app, endpoints.listSearchSynonyms, async (request) =>
    listSynonymSets(app.db, request.query.searchLocale),
  );

  route(app, endpoints.createSearchSynonymSet, async (request, reply) =>
    reply.code(201).send(await createSynonymSet(app.db, actorOf(request), request.body)),
  );

  route(app, endpoints.updateSearchSynonymSet, async (request) =>
    updateSynonymSet(app.db, actorOf(request), request.params.id, request.body),
  );

  route(app, endpoints.deleteSearchSynonymSet, async (request) =>
    deleteSynonymSet(app.db, actorOf(request), request.params.id, request.query.version),
  );
};
