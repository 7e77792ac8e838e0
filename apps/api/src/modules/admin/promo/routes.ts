import { endpoints } from '@consigne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../lib/route.js';
import { actorOf, requireAdmin } from '../shared/index.js';
import {
  createPromoCode,
  disablePromoCode,
  getPromoCode,
  listPromoCodes,
  listPromoCodeUses,
  updatePromoCode,
} from './service.js';

/**
 * Back-office promo codes (admins only): see packages/contract/src/admin/promo.ts. Registered under
 * /api/admin behind the staff check.
 */
export const promoAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { preHandler: requireAdmin };

  route(app, endpoints.listAdminPromoCodes, admin, async (request) => listPromoCodes(app.db, request.query));

  route(app, endpoints.createAdminPromoCode, admin, async (request, reply) =>
    reply.code(201).send(await createPromoCode(app.db, actorOf(request), request.body)),
  );

  route(app, endpoints.getAdminPromoCode, admin, async (request) => getPromoCode(app.db, request.params.id));

  route(app, endpoints.updateAdminPromoCode, admin, async (request) =>
    updatePromoCode(app.db, actorOf(request), request.params.id, request.body),
  );

  route(app, endpoints.disableAdminPromoCode, admin, async (request) =>
    disablePromoCode(app.db, actorOf(request), request.params.id),
  );

  route(app, endpoints.listAdminPromoCodeUses, admin, async (request) =>
    listPromoCodeUses(app.db, request.params.id, request.query),
  );
};
