import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import * as t from '../../db/schema/index.js';
import { ApiError } from '../../lib/errors.js';
import { errorEnvelope, id, idParam, safeText } from '../../lib/schemas.js';
import { localeQuery } from '../../plugins/locale.js';
import { slotSchema } from '../slots/schema.js';
import { placeOrder } from './place-order/index.js';
import { sendOrderConfirmation } from './mail.js';
import type { PaymentProvider } from './payment.js';
import { cancelOrder, changeOrderSlot, listOrders, orderDetail, releaseOrder } from './service.js';

const tags = ['orders'];
const security = [{ bearer: [] }];
const idParams = z.object({ orderId: idParam() });
const errors = {
  400: errorEnvelope,
  401: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
  422: errorEnvelope,
};

const orderSummary = z.object({
  orderId: z.number(),
  status: z.enum(['placed', 'preparing', 'out_for_delivery', 'delivered', 'cancelled']),
  placedAt: z.string(),
  slot: slotSchema,
  deliveryType: z.enum(['address', 'pdr']),
  deliveryName: z.string(),
  deliveryAddress: z.string(),
  itemCount: z.number(),
  amountToPay: z.number(),
  paymentMethod: z.enum(['offline', 'stripe']),
  paymentStatus: z.string(),
  isCancellable: z.boolean(),
  invoiceId: z.number().nullable(),
});

const orderDetailSchema = orderSummary.extend({
  crates: z.array(
    z.object({
      packageType: z.string(),
      completeCrates: z.number(),
      nbItems: z.number(),
      nbSpaceLeft: z.number(),
    }),
  ),
  packages: z.array(
    z.object({
      packageType: z.enum(['large', 'small', 'other']),
      lines: z.array(
        z.object({
          productWarehouseId: z.number(),
          name: z.string(),
          volume: z.string(),
          thumb: z.string(),
          categoryMasterName: z.string(),
          quantity: z.number(),
          unitPriceTtc: z.number(),
          unitPriceHt: z.number(),
          totalTtc: z.number(),
          vatRate: z.number(),
          bottleDeposit: z.number(),
          isLocked: z.boolean(),
        }),
      ),
    }),
  ),
  totals: z.object({
    subtotalHt: z.number(),
    subtotalTtc: z.number(),
    totalTva: z.number(),
    vatByRate: z.array(z.object({ rate: z.number(), amount: z.number() })),
    productsDeposit: z.number(),
    packagesDeposit: z.number(),
    totalDeposit: z.number(),
    deliveryFees: z.number(),
    discountValue: z.number(),
    walletUsage: z.number(),
    amountToPay: z.number(),
  }),
  promoCode: z.string().nullable(),
  statusChangedAt: z.string(),
  deliveredAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});

const placedSchema = z.object({
  orderId: z.number(),
  amountToPay: z.number(),
  paymentMethod: z.enum(['offline', 'stripe']),
  payment: z.object({ provider: z.literal('stripe'), clientSecret: z.string() }).optional(),
});

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
        headers: z.object({ 'idempotency-key': safeText(200).min(8).optional() }).passthrough(),
        body: z.object({
          paymentMethod: z.enum(['offline', 'stripe']).default('offline'),
          acceptTerms: z.boolean(),
          adultDeclared: z.boolean().optional(),
          locale: z.string().optional(),
        }),
        response: { 200: placedSchema, 201: placedSchema, 502: errorEnvelope, ...errors },
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
      let body: z.infer<typeof placedSchema> = result.body;
      if (paymentMethod === 'stripe' && payments) {
        body = {
          ...body,
          payment: { provider: 'stripe', clientSecret: await intentFor(result.body.orderId) },
        };
      }
      if (result.created) {
        // The confirmation e-mail never delays nor fails the order (the outbox keeps what was not sent).
        sendOrderConfirmation(app.db, app.mailer, publicUrl, result.body.orderId).catch((error: unknown) =>
          request.log.error({ error }, 'order confirmation e-mail failed'),
        );
      }
      return reply.status(result.created ? 201 : 200).send(body);
    },
  );

  /**
   * The PaymentIntent of an order (created once: Stripe's idempotency key is the order id). When
   * Stripe cannot be reached the order is cancelled and everything it took is given back.
   */
  async function intentFor(orderId: number): Promise<string> {
    const [row] = await app.db
      .select({ order: t.orders, email: t.users.email })
      .from(t.orders)
      .innerJoin(t.users, eq(t.users.id, t.orders.userId))
      .where(eq(t.orders.id, orderId));
    try {
      const intent = await payments!.createIntent({
        orderId,
        amountCents: row!.order.amountToPayCents,
        email: row!.email,
      });
      await app.db.update(t.orders).set({ paymentIntentId: intent.id }).where(eq(t.orders.id, orderId));
      return intent.clientSecret;
    } catch (error) {
      app.log.error({ error, orderId }, 'payment intent failed: order cancelled');
      await app.db.transaction(async (tx) => {
        const [order] = await tx.select().from(t.orders).where(eq(t.orders.id, orderId)).for('update');
        if (order && order.status !== 'cancelled') {
          await releaseOrder(tx, order);
          await tx
            .update(t.orders)
            .set({ status: 'cancelled', cancelledAt: new Date(), paymentStatus: 'failed' })
            .where(eq(t.orders.id, orderId));
        }
      });
      throw new ApiError(502, 'paymentFailed');
    }
  }

  app.get(
    '/orders',
    {
      ...auth,
      schema: {
        tags,
        summary: "The user's orders, newest first (mes-commandes)",
        security,
        querystring: localeQuery,
        response: { 200: z.array(orderSummary), 401: errorEnvelope },
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
        params: idParams,
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
          'Cancel the order until 2 hours before its slot: the place, the stock, the promo use and the wallet amount are given back',
        security,
        querystring: localeQuery,
        params: idParams,
        response: { 200: orderDetailSchema, ...errors },
      },
    },
    async (request) => {
      await cancelOrder(app.db, request.userId!, request.params.orderId);
      return orderDetail(app.db, request.userId!, request.params.orderId, request.locale);
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
        params: idParams,
        body: z.object({ slot_id: id(), locale: z.string().optional() }),
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
