import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { notificationSendJob } from '../notifications/index.js';
import { cardRefundJob } from './jobs.js';
import { ApiError } from '../../lib/errors.js';
import { recordOrderPlaced } from '../../observability/metrics.js';
import { expirePendingPayments, handleStripeEvent, type Settlement } from './card-payment.js';
import type { PaymentProvider } from './payment.js';
import { endpoints } from '@consigne/contract';
import { route } from '../../lib/route.js';
import { detachCardJob, recordSetupSession } from '../saved-cards/index.js';

/** How often an instance looks for card orders whose payment never came (the lost-webhook net). */
export const PAYMENT_SWEEP_INTERVAL_MS = 5 * 60_000;

/**
 * POST /api/payments/stripe/webhook: Stripe's signed events confirm or fail a card order's payment
 * (card-payment.ts). The body is kept raw (the signature covers its exact bytes) and checked with the
 * SDK's constructEvent: a bad signature is a 400, a signed body of another shape too (never a 500).
 * An event is processed once (its id is recorded); a confirmed order's e-mail is sent then. A setup
 * session's completion records the card it saved (saved-cards, ADR 0051).
 */
export const stripeWebhookRoutes: FastifyPluginAsync<{
  payments: PaymentProvider;
}> = async (app, { payments }) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  /** A confirmed order's e-mail, and the refund of a payment for an order that can no longer be delivered. */
  function followUp(settled: Settlement, log: FastifyBaseLogger) {
    // Its e-mail is a job of the confirming transaction: this instance's worker takes it now.
    if (settled.confirmed) {
      recordOrderPlaced('stripe');
      app.jobs.wake(notificationSendJob.name);
    }
    // Its refund is a job of the same transaction: Stripe is asked after the commit, by any instance.
    if (settled.refunding) {
      log.warn(
        { orderId: settled.refunding },
        'card payment received for an order that can no longer be delivered: refunded automatically',
      );
      app.jobs.wake(cardRefundJob.name);
    }
  }

  route(app, endpoints.receiveStripeEvent, async (request) => {
    const body = request.body;
    const event = payments.verifyWebhook(
      Buffer.isBuffer(body) ? body : String(body ?? ''),
      request.headers['stripe-signature'] as string | undefined,
    );
    // A bad signature or an event of another shape.
    if (!event) throw new ApiError(400, 'invalidRequest');
    // A card saved on Stripe's page in setup mode (ADR 0051): recorded for the usual basket.
    if (event.type === 'checkout.session.completed' && event.data.object.mode === 'setup') {
      const setup = await recordSetupSession(app.db, payments, {
        id: event.id,
        type: event.type,
        sessionId: event.data.object.id,
      }).catch((error: unknown) => {
        // Stripe could not be asked for the card: a 503, and Stripe sends the event again later.
        request.log.error({ error }, 'saved card could not be read from Stripe');
        throw new ApiError(503, 'serviceUnavailable');
      });
      if (setup.replacedCardId) app.jobs.wake(detachCardJob.name);
      return { received: true };
    }
    followUp(await handleStripeEvent(app.db, event), request.log);
    return { received: true };
  });

  // The safety net: every instance sweeps (row locks make each order settle once).
  let sweeping = false;
  const timer = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    expirePendingPayments(app.db, payments)
      .then((settled) => settled.forEach((s) => followUp(s, app.log)))
      .catch((error: unknown) => app.log.error({ error }, 'pending card payments sweep failed'))
      .finally(() => (sweeping = false));
  }, PAYMENT_SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
};
