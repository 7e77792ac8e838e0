import { describe, expect, it } from 'vitest';
import { testDatabase } from '../../test/app.js';
import { standaloneJobs } from '../../test/jobs.js';
import { InFlight } from './in-flight.js';
import { QUEUES, rowsOf } from './index.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// pg-boss's statement that completes a job (the one its worker sends without awaiting it), not the
// monitor's reads of completed jobs.
const COMPLETES = /SET completed_on = [^,]+,\s*state = 'completed'/;

describe.skipIf(process.env.TEST_DATABASE_URL)('stopping the job queue (PGlite)', () => {
  it('waits for a job’s completion in flight: the database may close right after', async () => {
    const database = await testDatabase();
    const jobs = standaloneJobs(database, { stopTimeoutMs: 5_000 });
    await jobs.start();
    // A loaded database: the job's completion takes 300 ms to reach it (not the start-up's slot job's).
    const pglite = database.pglite!;
    const query = pglite.query.bind(pglite);
    let completionSent!: () => void;
    const completing = new Promise<void>((resolve) => (completionSent = resolve));
    let completions = 0;
    let id = '';
    pglite.query = (async (text: string, ...rest: unknown[]) => {
      if (!id || !COMPLETES.test(text) || !JSON.stringify(rest[0]).includes(id))
        return query(text, ...(rest as []));
      completionSent();
      await sleep(300);
      const result = await query(text, ...(rest as []));
      completions += 1;
      return result;
    }) as typeof pglite.query;

    id = await jobs.send(QUEUES.slots, { source: 'cron' });
    await completing;
    await jobs.stop();

    expect(completions).toBeGreaterThan(0);
    const [job] = rowsOf<{ state: string }>(
      await query('select state from jobs.job where id = $1', [id]).then((r) => r.rows),
    );
    expect(job?.state).toBe('completed');
    await database.close();
  });
});

describe('InFlight', () => {
  it('settles once what was under way and what it started are done', async () => {
    const inFlight = new InFlight();
    const order: string[] = [];
    // A fetch whose answer starts a job (as pg-boss's worker does, in a later tick).
    void inFlight.track(
      sleep(20).then(() => {
        order.push('fetch');
        setImmediate(() => void inFlight.track(sleep(20).then(() => order.push('job'))));
      }),
    );
    await inFlight.settled(Date.now() + 5_000);
    expect(order).toEqual(['fetch', 'job']);
    expect(inFlight.size).toBe(0);
  });

  it('gives up at the deadline', async () => {
    const inFlight = new InFlight();
    void inFlight.track(sleep(5_000));
    const started = Date.now();
    await inFlight.settled(started + 100);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(inFlight.size).toBe(1);
  });

  it('once closed, its executor answers nothing instead of reaching a closed connection', async () => {
    const inFlight = new InFlight();
    const executor = inFlight.executor({
      executeSql: () => Promise.reject(new Error('connection closed')),
    });
    inFlight.close();
    await expect(executor.executeSql('select 1', [])).resolves.toBeUndefined();
  });
});
