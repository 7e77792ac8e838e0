import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testApp, testDatabase } from '../../test/app.js';
import { standaloneJobs } from '../../test/jobs.js';
import { QUEUES, rowsOf } from './index.js';
import { ALL_JOBS, DEAD_LETTER_QUEUES, QUEUE_OPTIONS } from './queues.js';

const { app, db } = await testApp();

describe('jobs declared by defineJob', () => {
  it('keeps the queue names that production databases hold', () => {
    expect(QUEUES).toEqual({
      orderConfirmation: 'mail.order-confirmation',
      mail: 'mail.send',
      sponsorReward: 'sponsorship.reward',
      slots: 'slots.generate',
      depositForfeits: 'deposits.forfeit',
      cardRefund: 'payments.refund',
      retention: 'retention.purge',
      notification: 'notifications.send',
      announceWindows: 'tracking.announce',
      slotReservations: 'slot-reservations.extend',
      usualBasket: 'usual-basket.run',
      einvoicingSend: 'einvoicing.send',
      eReport: 'einvoicing.ereport',
      peppol: 'einvoicing.peppol',
      salesJournalClosures: 'sales-journal.close',
      detachCard: 'payments.detach-card',
      usualBasketCharge: 'usual-basket.charge',
    });
    expect(DEAD_LETTER_QUEUES).toEqual([
      'mail.dead',
      'sponsorship.reward.dead',
      'payments.refund.dead',
      'notifications.dead',
      'einvoicing.send.dead',
    ]);
  });

  it('starts with every declared queue, its policy and dead letter, and every declared cron', async () => {
    const queues = rowsOf<{ name: string; policy: string; retry_limit: number; dead_letter: string | null }>(
      await db.execute(sql`select name, policy, retry_limit, dead_letter from jobs.queue`),
    );
    for (const job of ALL_JOBS) {
      expect(queues).toContainEqual({
        name: job.name,
        policy: job.options.policy ?? 'standard',
        retry_limit: job.options.retryLimit,
        dead_letter: job.options.deadLetter ?? null,
      });
    }
    for (const name of DEAD_LETTER_QUEUES) expect(queues.map((q) => q.name)).toContain(name);
    expect(QUEUE_OPTIONS[QUEUES.cardRefund]).toMatchObject({
      retryLimit: 10,
      deadLetter: 'payments.refund.dead',
    });

    const schedules = rowsOf<{ name: string; cron: string; timezone: string; data: unknown }>(
      await db.execute(sql`select name, cron, timezone, data from jobs.schedule order by name`),
    );
    expect(schedules).toEqual([
      {
        name: QUEUES.depositForfeits,
        cron: '20 3 * * *',
        timezone: 'Europe/Paris',
        data: { source: 'cron' },
      },
      { name: QUEUES.eReport, cron: '20 2 * * *', timezone: 'Europe/Paris', data: { source: 'cron' } },
      { name: QUEUES.peppol, cron: '*/5 * * * *', timezone: 'Europe/Paris', data: { source: 'cron' } },
      { name: QUEUES.retention, cron: '40 3 * * *', timezone: 'Europe/Paris', data: { source: 'cron' } },
      {
        name: QUEUES.salesJournalClosures,
        cron: '10 0 * * *',
        timezone: 'Europe/Paris',
        data: { source: 'cron' },
      },
      {
        name: QUEUES.slotReservations,
        cron: '15 * * * *',
        timezone: 'Europe/Paris',
        data: { source: 'cron' },
      },
      { name: QUEUES.slots, cron: '5 * * * *', timezone: 'Europe/Paris', data: { source: 'cron' } },
      {
        name: QUEUES.announceWindows,
        cron: '0 7 * * *',
        timezone: 'Europe/Paris',
        data: { source: 'cron' },
      },
      {
        name: QUEUES.usualBasket,
        cron: '*/5 * * * *',
        timezone: 'Europe/Paris',
        data: { source: 'cron' },
      },
    ]);
  });

  it('fails a job whose data breaks its declaration, before its handler runs', async () => {
    const id = await app.jobs.send(QUEUES.slots, { source: 'hand-written' } as never);
    await app.jobs.drain();
    const [job] = rowsOf<{ state: string; output: { message?: string } | null }>(
      await db.execute(sql`select state, output from jobs.job where id = ${id}`),
    );
    // Retried in a minute (the slot queue's policy), and the schema's message says why.
    expect(job!.state).toBe('retry');
    expect(job!.output?.message).toMatch(/source/);
  });

  it('reads a cron from the environment variable its job names', async () => {
    const database = await testDatabase();
    const jobs = standaloneJobs(database, { env: { SLOTS_CRON: '* * * * *' } });
    await jobs.start();
    try {
      const [schedule] = rowsOf<{ cron: string }>(
        await database.db.execute(sql`select cron from jobs.schedule where name = ${QUEUES.slots}`),
      );
      expect(schedule!.cron).toBe('* * * * *');
    } finally {
      await jobs.stop();
      await database.close();
    }
  });
});
