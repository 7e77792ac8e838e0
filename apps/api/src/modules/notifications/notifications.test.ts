import { NOTIFICATION_EVENTS } from '@consigne/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app.js';
import { placeLilleOrder } from '../../../test/orders.js';
import { startFakePushService } from '../../../test/push-service.js';
import { createShoppers, type Shopper } from '../../../test/shoppers.js';
import * as t from '../../db/schema/index.js';
import type { JobDeps } from '../../jobs/define.js';
import { OutboxTransport } from '../mail/index.js';
import { notify } from './notify.js';
import { createPushSender } from './push.js';
import { sendNotification } from './send.js';
import { OfflineSmsSender } from './sms.js';

const push = await startFakePushService();
afterAll(() => push.close());
const { app, db, config } = await testApp({ PUSH_TEST_HOSTS: push.host });

const as = (shopper: Shopper) => ({ authorization: `Bearer ${shopper.token}` });
const FCM = 'https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91bH';
const validKeys = () => push.device().keys;

const subscribe = (shopper: Shopper, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/account/push-subscriptions', headers: as(shopper), payload });
const rowsOf = (userId: number) =>
  db.select().from(t.notifications).where(eq(t.notifications.userId, userId)).orderBy(t.notifications.id);
const subscriptionsOf = (userId: number) =>
  db.select().from(t.pushSubscriptions).where(eq(t.pushSubscriptions.userId, userId));

/** The job's services, as an instance gives them, for running one send by hand. */
const deps: JobDeps = {
  db,
  mailer: new OutboxTransport(db, Buffer.alloc(32)),
  publicUrl: config.publicUrl,
  payments: null,
  secretsKey: Buffer.alloc(32),
  push: createPushSender(config.vapid),
  sms: new OfflineSmsSender(db),
  eventMails: {},
  trackingKey: Buffer.alloc(32),
  customerRetentionYears: 3,
};

describe('notification preferences', () => {
  it('gives every event × channel with the defaults, and keeps a change', async () => {
    const [shopper] = await createShoppers(db, 1);
    const read = async () =>
      (await app.inject({ url: '/api/account/notification-preferences', headers: as(shopper!) })).json();
    const before = await read();
    expect(before.choices).toHaveLength(NOTIFICATION_EVENTS.length * 3);
    expect(
      before.choices
        .filter((c: { enabled: boolean }) => !c.enabled)
        .map((c: { channel: string }) => c.channel),
    ).toEqual(Array(NOTIFICATION_EVENTS.length).fill('sms'));
    expect(before).toMatchObject({ devices: 0, vapidPublicKey: config.vapid.publicKey });
    const res = await app.inject({
      method: 'PUT',
      url: '/api/account/notification-preferences',
      headers: as(shopper!),
      payload: {
        choices: [
          { event: 'delivered', channel: 'sms', enabled: true },
          { event: 'orderPlaced', channel: 'email', enabled: false },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await read();
    expect(after.choices).toContainEqual({ event: 'delivered', channel: 'sms', enabled: true });
    expect(after.choices).toContainEqual({ event: 'orderPlaced', channel: 'email', enabled: false });
    expect(after.choices).toContainEqual({ event: 'orderChanged', channel: 'email', enabled: true });
  });

  it('refuses an unknown event or channel with a 400, changing nothing', async () => {
    const [shopper] = await createShoppers(db, 1);
    for (const choice of [
      { event: 'newsletter', channel: 'email', enabled: false },
      { event: 'delivered', channel: 'pigeon', enabled: true },
      { event: 'delivered', channel: 'sms', enabled: 'yes' },
    ]) {
      const res = await app.inject({
        method: 'PUT',
        url: '/api/account/notification-preferences',
        headers: as(shopper!),
        payload: { choices: [choice] },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
    expect(
      await db
        .select()
        .from(t.notificationPreferences)
        .where(eq(t.notificationPreferences.userId, shopper!.id)),
    ).toEqual([]);
  });
});

describe('push subscriptions', () => {
  it('saves a push service’s subscription once per device, and forgets it', async () => {
    const [shopper] = await createShoppers(db, 1);
    const keys = validKeys();
    expect((await subscribe(shopper!, { endpoint: FCM, keys })).statusCode).toBe(201);
    const again = await subscribe(shopper!, { endpoint: FCM, keys, expirationTime: null });
    expect(again.json()).toEqual({ devices: 1 });
    const removal = await app.inject({
      method: 'DELETE',
      url: '/api/account/push-subscriptions',
      headers: as(shopper!),
      payload: { endpoint: FCM },
    });
    expect(removal.statusCode).toBe(204);
    expect(await subscriptionsOf(shopper!.id)).toEqual([]);
  });

  it('refuses a foreign endpoint, huge or malformed keys with a 400, storing nothing', async () => {
    const [shopper] = await createShoppers(db, 1);
    const keys = validKeys();
    const cases = [
      { endpoint: 'https://attacker.example/collect', keys },
      { endpoint: 'http://169.254.169.254/latest/meta-data/', keys },
      { endpoint: 'https://fcm.googleapis.com.attacker.example/x', keys },
      { endpoint: 'http://fcm.googleapis.com/fcm/send/x', keys },
      { endpoint: FCM, keys: { p256dh: 'A'.repeat(100_000), auth: keys.auth } },
      { endpoint: FCM, keys: { p256dh: keys.p256dh, auth: 'B'.repeat(5000) } },
      { endpoint: FCM, keys: { p256dh: keys.p256dh.slice(0, -2) + '+/', auth: keys.auth } },
      { endpoint: FCM, keys: { p256dh: keys.p256dh, auth: keys.auth + '==' } },
      { endpoint: FCM, keys: { p256dh: keys.p256dh.slice(0, 40), auth: keys.auth } },
      { endpoint: FCM + 'x'.repeat(2000), keys },
      { endpoint: FCM },
    ];
    for (const payload of cases) {
      const res = await subscribe(shopper!, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 120)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    const foreign = await subscribe(shopper!, cases[0]!);
    expect(foreign.json()).toMatchObject({ code: 'push_endpoint_not_allowed' });
    expect(await subscriptionsOf(shopper!.id)).toEqual([]);
  });

  it('answers 404 to a removal of another shopper’s device, which stays', async () => {
    const [owner, other] = await createShoppers(db, 2);
    const device = push.device();
    await subscribe(owner!, { endpoint: device.endpoint, keys: device.keys });
    const res = await app.inject({
      method: 'DELETE',
      url: '/api/account/push-subscriptions',
      headers: as(other!),
      payload: { endpoint: device.endpoint },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('push_subscription_not_found');
    expect(await subscriptionsOf(owner!.id)).toHaveLength(1);
  });

  it('needs a session', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/account/push-subscriptions',
      payload: { endpoint: FCM, keys: validKeys() },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('notify() and its job', () => {
  it('a placed order: its confirmation e-mail and a push to the device, each once', async () => {
    const [shopper] = await createShoppers(db, 1);
    const device = push.device();
    await subscribe(shopper!, { endpoint: device.endpoint, keys: device.keys });
    const { orderId } = await placeLilleOrder(app, db, shopper!, { large: 24, small: 0 }, 'notify-order-1');
    await app.jobs.drain();
    const rows = await rowsOf(shopper!.id);
    expect(rows.map((r) => [r.event, r.channel, r.status, r.attempts])).toEqual([
      ['orderPlaced', 'email', 'sent', 1],
      ['orderPlaced', 'push', 'sent', 1],
    ]);
    const [user] = await db.select().from(t.users).where(eq(t.users.id, shopper!.id));
    const mails = await db
      .select()
      .from(t.mailOutbox)
      .where(and(eq(t.mailOutbox.to, user!.email), eq(t.mailOutbox.template, 'order-confirmation')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Votre commande n° ${orderId} est confirmée`);
    const pushes = push.accepted.filter((p) => p.path === new URL(device.endpoint).pathname);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]!.headers).toMatchObject({ 'content-encoding': 'aes128gcm', topic: `n${rows[1]!.id}` });
    expect(pushes[0]!.headers.authorization).toMatch(/^vapid t=.+, k=/);
    expect(pushes[0]!.payload).toEqual({
      title: `Commande n° ${orderId} confirmée`,
      body: 'Merci ! Nous préparons votre commande pour votre créneau.',
      url: `${config.publicUrl}/fr/mon-compte/mes-commandes/order-detail/${orderId}`,
      tag: `n${rows[1]!.id}`,
    });
  });

  it('the same event told twice writes and sends nothing more', async () => {
    const [shopper] = await createShoppers(db, 1);
    const tell = () =>
      db.transaction((tx) =>
        notify(tx, {
          event: 'depositCredited',
          userId: shopper!.id,
          subject: 'collection:test-1',
          params: { amountCents: 480 },
        }),
      );
    expect(await tell()).toHaveLength(1);
    expect(await tell()).toEqual([]);
    await app.jobs.drain();
    const rows = await rowsOf(shopper!.id);
    expect(rows.map((r) => r.status)).toEqual(['sent']);
    const [mail] = await db
      .select()
      .from(t.mailOutbox)
      .where(eq(t.mailOutbox.id, Number(rows[0]!.result!.outboxId)));
    expect(mail!.subject).toMatch(/^4,80\s€ de consignes dans votre cagnotte$/);
  });

  it('tells nothing that rolls back, and follows the choices (e-mail off, SMS on with a phone)', async () => {
    const [shopper] = await createShoppers(db, 1);
    await expect(
      db.transaction(async (tx) => {
        await notify(tx, { event: 'delivered', userId: shopper!.id, subject: 'rolled-back' });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await rowsOf(shopper!.id)).toEqual([]);
    await db
      .update(t.users)
      .set({ phone: '+32 470 12 34 56', locale: 'nl-BE' })
      .where(eq(t.users.id, shopper!.id));
    await db.insert(t.notificationPreferences).values([
      { userId: shopper!.id, event: 'twoStopsAway', channel: 'email', enabled: false },
      { userId: shopper!.id, event: 'twoStopsAway', channel: 'sms', enabled: true },
    ]);
    await db.transaction((tx) =>
      notify(tx, {
        event: 'twoStopsAway',
        userId: shopper!.id,
        subject: 'stop:1',
        params: { trackingUrl: `${config.publicUrl}/nl-BE/suivi/abc` },
      }),
    );
    await app.jobs.drain();
    expect((await rowsOf(shopper!.id)).map((r) => [r.channel, r.status])).toEqual([['sms', 'sent']]);
    const sms = await db.select().from(t.smsOutbox).where(eq(t.smsOutbox.to, '+32 470 12 34 56'));
    expect(sms.map((s) => s.text)).toEqual([
      `consigne: Je chauffeur is er bijna. Nog 2 stops voor de jouwe: zet je leeggoed al klaar! ${config.publicUrl}/nl-BE/suivi/abc`,
    ]);
  });

  it('a claim held by a live worker is left to it; a dead worker’s is taken over; a sent one is never sent again', async () => {
    const [shopper] = await createShoppers(db, 1);
    const device = push.device();
    await subscribe(shopper!, { endpoint: device.endpoint, keys: device.keys });
    // Written without waking a worker: this test runs the job by hand.
    const [, pushId] = await db.transaction((tx) =>
      notify(tx, { event: 'delivered', userId: shopper!.id, orderId: undefined, subject: 'claims' }),
    );
    await db.execute(
      sql`update jobs.job set state = 'cancelled' where data->>'notificationId' = ${String(pushId)}`,
    );
    const path = new URL(device.endpoint).pathname;
    const sent = () => push.accepted.filter((p) => p.path === path).length;
    // Another worker claimed it a moment ago (it is sending): this run sends nothing and is retried.
    await db
      .update(t.notifications)
      .set({ status: 'sending', claimedAt: new Date(), attempts: 1 })
      .where(eq(t.notifications.id, pushId!));
    await expect(sendNotification(deps, pushId!, 'job-1')).rejects.toThrow(/another worker/);
    expect(sent()).toBe(0);
    // That worker died after its claim (the lease is over): the retry takes it and sends it, once.
    await db
      .update(t.notifications)
      .set({ claimedAt: sql`now() - interval '3 minutes'` })
      .where(eq(t.notifications.id, pushId!));
    expect(await sendNotification(deps, pushId!, 'job-1')).toMatchObject({ status: 'sent' });
    expect(sent()).toBe(1);
    const [row] = await db.select().from(t.notifications).where(eq(t.notifications.id, pushId!));
    expect(row).toMatchObject({ status: 'sent', attempts: 2, error: null });
    // Any later run (a replay, a rerun after an expiry) finds it sent.
    expect(await sendNotification(deps, pushId!, 'job-1')).toEqual({ status: 'already-done' });
    expect(sent()).toBe(1);
  });

  it('records a push service’s refusal and retries; a device gone is forgotten', async () => {
    const refusing = await startFakePushService({ status: 500 });
    const gone = await startFakePushService({ status: 410 });
    const local = await testApp({ PUSH_TEST_HOSTS: `${refusing.host},${gone.host}` });
    try {
      const [shopper] = await createShoppers(local.db, 1);
      const localDeps = { ...deps, db: local.db, mailer: new OutboxTransport(local.db, Buffer.alloc(32)) };
      const device = refusing.device();
      await local.db
        .insert(t.pushSubscriptions)
        .values({ userId: shopper!.id, endpoint: device.endpoint, ...device.keys });
      const [, id] = await local.db.transaction((tx) =>
        notify(tx, { event: 'delivered', userId: shopper!.id, subject: 'refused' }),
      );
      await local.db.execute(sql`update jobs.job set state = 'cancelled' where name = 'notifications.send'`);
      await expect(sendNotification(localDeps, id!, 'job-2')).rejects.toThrow(/500/);
      const [failed] = await local.db.select().from(t.notifications).where(eq(t.notifications.id, id!));
      expect(failed).toMatchObject({ status: 'failed', attempts: 1, error: 'push service answered 500' });
      await local.db
        .update(t.pushSubscriptions)
        .set({ endpoint: gone.device().endpoint })
        .where(eq(t.pushSubscriptions.userId, shopper!.id));
      expect(await sendNotification(localDeps, id!, 'job-2')).toMatchObject({ status: 'skipped' });
      expect(
        await local.db.select().from(t.pushSubscriptions).where(eq(t.pushSubscriptions.userId, shopper!.id)),
      ).toEqual([]);
    } finally {
      await refusing.close();
      await gone.close();
    }
  });
});
