import { endpoints } from '@consigne/contract';
import { fromApiLocale } from '@consigne/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../lib/route.js';
import { notificationSendJob } from '../../notifications/index.js';
import { actorOf, staffOf } from '../shared/index.js';
import { listSubstitutes, resolveMissingLine } from './missing.js';
import { renderPickingPdf } from './pdf.js';
import { setLinePicked } from './picks.js';
import { setWarehouseShelves, warehouseShelves } from './shelves.js';
import { pickingDay, pickingList } from './service.js';

/**
 * Back-office: picking and packing per slot (managers: their warehouses; admins: all). See
 * packages/contract/src/admin/picking.ts and docs/back-office.md.
 */
export const pickingAdminRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (
  app,
  { publicUrl },
) => {
  route(app, endpoints.listPickingSlots, async (request) =>
    pickingDay(app.db, staffOf(request), request.query),
  );

  route(app, endpoints.getPickingList, async (request) =>
    pickingList(app.db, staffOf(request), request.params.slotId, request.locale),
  );

  route(app, endpoints.getPickingListPdf, async (request, reply) => {
    const list = await pickingList(app.db, staffOf(request), request.params.slotId, request.locale);
    const pdf = await renderPickingPdf(list, fromApiLocale(request.locale));
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="preparation-${list.slot.id}.pdf"`)
      .send(pdf);
  });

  route(app, endpoints.setLinePicked, async (request) =>
    setLinePicked(app.db, staffOf(request), request.params.lineId, request.body, request.locale),
  );

  route(app, endpoints.listLineSubstitutes, async (request) =>
    listSubstitutes(app.db, staffOf(request), {
      orderId: request.params.id,
      lineId: request.params.lineId,
      apiLocale: request.locale,
    }),
  );

  route(app, endpoints.resolveMissingLine, async (request) => {
    const order = await resolveMissingLine(app.db, actorOf(request), {
      orderId: request.params.id,
      lineId: request.params.lineId,
      body: request.body,
      publicUrl,
    });
    app.jobs.wake(notificationSendJob.name);
    return order;
  });

  route(app, endpoints.getWarehouseShelves, async (request) =>
    warehouseShelves(app.db, staffOf(request), request.params.warehouseId, request.locale),
  );

  route(app, endpoints.setWarehouseShelves, async (request) =>
    setWarehouseShelves(app.db, actorOf(request), request.params.warehouseId, request.body.rayonIds),
  );
};
