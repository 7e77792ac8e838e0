import { endpoints } from '@consigne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.js';
import {
  basketView,
  changeBasket,
  createBasket,
  deleteBasket,
  pauseBasket,
  replaceLines,
  setDateSkipped,
  setLine,
} from './service.js';

/** The shopper's usual basket (ADR 0042), in the account area. */
export const usualBasketRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { onRequest: [], preHandler: [app.authenticate] };
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  route(app, endpoints.getUsualBasket, auth, async (request) =>
    basketView(app.db, request.userId!, request.locale),
  );
  route(app, endpoints.createUsualBasket, auth, async (request, reply) =>
    reply.status(201).send(await createBasket(app.db, request.userId!, request.body, request.locale)),
  );
  route(app, endpoints.changeUsualBasket, auth, async (request) =>
    changeBasket(app.db, request.userId!, request.body, request.locale),
  );
  route(app, endpoints.setUsualBasketLine, auth, async (request) =>
    setLine(app.db, request.userId!, request.body, request.locale),
  );
  route(app, endpoints.replaceUsualBasketLines, auth, async (request) =>
    replaceLines(app.db, request.userId!, request.body.lines, request.locale),
  );
  route(app, endpoints.pauseUsualBasket, auth, async (request) =>
    pauseBasket(app.db, request.userId!, request.body.until, request.locale),
  );
  route(app, endpoints.resumeUsualBasket, auth, async (request) =>
    pauseBasket(app.db, request.userId!, null, request.locale),
  );
  route(app, endpoints.skipUsualBasketDate, auth, async (request) =>
    setDateSkipped(app.db, request.userId!, request.params.occurrenceId, true, request.locale),
  );
  route(app, endpoints.unskipUsualBasketDate, auth, async (request) =>
    setDateSkipped(app.db, request.userId!, request.params.occurrenceId, false, request.locale),
  );
  route(app, endpoints.deleteUsualBasket, auth, async (request) => deleteBasket(app.db, request.userId!));
};
