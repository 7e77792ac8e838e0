import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fromPostgresUrl, type Database } from '../../src/db/client.js';
import * as t from '../../src/db/schema/index.js';
import { enqueueJob, QUEUES, rowsOf } from '../../src/jobs/index.js';
import {
  describeInstances,
  overHttp,
  seededDatabase,
  signedShoppers,
  signedToken,
  startInstances,
  until,
  type Instances,
  type TestDatabase,
} from '../instances.js';
import { deliverWithDepositsAged, placeLilleOrder } from '../orders.js';
import { warehouseIdOf } from '../staff.js';

const LEFT_BEHIND = 6;

describeInstances('jobs with two instances on one database', () => {
  let database: TestDatabase;
  let instances: Instances;
  let shop: Database;
  beforeAll(async () => {
    database = await seededDatabase();
    // E-mails the previous release (pg-boss 10) queued and did not send: the two instances starting
    // together move them to pg-boss 12's schema.
    const previous = fromPostgresUrl(database.url, 1);
    for (let i = 0; i < LEFT_BEHIND; i++)
      await previous.db.execute(
        sql`insert into pgboss.job (name, data, retry_limit, expire_in, dead_letter)
            values (${QUEUES.mail}, ${JSON.stringify({ message: { to: `left-${i}@example.com`, subject: 's', text: 't', html: '<p>t</p>', template: 'left-behind', locale: 'fr' } })}::jsonb, 6, interval '2 minutes', 'mail.dead')`,
      );
    await previous.close();
    // The slot cron every minute (hourly in production), to see one tick fire once.
    instances = await startInstances(2, {
      databaseUrl: database.url,
      env: { SLOTS_CRON: '* * * * *' },
      ports: [4650, 4651],
    });
    shop = fromPostgresUrl(database.url, 4);
  }, 180_000);
  afterAll(async () => {
    await shop?.close();
    const codes = await instances?.stop();
    await database?.drop();
    // Stopped gracefully, queue included.
    expect(codes).toEqual([0, 0]);
  });

  it('orders placed across both instances: one confirmation each, none twice', async () => {
    const db = shop.db;
    const shoppers = await signedShoppers(db, 12);
    const orderIds: number[] = [];
    for (const [i, shopper] of shoppers.entries()) {
      const app = overHttp(instances.urls[i % 2]!);
      orderIds.push((await placeLilleOrder(app, db, shopper, { large: 24, small: 0 }, randomUUID())).orderId);
    }
    const emails = (
      await db
        .select({ email: t.users.email })
        .from(t.users)
        .where(
          inArray(
            t.users.id,
            shoppers.map((s) => s.id),
          ),
        )
    ).map((u) => u.email);
    const confirmations = () =>
      db
        .select()
        .from(t.mailOutbox)
        .where(and(inArray(t.mailOutbox.to, emails), eq(t.mailOutbox.template, 'order-confirmation')));
    await until(async () => (await confirmations()).length >= orderIds.length, 30_000, 'confirmations');
    // Both instances poll the same queue meanwhile: nothing more comes.
    await new Promise((r) => setTimeout(r, 4_000));
    const sent = await confirmations();
    expect(sent).toHaveLength(orderIds.length);
    expect(new Set(sent.map((m) => m.to)).size).toBe(orderIds.length);
    expect(new Set(sent.map((m) => m.jobId)).size).toBe(orderIds.length);
  });

  it('the e-mails pg-boss 10 left behind: moved at the start-ups, each sent once', async () => {
    const db = shop.db;
    const leftBehind = () => db.select().from(t.mailOutbox).where(eq(t.mailOutbox.template, 'left-behind'));
    await until(async () => (await leftBehind()).length >= LEFT_BEHIND, 30_000, 'left-behind e-mails');
    await new Promise((r) => setTimeout(r, 2_000));
    const sent = await leftBehind();
    expect(sent).toHaveLength(LEFT_BEHIND);
    expect(new Set(sent.map((m) => m.to)).size).toBe(LEFT_BEHIND);
    const [{ n }] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from pgboss.job where state = 'created'`),
    ) as [{ n: number }];
    expect(n).toBe(0);
  });

  it('a burst of e-mail jobs polled by both instances: each sent once', async () => {
    const db = shop.db;
    const n = 80;
    const to = (i: number) => `burst-${i}@example.com`;
    await db.transaction(async (tx) => {
      for (let i = 0; i < n; i++)
        await enqueueJob(tx, QUEUES.mail, {
          message: { to: to(i), subject: 's', text: 't', html: '<p>t</p>', template: 'burst', locale: 'fr' },
        });
    });
    const burst = () => db.select().from(t.mailOutbox).where(eq(t.mailOutbox.template, 'burst'));
    await until(async () => (await burst()).length >= n, 60_000, 'burst');
    await new Promise((r) => setTimeout(r, 3_000));
    const sent = await burst();
    expect(sent).toHaveLength(n);
    expect(new Set(sent.map((m) => m.to)).size).toBe(n);
    const states = rowsOf<{ state: string; n: number }>(
      await db.execute(
        sql`select state, count(*)::int as n from jobs.job
            where name = ${QUEUES.mail} and data->'message'->>'template' = 'burst' group by state`,
      ),
    );
    expect(states).toEqual([{ state: 'completed', n }]);
  });

  it('the slot cron fires once per tick, whichever instance runs it', async () => {
    const db = shop.db;
    const cronJobs = async () =>
      rowsOf<{ minute: string; n: number }>(
        await db.execute(
          sql`select date_trunc('minute', created_on)::text as minute, count(*)::int as n from jobs.job
              where name = ${QUEUES.slots} and data->>'source' = 'cron' group by 1 order by 1`,
        ),
      );
    await until(async () => (await cronJobs()).length >= 1, 90_000, 'a slot cron tick');
    const ticks = await cronJobs();
    expect(ticks.every((tick) => tick.n === 1)).toBe(true);
    // The start-up's own run, sent by both instances starting together: one per minute window
    // (pg-boss's singletonSeconds aligns windows on the clock, so two starts that straddle a minute
    // send two — harmless, the generation is idempotent; under load in CI they did).
    const starts = rowsOf<{ window: string; n: number }>(
      await db.execute(
        sql`select singleton_on::text as window, count(*)::int as n from jobs.job
              where name = ${QUEUES.slots} and data->>'source' = 'start' group by 1`,
      ),
    );
    expect(starts.length).toBeGreaterThanOrEqual(1);
    expect(starts.every((start) => start.n === 1)).toBe(true);
  }, 120_000);
  it("the unreturned-deposit run on both instances at once: each customer's packaging sold once", async () => {
    const db = shop.db;
    const lille = await warehouseIdOf(db, 'lille');
    const shoppers = await signedShoppers(db, 4);
    // Room in the slots the orders helper picks, which the first test's twelve orders filled.
    await db.update(t.slots).set({ capacity: sql`${t.slots.capacity} + 10` });
    const deposits = new Map<number, number>();
    for (const [i, shopper] of shoppers.entries()) {
      const app = overHttp(instances.urls[i % 2]!);
      const { orderId } = await placeLilleOrder(app, db, shopper, { large: 24, small: 0 }, randomUUID());
      // Delivered 400 days ago: past Lille's period (365 days by default).
      deposits.set(shopper.id, await deliverWithDepositsAged(db, lille, orderId, 400));
    }
    const [admin] = await db
      .select({ id: t.users.id })
      .from(t.users)
      .where(eq(t.users.email, 'admin@example.com'));
    const token = await signedToken(db, admin!.id);
    // Three runs on each instance, all at once (an admin's double click, the nightly job, another admin).
    const runs = await Promise.all(
      [0, 1, 0, 1, 0, 1].map((i) =>
        fetch(`${instances.urls[i]}/api/admin/deposit-forfeits/run?locale=fr_FR`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
        }).then(async (res) => ({ status: res.status, body: (await res.json()) as { customers: number } })),
      ),
    );
    expect(runs.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    // Between them the runs sold each of these customers once (others' earlier deliveries may count too).
    expect(runs.reduce((n, r) => n + r.body.customers, 0)).toBeGreaterThanOrEqual(shoppers.length);
    const sales = await db
      .select({ userId: t.depositForfeits.userId, totalCents: t.depositForfeits.totalCents })
      .from(t.depositForfeits)
      .where(inArray(t.depositForfeits.userId, [...deposits.keys()]));
    expect(sales.sort((a, b) => a.userId - b.userId)).toEqual(
      [...deposits]
        .map(([userId, totalCents]) => ({ userId, totalCents }))
        .sort((a, b) => a.userId - b.userId),
    );
    const pending = await db
      .select({
        userId: t.pendingDeposits.userId,
        sum: sql<number>`sum(${t.pendingDeposits.amountCents})::int`,
      })
      .from(t.pendingDeposits)
      .where(inArray(t.pendingDeposits.userId, [...deposits.keys()]))
      .groupBy(t.pendingDeposits.userId);
    expect(pending.every((p) => Number(p.sum) === 0)).toBe(true);
  }, 120_000);
});
