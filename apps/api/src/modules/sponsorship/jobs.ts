import { eq } from 'drizzle-orm';
import { z } from 'zod';
import * as t from '../../db/schema/index.js';
import { defineJob } from '../../jobs/define.js';
import { rewardFirstDelivery } from './service.js';

/**
 * The sponsor's reward for a godson's first delivered order, enqueued in the delivery's transaction.
 * Exactly once: rewardFirstDelivery decides a referral by a conditional update (decided_at null).
 */
export const sponsorRewardJob = defineJob({
  name: 'sponsorship.reward',
  data: z.object({ orderId: z.number().int() }),
  options: {
    retryLimit: 10,
    retryDelay: 10,
    retryBackoff: true,
    expireInSeconds: 60,
    deadLetter: 'sponsorship.reward.dead',
  },
  handler: ({ db }, { orderId }) =>
    db.transaction(async (tx) => {
      const [order] = await tx.select().from(t.orders).where(eq(t.orders.id, orderId));
      if (!order?.deliveredAt) return null;
      return { outcome: await rewardFirstDelivery(tx, order, order.deliveredAt) };
    }),
});
