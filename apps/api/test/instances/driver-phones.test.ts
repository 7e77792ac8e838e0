/**
 * The driver's day on two instances of one PostgreSQL, as production runs it:
 * - one phone's offline queue replayed by two phones at once, one through each instance: every
 *   action applies once (the idempotency lock is PostgreSQL's, not an instance's memory);
 * - a shopper changing the door instructions while the driver sets out, through the other instance:
 *   whichever commits first, the answers agree with what the order holds and what the round shows.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fromPostgresUrl, type Database, type Db } from '../../src/db/client.js';
import * as t from '../../src/db/schema/index.js';
import { issueTokenPair } from '../../src/modules/auth/service.js';
import type { testApp } from '../app.js';
import {
  describeInstances,
  INSTANCES_SECRET,
  seededDatabase,
  startInstances,
  type Instances,
  type TestDatabase,
} from '../instances.js';
import { ID_SEEN_18 } from '../door.js';
import { atDoor, placeLilleOrder } from '../orders.js';
import { createShoppers, type Shopper } from '../shoppers.js';

type App = Awaited<ReturnType<typeof testApp>>['app'];
interface Answer {
  statusCode: number;
  body: string;
  json: () => unknown;
}

async function call(
  url: string,
  method: string,
  path: string,
  token: string,
  payload?: unknown,
  key?: string,
) {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  const body = await res.text();
  return { statusCode: res.status, body, json: () => JSON.parse(body) as unknown } satisfies Answer;
}

/** placeLilleOrder's `app.inject` over HTTP, on one instance. */
function overHttp(url: string): App {
  type Injected = { method?: string; url: string; headers?: Record<string, string>; payload?: unknown };
  return {
    inject: async ({ method = 'GET', url: path, headers = {}, payload }: Injected) =>
      call(
        url,
        method,
        path,
        String(headers.authorization).replace('Bearer ', ''),
        payload,
        headers['idempotency-key'],
      ),
  } as unknown as App;
}

const tokenSettings = {
  secret: new TextEncoder().encode(INSTANCES_SECRET),
  accessTokenTtlSeconds: 600,
  refreshTokenTtlSeconds: 3600,
  refreshReuseSeconds: 30,
};
async function signedShopper(db: Db): Promise<Shopper> {
  const [shopper] = (await createShoppers(db, 1)) as [Shopper];
  return { ...shopper, token: (await issueTokenPair(db, shopper.id, tokenSettings)).token };
}

describeInstances('the driver’s phones on two instances', () => {
  let database: TestDatabase;
  let instances: Instances;
  let shop: Database;
  let a: string;
  let b: string;
  let driver: string;
  beforeAll(async () => {
    database = await seededDatabase();
    // The orders are booked for the next days: their steps may be recorded ahead (the rule: API tests).
    instances = await startInstances(2, { databaseUrl: database.url, env: { EARLY_DELIVERY_DAYS: '7' } });
    [a, b] = instances.urls as [string, string];
    shop = fromPostgresUrl(database.url, 4);
    const login = await fetch(`${a}/api/login_check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'livreur@example.com', password: 'consigne-demo' }),
    });
    expect(login.status).toBe(200);
    driver = ((await login.json()) as { token: string }).token;
  }, 180_000);
  afterAll(async () => {
    await shop?.close();
    await instances?.stop();
    await database?.drop();
  });

  const step = (url: string, orderId: number, status: string, key: string, door: object = {}) =>
    call(url, 'POST', `/api/operator/orders/${orderId}/status`, driver, { status, ...door }, key);

  it('one queue replayed by two phones at once, through both instances: every action applies once', async () => {
    const db = shop.db;
    const shopper = await signedShopper(db);
    const { orderId } = await placeLilleOrder(
      overHttp(a),
      db,
      shopper,
      { large: 24, small: 7 },
      randomUUID(),
    );
    // 'delivered' carries the door's age check (beer) and the payment of an order paid at delivery.
    const door = { ...ID_SEEN_18, ...(await atDoor(db, orderId, 'delivered')) };
    const queue = ['preparing', 'out_for_delivery', 'delivered'].map((status) => ({
      status,
      key: randomUUID(),
      door: status === 'delivered' ? door : {},
    }));
    const collection = { userId: shopper.id, orderId, crates: 1, largeBottles: 0, smallBottles: 0 };
    const collectKey = randomUUID();
    // Each phone replays the whole queue in order, as its outbox does; the two run side by side.
    const phone = async (url: string) => {
      const answers: Answer[] = [];
      for (const action of queue)
        answers.push(await step(url, orderId, action.status, action.key, action.door));
      answers.push(await call(url, 'POST', '/api/operator/collections', driver, collection, collectKey));
      return answers;
    };
    const [first, second] = await Promise.all([phone(a), phone(b)]);
    for (const answer of [...first, ...second]) expect(answer.statusCode, answer.body).toBe(200);
    // Both phones were told the same thing.
    expect(second.map((x) => x.json())).toEqual(first.map((x) => x.json()));

    const [order] = await db.select().from(t.orders).where(eq(t.orders.id, orderId));
    expect(order!.status).toBe('delivered');
    // Paid at the door once, whichever phone's step landed.
    expect(order!.paymentStatus).toBe('paid');
    expect(await db.select().from(t.doorPayments).where(eq(t.doorPayments.orderId, orderId))).toHaveLength(1);
    const movements = await db
      .select({ kind: t.pendingDeposits.kind })
      .from(t.pendingDeposits)
      .where(eq(t.pendingDeposits.userId, shopper.id));
    expect(movements.map((m) => m.kind).sort()).toEqual(['collection', 'delivery']);
    const invoices = await db.select().from(t.invoices).where(eq(t.invoices.orderId, orderId));
    expect(invoices).toHaveLength(1);
    const [wallet] = await db
      .select({ cents: sql<number>`coalesce(sum(${t.walletEntries.amountCents}), 0)::int` })
      .from(t.walletEntries)
      .where(eq(t.walletEntries.userId, shopper.id));
    expect(Number(wallet!.cents)).toBe(300);
  }, 60_000);

  it('instructions changed while the driver sets out: the answers agree with the order and the round', async () => {
    const db = shop.db;
    for (let round = 0; round < 8; round++) {
      const shopper = await signedShopper(db);
      const { orderId, slotDate } = await placeLilleOrder(
        overHttp(a),
        db,
        shopper,
        { large: 12, small: 0 },
        randomUUID(),
      );
      expect((await step(b, orderId, 'preparing', randomUUID())).statusCode).toBe(200);
      const instructions = { accessDetails: `Bâtiment ${round}, 2e étage`, options: ['ring_twice'] };
      // The shopper through one instance, the driver through the other, at the same moment.
      const [change, leave] = await Promise.all([
        call(a, 'PUT', `/api/orders/${orderId}/delivery-instructions`, shopper.token, { instructions }),
        step(b, orderId, 'out_for_delivery', randomUUID()),
      ]);
      expect(leave.statusCode, leave.body).toBe(200);
      expect([200, 409], change.body).toContain(change.statusCode);
      const [order] = await db.select().from(t.orders).where(eq(t.orders.id, orderId));
      expect(order!.status).toBe('out_for_delivery');
      const round_ = await call(a, 'GET', `/api/operator/orders?date=${slotDate}`, driver);
      const shown = (round_.json() as { orderId: number; deliveryInstructions: unknown }[]).find(
        (o) => o.orderId === orderId,
      );
      if (change.statusCode === 200) {
        // Committed before the driver's step: the order and the driver's round hold the new text.
        expect(order!.deliveryInstructions).toMatchObject(instructions);
        expect(shown!.deliveryInstructions).toMatchObject(instructions);
      } else {
        expect((change.json() as { code: string }).code).toBe('order_instructions_not_changeable');
        expect(order!.deliveryInstructions).toBeNull();
        expect(shown!.deliveryInstructions).toBeNull();
      }
    }
  }, 90_000);
});
