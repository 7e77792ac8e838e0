import { depositForfeitsJob } from '../modules/admin/deposit-forfeits/jobs.js';
import { einvoicingSendJob, eReportJob, peppolJob } from '../modules/einvoicing/jobs.js';
import { mailJob } from '../modules/mail/jobs.js';
import { notificationSendJob } from '../modules/notifications/jobs.js';
import { cardRefundJob, orderConfirmationJob } from '../modules/orders/jobs.js';
import { retentionJob } from '../modules/retention/jobs.js';
import { salesJournalClosuresJob } from '../modules/sales-journal/jobs.js';
import { detachCardJob } from '../modules/saved-cards/jobs.js';
import { slotReservationsJob } from '../modules/slot-reservations/jobs.js';
import { slotsJob } from '../modules/slots/jobs.js';
import { sponsorRewardJob } from '../modules/sponsorship/jobs.js';
import { announceWindowsJob } from '../modules/tracking/jobs.js';
import { usualBasketChargeJob, usualBasketJob } from '../modules/usual-basket/jobs.js';
import type { Job, JobInput, JobOptions } from './define.js';

/**
 * Every job of the shop (ADR 0008, docs/jobs.md), each declared beside its module: the queues, their
 * policies, the dead letters, the crons and the workers all come from this list. pg-boss retries a job
 * that throws after retryDelay seconds, doubled each time with retryBackoff, then marks it 'failed' and
 * copies it to its dead-letter queue (which nobody works: it is the list an operator reads and replays
 * from).
 *
 * Only the jobs/ folder imports this list: a module names its own declaration (`cardRefundJob.name`),
 * so that no module's import reaches back here while the list is still being built.
 */
const JOBS = {
  orderConfirmation: orderConfirmationJob,
  mail: mailJob,
  sponsorReward: sponsorRewardJob,
  slots: slotsJob,
  slotReservations: slotReservationsJob,
  depositForfeits: depositForfeitsJob,
  cardRefund: cardRefundJob,
  retention: retentionJob,
  notification: notificationSendJob,
  announceWindows: announceWindowsJob,
  usualBasket: usualBasketJob,
  einvoicingSend: einvoicingSendJob,
  eReport: eReportJob,
  peppol: peppolJob,
  salesJournalClosures: salesJournalClosuresJob,
  detachCard: detachCardJob,
  usualBasketCharge: usualBasketChargeJob,
} as const;

type Jobs = typeof JOBS;

/** The queue names by job, as the tests and tools name them (`QUEUES.mail`). */
export const QUEUES = Object.fromEntries(Object.entries(JOBS).map(([key, job]) => [key, job.name])) as {
  readonly [K in keyof Jobs]: Jobs[K]['name'];
};

export type QueueName = Jobs[keyof Jobs]['name'];

/** The payload of each queue's job, as `enqueueJob` and `send` take it. */
export type JobData = { [K in keyof Jobs as Jobs[K]['name']]: JobInput<Jobs[K]> };

/** The list, for what runs over every job (queues, workers, crons). */
export const ALL_JOBS: readonly Job<QueueName>[] = Object.values(JOBS);

export const QUEUE_OPTIONS = Object.fromEntries(ALL_JOBS.map((job) => [job.name, job.options])) as Record<
  QueueName,
  JobOptions
>;

/** The dead-letter queues the jobs name, created before the queues that name them. */
export const DEAD_LETTER_QUEUES: readonly string[] = [
  ...new Set(ALL_JOBS.flatMap((job) => (job.options.deadLetter ? [job.options.deadLetter] : []))),
];
