import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rowsOf } from './executors.js';

/** pg-boss 10's schema version: the `pgboss` schema migrations 0014 to 0032 built and wrote to. */
const PG_BOSS_10_SCHEMA_VERSION = 24;

/**
 * Moves the jobs pg-boss 10 left in the `pgboss` schema into pg-boss 12's `jobs` (migration 0046):
 * every job not done yet (waiting, retrying, running) and the failed ones (kept to be replayed), in
 * the queues `jobs` has. One statement: the rows leave `pgboss` and enter `jobs` in one transaction,
 * and an instance moving at the same time waits for the rows it would take, then finds them gone,
 * so each job is moved once. Completed and cancelled jobs stay behind, history only.
 *
 * A running job keeps its state and start: pg-boss 12 retries it once its expiry has passed, as pg-boss
 * 10 would have. An instance of the previous release may still hold it during a rolling restart and
 * complete it there: the job then runs again after its expiry, which every job allows (docs/jobs.md:
 * a job may run again and must be idempotent). A singleton job whose slot `jobs` already fills is
 * dropped, as pg-boss drops a second one when it is sent.
 *
 * Each instance runs this when it starts, so the jobs an instance of the previous release enqueued
 * during the roll-out are moved by the next instance restarted. Returns the number of jobs moved.
 */
export async function moveJobsFromPgBoss10(db: Db): Promise<number> {
  const [legacy] = rowsOf<{ version: number | null }>(
    await db.execute(
      sql`select case when to_regclass('pgboss.version') is null then null
            else (select max(version) from pgboss.version) end as version`,
    ),
  );
  if (Number(legacy?.version) !== PG_BOSS_10_SCHEMA_VERSION) return 0;
  const [moved] = rowsOf<{ n: number }>(
    await db.execute(sql`
      with moved as (
        delete from pgboss.job old
        using jobs.queue q
        where q.name = old.name and old.state in ('created', 'retry', 'active', 'failed')
        returning old.*, q.deletion_seconds
      ), inserted as (
        insert into jobs.job (
          id, name, priority, data, state, retry_limit, retry_count, retry_delay, retry_backoff,
          expire_seconds, deletion_seconds, singleton_key, singleton_on, start_after, created_on,
          started_on, completed_on, keep_until, output, dead_letter, policy
        )
        select id, name, priority, data, state::text::jobs.job_state, retry_limit, retry_count,
          retry_delay, retry_backoff, greatest(1, ceil(extract(epoch from expire_in)))::int,
          deletion_seconds, singleton_key, singleton_on, start_after, created_on, started_on,
          completed_on, keep_until, output, dead_letter, policy
        from moved
        on conflict do nothing
        returning 1
      )
      select count(*)::int as n from inserted`),
  );
  return Number(moved?.n ?? 0);
}
