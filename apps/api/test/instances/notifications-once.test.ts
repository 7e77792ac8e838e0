/**
 * Notifications sent once across instances (docs/adr/0035-notifications.md), on PostgreSQL with real
 * instances and a fake push service:
 * - an instance SIGKILLed while the push service holds its request (after the claim, before any
 *   answer): the row stays 'sending'; once the job's expiry and the claim's lease are over, another
 *   instance takes it and the push service takes it once; a further run sends nothing;
 * - the same events raised twice at once (two connections, as two instances would) are one row each,
 *   and two instances' workers send each once.
 */
import { createECDH } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fromPostgresUrl, type Database } from '../../src/db/client.js';
import * as t from '../../src/db/schema/index.js';
import { rowsOf } from '../../src/jobs/index.js';
import { notify } from '../../src/modules/notifications/index.js';
import {
  describeInstances,
  seededDatabase,
  startInstances,
  type Instances,
  type TestDatabase,
} from '../instances.js';
import { startFakePushService } from '../push-service.js';
import { createShoppers } from '../shoppers.js';

let database: TestDatabase;
let connection: Database;
let other: Database;
const started: Instances[] = [];
/** The instance the push service kills as soon as it holds a push. */
let victim: Instances | undefined;
const push = await startFakePushService({
  beforeAnswer: () => {
    const pid = victim?.children[0]?.pid;
    if (!pid) return true;
    process.kill(-pid, 'SIGKILL');
    return false;
  },
});
const vapid = (() => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { publicKey: ecdh.getPublicKey('base64url'), privateKey: ecdh.getPrivateKey('base64url') };
})();
const env = {
  PUSH_TEST_HOSTS: push.host,
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  VAPID_SUBJECT: 'mailto:ops@example.com',
};

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 90_000): Promise<T> {
  for (const end = Date.now() + ms; Date.now() < end;) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`condition not reached within ${ms / 1000} s`);
}

const rowsOfUser = (userId: number) =>
  connection.db.select().from(t.notifications).where(eq(t.notifications.userId, userId));
/** What pg-boss does to the job of a dead worker once expired (2 min), and the claim's lease lapsing. */
async function expire(notificationId: number) {
  await connection.db.execute(
    sql`update jobs.job set state = 'retry', start_after = now()
        where name = 'notifications.send' and data->>'notificationId' = ${String(notificationId)}`,
  );
  await connection.db.execute(
    sql`update notifications set claimed_at = now() - interval '121 seconds' where id = ${notificationId}`,
  );
}
const accepted = (endpoint: string) => push.accepted.filter((p) => p.path === new URL(endpoint).pathname);

describeInstances('notifications across instances', () => {
  beforeAll(async () => {
    database = await seededDatabase();
    connection = fromPostgresUrl(database.url, 4);
    other = fromPostgresUrl(database.url, 4);
  }, 60_000);
  afterAll(async () => {
    for (const instances of started) await instances.stop('SIGKILL');
    await connection?.close();
    await other?.close();
    await database?.drop();
    await push.close();
  });

  it('a push whose instance dies after the claim is sent once by another', { timeout: 300_000 }, async () => {
    const [shopper] = await createShoppers(connection.db, 1);
    const device = push.device();
    await connection.db
      .insert(t.pushSubscriptions)
      .values({ userId: shopper!.id, endpoint: device.endpoint, ...device.keys });
    victim = await startInstances(1, { databaseUrl: database.url, env });
    started.push(victim);
    const ids = await connection.db.transaction((tx) =>
      notify(tx, { event: 'deliveryFailed', userId: shopper!.id, subject: 'killed' }),
    );
    const pushId = ids[1]!;
    // The push service holds the request and the instance is killed: nothing was taken.
    await until(
      async () => push.received.length,
      (n) => n === 1,
    );
    expect(await victim.stop('SIGKILL')).toEqual([null]);
    victim = undefined;
    expect(accepted(device.endpoint)).toHaveLength(0);
    const [claimed] = await connection.db
      .select()
      .from(t.notifications)
      .where(eq(t.notifications.id, pushId));
    expect(claimed).toMatchObject({ status: 'sending', attempts: 1, sentAt: null });

    await expire(pushId);
    started.push(await startInstances(2, { databaseUrl: database.url, env }));
    const [sent] = await until(
      () => connection.db.select().from(t.notifications).where(eq(t.notifications.id, pushId)),
      ([row]) => row?.status === 'sent',
    );
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
    expect(accepted(device.endpoint)).toHaveLength(1);
    expect(accepted(device.endpoint)[0]!.payload).toMatchObject({ tag: `n${pushId}` });

    // Any later run finds it sent.
    await expire(pushId);
    await until(
      async () =>
        rowsOf<{ state: string }>(
          await connection.db.execute(
            sql`select state from jobs.job where name = 'notifications.send' and data->>'notificationId' = ${String(pushId)}`,
          ),
        ),
      (jobs) => jobs.every((j) => j.state === 'completed'),
    );
    expect(accepted(device.endpoint)).toHaveLength(1);
  });

  it(
    'the same events raised twice at once are sent once each by two instances',
    { timeout: 300_000 },
    async () => {
      const shoppers = await createShoppers(connection.db, 8);
      const devices = shoppers.map(() => push.device());
      await connection.db
        .insert(t.pushSubscriptions)
        .values(
          shoppers.map((s, i) => ({ userId: s.id, endpoint: devices[i]!.endpoint, ...devices[i]!.keys })),
        );
      if (started.length < 2) started.push(await startInstances(2, { databaseUrl: database.url, env }));
      const raise = (db: Database, userId: number) =>
        db.db.transaction((tx) =>
          notify(tx, {
            event: 'depositCredited',
            userId,
            subject: 'collection:twice',
            params: { amountCents: 240 },
          }),
        );
      const written = await Promise.all(
        shoppers.flatMap((s) => [raise(connection, s.id), raise(other, s.id)]),
      );
      // Per shopper, one of the two wrote its e-mail and push rows, the other nothing.
      expect(written.map((ids) => ids.length).sort()).toEqual([...Array(8).fill(0), ...Array(8).fill(2)]);
      const userIds = shoppers.map((s) => s.id);
      await until(
        () =>
          connection.db
            .select()
            .from(t.notifications)
            .where(
              and(inArray(t.notifications.userId, userIds), eq(t.notifications.event, 'depositCredited')),
            ),
        (rows) => rows.length === 16 && rows.every((r) => r.status === 'sent'),
      );
      for (const [i, shopper] of shoppers.entries()) {
        expect(accepted(devices[i]!.endpoint)).toHaveLength(1);
        const rows = await rowsOfUser(shopper.id);
        const emailRow = rows.find((r) => r.channel === 'email')!;
        const mails = await connection.db
          .select()
          .from(t.mailOutbox)
          .where(eq(t.mailOutbox.id, Number(emailRow.result!.outboxId)));
        expect(mails).toHaveLength(1);
      }
    },
  );
});
