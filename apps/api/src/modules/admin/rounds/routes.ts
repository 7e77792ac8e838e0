import { endpoints } from '@consigne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../lib/route.js';
import { actorOf, staffOf } from '../shared/index.js';
import { offlineTravelTimes, osrmTravelTimes, type TravelTimes } from '@consigne/routing';
import { planSlotRounds } from './plan.js';
import { adminRound, moveOrderVan } from './service.js';

/**
 * Road times from the table service when one is set (ROUTING_TABLE_URL), estimated offline otherwise
 * — and offline too when the service fails: a plan is never refused for want of a map.
 */
function travelTimes(url: string | undefined): TravelTimes {
  if (!url) return offlineTravelTimes;
  const service = osrmTravelTimes(url);
  return { matrix: (places) => service.matrix(places).catch(() => offlineTravelTimes.matrix(places)) };
}

/** Back-office: the rounds per van and slot (managers: their warehouses; admins: all). */
export const roundsAdminRoutes: FastifyPluginAsyncZod<{ routingTableUrl?: string | undefined }> = async (
  app,
  { routingTableUrl },
) => {
  const travel = travelTimes(routingTableUrl);
  route(app, endpoints.getAdminVanRound, async (request) =>
    adminRound(app.db, staffOf(request), request.query),
  );

  route(app, endpoints.planSlotRounds, async (request) =>
    planSlotRounds(app.db, actorOf(request), request.body, travel),
  );

  route(app, endpoints.moveOrderToVan, async (request) =>
    moveOrderVan(app.db, actorOf(request), request.params.orderId, request.body.vanId),
  );
};
