import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { markGreenSlots } from '../green-slots/index.js';
import { resolveWarehouse } from '../warehouses/index.js';

import { selectSlot, selectedSlot, slotGroups } from './service.js';
import { endpoints } from '@consigne/contract';
import { route } from '../../lib/route.js';

export const slotRoutes: FastifyPluginAsyncZod<{
  defaultWarehouseKey: string;
  slotHoldMinutes: number;
}> = async (app, { defaultWarehouseKey, slotHoldMinutes }) => {
  const auth = { onRequest: [], preHandler: [app.authenticate] };

  route(
    app,
    endpoints.listSlots,
    {
      preHandler: app.optionalAuth,
    },
    async (request) => {
      const warehouse = await resolveWarehouse(app.db, {
        warehouseId: request.query.warehouseId,
        userId: request.userId,
        defaultKey: defaultWarehouseKey,
      });
      const groups = await slotGroups(app.db, warehouse.id, {
        userId: request.userId,
        locale: request.locale,
      });
      return markGreenSlots(app.db, { userId: request.userId, warehouseId: warehouse.id }, groups);
    },
  );

  route(app, endpoints.getSelectedSlot, auth, async (request) =>
    selectedSlot(app.db, { userId: request.userId!, locale: request.locale }),
  );

  route(
    app,
    endpoints.selectSlot,
    {
      ...auth,
      description: `A place is held for ${slotHoldMinutes} minutes`,
    },
    async (request) =>
      selectSlot(app.db, {
        userId: request.userId!,
        slotId: request.params.slotId,
        holdMinutes: slotHoldMinutes,
        locale: request.locale,
      }),
  );
};
