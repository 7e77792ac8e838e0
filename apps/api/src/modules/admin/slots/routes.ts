import { endpoints } from '@consigne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../lib/route.js';
import { actorOf, staffOf } from '../shared/index.js';
import { setSlotCapacity, slotWeek } from './calendar.js';
import { closeSlots, reopenSlots, slotBookedOrders } from './closure.js';
import { slotMoveTargets } from './moves.js';
import { getSlotSettings, saveSlotSettings } from './settings.js';

/**
 * Back-office: slots and capacity (managers: their warehouses; admins: all). A closure cancels the
 * slots' booked orders and e-mails their customers, hence the shop's public URL for the e-mail's link.
 */
export const slotsAdminRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  route(app, endpoints.getAdminSlotWeek, async (request) =>
    slotWeek(app.db, staffOf(request), request.query),
  );

  route(app, endpoints.setAdminSlotCapacity, async (request) =>
    setSlotCapacity(app.db, actorOf(request), request.params.id, request.body.capacity),
  );

  route(app, endpoints.listSlotBookedOrders, async (request) =>
    slotBookedOrders(app.db, staffOf(request), request.query),
  );

  route(app, endpoints.listSlotMoveTargets, async (request) =>
    slotMoveTargets(app.db, staffOf(request), request.query),
  );

  route(app, endpoints.closeAdminSlots, async (request) =>
    closeSlots(app.db, actorOf(request), request.body, publicUrl),
  );

  route(app, endpoints.reopenAdminSlots, async (request) =>
    reopenSlots(app.db, actorOf(request), request.body),
  );

  route(app, endpoints.getSlotSettings, async (request) =>
    getSlotSettings(app.db, staffOf(request), request.params.warehouseId),
  );

  route(app, endpoints.saveSlotSettings, async (request) =>
    saveSlotSettings(app.db, actorOf(request), request.params.warehouseId, request.body),
  );
};
