import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { fromPostgresUrl } from '../db/client.js';
import { testDatabase } from '../../test/app.js';
import { standaloneJobs } from '../../test/jobs.js';
import { rowsOf } from './index.js';
import { ALL_JOBS, DEAD_LETTER_QUEUES } from './queues.js';

const database = await testDatabase();
afterAll(() => database.close());

/** A database whose queue schema is installed but holds no queue yet, as a new shop's. */
async function deleteQueues() {
  const cleaner = standaloneJobs(database, { workers: false });
  await cleaner.boss.start();
  for (const name of [...ALL_JOBS.map((job) => job.name), ...DEAD_LETTER_QUEUES])
    await cleaner.boss.deleteQueue(name);
  await cleaner.boss.stop({ graceful: false, close: false });
}

/*
 * Instances behind the load balancer start together on a new database, and each creates the queues:
 * pg-boss's queue creation deadlocked against itself when two ran at once (seen: the topology test's
 * instance exiting on "deadlock detected"). The embedded database has one process: nothing to race.
 */
describe.runIf(database.kind === 'postgres')('instances starting at once on a new database', () => {
  it('all start, and the queues exist once each', { timeout: 120_000 }, async () => {
    for (let round = 0; round < 4; round++) {
      await deleteQueues();
      const connections = [0, 1, 2].map(() => fromPostgresUrl(database.url!, 3));
      const instances = connections.map((connection) => standaloneJobs(connection, { workers: false }));
      try {
        const started = await Promise.allSettled(instances.map((jobs) => jobs.start()));
        const failures = started.flatMap((result) =>
          result.status === 'rejected' ? [String(result.reason)] : [],
        );
        expect(failures, `round ${round}`).toEqual([]);
      } finally {
        await Promise.allSettled(instances.map((jobs) => jobs.stop()));
        await Promise.all(connections.map((connection) => connection.close()));
      }
    }
    const queues = rowsOf<{ name: string }>(await database.db.execute(sql`select name from jobs.queue`));
    expect(queues.map((q) => q.name).sort()).toEqual(
      [...ALL_JOBS.map((job) => job.name), ...DEAD_LETTER_QUEUES].sort(),
    );
  });
});
