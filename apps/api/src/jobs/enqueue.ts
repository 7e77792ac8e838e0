import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import {
  fromDrizzle,
  PgBoss,
  type Db as BossDb,
  type DrizzleTransactionLike,
  type SendOptions,
} from 'pg-boss';
import type { Db } from '../db/client.js';
import { JOBS_SCHEMA } from './define.js';
import type { JobData, QueueName } from './queues.js';

/** The caller's transaction, for the time of one send. */
const callerTransaction = new AsyncLocalStorage<BossDb>();

/**
 * Never started: only its send(), each statement of which (the INSERT, and the first time a queue is
 * named, the read of its row, then kept) runs on the transaction of the send's caller. Outside a send
 * it has no connection.
 */
const sender = new PgBoss({
  schema: JOBS_SCHEMA,
  db: {
    executeSql: (text, values) =>
      callerTransaction.getStore()?.executeSql(text, values) ??
      Promise.reject(new Error('jobs/enqueue: send() needs the caller’s transaction')),
  },
});

/**
 * Enqueues a job in the caller's transaction: it exists (and a worker of any instance runs it) only
 * if the transaction commits, and it cannot be lost once it has. Returns the job id.
 */
export async function enqueueJob<Q extends QueueName>(
  tx: Db,
  name: Q,
  data: JobData[Q],
  options: Omit<SendOptions, 'db'> = {},
): Promise<string> {
  // Our Db's execute() is typed for either driver (unknown); it answers rows, or { rows } on PGlite.
  const transaction = fromDrizzle(tx as unknown as DrizzleTransactionLike, sql);
  const id = await callerTransaction.run(transaction, () => sender.send(name, data as object, options));
  // pg-boss drops a singleton already queued; a missing queue throws (migration 0046, createQueue).
  if (!id && !options.singletonKey) throw new Error(`job queue ${name} refused the job`);
  return id ?? '';
}
