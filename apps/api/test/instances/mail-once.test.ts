/**
 * An instance killed after the SMTP server took an e-mail and before it could mark
 * the e-mail sent. The e-mail's outbox row was committed 'sending' before the SMTP call; the job's
 * rerun finds it and sends again under the same Message-ID (at least once: the reader's client shows
 * one message), then never again once it is marked 'sent' (docs/jobs.md).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fromPostgresUrl, type Database } from '../../src/db/client.js';
import { enqueueJob, QUEUES, rowsOf } from '../../src/jobs/index.js';
import { startTestSmtpServer } from '../../src/modules/mail/testing.js';
import {
  describeInstances,
  seededDatabase,
  startInstances,
  type Instances,
  type TestDatabase,
} from '../instances.js';

const TO = 'once@example.com';
let database: TestDatabase;
let connection: Database;
const started: Instances[] = [];
/** The instance the SMTP server kills as soon as it holds a message. */
let victim: Instances | undefined;
const smtp = await startTestSmtpServer({
  beforeAccept: () => {
    const pid = victim?.children[0]?.pid;
    if (pid) process.kill(-pid, 'SIGKILL');
  },
});

const outboxRow = async () =>
  rowsOf<{ status: string; attempts: number; message_id: string }>(
    await connection.db.execute(sql`select status, attempts, message_id from mail_outbox where "to" = ${TO}`),
  );
const jobOf = async (id: string) =>
  rowsOf<{ state: string; output: { status?: string } | null }>(
    await connection.db.execute(sql`select state, output from jobs.job where id = ${id}`),
  )[0]!;
/** What pg-boss does to a job whose worker died, once it expires (2 min for e-mails): due again now. */
const rerun = (id: string) =>
  connection.db.execute(sql`update jobs.job set state = 'retry', start_after = now() where id = ${id}`);

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 1200; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('condition not reached within 60 s');
}

describeInstances('an e-mail whose instance dies between the SMTP server’s acceptance and the mark', () => {
  beforeAll(async () => {
    database = await seededDatabase();
    connection = fromPostgresUrl(database.url, 2);
  }, 60_000);
  afterAll(async () => {
    for (const instances of started) await instances.stop('SIGKILL');
    await connection?.close();
    await database?.drop();
    await smtp.close();
  });

  it('is sent again under the same Message-ID, then never again', { timeout: 300_000 }, async () => {
    victim = await startInstances(1, { databaseUrl: database.url, env: { SMTP_URL: smtp.url } });
    started.push(victim);
    const jobId = await connection.db.transaction((tx) =>
      enqueueJob(tx, QUEUES.mail, {
        message: {
          to: TO,
          subject: 'Commande',
          text: 'Bonjour',
          html: '<p>Bonjour</p>',
          template: 'test',
          locale: 'fr',
        },
      }),
    );
    const first = await smtp.waitFor(TO, { timeoutMs: 60_000 });
    expect(await victim.stop('SIGKILL')).toEqual([null]);
    victim = undefined;

    // The row was committed before the SMTP call, under the Message-ID the server received.
    expect(await outboxRow()).toEqual([{ status: 'sending', attempts: 1, message_id: first.messageId }]);

    await rerun(jobId);
    started.push(await startInstances(1, { databaseUrl: database.url, env: { SMTP_URL: smtp.url } }));
    const second = await smtp.waitFor(TO, { after: 1, timeoutMs: 60_000 });
    expect(second.messageId).toBe(first.messageId);
    expect(await until(outboxRow, ([row]) => row?.status === 'sent')).toEqual([
      { status: 'sent', attempts: 2, message_id: first.messageId },
    ]);
    await until(
      () => jobOf(jobId),
      (job) => job.state === 'completed',
    );

    // Once marked sent, another run of the job sends nothing.
    await rerun(jobId);
    const job = await until(
      () => jobOf(jobId),
      (j) => j.state === 'completed',
    );
    expect(job.output).toMatchObject({ status: 'already-done' });
    expect(smtp.count(TO)).toBe(2);
  });
});
