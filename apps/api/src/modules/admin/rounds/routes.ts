import { endpoints } from '@consigne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../lib/route.js';
import { actorOf, staffOf } from '../shared/index.js';
import { offlineTravelTimes, osrmTravelTimes, type TravelTimes } from '@consigne/routing';
import { ApiError } from '../../../lib/errors.js';
import { roundsDay } from './day.js';
import { moveOrderVan } from './move.js';
import { planRounds } from './plan.js';
import { adminRound } from './service.js';

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

  route(app, endpoints.getRoundsDay, async (request) =>
    roundsDay(app.db, staffOf(request), request.query, travel),
  );

  route(app, endpoints.planSlotRounds, async (request) => {
    const { warehouseId, slotId, date } = request.body;
    if (slotId !== undefined && date === undefined)
      return planRounds(app.db, actorOf(request), { warehouseId, slotId }, travel);
    if (date !== undefined && slotId === undefined)
      return planRounds(app.db, actorOf(request), { warehouseId, date }, travel);
    throw new ApiError(400, 'roundsPlanSlotOrDate');
  });

  route(app, endpoints.moveOrderToVan, async (request) =>
    moveOrderVan(app.db, actorOf(request), request.params.orderId, request.body.vanId, travel),
  );
};
