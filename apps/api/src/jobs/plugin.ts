import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { PaymentProvider } from '../modules/orders/index.js';
import { setQueueDepthSource } from '../observability/metrics.js';
import { createEInvoicingPlatform } from '../modules/einvoicing/index.js';
import { mailSecretsKey } from '../modules/mail/index.js';
import { createPushSender } from '../modules/notifications/index.js';
import { trackingKey } from '../modules/tracking/index.js';
import { Jobs } from './index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue (ADR 0008): enqueue in a transaction, wake, drain (tests), queue depth. */
    jobs: Jobs;
  }
}

/**
 * Starts the job queue with the app (after the migrations: bootstrap builds the app once they ran)
 * and stops it gracefully when the app closes, before the database. Needs `app.mailer`.
 */
const jobs: FastifyPluginAsync<{
  database: Database;
  config: Pick<
    Config,
    | 'workers'
    | 'publicUrl'
    | 'shutdownGraceSeconds'
    | 'jwtSecret'
    | 'vapid'
    | 'trackingSecret'
    | 'einvoicing'
    | 'customerRetentionYears'
  >;
  /** The card payment provider, for the card refund job (none without Stripe's keys). */
  payments?: PaymentProvider | null;
  /** The app's root, also given `jobs` (the plugin sits in the /api scope, beside the mailer). */
  root?: FastifyInstance;
}> = async (app, { database, config, root, payments }) => {
  const queue = new Jobs({
    database,
    mailer: app.mailer,
    publicUrl: config.publicUrl,
    payments,
    secretsKey: mailSecretsKey(config.jwtSecret),
    push: createPushSender(config.vapid),
    trackingKey: trackingKey(config.trackingSecret),
    einvoicing: createEInvoicingPlatform(config.einvoicing),
    customerRetentionYears: config.customerRetentionYears,
    workers: config.workers,
    log: app.log,
    stopTimeoutMs: Math.max(1, config.shutdownGraceSeconds - 5) * 1000,
  });
  await queue.start();
  // The Prometheus gauge consigne_queue_depth reads this instance's view of the shared queue.
  setQueueDepthSource(() => queue.queueDepth());
  app.decorate('jobs', queue);
  if (root && root !== app && !root.hasDecorator('jobs')) root.decorate('jobs', queue);
  app.addHook('onClose', async () => {
    setQueueDepthSource(undefined);
    await queue.stop();
  });
};

export const jobsPlugin = fp(jobs, { name: 'jobs', dependencies: ['mail'] });
