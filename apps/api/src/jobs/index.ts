import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  fromPglite,
  PgBoss,
  type ConstructorOptions,
  type Db as BossDb,
  type JobWithMetadata,
} from 'pg-boss';
import type { Database, Db } from '../db/client.js';
import type { EInvoicingPlatform } from '../modules/einvoicing/index.js';
import type { MailTransport } from '../modules/mail/index.js';
import { OfflineSmsSender, type PushSender, type SmsSender } from '../modules/notifications/index.js';
import type { PaymentProvider } from '../modules/orders/index.js';
import { enqueueJob } from './enqueue.js';
import { rowsOf } from './executors.js';
import { moveJobsFromPgBoss10 } from './from-pg-boss-10.js';
import { InFlight } from './in-flight.js';
import { queuedMailer } from '../modules/mail/jobs.js';
import { orderPlacedMail } from '../modules/orders/jobs.js';
import { JOBS_SCHEMA, SHOP_TIME_ZONE, type Job, type JobDeps, type JobOptions } from './define.js';
import {
  ALL_JOBS,
  DEAD_LETTER_QUEUES,
  QUEUE_OPTIONS,
  QUEUES,
  type JobData,
  type QueueName,
} from './queues.js';

export { enqueueJob } from './enqueue.js';
export { QUEUES } from './queues.js';
export { rowsOf } from './executors.js';

/**
 * The queues, made in the caller's transaction with the options Jobs.start gives them: for the seed,
 * whose demo parts go through services that enqueue jobs (an order's e-mails) before any instance has
 * started its jobs on a new database. pg-boss's createQueue runs a transaction of its own, so its SQL
 * function is called as createQueue calls it; a queue that exists is left alone, and Jobs.start then
 * finds them made and updates them.
 */
export async function createQueuesIn(tx: Db): Promise<void> {
  const queues: Array<[string, Partial<JobOptions>]> = [
    ...DEAD_LETTER_QUEUES.map((name): [string, Partial<JobOptions>] => [name, {}]),
    ...Object.entries(QUEUE_OPTIONS),
  ];
  for (const [name, options] of queues) {
    const made = JSON.stringify({ ...options, policy: options.policy ?? 'standard' });
    await tx.execute(sql`select ${sql.identifier(JOBS_SCHEMA)}.create_queue(${name}, ${made}::jsonb)`);
  }
}

export interface JobsOptions {
  database: Database;
  mailer: MailTransport;
  publicUrl: string;
  /** The card payment provider (card refunds); none without Stripe's keys. */
  payments?: PaymentProvider | null;
  /** Seals the secrets of a queued e-mail (mail/secrets.ts mailSecretsKey). */
  secretsKey: Buffer;
  /** Web Push (the notifications' push channel); none: a push notification fails and is retried. */
  push?: PushSender | null;
  /** The SMS adapter; by default the offline one (sms_outbox). */
  sms?: SmsSender;
  /** Signs the tracking links the promise's e-mails carry (tracking/token.ts trackingKey). */
  trackingKey: Buffer;
  /** The e-invoicing platform the send job uses (modules/einvoicing); none: that job fails, retried. */
  einvoicing?: EInvoicingPlatform | null;
  /** Years of inactivity before a customer is anonymised (CUSTOMER_RETENTION_YEARS; default 3). */
  customerRetentionYears?: number;
  /** Run the workers and the cron here (WORKERS=1, the default); else this instance only enqueues. */
  workers: boolean;
  log: FastifyBaseLogger;
  /** How long stop() lets running jobs finish before it fails them back to the queue (retried). */
  stopTimeoutMs?: number;
  /** Where a job's `cronEnv` is read (process.env by default). */
  env?: Record<string, string | undefined>;
  pollingIntervalSeconds?: number;
}

const jobsByName = new Map<string, Job<QueueName>>(ALL_JOBS.map((job) => [job.name, job]));

function jobNamed(name: string): Job<QueueName> {
  const job = jobsByName.get(name);
  if (!job) throw new Error(`jobs: no job is declared for the queue ${name}`);
  return job;
}

/** After the grace period: how long the failing back of the jobs still running may take. */
const STOP_SETTLE_MS = 2_000;

/** Jobs waiting or running, per queue (dead-letter queues included): what the metrics export. */
async function depthOf(db: Db): Promise<Record<string, number>> {
  const list = rowsOf<{ name: string; depth: number }>(
    await db.execute(
      sql`select name, count(*)::int as depth from jobs.job where state < 'completed' group by name`,
    ),
  );
  const depth: Record<string, number> = {};
  for (const name of [...ALL_JOBS.map((job) => job.name), ...DEAD_LETTER_QUEUES]) depth[name] = 0;
  for (const row of list) if (!row.name.startsWith('__pgboss')) depth[row.name] = Number(row.depth);
  return depth;
}

/**
 * pg-boss on the shop's database, every statement of it through `inFlight`: on PostgreSQL its own
 * pool (its errors and reconnections; every part of pg-boss calls that one object's executeSql),
 * closed by `closeConnection`; on PGlite the app's instance, closed with the app.
 */
function bossOn(
  database: Database,
  inFlight: InFlight,
  options: Pick<ConstructorOptions, 'schedule' | 'supervise'>,
): { boss: PgBoss; closeConnection: () => Promise<void> } {
  if (database.kind === 'postgres') {
    if (!database.url) throw new Error('jobs: the PostgreSQL database has no URL');
    const boss = new PgBoss({
      connectionString: database.url,
      max: 2,
      application_name: 'consigne-jobs',
      schema: JOBS_SCHEMA,
      ...options,
    });
    const pool = boss.getDb() as BossDb & { opened?: boolean; close(): Promise<void> };
    const execute = pool.executeSql.bind(pool);
    pool.executeSql = inFlight.executor({ executeSql: execute }).executeSql;
    return {
      boss,
      closeConnection: async () => {
        if (pool.opened) await pool.close();
      },
    };
  }
  if (!database.pglite) throw new Error('jobs: the embedded database has no PGlite instance');
  // pg-boss's adapter: a multi-statement script through exec(), and a failed one rolled back.
  const boss = new PgBoss({
    db: inFlight.executor(fromPglite(database.pglite)),
    backend: 'pglite',
    schema: JOBS_SCHEMA,
    ...options,
  });
  return { boss, closeConnection: async () => undefined };
}

/**
 * The job queue of one instance: pg-boss on the shop's database (PostgreSQL through its own small
 * pool, or the embedded PGlite through an adapter). Every instance enqueues; those with workers
 * also fetch (FOR UPDATE SKIP LOCKED: each job goes to one worker) and run the cron (pg-boss sends
 * each cron tick once, under an advisory lock).
 */
export class Jobs {
  readonly boss: PgBoss;
  readonly mailer: MailTransport;
  private readonly deps: JobDeps;
  private readonly workerIds = new Map<string, string[]>();
  private readonly db: Db;
  /** The queue's statements and running jobs: stop() closes the connection once they are done. */
  private readonly inFlight = new InFlight();
  private readonly closeConnection: () => Promise<void>;

  constructor(private readonly options: JobsOptions) {
    const { database, workers } = options;
    this.db = database.db;
    ({ boss: this.boss, closeConnection: this.closeConnection } = bossOn(database, this.inFlight, {
      // The queue's own state monitor and archive intervals stay pg-boss's defaults.
      schedule: workers,
      supervise: workers,
    }));
    this.boss.on('error', (error: unknown) =>
      options.log.error({ err: queueErrorForLog(error) }, 'job queue error'),
    );
    this.deps = {
      db: this.db,
      mailer: options.mailer,
      publicUrl: options.publicUrl,
      payments: options.payments ?? null,
      secretsKey: options.secretsKey,
      push: options.push ?? null,
      sms: options.sms ?? new OfflineSmsSender(this.db),
      eventMails: { orderPlaced: orderPlacedMail },
      trackingKey: options.trackingKey,
      einvoicing: options.einvoicing ?? null,
      customerRetentionYears: options.customerRetentionYears ?? 3,
    };
    this.mailer = queuedMailer((data) => this.send(QUEUES.mail, data), options.mailer, options.secretsKey);
  }

  async start(): Promise<void> {
    const { boss } = this;
    const options = this.options;
    // Instances starting together on a new database would create the same queues at once, and
    // pg-boss's queue creation deadlocked against itself: one instance at a time, under the lock
    // the migrations take (an instance that finds the queues made only updates them).
    await options.database.exclusive(async () => {
      await boss.start();
      for (const name of DEAD_LETTER_QUEUES) await boss.createQueue(name);
      for (const [name, queue] of Object.entries(QUEUE_OPTIONS)) {
        await boss.createQueue(name, queue);
        // A queue's policy and partition are set once, when it is created.
        const { policy: _policy, partition: _partition, ...updatable } = queue;
        await boss.updateQueue(name, updatable);
      }
    });
    const moved = await moveJobsFromPgBoss10(this.db);
    if (moved) options.log.info({ moved }, 'jobs moved from the pg-boss 10 schema');
    if (!options.workers) return;
    for (const { name } of ALL_JOBS) {
      const id = await boss.work(
        name,
        { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, includeMetadata: true },
        // pg-boss waits a polling interval after each fetch: after a job, fetch the next one at once.
        ([job]) => this.inFlight.track(this.run(name, job!)).finally(() => this.wake(name)),
      );
      this.workerIds.set(name, [id]);
    }
    for (const { name, schedule } of ALL_JOBS) {
      if (!schedule) continue;
      const cron = (schedule.cronEnv && (options.env ?? process.env)[schedule.cronEnv]) || schedule.cron;
      await boss.schedule(name, cron, schedule.data as object, { tz: schedule.tz ?? SHOP_TIME_ZONE });
    }
    for (const { name, atStart } of ALL_JOBS) {
      if (atStart) await boss.send(name, atStart.data as object, atStart.options ?? {});
    }
  }

  private async run(name: QueueName, job: JobWithMetadata<unknown>): Promise<unknown> {
    try {
      return await jobNamed(name).run(this.deps, job.data, {
        id: job.id,
        lastAttempt: job.retryCount >= job.retryLimit,
      });
    } catch (error) {
      this.options.log.warn({ err: error, queue: name, jobId: job.id }, 'job failed (retried per its queue)');
      throw error;
    }
  }

  /** Enqueues outside any transaction (then wakes this instance's worker of that queue). */
  async send<Q extends QueueName>(name: Q, data: JobData[Q]): Promise<string> {
    const id = await this.boss.send(name, data as object);
    if (!id) throw new Error(`job queue ${name} refused the job`);
    this.wake(name);
    return id;
  }

  /** In the caller's transaction (see enqueueJob). */
  enqueue<Q extends QueueName>(tx: Db, name: Q, data: JobData[Q]): Promise<string> {
    return enqueueJob(tx, name, data);
  }

  /** After a commit that enqueued: this instance's worker fetches now instead of at its next poll. */
  wake(name: QueueName): void {
    for (const id of this.workerIds.get(name) ?? []) this.boss.notifyWorker(id);
  }

  queueDepth(): Promise<Record<string, number>> {
    return depthOf(this.db);
  }

  /**
   * Tests: runs every job due now, in this process, until none is waiting or running (a worker may
   * hold one meanwhile: SKIP LOCKED gives each job to one of them). Throws after `timeoutMs`.
   */
  async drain(timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    const names = ALL_JOBS.map((job) => job.name);
    for (;;) {
      let ran = 0;
      for (const name of names) {
        for (const job of await this.boss.fetch<object>(name, { includeMetadata: true })) {
          ran++;
          try {
            const output = await this.run(name, job);
            await this.boss.complete(name, job.id, output as object);
          } catch (error) {
            await this.boss.fail(name, job.id, { message: String(error) });
          }
        }
      }
      if (ran) continue;
      const [{ n }] = rowsOf<{ n: number }>(
        await this.db.execute(
          sql`select count(*)::int as n from jobs.job where state in ('created', 'retry', 'active') and start_after <= now() and name in (${sql.join(
            names.map((name) => sql`${name}`),
            sql`, `,
          )})`,
        ),
      ) as [{ n: number }];
      if (Number(n) === 0) return;
      if (Date.now() > deadline) throw new Error(`jobs: ${n} still waiting after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  /**
   * Graceful stop: workers fetch no more; running jobs get `stopTimeoutMs` to finish, then are
   * failed back to their queue (retried by any instance). Jobs not yet fetched stay in the database.
   * Resolves once no statement of the queue is in flight (see InFlight), its connection closed: the
   * database may close (or a test drop it) right after.
   */
  async stop(): Promise<void> {
    const timeout = this.options.stopTimeoutMs ?? 10_000;
    const deadline = Date.now() + timeout + STOP_SETTLE_MS;
    await this.boss.stop({ graceful: true, timeout, close: false });
    await this.inFlight.settled(deadline);
    this.inFlight.close();
    await this.closeConnection();
  }
}

/**
 * What a log line keeps of a queue error: the driver's errors carry its whole client (connection
 * parameters, type parsers, buffers), kilobytes per line during a database outage.
 */
export function queueErrorForLog(error: unknown): {
  type: string;
  message: string;
  code?: string;
  stack?: string;
} {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error) };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: error.message,
    ...(typeof code === 'string' ? { code } : {}),
    ...(error.stack ? { stack: error.stack } : {}),
  };
}
