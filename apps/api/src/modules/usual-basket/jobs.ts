import { z } from 'zod';
import { defineJob } from '../../jobs/define.js';
import { runUsualBaskets } from './placement.js';

/**
 * The usual baskets' pass (ADR 0042): dates scheduled on the reserved weeks, reminders 24 hours before
 * the placement, placements N hours before the cutoff, failures told. Idempotent (conditional status
 * changes under the customer's and the date's row locks), so two instances may both run it.
 */
export const usualBasketJob = defineJob({
  name: 'usual-basket.run',
  data: z.object({ source: z.enum(['cron', 'start']) }),
  options: { policy: 'singleton', retryLimit: 1, retryDelay: 60, expireInSeconds: 600 },
  // Every five minutes (USUAL_BASKET_CRON overrides it in tests).
  schedule: { cron: '*/5 * * * *', cronEnv: 'USUAL_BASKET_CRON', data: { source: 'cron' } },
  handler: async ({ db, publicUrl }) => runUsualBaskets(db, { publicUrl }),
});

// The off-session charge of a card basket's order (ADR 0051), declared beside its work.
export { usualBasketChargeJob } from './charge.js';
