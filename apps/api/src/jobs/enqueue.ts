import PgBoss from 'pg-boss';
import type { Db } from '../db/client.js';
import { drizzleExecutor } from './executors.js';
import type { JobData, QueueName } from './queues.js';

/**
 * Never started: only its send(), which with a `db` option runs its INSERT through that connection.
 * Any other use of it would be a bug, hence a db that refuses.
 */
const sender = new PgBoss({
  db: {
    executeSql: () => Promise.reject(new Error('jobs/enqueue: send() needs the caller’s transaction')),
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
  options: Omit<PgBoss.SendOptions, 'db'> = {},
): Promise<string> {
  const id = await sender.send(name, data as object, { ...options, db: drizzleExecutor(tx) });
  // pg-boss drops a job whose queue is missing (or a singleton already queued): say so.
  if (!id && !options.singletonKey) throw new Error(`job queue ${name} is missing (migration 0014)`);
  return id ?? '';
}
