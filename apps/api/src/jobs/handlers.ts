import { and, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import * as t from '../db/schema/index.js';
import type { MailMessage, MailResult, MailTransport } from '../modules/mail/transport.js';
import { sendOrderConfirmation } from '../modules/orders/mail.js';
import type { PaymentProvider } from '../modules/orders/payment.js';
import { sendCardRefund } from '../modules/orders/refunds.js';
import { forfeitUnreturnedDeposits } from '../modules/admin/deposit-forfeits/service.js';
import { ensureSlots } from '../modules/slots/generate.js';
import { rewardFirstDelivery } from '../modules/sponsorship/service.js';
import { QUEUES, type JobData, type QueueName } from './queues.js';

export interface JobContext {
  db: Db;
  mailer: MailTransport;
  publicUrl: string;
  /** The card payment provider (Stripe), when configured: card refunds go through it. */
  payments: PaymentProvider | null;
}

export type Handler<Q extends QueueName> = (data: JobData[Q], jobId: string) => Promise<unknown>;

/**
 * A job may run again: after a failure (retries), or when pg-boss takes it for dead (expired while
 * its instance was killed). An e-mail this job already recorded as sent, or kept in the outbox
 * (no SMTP), is not sent twice.
 */
async function alreadySent(db: Db, jobId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: t.mailOutbox.id })
    .from(t.mailOutbox)
    .where(and(eq(t.mailOutbox.jobId, jobId), or(isNotNull(t.mailOutbox.sentAt), isNull(t.mailOutbox.error))))
    .limit(1);
  return row !== undefined;
}

/** A delivery failure recorded in the outbox throws, so that pg-boss retries it. */
function delivered(result: MailResult | null): MailResult | null {
  if (result?.error) throw new Error(`e-mail not delivered: ${result.error}`);
  return result;
}

/** What each queue's job does; the same on PGlite and PostgreSQL. */
export function jobHandlers({ db, mailer, publicUrl, payments }: JobContext): {
  [Q in QueueName]: Handler<Q>;
} {
  return {
    [QUEUES.orderConfirmation]: async ({ orderId }, jobId) => {
      if (await alreadySent(db, jobId)) return { skipped: true };
      return delivered(await sendOrderConfirmation(db, mailer, publicUrl, orderId, jobId));
    },
    [QUEUES.mail]: async ({ message }, jobId) => {
      if (await alreadySent(db, jobId)) return { skipped: true };
      return delivered(await mailer.send({ ...message, jobId }));
    },
    // Exactly once: rewardFirstDelivery decides a referral by a conditional update (decided_at null).
    [QUEUES.sponsorReward]: ({ orderId }) =>
      db.transaction(async (tx) => {
        const [order] = await tx.select().from(t.orders).where(eq(t.orders.id, orderId));
        if (!order?.deliveredAt) return null;
        return { outcome: await rewardFirstDelivery(tx, order, order.deliveredAt) };
      }),
    [QUEUES.slots]: async () => {
      await ensureSlots(db);
      return null;
    },
    [QUEUES.depositForfeits]: () => forfeitUnreturnedDeposits(db),
    // Exactly once: a refund done is skipped, and Stripe's idempotency key covers a crash in between.
    [QUEUES.cardRefund]: ({ refundId }) => sendCardRefund(db, payments, refundId),
  };
}

/** A mailer whose send() enqueues the rendered message (mail.send): retried, never lost. */
export function queuedMailer(
  enqueue: (message: MailMessage) => Promise<string>,
  transport: MailTransport,
): MailTransport {
  return {
    name: transport.name,
    async send(message) {
      await enqueue(message);
      return { id: 0, sentAt: null, error: null };
    },
    close: async () => undefined,
  };
}
