import { z } from 'zod';
import { defineJob } from '../../jobs/define.js';
import { extendReservations } from './service.js';

/**
 * Holds the coming weeks of every reserved weekly slot as time passes (ADR 0040); idempotent (one row
 * per reservation and slot, inserted under the reservation's row lock), so two instances may both run it.
 */
export const slotReservationsJob = defineJob({
  name: 'slot-reservations.extend',
  data: z.object({ source: z.enum(['cron', 'start']) }),
  options: { policy: 'singleton', retryLimit: 1, retryDelay: 60, expireInSeconds: 600 },
  // Hourly, after the slots' generation at minute 5 (RESERVATIONS_CRON overrides it in tests).
  schedule: { cron: '15 * * * *', cronEnv: 'RESERVATIONS_CRON', data: { source: 'cron' } },
  handler: async ({ db }) => extendReservations(db),
});
