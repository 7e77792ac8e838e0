import {
  adminSlotParams,
  adminSlotWeekQuery,
  adminSlotWeekSchema,
  localeQuery,
  saveSlotSettingsBody,
  slotBookedOrderSchema,
  slotBookedOrdersQuery,
  slotCapacityBody,
  slotCapacityResultSchema,
  slotClosureBody,
  slotClosureResultSchema,
  slotReopenBody,
  slotReopenResultSchema,
  slotSettingsParams,
  slotSettingsSchema,
} from '@consigne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, adminSchema, staffOf } from '../shared/index.js';
import { setSlotCapacity, slotWeek } from './calendar.js';
import { closeSlots, reopenSlots, slotBookedOrders } from './closure.js';
import { getSlotSettings, saveSlotSettings } from './settings.js';

/**
 * Back-office: slots and capacity (managers: their warehouses; admins: all). A closure cancels the
 * slots' booked orders and e-mails their customers, hence the shop's public URL for the e-mail's link.
 */
export const slotsAdminRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  app.get(
    '/slots',
    {
      schema: adminSchema(
        "A warehouse's week of slots: booked and held places against capacity, closures, closed days",
        {
          querystring: adminSlotWeekQuery,
          response: { 200: adminSlotWeekSchema },
        },
      ),
    },
    async (request) => slotWeek(app.db, staffOf(request), request.query),
  );

  app.patch(
    '/slots/:id',
    {
      schema: adminSchema("Sets a future slot's capacity, never below its booked places (409)", {
        params: adminSlotParams,
        body: slotCapacityBody,
        response: { 200: slotCapacityResultSchema },
      }),
    },
    async (request) => setSlotCapacity(app.db, actorOf(request), request.params.id, request.body.capacity),
  );

  app.get(
    '/slots/booked-orders',
    {
      schema: adminSchema(
        'The orders a closure of these slots (or of this day) would cancel, listed before it is confirmed',
        {
          querystring: slotBookedOrdersQuery,
          response: { 200: slotBookedOrderSchema.array() },
        },
      ),
    },
    async (request) => slotBookedOrders(app.db, staffOf(request), request.query),
  );

  app.post(
    '/slots/close',
    {
      schema: adminSchema(
        'Closes slots or a whole day: their booked orders are cancelled with everything given back and their customers e-mailed',
        {
          body: slotClosureBody,
          response: { 200: slotClosureResultSchema },
        },
      ),
    },
    async (request) => closeSlots(app.db, actorOf(request), request.body, publicUrl),
  );

  app.post(
    '/slots/reopen',
    {
      schema: adminSchema('Reopens closed slots or a closed day (cancelled orders stay cancelled)', {
        body: slotReopenBody,
        response: { 200: slotReopenResultSchema },
      }),
    },
    async (request) => reopenSlots(app.db, actorOf(request), request.body),
  );

  app.get(
    '/slot-settings/:warehouseId',
    {
      schema: adminSchema(
        "A warehouse's slot rules: hours, width, capacity, same-day cutoff, lead time, days ahead",
        {
          params: slotSettingsParams,
          querystring: localeQuery,
          response: { 200: slotSettingsSchema },
        },
      ),
    },
    async (request) => getSlotSettings(app.db, staffOf(request), request.params.warehouseId),
  );

  app.put(
    '/slot-settings/:warehouseId',
    {
      schema: adminSchema(
        "Saves a warehouse's slot rules (409 'staleVersion' over someone else's save); future slots nothing refers to are regenerated",
        {
          params: slotSettingsParams,
          body: saveSlotSettingsBody,
          response: { 200: slotSettingsSchema },
        },
      ),
    },
    async (request) => saveSlotSettings(app.db, actorOf(request), request.params.warehouseId, request.body),
  );
};
