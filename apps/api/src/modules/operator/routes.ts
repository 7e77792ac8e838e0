import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as t from '../../db/schema/index.js';
import { ApiError } from '../../lib/errors.js';
import { boundedInt, errorEnvelope, id, idParam } from '../../lib/schemas.js';
import { localeQuery } from '../../plugins/locale.js';
import { slotSchema } from '../slots/schema.js';
import { advanceOrder, recordCollection, roundOf, today } from './service.js';

const tags = ['operator'];
/** A real calendar day, YYYY-MM-DD (2026-13-45 is refused, not turned into an error later). */
const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((d) => {
    const noon = new Date(`${d}T12:00:00Z`);
    return !Number.isNaN(noon.getTime()) && noon.toISOString().slice(0, 10) === d;
  }, 'invalid date');
const security = [{ bearer: [] }];
const errors = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
  422: errorEnvelope,
};

/** Drivers and warehouse staff (role 'operator', their own login): the delivery round and empties. */
export const operatorRoutes: FastifyPluginAsyncZod<{ earlyDeliveryDays?: number }> = async (
  app,
  { earlyDeliveryDays = 0 },
) => {
  /**
   * The operator's warehouse, read from the database on every call: revoking the role or moving the
   * operator takes effect at once. Every route is scoped to it.
   */
  const operatorWarehouse = async (userId: number | null): Promise<number> => {
    const [user] = await app.db
      .select({ role: t.users.role, warehouseId: t.users.operatorWarehouseId })
      .from(t.users)
      .where(eq(t.users.id, userId!));
    if (user?.role !== 'operator' || user.warehouseId === null) throw new ApiError(403, 'operatorOnly');
    return user.warehouseId;
  };
  const requireOperator = async (request: { userId: number | null }) => {
    await operatorWarehouse(request.userId);
  };
  const auth = { onRequest: [], preHandler: [app.authenticate, requireOperator] };
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/operator/orders',
    {
      ...auth,
      schema: {
        tags,
        summary:
          "The day's orders of the operator's warehouse (default: today), by slot. Another warehouse is a 404",
        security,
        querystring: localeQuery.extend({
          date: calendarDate.optional(),
          warehouseId: idParam().optional(),
        }),
        response: {
          200: z.array(
            z.object({
              orderId: z.number(),
              status: z.string(),
              slot: slotSchema,
              customer: z.object({
                id: z.number(),
                firstname: z.string(),
                lastname: z.string(),
                phone: z.string().nullable(),
              }),
              deliveryType: z.string(),
              deliveryName: z.string(),
              deliveryAddress: z.string(),
              itemCount: z.number(),
              crates: z.array(
                z.object({
                  packageType: z.string(),
                  completeCrates: z.number(),
                  nbItems: z.number(),
                  nbSpaceLeft: z.number(),
                }),
              ),
              amountToPay: z.number(),
              paymentMethod: z.string(),
              paymentStatus: z.string(),
              pendingDepositTotal: z.number(),
            }),
          ),
          ...errors,
        },
      },
    },
    async (request) => {
      const warehouseId = await operatorWarehouse(request.userId);
      const asked = request.query.warehouseId;
      if (asked !== undefined && asked !== warehouseId) throw new ApiError(404, 'warehouseNotFound');
      return roundOf(app.db, warehouseId, request.query.date ?? today());
    },
  );

  app.post(
    '/operator/orders/:orderId/status',
    {
      ...auth,
      schema: {
        tags,
        summary:
          'Move an order one step forward (placed → preparing → out_for_delivery → delivered): a jump or a step back is a 409, delivered before the slot’s day (Europe/Paris) a 422. At delivery its deposits become the customer’s pending deposits and its invoice is issued',
        security,
        querystring: localeQuery,
        params: z.object({ orderId: idParam() }),
        body: z.object({
          status: z.enum(['preparing', 'out_for_delivery', 'delivered']),
          locale: z.string().optional(),
        }),
        response: { 200: z.object({ orderId: z.number(), status: z.string() }), ...errors },
      },
    },
    async (request) => ({
      orderId: request.params.orderId,
      status: await advanceOrder(
        app.db,
        await operatorWarehouse(request.userId),
        request.params.orderId,
        request.body.status,
        new Date(),
        earlyDeliveryDays,
      ),
    }),
  );

  app.post(
    '/operator/collections',
    {
      ...auth,
      schema: {
        tags,
        summary:
          'Empties collected at a customer’s door: credits their wallet (crate 3 €, large bottle 0,20 €, small 0,10 €) and lowers their pending deposits, never beyond them',
        security,
        querystring: localeQuery,
        body: z.object({
          userId: id(),
          crates: boundedInt(0, 100),
          largeBottles: boundedInt(0, 2000),
          smallBottles: boundedInt(0, 2000),
          locale: z.string().optional(),
        }),
        response: {
          200: z.object({ credited: z.number(), pendingDepositTotal: z.number(), walletAmount: z.number() }),
          ...errors,
        },
      },
    },
    async (request) => recordCollection(app.db, await operatorWarehouse(request.userId), request.body),
  );
};
