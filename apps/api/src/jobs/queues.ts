import type PgBoss from 'pg-boss';
import type { MailMessage } from '../modules/mail/index.js';

/**
 * The shop's queues and their retry policies (ADR 0008, docs/jobs.md). Migration 0014 creates them
 * (a job sent to a missing queue would be dropped); the start-up sets these policies on them.
 * pg-boss retries a job that throws after retryDelay seconds, doubled each time with retryBackoff,
 * then marks it 'failed' and copies it to its dead-letter queue (which nobody works: it is the list
 * an operator reads and replays from).
 */
export const QUEUES = {
  /** The confirmation e-mail of a placed order, enqueued in the order's transaction: { orderId }. */
  orderConfirmation: 'mail.order-confirmation',
  /** An e-mail already rendered (password reset): { message }. */
  mail: 'mail.send',
  /** The sponsor's reward for a godson's first delivered order, enqueued in the delivery's transaction: { orderId }. */
  sponsorReward: 'sponsorship.reward',
  /** Keeps the rolling week of delivery slots: every hour (cron), and once at each start. */
  slots: 'slots.generate',
  /** Sells as packaging the deposits not returned within their warehouse's period: every night (cron). */
  depositForfeits: 'deposits.forfeit',
  /**
   * A card refund recorded pending — a cancel, a staff refund, or a payment that came for an order that
   * can no longer be delivered — enqueued by the refund's transaction (migration 0031 creates the
   * queue): { refundId }.
   */
  cardRefund: 'payments.refund',
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

const mailRetries = { retryLimit: 6, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 };

export const QUEUE_OPTIONS: Record<QueueName, Omit<PgBoss.Queue, 'name'>> = {
  [QUEUES.orderConfirmation]: { ...mailRetries, deadLetter: 'mail.dead' },
  [QUEUES.mail]: { ...mailRetries, deadLetter: 'mail.dead' },
  [QUEUES.sponsorReward]: {
    retryLimit: 10,
    retryDelay: 10,
    retryBackoff: true,
    expireInSeconds: 60,
    deadLetter: 'sponsorship.reward.dead',
  },
  // One run at a time; a failed run waits for the next hour.
  [QUEUES.slots]: { policy: 'singleton', retryLimit: 1, retryDelay: 60, expireInSeconds: 300 },
  // One run at a time (each customer's forfeit is idempotent besides); a failed run is retried in the hour.
  [QUEUES.depositForfeits]: { policy: 'singleton', retryLimit: 3, retryDelay: 600, expireInSeconds: 900 },
  // Stripe down or refusing: from 30 s, doubling, about 8.5 h in all — within the 24 h for which Stripe
  // keeps an idempotency key, so a retry never makes a second refund.
  [QUEUES.cardRefund]: {
    retryLimit: 10,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 120,
    deadLetter: 'payments.refund.dead',
  },
};

/** The dead-letter queues, created before the queues that name them. */
export const DEAD_LETTER_QUEUES = ['mail.dead', 'sponsorship.reward.dead', 'payments.refund.dead'] as const;

/** Hourly, at minute 5 (SLOTS_CRON overrides it, e.g. '* * * * *' in the two-instance test). */
export const SLOTS_CRON = '5 * * * *';

/** Every night at 03:20, shop time: the deposits sold as packaging date from the night's run. */
export const DEPOSIT_FORFEITS_CRON = '20 3 * * *';

export interface JobData {
  [QUEUES.orderConfirmation]: { orderId: number };
  /** The texts with their secrets masked, the secrets sealed (modules/mail/secrets.ts). */
  [QUEUES.mail]: { message: Omit<MailMessage, 'secrets' | 'jobId'>; sealedSecrets?: string };
  [QUEUES.sponsorReward]: { orderId: number };
  [QUEUES.slots]: { source: 'cron' | 'start' };
  [QUEUES.depositForfeits]: { source: 'cron' };
  [QUEUES.cardRefund]: { refundId: number };
}
