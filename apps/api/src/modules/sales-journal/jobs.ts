import { z } from 'zod';
import { defineJob } from '../../jobs/define.js';
import { closeJournalPeriods } from './closures.js';

/** Closes the sales journal's days, months and years that have ended (closures.ts). */
export const salesJournalClosuresJob = defineJob({
  name: 'sales-journal.close',
  data: z.object({ source: z.literal('cron') }),
  // One run at a time; a closure is written once whatever runs (unique kind and period, under the
  // journal's lock); a failed run is retried within the hour, else the next night closes both days.
  options: { policy: 'singleton', retryLimit: 3, retryDelay: 600, expireInSeconds: 900 },
  // Every night at 00:10, shop time: the day that just ended.
  schedule: { cron: '10 0 * * *', data: { source: 'cron' } },
  handler: ({ db }) => closeJournalPeriods(db),
});
