import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPostgresUrl, type Database } from './client.js';
import { rowsOf } from '../jobs/index.js';

const serverUrl = process.env.TEST_DATABASE_URL;
const POOL = 4;

/*
 * postgres.js pipelines up to 100 statements on one connection; its own begin() failed with
 * UNSAFE_TRANSACTION when its BEGIN was the statement that filled that pipeline (reserved-transactions.ts).
 */
describe.skipIf(!serverUrl)('transactions on the PostgreSQL pool', () => {
  let database: Database;
  beforeAll(async () => {
    database = fromPostgresUrl(serverUrl!, POOL);
    // Every connection open, so that a statement waits on a busy one rather than opening another.
    await Promise.all(Array.from({ length: POOL }, () => database.db.execute(sql`select 1`)));
  });
  afterAll(() => database?.close());

  it('one whose BEGIN comes 101st in the queue of a busy pool still runs', async () => {
    const { db } = database;
    const nextTick = () => new Promise((resolve) => setImmediate(resolve));
    for (let round = 0; round < 3; round++) {
      // All connections but one held by transactions (drizzle's queries run once awaited: started here).
      const held = Array.from({ length: POOL - 1 }, () =>
        Promise.resolve(db.transaction((tx) => tx.execute(sql`select pg_sleep(0.2)`))),
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      // The last one busy with a statement it has not prepared yet: the pool queues what follows.
      const busy = Promise.resolve(db.execute(sql`select pg_sleep(${0.1})${sql.raw(` -- ${round}`)}`));
      await nextTick();
      const queued = Array.from({ length: 100 }, () => Promise.resolve(db.execute(sql`select 1 as n`)));
      await nextTick();
      // Once the busy connection is free, it takes 100 of them in one go: the BEGIN after them is
      // the statement that fills its pipeline.
      const transaction = db.transaction(async (tx) =>
        rowsOf<{ n: number }>(await tx.execute(sql`select 42 as n`)),
      );
      const [rows] = await Promise.all([transaction, busy, ...held, ...queued]);
      expect(rows).toEqual([{ n: 42 }]);
    }
  });

  it('rolls back what a failed statement’s transaction wrote, even when the code caught it', async () => {
    const { db } = database;
    const attempt = db.transaction(async (tx) => {
      await tx.execute(sql`create table if not exists reserved_tx_scratch (n int primary key)`);
      await tx.execute(sql`insert into reserved_tx_scratch values (1)`);
      await tx.execute(sql`insert into reserved_tx_scratch values (1)`).catch(() => undefined);
      return 'done';
    });
    await expect(attempt).rejects.toMatchObject({ code: '23505' });
    const [exists] = rowsOf<{ t: string | null }>(
      await db.execute(sql`select to_regclass('reserved_tx_scratch')::text as t`),
    );
    expect(exists?.t).toBeNull();
  });

  it('nests savepoints: an inner failure rolls back the inner writes only', async () => {
    const { db } = database;
    const outcome = await db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table nested_scratch (n int primary key) on commit drop`);
      await tx.execute(sql`insert into nested_scratch values (1)`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into nested_scratch values (2)`);
          await inner.execute(sql`insert into nested_scratch values (1)`);
        })
        .catch(() => undefined);
      await tx.transaction(async (inner) => inner.execute(sql`insert into nested_scratch values (3)`));
      return rowsOf<{ n: number }>(await tx.execute(sql`select n from nested_scratch order by n`));
    });
    expect(outcome).toEqual([{ n: 1 }, { n: 3 }]);
  });

  it('refuses a transaction once the pool is ended, as a statement is', async () => {
    const ended = fromPostgresUrl(serverUrl!, 2);
    await ended.db.execute(sql`select 1`);
    await ended.close();
    await expect(ended.db.transaction((tx) => tx.execute(sql`select 1`))).rejects.toMatchObject({
      code: 'CONNECTION_ENDED',
    });
  });
});
