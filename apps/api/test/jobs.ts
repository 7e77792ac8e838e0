import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../src/db/client.js';
import { Jobs, type JobsOptions } from '../src/jobs/index.js';
import { OutboxTransport } from '../src/modules/mail/transport.js';

const quiet = {
  error: () => undefined,
  warn: () => undefined,
  info: () => undefined,
} as unknown as FastifyBaseLogger;

/** A job queue on its own, without an app: workers on, the development outbox, a silent log. */
export const standaloneJobs = (database: Database, options: Partial<JobsOptions> = {}) =>
  new Jobs({
    database,
    mailer: new OutboxTransport(database.db, Buffer.alloc(32)),
    publicUrl: 'http://127.0.0.1',
    secretsKey: Buffer.alloc(32),
    trackingKey: Buffer.alloc(32),
    workers: true,
    log: quiet,
    ...options,
  });
