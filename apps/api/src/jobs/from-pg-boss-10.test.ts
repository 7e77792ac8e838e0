import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../test/app.js';
import { standaloneJobs } from '../../test/jobs.js';
import * as t from '../db/schema/index.js';
import { moveJobsFromPgBoss10 } from './from-pg-boss-10.js';
import { QUEUES, rowsOf } from './index.js';

const database = await testDatabase();
const { db } = database;
afterAll(() => database.close());

interface Legacy {
  name: string;
  state: string;
  data?: object;
  retryCount?: number;
  startedMinutesAgo?: number;
}

/** A job as pg-boss 10 wrote it (migrations 0014 and 0031 made its queues and their tables). */
async function legacyJob({ name, state, data = {}, retryCount = 0, startedMinutesAgo }: Legacy) {
  const id = randomUUID();
  const startedOn =
    startedMinutesAgo === undefined ? null : new Date(Date.now() - startedMinutesAgo * 60_000);
  await db.execute(sql`
    insert into pgboss.job (id, name, data, state, retry_limit, retry_count, retry_delay, retry_backoff,
      started_on, expire_in, completed_on, policy, dead_letter)
    values (${id}, ${name}, ${JSON.stringify(data)}::jsonb, ${state}::pgboss.job_state, 6, ${retryCount}, 30,
      true, ${startedOn?.toISOString() ?? null}::timestamptz, interval '2 minutes',
      ${['completed', 'failed'].includes(state) ? sql`now()` : sql`null`}, 'standard', 'mail.dead')`);
  return id;
}

const inJobs = async (id: string) =>
  rowsOf<{
    name: string;
    state: string;
    retry_count: number;
    expire_seconds: number;
    started_on: Date | null;
  }>(
    await db.execute(
      sql`select name, state, retry_count, expire_seconds, started_on is not null as started from jobs.job where id = ${id}`,
    ),
  )[0];
const inPgBoss10 = async (id: string) =>
  rowsOf<{ state: string }>(await db.execute(sql`select state from pgboss.job where id = ${id}`))[0];

describe('the jobs pg-boss 10 left behind', () => {
  it('move to pg-boss 12 once, as they were, and run there', async () => {
    const jobs = standaloneJobs(database, { workers: false });
    await jobs.start();
    const message = {
      to: 'left-behind@example.com',
      subject: 's',
      text: 't',
      html: '<p>t</p>',
      template: 'x',
      locale: 'fr',
    };
    const waiting = await legacyJob({ name: QUEUES.mail, state: 'created', data: { message } });
    const retrying = await legacyJob({ name: QUEUES.sponsorReward, state: 'retry', retryCount: 2 });
    const running = await legacyJob({ name: QUEUES.cardRefund, state: 'active', startedMinutesAgo: 10 });
    const failed = await legacyJob({ name: QUEUES.orderConfirmation, state: 'failed', retryCount: 6 });
    const dead = await legacyJob({ name: 'mail.dead', state: 'created', data: { message } });
    const done = await legacyJob({ name: QUEUES.slots, state: 'completed' });

    // Two instances starting at once: each job moves once.
    const moved = await Promise.all([moveJobsFromPgBoss10(db), moveJobsFromPgBoss10(db)]);
    expect(moved[0] + moved[1]).toBe(5);
    expect(await moveJobsFromPgBoss10(db)).toBe(0);

    expect(await inJobs(waiting)).toMatchObject({ name: QUEUES.mail, state: 'created', expire_seconds: 120 });
    expect(await inJobs(retrying)).toMatchObject({ state: 'retry', retry_count: 2 });
    expect(await inJobs(running)).toMatchObject({ state: 'active', started: true });
    expect(await inJobs(failed)).toMatchObject({ state: 'failed', retry_count: 6 });
    expect(await inJobs(dead)).toMatchObject({ name: 'mail.dead', state: 'created' });
    for (const id of [waiting, retrying, running, failed, dead]) expect(await inPgBoss10(id)).toBeUndefined();
    // History stays where it was.
    expect(await inJobs(done)).toBeUndefined();
    expect(await inPgBoss10(done)).toEqual({ state: 'completed' });

    // pg-boss 12's monitor gives the running job, expired, to a worker again.
    await jobs.boss.supervise(QUEUES.cardRefund);
    expect(await inJobs(running)).toMatchObject({ state: 'retry' });
    await jobs.stop();

    // An instance with workers sends the waiting e-mail.
    const workers = standaloneJobs(database);
    await workers.start();
    await workers.drain();
    await workers.stop();
    expect(await db.select().from(t.mailOutbox).where(eq(t.mailOutbox.to, message.to))).toMatchObject([
      { status: 'kept', jobId: waiting },
    ]);
  });
});
