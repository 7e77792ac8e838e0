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
  data: z.object({
    source: z.enum(['cron', 'start', 'clock']),
    // The moment the pass runs as ('clock': a test clock's pass, run by the instances' workers as the
    // cron's would be); none: now. Passes are idempotent, so a pass at a given moment may run twice.
    at: z.iso.datetime({ offset: true }).optional(),
  }),
  options: { policy: 'singleton', retryLimit: 1, retryDelay: 60, expireInSeconds: 600 },
  // Every five minutes (USUAL_BASKET_CRON overrides it in tests).
  schedule: { cron: '*/5 * * * *', cronEnv: 'USUAL_BASKET_CRON', data: { source: 'cron' } },
  handler: async ({ db, publicUrl }, { at }) =>
    runUsualBaskets(db, { publicUrl }, at === undefined ? new Date() : new Date(at)),
});

// The off-session charge of a card basket's order (ADR 0051), declared beside its work.
export { usualBasketChargeJob } from './charge.js';
