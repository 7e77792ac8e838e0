import {
  missingLineBody,
  pickingDayQuery,
  pickingDaySchema,
  pickingLineParams,
  pickingOrderLineParams,
  pickingOrderSchema,
  pickingSlotParams,
  pickingSlotSchema,
  pickLineBody,
  shelfSchema,
  shelvesBody,
  shelvesParams,
  localeQuery,
  substituteSchema,
} from '@consigne/contract';
import { fromApiLocale } from '@consigne/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailJob } from '../../mail/index.js';
import { actorOf, adminSchema, staffOf } from '../shared/index.js';
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
  app.get(
    '/picking',
    {
      schema: adminSchema("A day's slots with their orders to prepare and how many lines are picked", {
        querystring: pickingDayQuery,
        response: { 200: pickingDaySchema },
      }),
    },
    async (request) => pickingDay(app.db, staffOf(request), request.query),
  );

  app.get(
    '/picking/slots/:slotId',
    {
      schema: adminSchema(
        "A slot's picking list: the walk per Rayon in shelf order (quantities summed), then each order's lines, ticks and crate plan",
        {
          params: pickingSlotParams,
          querystring: localeQuery,
          response: { 200: pickingSlotSchema },
        },
      ),
    },
    async (request) => pickingList(app.db, staffOf(request), request.params.slotId, request.locale),
  );

  app.get(
    '/picking/slots/:slotId/pdf',
    {
      schema: adminSchema("A slot's picking list as a PDF to print (A4)", {
        params: pickingSlotParams,
        querystring: localeQuery,
      }),
    },
    async (request, reply) => {
      const list = await pickingList(app.db, staffOf(request), request.params.slotId, request.locale);
      const pdf = await renderPickingPdf(list, fromApiLocale(request.locale));
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="preparation-${list.slot.id}.pdf"`)
        .send(pdf);
    },
  );

  app.put(
    '/picking/lines/:lineId',
    {
      schema: adminSchema(
        "Ticks (or unticks) an order line as picked; answers the order with every picker's ticks",
        {
          params: pickingLineParams,
          body: pickLineBody,
          response: { 200: pickingOrderSchema },
        },
      ),
    },
    async (request) =>
      setLinePicked(app.db, staffOf(request), request.params.lineId, request.body, request.locale),
  );

  app.get(
    '/orders/:id/lines/:lineId/substitutes',
    {
      schema: adminSchema(
        'Products that can replace a missing line: same warehouse and format, available in the quantity',
        {
          params: pickingOrderLineParams,
          querystring: localeQuery,
          response: { 200: substituteSchema.array() },
        },
      ),
    },
    async (request) =>
      listSubstitutes(app.db, staffOf(request), {
        orderId: request.params.id,
        lineId: request.params.lineId,
        apiLocale: request.locale,
      }),
  );

  app.post(
    '/orders/:id/lines/:lineId/missing',
    {
      schema: adminSchema(
        'A product missing at picking: removes its line or substitutes it; the order is re-priced, its stock moved, the customer told',
        {
          params: pickingOrderLineParams,
          body: missingLineBody,
          response: { 200: pickingOrderSchema },
        },
      ),
    },
    async (request) => {
      const order = await resolveMissingLine(app.db, actorOf(request), {
        orderId: request.params.id,
        lineId: request.params.lineId,
        body: request.body,
        publicUrl,
      });
      app.jobs.wake(mailJob.name);
      return order;
    },
  );

  app.get(
    '/picking/warehouses/:warehouseId/shelves',
    {
      schema: adminSchema(
        "The picker's walk in a warehouse: its Rayons in aisle order (by default, the catalogue's)",
        {
          params: shelvesParams,
          querystring: localeQuery,
          response: { 200: shelfSchema.array() },
        },
      ),
    },
    async (request) => warehouseShelves(app.db, staffOf(request), request.params.warehouseId, request.locale),
  );

  app.put(
    '/picking/warehouses/:warehouseId/shelves',
    {
      schema: adminSchema("Sets a warehouse's aisle order: every Rayon once, first aisle first", {
        params: shelvesParams,
        body: shelvesBody,
        response: { 200: shelfSchema.array() },
      }),
    },
    async (request) =>
      setWarehouseShelves(app.db, actorOf(request), request.params.warehouseId, request.body.rayonIds),
  );
};
