import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../lib/errors.js';
import { type PlacedOrder } from '@consigne/contract';
import { placeOrder } from './place-order/index.js';
import { rebookOrder } from './rebook.js';
import { notificationSendJob } from '../notifications/index.js';
import { cardRefundJob } from './jobs.js';
import { refuseSubstitute } from './refuse-substitute.js';
import type { PaymentProvider } from './payment.js';
import { cancelCardPayment, startCardPayment } from './card-payment.js';
import {
  cancelOrder,
  changeDeliveryInstructions,
  changeOrderSlot,
  listOrders,
  orderDetail,
} from './service.js';
import { endpoints } from '@consigne/contract';
import { route } from '../../lib/route.js';
import { sendProofPhoto, shopperProofPhoto } from '../delivery-proof/index.js';

export const orderRoutes: FastifyPluginAsyncZod<{
  defaultWarehouseKey: string;
  payments: PaymentProvider | null;
  publicUrl: string;
  /** REDELIVERY_FEE_CENTS: a failed delivery booked again (default 0). */
  redeliveryFeeCents?: number;
}> = async (app, { defaultWarehouseKey, payments, publicUrl, redeliveryFeeCents = 0 }) => {
  const auth = { onRequest: [], preHandler: [app.authenticate] };
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  route(app, endpoints.placeOrder, auth, async (request, reply) => {
    const key = request.headers['idempotency-key'];
    if (!key) throw new ApiError(400, 'idempotencyKeyRequired');
    const { paymentMethod, acceptTerms, adultDeclared, deliveryInstructions } = request.body;
    if (paymentMethod === 'stripe' && !payments) throw new ApiError(400, 'invalidValue');
    const userId = request.userId!;
    const result = await placeOrder(app.db, {
      userId,
      locale: request.locale,
      idempotencyKey: key,
      input: { paymentMethod, acceptTerms, adultDeclared, deliveryInstructions },
      defaultWarehouseKey,
    });
    let body: PlacedOrder = result.body;
    if (paymentMethod === 'stripe' && payments) {
      const payment = await startCardPayment(app.db, payments, {
        orderId: result.body.orderId,
        publicUrl,
        log: (error) =>
          request.log.error(
            { error, orderId: result.body.orderId },
            'checkout session failed: order cancelled',
          ),
      });
      if (payment)
        body = {
          ...body,
          payment: {
            provider: 'stripe',
            checkoutUrl: payment.checkoutUrl,
            expiresAt: payment.expiresAt.toISOString(),
          },
        };
    }
    // The confirmation e-mail is a job the order's transaction enqueued (a card order's, the
    // transaction confirming its payment): this instance's worker takes it now (any instance's
    // would at its next poll; retried if the mail server fails).
    if (result.created) app.jobs.wake(notificationSendJob.name);
    return reply.status(result.created ? 201 : 200).send(body);
  });

  route(app, endpoints.listOrders, auth, async (request) =>
    listOrders(app.db, request.userId!, request.locale),
  );

  route(app, endpoints.getOrder, auth, async (request) =>
    orderDetail(app.db, request.userId!, request.params.orderId, request.locale),
  );

  // The proof of delivery's photo: the order's shopper only, never cached.
  route(app, endpoints.getOrderProofPhoto, auth, async (request, reply) =>
    sendProofPhoto(reply, await shopperProofPhoto(app.db, request.userId!, request.params.orderId)),
  );

  route(app, endpoints.cancelOrder, auth, async (request) => {
    const { cardRefund } = await cancelOrder(app.db, payments, request.userId!, request.params.orderId);
    if (cardRefund) app.jobs.wake(cardRefundJob.name);
    return orderDetail(app.db, request.userId!, request.params.orderId, request.locale);
  });

  route(app, endpoints.refuseSubstitute, auth, async (request) => {
    const { orderId, lineId } = request.params;
    const { cardRefund } = await refuseSubstitute(app.db, { userId: request.userId!, orderId, lineId });
    if (cardRefund) app.jobs.wake(cardRefundJob.name);
    return orderDetail(app.db, request.userId!, orderId, request.locale);
  });

  // A failed delivery booked again in one click: the same payment method, a card one paid like a checkout.
  route(app, endpoints.rebookOrder, auth, async (request, reply) => {
    const userId = request.userId!;
    const rebooked = await rebookOrder(app.db, {
      userId,
      orderId: request.params.orderId,
      slotId: request.body.slotId,
      locale: request.locale,
      redeliveryFeeCents,
    });
    const { created, ...placed } = rebooked;
    let body: PlacedOrder = placed;
    if (placed.paymentMethod === 'stripe' && payments) {
      const payment = await startCardPayment(app.db, payments, {
        orderId: placed.orderId,
        publicUrl,
        log: (error) =>
          request.log.error({ error, orderId: placed.orderId }, 'checkout session failed: order cancelled'),
      });
      if (payment)
        body = {
          ...body,
          payment: {
            provider: 'stripe',
            checkoutUrl: payment.checkoutUrl,
            expiresAt: payment.expiresAt.toISOString(),
          },
        };
    }
    if (created) app.jobs.wake(notificationSendJob.name);
    return reply.status(created ? 201 : 200).send({ ...body, created });
  });

  route(app, endpoints.cancelCardPayment, auth, async (request) => {
    const { userId, params } = request;
    const settled = await cancelCardPayment(app.db, payments, {
      userId: userId!,
      orderId: params.orderId,
      checkoutSessionId: request.body.checkoutSessionId,
    }).catch((error: unknown) => {
      if (error instanceof ApiError) throw error;
      request.log.error({ error, orderId: params.orderId }, 'checkout session could not be expired');
      throw new ApiError(502, 'paymentFailed');
    });
    if (settled.confirmed) app.jobs.wake(notificationSendJob.name);
    return orderDetail(app.db, userId!, params.orderId, request.locale);
  });

  route(app, endpoints.changeOrderSlot, auth, async (request) =>
    changeOrderSlot(app.db, {
      userId: request.userId!,
      orderId: request.params.orderId,
      slotId: request.body.slot_id,
      locale: request.locale,
    }),
  );

  route(app, endpoints.changeDeliveryInstructions, auth, async (request) =>
    changeDeliveryInstructions(app.db, {
      userId: request.userId!,
      orderId: request.params.orderId,
      instructions: request.body.instructions,
    }),
  );
};
