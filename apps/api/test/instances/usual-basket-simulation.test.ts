/**
 * The usual basket over four weeks on PostgreSQL (issue 32's "Done when", ADR 0042): 50 subscribers on
 * five weekly slots, weekly, every two weeks or monthly; some skip a date, some pause; one slot fills
 * up. Two instances are started on the database, each running the job workers; a test clock moves
 * from one moment that matters to the next — once every slot of the week's day is due for its
 * reminder, once every one is due for its placement, once the last has closed — and at each, after
 * the reservations' job holds new weeks, two passes of the usual baskets' job ('usual-basket.run' at
 * that moment) are queued for the instances' workers, which take them as the cron's. At the end: every
 * date due was placed exactly once or decided (skipped, paused, failed), no slot over its capacity, no
 * order on a skipped or paused date, every failure told.
 */
import { addDays, basketTimes, localDate, wallClock, zonedInstant } from '@consigne/domain';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fromPostgresUrl, type Database } from '../../src/db/client.js';
import * as t from '../../src/db/schema/index.js';
import { enqueueJob, rowsOf } from '../../src/jobs/index.js';
import {
  createReservation,
  extendReservations,
  releaseReservation,
} from '../../src/modules/slot-reservations/service.js';
import { usualBasketJob } from '../../src/modules/usual-basket/jobs.js';
import {
  createBasket,
  pauseBasket,
  replaceLines,
  setDateSkipped,
} from '../../src/modules/usual-basket/service.js';
import {
  describeInstances,
  seededDatabase,
  startInstances,
  type Instances,
  type TestDatabase,
} from '../instances.js';
import { createShoppers } from '../shoppers.js';

let database: TestDatabase;
let instances: Instances | undefined;
let a: Database;
const HOURS = [10, 11, 12, 13, 14];
const FREQUENCIES = ['weekly', 'weekly', 'fortnightly', 'monthly', 'weekly'] as const;

describeInstances('the usual basket over four weeks, two instances, a test clock', () => {
  beforeAll(async () => {
    database = await seededDatabase();
    // Two started instances: they make the job queues, run the passes the test clock queues and send
    // what the passes notify; their own usual-basket cron is off (the test clock drives the passes).
    instances = await startInstances(2, {
      databaseUrl: database.url,
      env: { USUAL_BASKET_CRON: '0 0 1 1 *' },
    });
    a = fromPostgresUrl(database.url, 5);
  }, 180_000);
  afterAll(async () => {
    await instances?.stop();
    await a?.close();
    await database?.drop();
  });

  it(
    'places every due date once, never over capacity, honours skips and pauses, tells every failure',
    { timeout: 300_000 },
    async () => {
      const db = a.db;
      const [demo] = await db
        .select({ warehouseId: t.zones.warehouseId })
        .from(t.users)
        .innerJoin(t.zones, eq(t.zones.id, t.users.zoneId))
        .where(eq(t.users.email, 'demo@example.com'));
      const lille = demo!.warehouseId;
      const start = new Date();
      const later = new Date(start.getTime() + 30 * 3_600_000);
      const slots = await db
        .select()
        .from(t.slots)
        .where(and(eq(t.slots.warehouseId, lille), gt(t.slots.startAt, later)))
        .orderBy(asc(t.slots.startAt));
      // The first day with the five hours: one slot per hour, ten subscribers each.
      const first = slots.find((s) => wallClock(s.startAt).endsWith('T10:00'))!;
      const day = localDate(first.startAt);
      const byHour = HOURS.map((h) =>
        slots.find((s) => wallClock(s.startAt) === `${day}T${String(h).padStart(2, '0')}:00`)!,
      );
      // The 14:00 slot of the second week has six places left: four of its ten subscribers find it full.
      // (A reservation made and released first makes that slot, beyond the generated days.)
      const [maker] = await createShoppers(db, 1);
      const [makerAddress] = await db
        .select({ id: t.addresses.id })
        .from(t.addresses)
        .where(eq(t.addresses.userId, maker!.id));
      await createReservation(
        db,
        maker!.id,
        { slotId: byHour[4]!.id, every: 1, addressId: makerAddress!.id },
        start,
      );
      await releaseReservation(db, maker!.id, start);
      const [tight] = await db
        .select()
        .from(t.slots)
        .where(and(eq(t.slots.warehouseId, lille), eq(t.slots.startAt, zonedInstant(addDays(day, 7), 14))));
      await db
        .update(t.slots)
        .set({ capacity: sql`${t.slots.reserved} + 6` })
        .where(eq(t.slots.id, tight!.id));
      const [water] = await db
        .select()
        .from(t.productWarehouses)
        .where(
          and(
            eq(t.productWarehouses.warehouseId, lille),
            eq(t.productWarehouses.slug, 'eau-minerale-naturelle-plate-100cl'),
          ),
        );
      await db
        .update(t.productWarehouses)
        .set({ priceCents: 250, isAvailable: true, maxOrderable: 99, stock: 100_000 })
        .where(eq(t.productWarehouses.id, water!.id));

      const shoppers = await createShoppers(db, 50);
      const skipped = new Set<number>();
      const paused = new Map<number, string>();
      for (const [i, s] of shoppers.entries()) {
        const [address] = await db
          .select({ id: t.addresses.id })
          .from(t.addresses)
          .where(eq(t.addresses.userId, s.id));
        await createReservation(
          db,
          s.id,
          { slotId: byHour[i % 5]!.id, every: 1, addressId: address!.id },
          start,
        );
        await db.insert(t.favourites).values({ userId: s.id, productId: water!.productId });
        const frequency = FREQUENCIES[Math.floor(i / 5) % FREQUENCIES.length]!;
        const made = await createBasket(
          db,
          s.id,
          { source: 'favourites', frequency, payment: 'delivery' },
          'fr_FR',
          start,
        );
        await replaceLines(db, s.id, [{ productWarehouseId: water!.id, quantity: 12 }], 'fr_FR', start);
        const dates = made.basket!.occurrences;
        // Every seventh skips their second date; every ninth pauses until their third.
        if (i % 7 === 3 && dates[1]) {
          await setDateSkipped(db, s.id, dates[1].id, true, 'fr_FR', start);
          skipped.add(dates[1].id);
        }
        if (i % 9 === 4 && dates[2]) {
          await pauseBasket(db, s.id, dates[2].date, 'fr_FR', start);
          paused.set(s.id, dates[2].date);
        }
      }
      expect(skipped.size).toBeGreaterThan(0);
      expect(paused.size).toBeGreaterThan(0);

      // Four weeks of the test clock, moved from one moment that matters to the next: a minute after
      // the last reminder of the week's day (before its first placement), after its last placement
      // (before its first slot closes), and after its last slot closed (what was missed is told). The
      // reservations' job holds new weeks once a week, before the reminders; the reminders and the
      // placements are each run twice (two passes, either instance), the rest once.
      const end = new Date(start.getTime() + 28 * 86_400_000);
      const moments = new Map<number, { extend: boolean; passes: 1 | 2 }>([
        [start.getTime(), { extend: true, passes: 1 }],
      ]);
      for (let week = 0; week < 5; week++) {
        const times = HOURS.map((hour) => basketTimes(zonedInstant(addDays(day, 7 * week), hour)));
        const latest = (key: 'remindAt' | 'placeAt' | 'closeAt') =>
          Math.max(...times.map((x) => x[key].getTime())) + 60_000;
        const earliest = (key: 'placeAt' | 'closeAt') => Math.min(...times.map((x) => x[key].getTime()));
        // One moment serves the five slots only if it falls inside each slot's window.
        expect(latest('remindAt')).toBeLessThan(earliest('placeAt'));
        expect(latest('placeAt')).toBeLessThan(earliest('closeAt'));
        moments.set(latest('remindAt'), { extend: true, passes: 2 });
        moments.set(latest('placeAt'), { extend: false, passes: 2 });
        moments.set(latest('closeAt'), { extend: false, passes: 1 });
      }
      const ticks = [...moments]
        .filter(([m]) => m >= start.getTime() && m < end.getTime())
        .sort(([x], [y]) => x - y);
      expect(ticks.length).toBeGreaterThanOrEqual(12);
      for (const [ms, { extend, passes }] of ticks) {
        const now = new Date(ms);
        if (extend) await extendReservations(db, now);
        await passesByTheInstances(now, passes);
      }

      const userIds = shoppers.map((s) => s.id);
      const dates = await db
        .select({ occurrence: t.usualBasketOccurrences, userId: t.usualBaskets.userId, slot: t.slots })
        .from(t.usualBasketOccurrences)
        .innerJoin(t.usualBaskets, eq(t.usualBaskets.id, t.usualBasketOccurrences.basketId))
        .innerJoin(t.slots, eq(t.slots.id, t.usualBasketOccurrences.slotId))
        .where(inArray(t.usualBaskets.userId, userIds));
      const orders = await db.select().from(t.orders).where(inArray(t.orders.userId, userIds));

      // Every date whose slot closed before the end was decided; the placed ones each own one order.
      const due = dates.filter((d) => basketTimes(d.slot.startAt).closeAt < end);
      expect(due.length).toBeGreaterThan(100);
      for (const d of due) expect(['placed', 'skipped', 'failed']).toContain(d.occurrence.status);
      const placed = dates.filter((d) => d.occurrence.status === 'placed');
      expect(new Set(placed.map((d) => d.occurrence.orderId)).size).toBe(placed.length);
      expect(orders).toHaveLength(placed.length);
      for (const d of placed) {
        const order = orders.find((o) => o.id === d.occurrence.orderId)!;
        expect(order).toMatchObject({ userId: d.userId, slotId: d.slot.id });
      }
      // One order per shopper and slot: no date placed twice by the two passes.
      const perSlot = new Set(orders.map((o) => `${o.userId}:${o.slotId}`));
      expect(perSlot.size).toBe(orders.length);

      // Skips and pauses honoured.
      for (const d of dates) {
        if (skipped.has(d.occurrence.id)) {
          // Skipped by hand (whether or not a pause covers it too).
          expect(d.occurrence).toMatchObject({ status: 'skipped', orderId: null });
          continue;
        }
        const until = paused.get(d.userId);
        if (until && d.occurrence.date < until && basketTimes(d.slot.startAt).placeAt < end)
          expect(d.occurrence).toMatchObject({ status: 'skipped', reason: 'paused', orderId: null });
      }

      // The tight slot: at most its six places ordered; its other dates (those whose week found it full)
      // failed as full and told; no slot over capacity.
      const tightDates = dates.filter((d) => d.slot.id === tight!.id);
      expect(tightDates.filter((d) => d.occurrence.status === 'placed').length).toBeLessThanOrEqual(6);
      expect(tightDates.filter((d) => d.occurrence.reason === 'slotFull').length).toBeGreaterThanOrEqual(1);
      for (const d of tightDates.filter((x) => x.occurrence.status === 'failed'))
        expect(d.occurrence.reason).toBe('slotFull');
      const over = await db
        .select({ id: t.slots.id })
        .from(t.slots)
        .where(and(eq(t.slots.warehouseId, lille), sql`${t.slots.reserved} > ${t.slots.capacity}`));
      expect(over).toEqual([]);

      // Every failure told, once.
      const failed = dates.filter((d) => d.occurrence.status === 'failed');
      expect(failed.length).toBeGreaterThanOrEqual(1);
      const told = await db
        .select({ subject: t.notifications.subject })
        .from(t.notifications)
        .where(and(inArray(t.notifications.userId, userIds), eq(t.notifications.event, 'usualBasketFailed')));
      expect(told.map((n) => n.subject).sort()).toEqual(
        failed.map((d) => `usual-basket-date:${d.occurrence.id}`).sort(),
      );
      // Reminders: once per date reminded, whatever the two passes did.
      const reminders = await db
        .select({ subject: t.notifications.subject })
        .from(t.notifications)
        .where(
          and(inArray(t.notifications.userId, userIds), eq(t.notifications.event, 'usualBasketReminder')),
        );
      expect(new Set(reminders.map((r) => r.subject)).size).toBe(reminders.length);
    },
  );
});

/**
 * `count` passes of the usual baskets' job at `now`, queued for the started instances' workers (either
 * may take any: the queue is a singleton, one pass at a time), waited for until all completed; a
 * failed one fails the test with the instances' output.
 */
async function passesByTheInstances(now: Date, count: number) {
  const at = now.toISOString();
  const ids = await a.db.transaction(async (tx) => {
    const queued: string[] = [];
    for (let i = 0; i < count; i++)
      queued.push(await enqueueJob(tx, usualBasketJob.name, { source: 'clock', at }));
    return queued;
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    const states = rowsOf<{ state: string }>(
      await a.db.execute(
        sql`select state from jobs.job where id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      ),
    ).map((r) => r.state);
    if (states.length === count && states.every((x) => x === 'completed')) return;
    if (states.some((x) => x === 'failed' || x === 'cancelled') || Date.now() > deadline)
      throw new Error(
        `the passes at ${at} ended ${states.join(', ')}:\n${instances!.output(0)}\n${instances!.output(1)}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
