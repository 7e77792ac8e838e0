import { z } from 'zod';
import { defineJob } from '../../jobs/define.js';
import { ensureSlots } from './generate.js';

/** Keeps the rolling week of delivery slots of every warehouse; the generation is idempotent. */
export const slotsJob = defineJob({
  name: 'slots.generate',
  data: z.object({ source: z.enum(['cron', 'start']) }),
  // One run at a time; a failed run waits for the next hour.
  options: { policy: 'singleton', retryLimit: 1, retryDelay: 60, expireInSeconds: 300 },
  // Hourly, at minute 5 (SLOTS_CRON overrides it, e.g. every minute in the two-instance test).
  schedule: { cron: '5 * * * *', cronEnv: 'SLOTS_CRON', data: { source: 'cron' } },
  // A new day's slots without waiting for the hour; instances starting within the same clock minute
  // send one (and the generation is idempotent when two straddle a minute).
  atStart: { data: { source: 'start' }, options: { singletonKey: 'start', singletonSeconds: 60 } },
  handler: async ({ db }) => {
    await ensureSlots(db);
    return null;
  },
});
