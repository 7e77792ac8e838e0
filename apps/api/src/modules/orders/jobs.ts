import { z } from 'zod';
import { defineJob } from '../../jobs/define.js';
import { deliveredOrThrow, MAIL_JOB_OPTIONS } from '../mail/index.js';
import type { EventMail } from '../notifications/index.js';
import { renderOrderConfirmation, sendOrderConfirmation } from './mail.js';
import { sendCardRefund } from './card-refund.js';

/**
 * The confirmation e-mail of a placed order, enqueued in the order's transaction (or the card
 * payment's). Its retries reuse the outbox row of its job id: sent once it is marked sent.
 */
export const orderConfirmationJob = defineJob({
  name: 'mail.order-confirmation',
  data: z.object({ orderId: z.number().int() }),
  options: MAIL_JOB_OPTIONS,
  handler: async ({ db, mailer, publicUrl }, { orderId }, { id: jobId }) =>
    deliveredOrThrow(await sendOrderConfirmation(db, mailer, publicUrl, orderId, jobId)),
});

/** The orderPlaced notification's e-mail: the order's confirmation, rendered when it is sent. */
export const orderPlacedMail: EventMail = async (db, publicUrl, { orderId }) => {
  if (orderId === null) return null;
  const rendered = await renderOrderConfirmation(db, publicUrl, orderId);
  return rendered && { ...rendered.mail, template: 'order-confirmation' };
};

/**
 * A card refund recorded pending — a cancel, a staff refund, or a payment that came for an order that
 * can no longer be delivered — enqueued by the refund's transaction. Exactly once: a settled refund is
 * skipped, and Stripe's idempotency key covers a crash in between; the last failure is recorded on the
 * refund for staff.
 */
export const cardRefundJob = defineJob({
  name: 'payments.refund',
  data: z.object({ refundId: z.number().int() }),
  // Stripe down or refusing: from 30 s, doubling, about 8.5 h in all — within the 24 h for which Stripe
  // keeps an idempotency key, so a retry never makes a second refund.
  options: {
    retryLimit: 10,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 120,
    deadLetter: 'payments.refund.dead',
  },
  handler: ({ db, payments }, { refundId }, { lastAttempt }) =>
    sendCardRefund(db, payments, refundId, { lastAttempt }),
});
