import { addDays, formatWindowTime, localDate, zonedInstant } from '@consigne/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import { rowsOf } from '../../jobs/executors.js';
import { loginAs, testApp, TEST_SECRET } from '../../../test/app.js';
import { mailJobsTo } from '../../../test/mail-jobs.js';
import { atDoor, placeLilleOrder } from '../../../test/orders.js';
import { createShoppers, type Shopper } from '../../../test/shoppers.js';
import { announceDayWindows } from './announce.js';
import { signTrackingToken, trackingKey } from './token.js';

/**
 * The promise (issue 31 point 5): the morning's window, the tracking link, "2 stops away". The orders
 * are booked for a later day; EARLY_DELIVERY_DAYS lets the driver record them now.
 */
const { app, db } = await testApp({ EARLY_DELIVERY_DAYS: '7' });
const key = trackingKey(new TextEncoder().encode(TEST_SECRET));
const links = { publicUrl: 'http://127.0.0.1', key };
const as = (token: string) => ({ authorization: `Bearer ${token}` });
const MINUTE = 60_000;
let driver: string;
let vanId: number;
let round = 0;

const emailOf = async (userId: number) =>
  (await db.select({ email: t.users.email }).from(t.users).where(eq(t.users.id, userId)))[0]!.email;
const ordersOf = (ids: number[]) =>
  db.select().from(t.orders).where(inArray(t.orders.id, ids)).orderBy(asc(t.orders.id));
const track = (token: string) => app.inject({ url: `/api/suivi/${token}` });
const tokenOf = (orderId: number, expiresAt = new Date(Date.now() + 86_400_000)) =>
  signTrackingToken(key, orderId, expiresAt);

/**
 * `n` Lille orders in one slot of their own, planned in one van: positions 1..n, arrivals 10 minutes
 * apart from the slot's start. The slot is the booked day's 00:00–02:00 (shop time), or today's 06:00–08:00,
 * moved by 5 minutes a round (a slot's start is unique).
 */
async function plannedRound(n: number, today = false) {
  round++;
  const shoppers = await createShoppers(db, n);
  const ids: number[] = [];
  for (const [i, shopper] of shoppers.entries())
    ids.push(
      (await placeLilleOrder(app, db, shopper, { large: 24, small: 0 }, `promise-${round}-${i}`)).orderId,
    );
  const [first] = await ordersOf(ids);
  const [booked] = await db.select().from(t.slots).where(eq(t.slots.id, first!.slotId));
  const day = today ? localDate(new Date()) : localDate(booked!.startAt);
  // A slot of its own (each case its own round), `round` hours apart so that none overlaps another.
  const [slot] = await db
    .insert(t.slots)
    .values({
      ...booked!,
      id: undefined,
      startAt: new Date(zonedInstant(day, today ? 6 : 0).getTime() + (round - 1) * 5 * MINUTE),
      endAt: new Date(zonedInstant(day, today ? 8 : 2).getTime() + (round - 1) * 5 * MINUTE),
      capacity: 100,
    } as typeof t.slots.$inferInsert)
    .returning();
  for (const [i, id] of ids.entries())
    await db
      .update(t.orders)
      .set({
        slotId: slot!.id,
        vanId,
        roundPosition: i + 1,
        plannedArrivalAt: new Date(slot!.startAt.getTime() + i * 10 * MINUTE),
      })
      .where(eq(t.orders.id, id));
  return { ids, shoppers, slot: slot! };
}

const step = (orderId: number, status: string, extra: Record<string, unknown> = {}) =>
  app.inject({
    method: 'POST',
    url: `/api/operator/orders/${orderId}/status`,
    headers: { ...as(driver), 'idempotency-key': `promise-${orderId}-${status}` },
    payload: { status, ...extra },
  });
async function outForDelivery(ids: number[]) {
  for (const id of ids)
    for (const status of ['preparing', 'out_for_delivery'])
      expect((await step(id, status)).statusCode).toBe(200);
}
const deliver = async (id: number) =>
  expect((await step(id, 'delivered', await atDoor(db, id, 'delivered'))).statusCode).toBe(200);
const hhmm = (at: Date, minutes: number) => formatWindowTime(new Date(at.getTime() + minutes * MINUTE));
const subjects = async (shopper: Shopper) =>
  (await mailJobsTo(db, await emailOf(shopper.id))).map((m) => m.subject);

beforeAll(async () => {
  driver = (await loginAs(app, 'livreur@example.com')).token;
  const [lille] = await db.select().from(t.warehouses).where(eq(t.warehouses.key, 'lille'));
  await db.update(t.slots).set({ capacity: 100 }).where(eq(t.slots.warehouseId, lille!.id));
  [{ id: vanId }] = (await db
    .select({ id: t.vans.id })
    .from(t.vans)
    .where(eq(t.vans.warehouseId, lille!.id))
    .orderBy(asc(t.vans.position))
    .limit(1)) as [{ id: number }];
});

describe("the morning's announcement", () => {
  it('gives each planned order its window inside the slot, tells each shopper once, and keeps it', async () => {
    const { ids, shoppers, slot } = await plannedRound(3);
    const morning = new Date(slot.startAt.getTime() + 7 * 3600_000 - 10 * 3600_000);
    const announced = await announceDayWindows(db, links, new Date(slot.startAt.getTime() + 3600_000));
    expect(announced).toEqual(ids);
    const rows = await ordersOf(ids);
    for (const order of rows) {
      expect(order.windowTo!.getTime() - order.windowFrom!.getTime()).toBe(20 * MINUTE);
      expect(order.windowFrom!.getTime()).toBeGreaterThanOrEqual(slot.startAt.getTime());
      expect(order.windowTo!.getTime()).toBeLessThanOrEqual(slot.endAt.getTime());
      expect(order.windowFrom!.getTime()).toBeLessThanOrEqual(order.plannedArrivalAt!.getTime());
      expect(order.windowTo!.getTime()).toBeGreaterThanOrEqual(order.plannedArrivalAt!.getTime());
    }
    const mails = await mailJobsTo(db, await emailOf(shoppers[1]!.id));
    expect(mails).toHaveLength(1);
    const window = mails.find((m) => / arrive .* entre /.test(m.subject))!;
    // Told on the day itself: "today".
    expect(window.subject).toBe(`Votre commande n° ${ids[1]} arrive aujourd’hui entre 00:10 et 00:30`);
    expect(window.text).toMatch(/http:\/\/127\.0\.0\.1\/fr\/suivi\/[A-Za-z0-9_-]{32}\n/);

    // Again (a second instance, a retry): nobody told twice. A new plan moves the van, not the promise.
    await db
      .update(t.orders)
      .set({ plannedArrivalAt: new Date(slot.startAt.getTime() + 50 * MINUTE) })
      .where(inArray(t.orders.id, ids));
    expect(await announceDayWindows(db, links, new Date(slot.startAt.getTime() + 3600_000))).toEqual([]);
    expect(await mailJobsTo(db, await emailOf(shoppers[1]!.id))).toHaveLength(1);
    expect((await ordersOf(ids)).map((o) => o.windowFrom)).toEqual(rows.map((o) => o.windowFrom));
    // Another day's announcement does not reach this day's orders.
    expect(await announceDayWindows(db, links, morning)).toEqual([]);
  });

  it("shows the driver each stop's planned arrival and the window its shopper was told", async () => {
    const { ids, slot } = await plannedRound(2);
    const date = localDate(slot.startAt);
    const roundNow = async () =>
      (
        await app.inject({
          url: `/api/operator/round?date=${date}&slotId=${slot.id}&vanId=${vanId}`,
          headers: as(driver),
        })
      ).json() as {
        stops: {
          plannedArrivalAt: string | null;
          promisedWindow: { from: string; to: string } | null;
          orders: { orderId: number }[];
        }[];
      };
    const ours = (r: Awaited<ReturnType<typeof roundNow>>) =>
      r.stops.filter((s) => s.orders.some((o) => ids.includes(o.orderId)));
    // Planned, not told yet: the arrival only.
    expect(ours(await roundNow()).map((s) => s.promisedWindow)).toEqual([null, null]);
    await announceDayWindows(db, links, new Date(slot.startAt.getTime() + 3600_000));
    const rows = await ordersOf(ids);
    expect(ours(await roundNow())).toMatchObject(
      rows.map((o) => ({
        plannedArrivalAt: o.plannedArrivalAt!.toISOString(),
        promisedWindow: { from: o.windowFrom!.toISOString(), to: o.windowTo!.toISOString() },
      })),
    );
  });

  it('runs as the tracking.announce job: twice run, once told', async () => {
    const { ids, shoppers } = await plannedRound(2, true);
    await app.jobs.send('tracking.announce', { source: 'cron' });
    await app.jobs.drain();
    await app.jobs.send('tracking.announce', { source: 'cron' });
    await app.jobs.drain();
    for (const shopper of shoppers)
      expect((await subjects(shopper)).filter((s) => / arrive .* entre /.test(s))).toHaveLength(1);
    const told = rowsOf<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from order_notifications where event = 'deliveryWindow' and order_id in (${sql.join(ids, sql`, `)})`,
      ),
    );
    expect(told[0]!.n).toBe(2);
    const runs = rowsOf<{ state: string }>(
      await db.execute(sql`select state from jobs.job where name = 'tracking.announce'`),
    );
    expect(runs.map((r) => r.state)).toEqual(['completed', 'completed']);
  });
});

describe("staff's announcement", () => {
  it('tells a slot now, again only those whose window a new plan moved; another warehouse’s slot is a 404', async () => {
    const admin = (await loginAs(app, 'admin@example.com')).token;
    const lyonManager = (await loginAs(app, 'gerant.lyon@example.com')).token;
    const { ids, shoppers, slot } = await plannedRound(2);
    const announce = (token: string) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/rounds/announce',
        headers: as(token),
        payload: { slotId: slot.id },
      });
    const windows = async (i: number) =>
      (await subjects(shoppers[i]!)).filter((s) => / arrive .* entre /.test(s));
    // Staff tell it ahead, now: the day as said from today (an oracle apart from the code's).
    const today = localDate(new Date());
    const slotDay = localDate(slot.startAt);
    const when =
      slotDay === today
        ? 'aujourd’hui'
        : slotDay === addDays(today, 1)
          ? 'demain'
          : `le ${new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', timeZone: 'Europe/Paris' }).format(slot.startAt)}`;

    expect((await announce(lyonManager)).statusCode).toBe(404);
    expect(await windows(0)).toEqual([]);
    const first = await announce(admin);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ slotId: slot.id, announced: ids });
    // A new plan moves the second stop 40 minutes later: only its shopper hears of it.
    await db
      .update(t.orders)
      .set({ plannedArrivalAt: new Date(slot.startAt.getTime() + 50 * MINUTE) })
      .where(eq(t.orders.id, ids[1]!));
    expect((await announce(admin)).json()).toEqual({ slotId: slot.id, announced: [ids[1]] });
    expect(await windows(0)).toHaveLength(1);
    expect((await windows(1)).sort()).toEqual(
      [
        `Votre commande n° ${ids[1]} arrive ${when} entre ${hhmm(slot.startAt, 50)} et ${hhmm(slot.startAt, 70)}`,
        `Votre commande n° ${ids[1]} arrive ${when} entre ${hhmm(slot.startAt, 10)} et ${hhmm(slot.startAt, 30)}`,
      ].sort(),
    );
  });
});

describe('the tracking link', () => {
  it("shows the order's window, slot, stops before it and status, never cached nor indexed", async () => {
    const { ids, slot } = await plannedRound(3);
    await announceDayWindows(db, links, new Date(slot.startAt.getTime() + 3600_000));
    const [, second] = await ordersOf(ids);
    const res = await track(tokenOf(ids[1]!));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: 'planned',
      window: { from: second!.windowFrom!.toISOString(), to: second!.windowTo!.toISOString() },
      slot: { startAt: slot.startAt.toISOString(), endAt: slot.endAt.toISOString() },
      stopsBefore: 1,
    });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
  });

  it('answers the same 404 to a forged, altered, truncated, expired or foreign token', async () => {
    const { ids } = await plannedRound(1);
    const good = tokenOf(ids[0]!);
    expect((await track(good)).statusCode).toBe(200);
    const other = signTrackingToken(
      trackingKey(new TextEncoder().encode('another-secret-another-secret-0123')),
      ids[0]!,
      new Date(Date.now() + 86_400_000),
    );
    const flipped = good.slice(0, 10) + (good[10] === 'A' ? 'B' : 'A') + good.slice(11);
    const hostile = [
      other,
      flipped,
      good.slice(0, 31),
      good.slice(0, 20),
      `${good}A`,
      tokenOf(ids[0]!, new Date(Date.now() - 1000)),
      tokenOf(2_000_000),
      'x'.repeat(32),
      'x'.repeat(99),
    ];
    const answers = await Promise.all(hostile.map(track));
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toEqual(answers[0]!.json());
    }
    expect(answers[0]!.json().message).toMatch(/lien de suivi/);
  });

  it('is the shopper’s own from their order: another shopper’s order is not found', async () => {
    const { ids, shoppers } = await plannedRound(2);
    const mine = await app.inject({ url: `/api/orders/${ids[0]}/suivi`, headers: as(shoppers[0]!.token) });
    expect(mine.statusCode, mine.body).toBe(200);
    expect((await track(mine.json().token)).statusCode).toBe(200);
    const theirs = await app.inject({ url: `/api/orders/${ids[1]}/suivi`, headers: as(shoppers[0]!.token) });
    expect(theirs.statusCode).toBe(404);
    expect((await app.inject({ url: `/api/orders/${ids[0]}/suivi` })).statusCode).toBe(401);
  });

  it('is rate-limited per client', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 62; i++)
      codes.push(
        (await app.inject({ url: `/api/suivi/${'y'.repeat(32)}`, remoteAddress: '203.0.113.9' })).statusCode,
      );
    expect(codes.slice(0, 60).every((c) => c === 404)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });
});

describe('2 stops away', () => {
  it('tells each shopper once when the van is at most 2 stops from them, and the page follows', async () => {
    const { ids, shoppers } = await plannedRound(5);
    const status = async (i: number) =>
      (await track(tokenOf(ids[i]!))).json() as { status: string; stopsBefore: number };
    const near = async (i: number) =>
      (await subjects(shoppers[i]!)).filter((s) => s === 'Votre livreur arrive bientôt').length;

    await outForDelivery(ids);
    // The van left: the first three stops are at most 2 stops away; the fourth is 3 away.
    expect(await Promise.all([0, 1, 2, 3, 4].map(near))).toEqual([1, 1, 1, 0, 0]);
    expect(await status(3)).toMatchObject({ status: 'onTheWay', stopsBefore: 3 });

    await deliver(ids[0]!);
    expect(await status(3)).toMatchObject({ status: 'twoStopsAway', stopsBefore: 2 });
    expect(await Promise.all([0, 1, 2, 3, 4].map(near))).toEqual([1, 1, 1, 1, 0]);
    const mail = (await mailJobsTo(db, await emailOf(shoppers[3]!.id))).find(
      (m) => m.subject === 'Votre livreur arrive bientôt',
    )!;
    expect(mail.text).toContain('Notre livreur n’a plus que 2 arrêts avant le vôtre.');

    // A failed stop is a stop served too.
    const failed = await app.inject({
      method: 'POST',
      url: `/api/operator/orders/${ids[1]}/failure`,
      headers: { ...as(driver), 'idempotency-key': `promise-fail-${ids[1]}` },
      payload: { reason: 'absent' },
    });
    expect(failed.statusCode, failed.body).toBe(200);
    expect(await Promise.all([0, 1, 2, 3, 4].map(near))).toEqual([1, 1, 1, 1, 1]);
    expect(await status(1)).toMatchObject({ status: 'failed' });

    // Delivered again and again: nobody told twice.
    await deliver(ids[2]!);
    await deliver(ids[3]!);
    expect(await Promise.all([0, 1, 2, 3, 4].map(near))).toEqual([1, 1, 1, 1, 1]);
    expect(await status(3)).toMatchObject({ status: 'delivered', stopsBefore: null });
    expect(await status(4)).toMatchObject({ status: 'twoStopsAway', stopsBefore: 0 });
    const told = await db
      .select()
      .from(t.orderNotifications)
      .where(and(inArray(t.orderNotifications.orderId, ids), eq(t.orderNotifications.event, 'twoStopsAway')));
    expect(told).toHaveLength(5);
  });
});
