import { z } from 'zod';
import { defineJob } from '../../jobs/define.js';
import { sendNotification } from './send.js';

/**
 * Sends one notification through its channel (one job per row, enqueued by notify() in the event's
 * transaction). The row is claimed before anything is sent; a run that finds it sent does nothing.
 */
export const notificationSendJob = defineJob({
  name: 'notifications.send',
  data: z.object({ notificationId: z.number().int() }),
  // As the e-mails: 7 attempts from 30 s, doubling (0.5–1 h in all); the claim's lease is the expiry.
  options: {
    retryLimit: 6,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 120,
    deadLetter: 'notifications.dead',
  },
  handler: (deps, { notificationId }, { id: jobId }) => sendNotification(deps, notificationId, jobId),
});
