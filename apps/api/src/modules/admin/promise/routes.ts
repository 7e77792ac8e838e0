import { endpoints } from '@consigne/contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as t from '../../../db/schema/index.js';
import { ApiError } from '../../../lib/errors.js';
import { route } from '../../../lib/route.js';
import { announceSlotWindows, type TrackingLinks } from '../../tracking/index.js';
import { notificationSendJob } from '../../notifications/index.js';
import { actorOf, audit, warehouseFilter } from '../shared/index.js';

/** Back-office: the delivery windows of a planned slot, told to its shoppers now (ADR 0036). */
export const promiseAdminRoutes: FastifyPluginAsyncZod<{ tracking: TrackingLinks }> = async (
  app,
  { tracking },
) => {
  route(app, endpoints.announceSlotWindows, async (request) => {
    const actor = actorOf(request);
    const scope = warehouseFilter(actor.staff);
    const [slot] = await app.db
      .select({ id: t.slots.id, warehouseId: t.slots.warehouseId })
      .from(t.slots)
      .where(eq(t.slots.id, request.body.slotId));
    // Another warehouse's slot is not found, as an unknown one.
    if (!slot || (scope !== null && !scope.includes(slot.warehouseId)))
      throw new ApiError(404, 'pickingSlotNotFound');
    const announced = await announceSlotWindows(app.db, slot.id, tracking);
    await audit(app.db, actor, {
      action: 'rounds.announce',
      entity: 'slot',
      entityId: slot.id,
      warehouseId: slot.warehouseId,
      before: null,
      after: { announced },
    });
    // The windows told are notifications: this instance's worker sends them now.
    app.jobs.wake(notificationSendJob.name);
    return { slotId: slot.id, announced };
  });
};
