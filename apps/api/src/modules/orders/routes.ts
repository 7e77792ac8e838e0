import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../lib/errors.js';
import { errorEnvelope } from '../../lib/schemas.js';
import { localeQuery } from '../../plugins/locale.js';
import {
  cancelCardPaymentBody,
  changeOrderSlotBody,
  orderDetailSchema,
  orderIdParams,
  orderSummarySchema,
  placedOrderSchema,
  placeOrderBody,
  placeOrderHeaders,
  slotSchema,
  type PlacedOrder,
} from '@consigne/contract';
import { placeOrder } from './place-order/index.js';
import { QUEUES } from '../../jobs/queues.js';
import type { PaymentProvider } from './payment.js';
import { cancelCardPayment, startCardPayment } from './card-payment.js';
import { cancelOrder, changeOrderSlot, listOrders, orderDetail } from './service.js';

const tags = ['orders'];
const security = [{ bearer: [] }];
const errors = {
  400: errorEnvelope,
  401: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
  422: errorEnvelope,
};

export const orderRoutes: FastifyPluginAsyncZod<{
  defaultWarehouseKey: string;
  payments: PaymentProvider | null;
  publicUrl: string;
}> = async (app, { defaultWarehouseKey, payments, publicUrl }) => {
  const auth = { onRequest: [], preHandler: [app.authenticate] };
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  app.post(
    '/orders',
    {
      ...auth,
      schema: {
        tags,
        summary:
          'Place the cart as an order on the selected slot, in one transaction (slot place booked, stock taken, promo use and wallet debit recorded, cart emptied). Requires an Idempotency-Key header: a replay returns the first answer; the same key with another body is a 422',
        security,
        querystring: localeQuery,
        headers: placeOrderHeaders,
        body: placeOrderBody,
        response: { 200: placedOrderSchema, 201: placedOrderSchema, 502: errorEnvelope, ...errors },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      if (!key) throw new ApiError(400, 'idempotencyKeyRequired');
      const { paymentMethod, acceptTerms, adultDeclared } = request.body;
      if (paymentMethod === 'stripe' && !payments) throw new ApiError(400, 'invalidValue');
      const userId = request.userId!;
      const result = await placeOrder(app.db, {
        userId,
        locale: request.locale,
        idempotencyKey: key,
        input: { paymentMethod, acceptTerms, adultDeclared },
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
      if (result.created) app.jobs.wake(QUEUES.orderConfirmation);
      return reply.status(result.created ? 201 : 200).send(body);
    },
  );

  app.get(
    '/orders',
    {
      ...auth,
      schema: {
        tags,
        summary: "The user's orders, newest first (mes-commandes)",
        security,
        querystring: localeQuery,
        response: { 200: orderSummarySchema.array(), 401: errorEnvelope },
      },
    },
    async (request) => listOrders(app.db, request.userId!, request.locale),
  );

  app.get(
    '/orders/:orderId',
    {
      ...auth,
      schema: {
        tags,
        summary: 'One order of the user: lines by crate format, deposits, totals, status, invoice',
        security,
        querystring: localeQuery,
        params: orderIdParams,
        response: { 200: orderDetailSchema, ...errors },
      },
    },
    async (request) => orderDetail(app.db, request.userId!, request.params.orderId, request.locale),
  );

  app.post(
    '/orders/:orderId/cancel',
    {
      ...auth,
      schema: {
        tags,
        summary:
          'Cancel the order until 2 hours before its slot: the place, the stock, the promo use and the wallet amount are given back, and a card payment is refunded to the card — recorded with the cancellation, then made by a job (cardRefunds: pending, then succeeded); 502 when no card refund can be started: nothing cancelled',
        security,
        querystring: localeQuery,
        params: orderIdParams,
        response: { 200: orderDetailSchema, 502: errorEnvelope, ...errors },
      },
    },
    async (request) => {
      const { cardRefund } = await cancelOrder(app.db, payments, request.userId!, request.params.orderId);
      if (cardRefund) app.jobs.wake(QUEUES.cardRefund);
      return orderDetail(app.db, request.userId!, request.params.orderId, request.locale);
    },
  );

  app.post(
    '/orders/:orderId/payment/cancel',
    {
      ...auth,
      schema: {
        tags,
        summary:
          "The shopper gave up paying a card order on Stripe's page: its Checkout Session is expired, the order cancelled (slot place, stock, promo use and wallet amount given back) and its lines put back in the cart. Paid meanwhile: the order is confirmed instead. Needs the order's own Checkout Session id (Stripe puts it in the cancel url): another is a 404",
        security,
        querystring: localeQuery,
        params: orderIdParams,
        body: cancelCardPaymentBody,
        response: { 200: orderDetailSchema, 502: errorEnvelope, ...errors },
      },
    },
    async (request) => {
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
      if (settled.confirmed) app.jobs.wake(QUEUES.orderConfirmation);
      return orderDetail(app.db, userId!, params.orderId, request.locale);
    },
  );

  app.patch(
    '/order/:orderId/slot',
    {
      ...auth,
      schema: {
        tags,
        summary:
          'Spec §7: move the order to another slot of its warehouse, until 2 hours before its current slot',
        security,
        querystring: localeQuery,
        params: orderIdParams,
        body: changeOrderSlotBody,
        response: { 200: slotSchema, ...errors },
      },
    },
    async (request) =>
      changeOrderSlot(app.db, {
        userId: request.userId!,
        orderId: request.params.orderId,
        slotId: request.body.slot_id,
        locale: request.locale,
      }),
  );
};
