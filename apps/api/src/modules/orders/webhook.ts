import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import * as t from '../../db/schema/index.js';
import { ApiError } from '../../lib/errors.js';
import type { PaymentProvider } from './payment.js';
import { cancelLockedOrder } from './service.js';

/**
 * POST /api/payments/stripe/webhook: Stripe's signed events confirm or fail an order's payment.
 * The body is kept raw (the signature covers its exact bytes). A failed payment cancels the order
 * and gives back what it took; events are idempotent (a replayed event changes nothing).
 */
export const stripeWebhookRoutes: FastifyPluginAsync<{ payments: PaymentProvider }> = async (
  app,
  { payments },
) => {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/payments/stripe/webhook',
    {
      schema: {
        tags: ['orders'],
        summary: 'Stripe webhook (signed): payment_intent.succeeded / payment_intent.payment_failed',
        hide: false,
      },
    },
    async (request) => {
      const event = payments.verifyWebhook(
        String(request.body),
        request.headers['stripe-signature'] as string | undefined,
      );
      // A bad signature or an event of another shape.
      if (!event) throw new ApiError(400, 'invalidRequest');
      const intentId = event.data.object.id;
      if (event.type === 'payment_intent.succeeded') {
        await app.db
          .update(t.orders)
          .set({ paymentStatus: 'paid' })
          .where(eq(t.orders.paymentIntentId, intentId));
      } else if (event.type === 'payment_intent.payment_failed' || event.type === 'payment_intent.canceled') {
        await app.db.transaction(async (tx) => {
          const [order] = await tx
            .select()
            .from(t.orders)
            .where(eq(t.orders.paymentIntentId, intentId))
            .for('update');
          if (!order || order.paymentStatus === 'paid') return;
          await cancelLockedOrder(tx, order, { paymentFailed: true });
        });
      }
      return { received: true };
    },
  );
};
