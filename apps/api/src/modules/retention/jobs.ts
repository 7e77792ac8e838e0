import { z } from 'zod';
import { defineJob } from '../../jobs/define.js';
import { retireInactiveCustomers } from './inactive.js';
import { purgeExpiredRecords } from './purge.js';

/**
 * Every night: deletes lapsed registrations, reset links and refresh tokens (purge.ts says which),
 * then warns and, a month later, anonymises the customers inactive for CUSTOMER_RETENTION_YEARS
 * (inactive.ts). Reports how many of each.
 */
export const retentionJob = defineJob({
  name: 'retention.purge',
  data: z.object({ source: z.literal('cron') }),
  // One run at a time; a failed run is retried within the hour, else the next night does it.
  options: { policy: 'singleton', retryLimit: 3, retryDelay: 600, expireInSeconds: 900 },
  // Every night at 03:40, shop time, after the deposits' run.
  schedule: { cron: '40 3 * * *', data: { source: 'cron' } },
  handler: async ({ db, customerRetentionYears, publicUrl }) => ({
    ...(await purgeExpiredRecords(db)),
    ...(await retireInactiveCustomers(db, { years: customerRetentionYears, publicUrl })),
  }),
});
