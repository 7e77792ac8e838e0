import { z } from 'zod';
import { defineJob } from '../../jobs/define.js';
import { sendTransmission } from './transmissions.js';

/**
 * Sends one e-invoice or e-report through the platform, enqueued by the transaction that made its
 * transmission row. A platform down: retried from a minute, doubling, about 17 hours in all.
 */
export const einvoicingSendJob = defineJob({
  name: 'einvoicing.send',
  data: z.object({ transmissionId: z.number().int().positive() }),
  options: {
    retryLimit: 10,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 300,
    deadLetter: 'einvoicing.send.dead',
  },
  handler: async ({ db, einvoicing }, { transmissionId }, { lastAttempt }) => {
    if (!einvoicing) throw new Error('einvoicing: no platform configured for this queue');
    return { outcome: await sendTransmission(db, einvoicing, transmissionId, { lastAttempt }) };
  },
});
