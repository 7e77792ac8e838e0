import { z } from 'zod';
import { defineJob } from '../../jobs/define.js';
import { announceDayWindows } from './announce.js';

/** Tells the day's shoppers their delivery window, in the morning (ADR 0036). */
export const announceWindowsJob = defineJob({
  name: 'tracking.announce',
  data: z.object({ source: z.literal('cron') }),
  // One run at a time; each order is announced once whatever runs twice (announceDayWindows).
  options: { policy: 'singleton', retryLimit: 3, retryDelay: 120, expireInSeconds: 600 },
  // At 07:00 shop time (PROMISE_ANNOUNCE_CRON overrides it): the cron tick is sent once across instances.
  schedule: { cron: '0 7 * * *', cronEnv: 'PROMISE_ANNOUNCE_CRON', data: { source: 'cron' } },
  handler: async ({ db, publicUrl, trackingKey }) => {
    const announced = await announceDayWindows(db, { publicUrl, key: trackingKey });
    return { announced: announced.length };
  },
});
