import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as t from '../../db/schema/index.js';
import { sponsorRewardJob } from '../sponsorship/index.js';
import { ApiError } from '../../lib/errors.js';
import { emptiesCustomers, vanRound } from './round.js';
import { idempotent } from './idempotent.js';
import { advanceOrder, recordCollection, roundOf, today } from './service.js';
import { countDriverCash, driverCashSheet } from './door-payment.js';
import { endpoints } from '@consigne/contract';
import { route } from '../../lib/route.js';

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

  route(app, endpoints.listRoundOrders, auth, async (request) => {
    const warehouseId = await operatorWarehouse(request.userId);
    const asked = request.query.warehouseId;
    if (asked !== undefined && asked !== warehouseId) throw new ApiError(404, 'warehouseNotFound');
    return roundOf(app.db, warehouseId, request.query.date ?? today());
  });

  // The driver's actions take an Idempotency-Key: the phone's offline queue replays them (idempotent.ts).
  const once = (
    request: { userId: number | null; headers: { 'idempotency-key'?: string } },
    what: unknown,
  ) => ({
    userId: request.userId!,
    key: request.headers['idempotency-key'],
    request: what,
  });

  route(app, endpoints.advanceOrderStatus, auth, async (request) => {
    const warehouseId = await operatorWarehouse(request.userId);
    const { orderId } = request.params;
    const { status, payment } = request.body;
    const answer = await idempotent(
      app.db,
      once(request, { advance: orderId, status, payment }),
      async (db) => ({
        orderId,
        status: await advanceOrder(
          db,
          warehouseId,
          orderId,
          status,
          new Date(),
          earlyDeliveryDays,
          request.userId,
          request.locale,
          { payment },
        ),
      }),
    );
    // A delivery enqueued the sponsor's reward in its transaction: this instance's worker takes it
    // now (any instance's would at its next poll).
    if (answer.status === 'delivered') app.jobs.wake(sponsorRewardJob.name);
    return answer;
  });

  route(app, endpoints.recordEmptiesCollection, auth, async (request) => {
    const warehouseId = await operatorWarehouse(request.userId);
    return idempotent(app.db, once(request, { collect: request.body }), (db) =>
      recordCollection(db, warehouseId, request.body, new Date(), request.userId),
    );
  });

  route(app, endpoints.getVanRound, auth, async (request) =>
    vanRound(app.db, {
      ...request.query,
      warehouseId: await operatorWarehouse(request.userId),
      date: request.query.date ?? today(),
    }),
  );

  route(app, endpoints.searchEmptiesCustomers, auth, async (request) =>
    emptiesCustomers(app.db, await operatorWarehouse(request.userId), request.query.q),
  );

  // The driver's cash sheet of a day: their own only (their warehouse, their door payments).
  route(app, endpoints.getDriverCashSheet, auth, async (request) =>
    driverCashSheet(
      app.db,
      await operatorWarehouse(request.userId),
      request.userId!,
      request.query.date ?? today(),
    ),
  );

  route(app, endpoints.countDriverCash, auth, async (request) => {
    const warehouseId = await operatorWarehouse(request.userId);
    const { date, countedCents } = request.body;
    return idempotent(app.db, once(request, { count: { date, countedCents } }), (db) =>
      countDriverCash(db, warehouseId, request.userId!, date, countedCents),
    );
  });
};
