import { z } from 'zod';
import { defineJob } from '../../jobs/define.js';
import { detachCard } from './detach.js';

/**
 * A removed saved card detached at Stripe (ADR 0051), enqueued by the removal's transaction: Stripe is
 * asked after the commit, by any instance; retried while Stripe is down.
 */
export const detachCardJob = defineJob({
  name: 'payments.detach-card',
  data: z.object({ savedPaymentMethodId: z.number().int() }),
  options: { retryLimit: 10, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 },
  handler: ({ db, payments }, { savedPaymentMethodId }) => detachCard(db, payments, savedPaymentMethodId),
});
