import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import { loginAs, testApp } from '../../../test/app.js';
import { atDoor, placeLilleOrder } from '../../../test/orders.js';
import { createShoppers, type Shopper } from '../../../test/shoppers.js';
import { statusBody } from '../../../test/door.js';

/**
 * The driver's offline queue replays its actions under their Idempotency-Key: a replay answers the
 * first answer and applies nothing again, even when two phones replay the same queue at once (the
 * race proves it on the PostgreSQL server, TEST_DATABASE_URL; on PGlite the replays run in turn).
 */
const { app, db } = await testApp({ EARLY_DELIVERY_DAYS: '7' });
let driver: string;

const post = (url: string, payload: Record<string, unknown>, key?: string): Promise<LightMyRequestResponse> =>
  app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${driver}`, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
const advance = async (orderId: number, status: string, key?: string) =>
  post(
    `/api/operator/orders/${orderId}/status`,
    { ...statusBody(status), ...(await atDoor(db, orderId, status)) },
    key,
  );
const collect = (body: Record<string, unknown>, key?: string) => post('/api/operator/collections', body, key);

const collectionsOf = async (userId: number) =>
  db
    .select({ id: t.pendingDeposits.id })
    .from(t.pendingDeposits)
    .where(and(eq(t.pendingDeposits.userId, userId), eq(t.pendingDeposits.kind, 'collection')));
const walletOf = async (userId: number) => {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${t.walletEntries.amountCents}), 0)::int` })
    .from(t.walletEntries)
    .where(eq(t.walletEntries.userId, userId));
  return Number(row!.total);
};

async function deliveredShopper(key: string): Promise<{ shopper: Shopper; orderId: number }> {
  const [shopper] = (await createShoppers(db, 1)) as [Shopper];
  const { orderId } = await placeLilleOrder(app, db, shopper, { large: 24, small: 7 }, key);
  for (const [i, status] of ['preparing', 'out_for_delivery', 'delivered'].entries())
    expect((await advance(orderId, status, `${key}-step-${i}`)).statusCode).toBe(200);
  return { shopper, orderId };
}

beforeAll(async () => {
  driver = (await loginAs(app, 'livreur@example.com')).token;
});

describe('the driver’s actions under an Idempotency-Key', () => {
  it('records a replayed collection once and answers the first answer', async () => {
    const { shopper, orderId } = await deliveredShopper('idem-collect');
    const body = { userId: shopper.id, orderId, crates: 1, largeBottles: 0, smallBottles: 0 };
    const first = await collect(body, 'queue-collect-0001');
    expect(first.statusCode).toBe(200);
    const replay = await collect(body, 'queue-collect-0001');
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(await collectionsOf(shopper.id)).toHaveLength(1);
    expect(await walletOf(shopper.id)).toBe(300);
    // Another key is another collection.
    expect((await collect(body, 'queue-collect-0002')).statusCode).toBe(200);
    expect(await collectionsOf(shopper.id)).toHaveLength(2);
  });

  it('refuses the same key with another body (422) and applies nothing', async () => {
    const { shopper } = await deliveredShopper('idem-reused');
    const body = { userId: shopper.id, crates: 1, largeBottles: 0, smallBottles: 0 };
    expect((await collect(body, 'queue-reused-0001')).statusCode).toBe(200);
    const other = await collect({ ...body, crates: 2 }, 'queue-reused-0001');
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('idempotency_key_reused');
    expect(await collectionsOf(shopper.id)).toHaveLength(1);
  });

  it('answers a replayed status step with its first answer, even after the order moved on', async () => {
    const [shopper] = (await createShoppers(db, 1)) as [Shopper];
    const { orderId } = await placeLilleOrder(app, db, shopper, { large: 24, small: 7 }, 'idem-advance');
    const first = await advance(orderId, 'preparing', 'queue-advance-0001');
    expect(first.json()).toEqual({ orderId, status: 'preparing' });
    expect((await advance(orderId, 'out_for_delivery', 'queue-advance-0002')).statusCode).toBe(200);
    // Without its key, 'preparing' again would be a step back (409); with it, the first answer.
    const replay = await advance(orderId, 'preparing', 'queue-advance-0001');
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ orderId, status: 'preparing' });
    expect((await advance(orderId, 'preparing')).statusCode).toBe(409);
  });

  it('does not store a refusal: the 409 of a cancelled order is answered again, nothing applied', async () => {
    const [shopper] = (await createShoppers(db, 1)) as [Shopper];
    const { orderId } = await placeLilleOrder(app, db, shopper, { large: 24, small: 7 }, 'idem-cancelled');
    await db.update(t.orders).set({ status: 'cancelled' }).where(eq(t.orders.id, orderId));
    for (let i = 0; i < 2; i++) {
      const res = await advance(orderId, 'preparing', 'queue-cancelled-0001');
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('order_status_invalid');
    }
    const [stored] = await db
      .select()
      .from(t.idempotencyKeys)
      .where(eq(t.idempotencyKeys.key, 'queue-cancelled-0001'));
    expect(stored).toBeUndefined();
  });

  it('two phones replaying the same queue at once: each action applied once, both answered alike', async () => {
    const { shopper, orderId } = await deliveredShopper('idem-race');
    const [other] = (await createShoppers(db, 1)) as [Shopper];
    const { orderId: second } = await placeLilleOrder(app, db, other, { large: 24, small: 7 }, 'idem-race-2');
    const queue = [
      () => advance(second, 'preparing', 'race-advance-0001'),
      () =>
        collect(
          { userId: shopper.id, orderId, crates: 1, largeBottles: 5, smallBottles: 0 },
          'race-collect-0001',
        ),
    ];
    // Each phone replays the queue in order; the two phones run side by side.
    const replay = async () => {
      const answers: LightMyRequestResponse[] = [];
      for (const action of queue) answers.push(await action());
      return answers;
    };
    const [a, b] = await Promise.all([replay(), replay()]);
    expect(a.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(b.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(a.map((r) => r.json())).toEqual(b.map((r) => r.json()));
    expect(await collectionsOf(shopper.id)).toHaveLength(1);
    expect(await walletOf(shopper.id)).toBe(400);
    const events = await db.select().from(t.orders).where(eq(t.orders.id, second));
    expect(events[0]!.status).toBe('preparing');
  });
});
