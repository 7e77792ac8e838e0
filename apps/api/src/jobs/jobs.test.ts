import { and, eq, gte, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../test/app.js';
import { placeLilleOrder } from '../../test/orders.js';
import { createShoppers } from '../../test/shoppers.js';
import * as t from '../db/schema/index.js';
import { startTestSmtpServer } from '../modules/mail/testing.js';
import { enqueueJob, QUEUES, rowsOf } from './index.js';

const { app, db } = await testApp();

const jobsOf = async (name: string) =>
  rowsOf<{ id: string; state: string; data: Record<string, unknown> }>(
    await db.execute(sql`select id, state, data from jobs.job where name = ${name} order by created_on`),
  );
const message = (to: string) => ({
  to,
  subject: 'Sujet',
  text: 'Texte',
  html: '<p>Texte</p>',
  template: 'test',
  locale: 'fr',
});

describe('jobs on the shop’s database (pg-boss)', () => {
  it('a job enqueued in a transaction exists only if it commits', async () => {
    const before = (await jobsOf(QUEUES.mail)).length;
    await expect(
      db.transaction(async (tx) => {
        await enqueueJob(tx, QUEUES.mail, { message: message('rolled-back@example.com') });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await jobsOf(QUEUES.mail)).toHaveLength(before);
    await db.transaction((tx) => enqueueJob(tx, QUEUES.mail, { message: message('committed@example.com') }));
    expect(await jobsOf(QUEUES.mail)).toHaveLength(before + 1);
    await app.jobs.drain();
    const sent = await db.select().from(t.mailOutbox).where(eq(t.mailOutbox.to, 'committed@example.com'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.jobId).toBeTruthy();
    expect(
      await db.select().from(t.mailOutbox).where(eq(t.mailOutbox.to, 'rolled-back@example.com')),
    ).toEqual([]);
  });

  it('a placed order’s confirmation is a job of its transaction, sent once even if the job runs again', async () => {
    const [shopper] = await createShoppers(db, 1);
    const { orderId } = await placeLilleOrder(app, db, shopper!, { large: 24, small: 0 }, 'jobs-order-1');
    // The orderPlaced notification's e-mail (docs/adr/0035): one row, one job of the order's transaction.
    const [notification] = await db
      .select()
      .from(t.notifications)
      .where(and(eq(t.notifications.orderId, orderId), eq(t.notifications.channel, 'email')));
    const [job] = (await jobsOf(QUEUES.notification)).filter(
      (j) => j.data.notificationId === notification!.id,
    );
    expect(job).toBeDefined();
    await app.jobs.drain();
    const [user] = await db.select().from(t.users).where(eq(t.users.id, shopper!.id));
    const mails = () =>
      db
        .select()
        .from(t.mailOutbox)
        .where(and(eq(t.mailOutbox.to, user!.email), eq(t.mailOutbox.template, 'order-confirmation')));
    expect(await mails()).toHaveLength(1);
    expect((await mails())[0]!.jobId).toBe(job!.id);
    // pg-boss runs a job again when it expired while its instance died: the outbox row stops a second send.
    await db.execute(sql`update jobs.job set state = 'created', start_after = now() where id = ${job!.id}`);
    await app.jobs.drain();
    expect(await mails()).toHaveLength(1);
  });

  it('retries an e-mail the mail server refuses, then marks it failed and dead-letters it', async () => {
    const smtp = await startTestSmtpServer();
    const port = smtp.port;
    await smtp.close();
    const refused = await testApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    // The production policy waits 30 s, 60 s…: no wait here, two attempts.
    await refused.app.jobs.boss.updateQueue(QUEUES.mail, {
      retryLimit: 1,
      retryDelay: 0,
      retryBackoff: false,
      deadLetter: 'mail.dead',
    });
    await refused.app.jobs.send(QUEUES.mail, { message: message('refused@example.com') });
    await refused.app.jobs.drain();
    const rows = rowsOf<{ name: string; state: string; retry_count: number }>(
      await refused.db.execute(
        sql`select name, state, retry_count from jobs.job where data->'message'->>'to' = 'refused@example.com' order by created_on`,
      ),
    );
    expect(rows).toEqual([
      { name: QUEUES.mail, state: 'failed', retry_count: 1 },
      { name: 'mail.dead', state: 'created', retry_count: 0 },
    ]);
    // The e-mail's one outbox row counts the attempts, with the server's last error.
    const outbox = () =>
      refused.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.to, 'refused@example.com'));
    const [row] = await outbox();
    expect(await outbox()).toHaveLength(1);
    expect(row).toMatchObject({ status: 'failed', attempts: 2, sentAt: null });
    expect(row!.error).toMatch(/ECONNREFUSED|connect/i);
    expect((await refused.app.jobs.queueDepth())['mail.dead']).toBe(1);
    // docs/jobs.md's replay: the failed job gets its attempts again (and fails them: the server is still down).
    await refused.db.execute(
      sql`update jobs.job set state = 'created', retry_count = 0, started_on = NULL, completed_on = NULL,
            start_after = now(), keep_until = now() + interval '14 days' where name = ${QUEUES.mail} and state = 'failed'`,
    );
    await refused.app.jobs.drain();
    expect(await outbox()).toMatchObject([{ status: 'failed', attempts: 4, messageId: row!.messageId }]);
  });

  it('the slot job keeps the rolling week of slots', async () => {
    const tomorrow = new Date(Date.now() + 24 * 3600_000);
    const future = () => db.select({ id: t.slots.id }).from(t.slots).where(gte(t.slots.startAt, tomorrow));
    const before = (await future()).length;
    expect(before).toBeGreaterThan(0);
    await db.execute(
      sql`delete from ${t.slots} s where s.start_at >= ${tomorrow.toISOString()}::timestamptz and not exists (select 1 from ${t.orders} o where o.slot_id = s.id) and not exists (select 1 from ${t.slotHolds} h where h.slot_id = s.id) and not exists (select 1 from ${t.users} u where u.selected_slot_id = s.id)`,
    );
    expect((await future()).length).toBeLessThan(before);
    await app.jobs.send(QUEUES.slots, { source: 'cron' });
    await app.jobs.drain();
    expect((await future()).length).toBe(before);
  });

  it('WORKERS=0: a web-only instance enqueues and runs nothing', async () => {
    const web = await testApp({ WORKERS: '0' });
    const id = await web.app.jobs.send(QUEUES.mail, { message: message('web-only@example.com') });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const [job] = rowsOf<{ state: string }>(
      await web.db.execute(sql`select state from jobs.job where id = ${id}`),
    );
    expect(job!.state).toBe('created');
    expect(
      await web.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.to, 'web-only@example.com')),
    ).toEqual([]);
  });

  it('reports the depth of every queue', async () => {
    const depth = await app.jobs.queueDepth();
    expect(Object.keys(depth)).toEqual(expect.arrayContaining([...Object.values(QUEUES), 'mail.dead']));
    expect(Object.values(depth).every((n) => Number.isInteger(n) && n >= 0)).toBe(true);
  });
});
