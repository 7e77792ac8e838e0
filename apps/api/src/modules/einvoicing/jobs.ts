import { lastClosedEReportPeriod, localDate } from '@consigne/domain';
import { z } from 'zod';
import { defineJob } from '../../jobs/define.js';
import { queuePeppolDocuments } from './peppol.js';
import { queueEReport } from './queue.js';
import { EINVOICING_SEND_QUEUE } from './queue-name.js';
import { sendTransmission } from './transmissions.js';

/**
 * Sends one e-invoice or e-report through the platform, enqueued by the transaction that made its
 * transmission row. A platform down: retried from a minute, doubling, about 17 hours in all.
 */
export const einvoicingSendJob = defineJob({
  name: EINVOICING_SEND_QUEUE,
  data: z.object({ transmissionId: z.number().int().positive() }),
  options: {
    retryLimit: 10,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 300,
    deadLetter: 'einvoicing.send.dead',
  },
  handler: async ({ db, einvoicing }, { transmissionId }, { lastAttempt }) => {
    if (!einvoicing) throw new Error('einvoicing: no platform configured for this queue');
    return { outcome: await sendTransmission(db, einvoicing, transmissionId, { lastAttempt }) };
  },
});

/**
 * Every night: the B2C e-report of the last ten-day period already over, once (its transmission row
 * is unique per period): the night after the 10th, the 20th and the month's last day it makes the
 * report; the other nights it finds it made. A night missed is caught up the next.
 */
export const eReportJob = defineJob({
  name: 'einvoicing.ereport',
  data: z.object({ source: z.literal('cron') }),
  options: { policy: 'singleton', retryLimit: 3, retryDelay: 600, expireInSeconds: 300 },
  schedule: { cron: '20 2 * * *', data: { source: 'cron' } },
  handler: async ({ db }) => {
    const period = lastClosedEReportPeriod(localDate(new Date()));
    const row = await db.transaction((tx) => queueEReport(tx, period));
    return { period, transmissionId: row.id };
  },
});

/**
 * Every five minutes: queues the Peppol transmission of the invoices and credit notes of Belgian
 * business buyers issued since, each with its send job (peppol.ts). Issuing a document never waits
 * for this, nor for the network.
 */
export const peppolJob = defineJob({
  name: 'einvoicing.peppol',
  data: z.object({ source: z.literal('cron') }),
  options: { policy: 'singleton', retryLimit: 3, retryDelay: 60, expireInSeconds: 120 },
  schedule: { cron: '*/5 * * * *', data: { source: 'cron' } },
  handler: async ({ db }) => ({ queued: await db.transaction((tx) => queuePeppolDocuments(tx)) }),
});
