import type { Queue, SendOptions } from 'pg-boss';
import type { z } from 'zod';
import type { Db } from '../db/client.js';
import type { EInvoicingPlatform } from '../modules/einvoicing/index.js';
import type { MailTransport } from '../modules/mail/index.js';
import type { EventMail, PushSender, SmsSender } from '../modules/notifications/index.js';
import type { NotificationEvent } from '@consigne/domain';
import type { PaymentProvider } from '../modules/orders/index.js';

/** What a job's handler may use: the instance's services, the same on PGlite and PostgreSQL. */
export interface JobDeps {
  db: Db;
  /** The real transport (SMTP or the development outbox), not the queued mailer of the app. */
  mailer: MailTransport;
  publicUrl: string;
  /** The card payment provider (Stripe), when configured: card refunds go through it. */
  payments: PaymentProvider | null;
  /** Opens the secrets sealed in a queued e-mail (mail/secrets.ts). */
  secretsKey: Buffer;
  /** Web Push, signed with the shop's VAPID keys; none in a queue started without them (some tests). */
  push: PushSender | null;
  /** The SMS adapter: the offline one records the message (sms_outbox). */
  sms: SmsSender;
  /** The e-mails of the events that render their own when sent (the order's confirmation). */
  eventMails: Partial<Record<NotificationEvent, EventMail>>;
  /** Signs the delivery tracking links (modules/tracking/token.ts). */
  trackingKey: Buffer;
  /** The e-invoicing platform (EINVOICING_PLATFORM); none in a queue started without it (some tests). */
  einvoicing?: EInvoicingPlatform | null;
  /** Years without a login or an order before a customer is anonymised (modules/retention). */
  customerRetentionYears: number;
}

/** A run of a job: its id, and whether a failure now is final (its queue's retries are spent). */
export interface JobMeta {
  id: string;
  lastAttempt: boolean;
}

/**
 * A queue's policy, as pg-boss takes it: retries (retryLimit, retryDelay, retryBackoff), expiry,
 * retention, policy ('singleton'…) and the dead-letter queue that receives the job once its retries
 * are spent (created before the queue).
 */
export type JobOptions = Omit<Queue, 'name'>;

/**
 * pg-boss's schema (migration 0046): pg-boss 12's own, beside the `pgboss` schema of pg-boss 10, which
 * it cannot migrate (from-pg-boss-10.ts moves the jobs left there).
 */
export const JOBS_SCHEMA = 'jobs';

/** Crons run in the shop's time zone unless a job says otherwise. */
export const SHOP_TIME_ZONE = 'Europe/Paris';

interface JobDeclaration<N extends string, S extends z.ZodType> {
  /** The queue's name: it exists in production databases, so never rename it. */
  name: N;
  /**
   * The payload: a zod schema, checked before the handler runs (a replayed or hand-inserted job with
   * bad data fails and is dead-lettered), or `z.custom<T>()` for a type checked at compile time only.
   */
  data: S;
  options: JobOptions;
  /** A cron that sends the job (once per tick across instances). */
  schedule?: {
    cron: string;
    data: z.input<S>;
    /** An environment variable whose value, when set, replaces `cron` (e.g. every minute in a test). */
    cronEnv?: string;
    tz?: string;
  };
  /** A job sent by each instance with workers when it starts (send options: its singleton key…). */
  atStart?: { data: z.input<S>; options?: SendOptions };
  /** Method syntax: a job of any payload still fits the list of all jobs. */
  handler(deps: JobDeps, data: z.output<S>, meta: JobMeta): Promise<unknown>;
}

/** A declared job: its declaration, plus `run`, which checks the payload and calls the handler. */
export interface Job<N extends string = string, S extends z.ZodType = z.ZodType> extends JobDeclaration<
  N,
  S
> {
  run(deps: JobDeps, data: unknown, meta: JobMeta): Promise<unknown>;
}

/** The payload `enqueueJob` takes for a job. */
export type JobInput<J> = J extends Job<string, infer S> ? z.input<S> : never;

/**
 * Declares a job beside the module whose logic it runs; jobs/queues.ts lists the declarations and
 * derives the queues, their policies, the dead letters, the crons and the workers from them.
 */
export function defineJob<const N extends string, S extends z.ZodType>(
  declaration: JobDeclaration<N, S>,
): Job<N, S> {
  return {
    ...declaration,
    run: (deps, data, meta) => declaration.handler(deps, declaration.data.parse(data), meta),
  };
}
