import { z } from 'zod';
import { defineJob } from '../../../jobs/define.js';
import { forfeitUnreturnedDeposits } from './service.js';

/** Sells as packaging the deposits not returned within their warehouse's period. */
export const depositForfeitsJob = defineJob({
  name: 'deposits.forfeit',
  data: z.object({ source: z.literal('cron') }),
  // One run at a time (each customer's forfeit is idempotent besides); a failed run is retried in the hour.
  options: { policy: 'singleton', retryLimit: 3, retryDelay: 600, expireInSeconds: 900 },
  // Every night at 03:20, shop time: the deposits sold as packaging date from the night's run.
  schedule: { cron: '20 3 * * *', data: { source: 'cron' } },
  handler: ({ db }) => forfeitUnreturnedDeposits(db),
});
