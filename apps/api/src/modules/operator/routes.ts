import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as t from '../../db/schema/index.js';
import { QUEUES } from '../../jobs/queues.js';
import { ApiError } from '../../lib/errors.js';
import { errorEnvelope } from '../../lib/schemas.js';
import {
  advancedOrderSchema,
  advanceOrderBody,
  collectionBody,
  collectionResultSchema,
  emptiesCustomerQuery,
  emptiesCustomerSchema,
  vanRoundQuery,
  vanRoundSchema,
  orderIdParams,
  roundOrderSchema,
  roundQuery,
} from '@consigne/contract';
import { localeQuery } from '../../plugins/locale.js';
import { emptiesCustomers, vanRound } from './round.js';
import { advanceOrder, recordCollection, roundOf, today } from './service.js';

const tags = ['operator'];
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
        querystring: roundQuery,
        response: {
          200: roundOrderSchema.array(),
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
        params: orderIdParams,
        body: advanceOrderBody,
        response: { 200: advancedOrderSchema, ...errors },
      },
    },
    async (request) => {
      const status = await advanceOrder(
        app.db,
        await operatorWarehouse(request.userId),
        request.params.orderId,
        request.body.status,
        new Date(),
        earlyDeliveryDays,
        request.userId,
      );
      // A delivery enqueued the sponsor's reward in its transaction: this instance's worker takes it
      // now (any instance's would at its next poll).
      if (status === 'delivered') app.jobs.wake(QUEUES.sponsorReward);
      return { orderId: request.params.orderId, status };
    },
  );

  app.post(
    '/operator/collections',
    {
      ...auth,
      schema: {
        tags,
        summary:
          'Empties collected at a customer’s door: credits their wallet (crate 3 €, large bottle 0,20 €, small 0,10 €) and lowers their pending deposits, never beyond them; refused empties (broken, foreign) are recorded apart and never credited',
        security,
        querystring: localeQuery,
        body: collectionBody,
        response: {
          200: collectionResultSchema,
          ...errors,
        },
      },
    },
    async (request) =>
      recordCollection(
        app.db,
        await operatorWarehouse(request.userId),
        request.body,
        new Date(),
        request.userId,
      ),
  );

  app.get(
    '/operator/round',
    {
      ...auth,
      schema: {
        tags,
        summary:
          "A van's round of the operator's warehouse for a slot (default: today, the first slot with orders to deliver, the first van): stops in order from the warehouse, crates to drop, empties to collect",
        security,
        querystring: vanRoundQuery.omit({ warehouseId: true }),
        response: { 200: vanRoundSchema, ...errors },
      },
    },
    async (request) =>
      vanRound(app.db, {
        ...request.query,
        warehouseId: await operatorWarehouse(request.userId),
        date: request.query.date ?? today(),
      }),
  );

  app.get(
    '/operator/customers',
    {
      ...auth,
      schema: {
        tags,
        summary:
          "Customers of the operator's warehouse by name or postcode (a pickup of empties without an order), with their pending empties",
        security,
        querystring: emptiesCustomerQuery,
        response: { 200: emptiesCustomerSchema.array(), ...errors },
      },
    },
    async (request) => emptiesCustomers(app.db, await operatorWarehouse(request.userId), request.query.q),
  );
};
