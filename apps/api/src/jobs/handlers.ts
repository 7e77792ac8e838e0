import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import * as t from '../db/schema/index.js';
import {
  type MailMessage,
  type MailResult,
  type MailTransport,
  maskSecrets,
  revealSecrets,
  sealSecrets,
  unsealSecrets,
} from '../modules/mail/index.js';
import { type PaymentProvider, sendCardRefund, sendOrderConfirmation } from '../modules/orders/index.js';
import { forfeitUnreturnedDeposits } from '../modules/admin/deposit-forfeits/index.js';
import { ensureSlots } from '../modules/slots/index.js';
import { rewardFirstDelivery } from '../modules/sponsorship/index.js';
import { QUEUES, type JobData, type QueueName } from './queues.js';

export interface JobContext {
  db: Db;
  mailer: MailTransport;
  publicUrl: string;
  /** The card payment provider (Stripe), when configured: card refunds go through it. */
  payments: PaymentProvider | null;
  /** Opens the secrets sealed in a queued e-mail (mail/secrets.ts). */
  secretsKey: Buffer;
}

/** A run of a job: its id, and whether a failure now is final (its queue's retries are spent). */
export interface JobRun {
  id: string;
  lastAttempt: boolean;
}

export type Handler<Q extends QueueName> = (data: JobData[Q], run: JobRun) => Promise<unknown>;

/** A delivery failure recorded in the outbox throws, so that pg-boss retries it. */
function delivered(result: MailResult | null): MailResult | null {
  if (result?.error) throw new Error(`e-mail not delivered: ${result.error}`);
  return result;
}

/**
 * What each queue's job does; the same on PGlite and PostgreSQL. A job may run again (a retry, or
 * pg-boss's rerun of a job whose instance died): the e-mails' outbox row decides whether it sends
 * (mail/outbox.ts).
 */
export function jobHandlers({ db, mailer, publicUrl, payments, secretsKey }: JobContext): {
  [Q in QueueName]: Handler<Q>;
} {
  return {
    [QUEUES.orderConfirmation]: async ({ orderId }, { id: jobId }) =>
      delivered(await sendOrderConfirmation(db, mailer, publicUrl, orderId, jobId)),
    [QUEUES.mail]: async ({ message, sealedSecrets }, { id: jobId }) => {
      const secrets = sealedSecrets ? unsealSecrets(secretsKey, sealedSecrets) : [];
      return delivered(await mailer.send({ ...revealSecrets(message, secrets), secrets, jobId }));
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
    // Exactly once: a settled refund is skipped, and Stripe's idempotency key covers a crash in
    // between; the last failure is recorded on the refund for staff.
    [QUEUES.cardRefund]: ({ refundId }, { lastAttempt }) =>
      sendCardRefund(db, payments, refundId, { lastAttempt }),
  };
}

/**
 * A mailer whose send() enqueues the rendered message (mail.send): retried, never lost. The job's
 * data holds the texts with their secrets masked and the secrets sealed: pgboss.job (and its
 * archive, and the dead letters) never holds a live link.
 */
export function queuedMailer(
  enqueue: (data: JobData[typeof QUEUES.mail]) => Promise<string>,
  transport: MailTransport,
  secretsKey: Buffer,
): MailTransport {
  return {
    name: transport.name,
    async send({ secrets = [], ...message }: MailMessage) {
      const masked = maskSecrets(message, secrets);
      await enqueue(
        secrets.length ? { message: masked, sealedSecrets: sealSecrets(secretsKey, secrets) } : { message },
      );
      return { id: 0, status: 'sending', messageId: null, sentAt: null, error: null };
    },
    close: async () => undefined,
  };
}
