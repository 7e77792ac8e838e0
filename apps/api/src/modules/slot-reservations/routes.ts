import { endpoints } from '@consigne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.js';
import {
  changeReservation,
  createReservation,
  releaseReservation,
  reservationView,
  setWeekSkipped,
} from './service.js';

/** The shopper's reserved weekly slot (ADR 0040), in the account area. */
export const slotReservationRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { onRequest: [], preHandler: [app.authenticate] };
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  route(app, endpoints.getSlotReservation, auth, async (request) => reservationView(app.db, request.userId!));
  route(app, endpoints.createSlotReservation, auth, async (request, reply) =>
    reply.status(201).send(await createReservation(app.db, request.userId!, request.body)),
  );
  route(app, endpoints.changeSlotReservation, auth, async (request) =>
    changeReservation(app.db, request.userId!, request.body),
  );
  route(app, endpoints.releaseSlotReservation, auth, async (request) =>
    releaseReservation(app.db, request.userId!),
  );
  route(app, endpoints.skipReservedWeek, auth, async (request) =>
    setWeekSkipped(app.db, request.userId!, request.params.weekId, true),
  );
  route(app, endpoints.unskipReservedWeek, auth, async (request) =>
    setWeekSkipped(app.db, request.userId!, request.params.weekId, false),
  );
};
