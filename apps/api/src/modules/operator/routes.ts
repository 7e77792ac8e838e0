import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as t from '../../db/schema/index.js';
import { sponsorRewardJob } from '../sponsorship/index.js';
import { cardRefundJob } from '../orders/index.js';
import { ApiError } from '../../lib/errors.js';
import { emptiesCustomers, vanRound } from './round.js';
import { idempotent } from './idempotent.js';
import { proofRoutes } from './proof.js';
import { advanceOrder, recordCollection, roundOf, today } from './service.js';
import { failDelivery } from './failure.js';
import { notificationSendJob } from '../notifications/index.js';
import { failPickup } from '../empties-pickups/index.js';
import { countDriverCash, driverCashSheet } from './door-payment.js';
import { endpoints } from '@consigne/contract';
import { route } from '../../lib/route.js';
import type { TrackingLinks } from '../tracking/index.js';

/** Drivers and warehouse staff (role 'operator', their own login): the delivery round and empties. */
export const operatorRoutes: FastifyPluginAsyncZod<{
  earlyDeliveryDays?: number;
  publicUrl?: string;
  /** The tracking links of the "2 stops away" e-mails (none: not told). */
  tracking?: TrackingLinks;
}> = async (app, { earlyDeliveryDays = 0, publicUrl = '', tracking }) => {
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
    const { status, refusedLines, ageCheck, payment } = request.body;
    // The door's refusals, age check and payment are part of the request (the same key with others is a 422).
    const door = { refusedLines, ageCheck, payment };
    if (status !== 'delivered' && (refusedLines || ageCheck)) throw new ApiError(400, 'doorRefusalInvalid');
    // The birth date stays out of the stored request hash (a birth date is guessable from its hash).
    const hashed = { ...door, ageCheck: ageCheck && { method: ageCheck.method } };
    const answer = await idempotent(
      app.db,
      once(request, { advance: orderId, status, ...hashed }),
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
          { ...door, publicUrl, tracking },
        ),
      }),
    );
    // A delivery enqueued the sponsor's reward in its transaction: this instance's worker takes it
    // now (any instance's would at its next poll). The van's next shoppers may have been told it is
    // near (tracking.tellNearStops): their notifications go now too.
    app.jobs.wake(notificationSendJob.name);
    if (answer.status === 'delivered') {
      app.jobs.wake(sponsorRewardJob.name);
      // A refusal at the door may have committed a card refund: its job makes it now.
      app.jobs.wake(cardRefundJob.name);
      // The delivery told the shopper (the delivered notification): sent now.
      app.jobs.wake(notificationSendJob.name);
    }
    return answer;
  });

  // A failed delivery: queued on the phone like a status change, so it honours the same key.
  route(app, endpoints.failDelivery, auth, async (request) => {
    const warehouseId = await operatorWarehouse(request.userId);
    const { orderId } = request.params;
    const { reason, note } = request.body;
    const answer = await idempotent(app.db, once(request, { fail: orderId, reason, note }), (db) =>
      failDelivery(db, {
        warehouseId,
        orderId,
        reason,
        note,
        driverId: request.userId,
        earlyDays: earlyDeliveryDays,
        locale: request.locale,
        publicUrl,
        tracking,
      }),
    );
    // The failure's transaction told the shopper (and queued a card refund): taken now.
    app.jobs.wake(notificationSendJob.name);
    if (answer.cardRefund) app.jobs.wake(cardRefundJob.name);
    return answer;
  });

  // A pickup of empties without an order that failed at the door: queued on the phone like the rest.
  route(app, endpoints.failEmptiesPickup, auth, async (request) => {
    const warehouseId = await operatorWarehouse(request.userId);
    const { pickupId } = request.params;
    const { reason, note } = request.body;
    return idempotent(app.db, once(request, { failPickup: pickupId, reason, note }), (db) =>
      failPickup(db, { warehouseId, pickupId, reason, note }),
    );
  });

  route(app, endpoints.recordEmptiesCollection, auth, async (request) => {
    const warehouseId = await operatorWarehouse(request.userId);
    const answer = await idempotent(app.db, once(request, { collect: request.body }), (db) =>
      recordCollection(db, warehouseId, request.body, new Date(), request.userId),
    );
    // A credit told the shopper (depositCredited): sent now.
    app.jobs.wake(notificationSendJob.name);
    return answer;
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

  // The proof of delivery (photo or recipient's name): its own plugin, the only one taking multipart.
  await app.register(proofRoutes, { auth, operatorWarehouse });

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
