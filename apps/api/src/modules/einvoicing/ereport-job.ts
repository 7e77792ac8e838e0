import { lastClosedEReportPeriod, localDate } from '@consigne/domain';
import { z } from 'zod';
import { defineJob } from '../../jobs/define.js';
import { queueEReport } from './queue.js';

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
