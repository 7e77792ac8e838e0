/**
 * A card refund whose instance dies while Stripe is being asked: the refund row and its job were
 * committed before the call, under an idempotency key made of the row's id. Killed (a) after Stripe
 * made the refund and before its answer came back, or (b) after the answer came and before it was
 * recorded, the job's rerun on another instance asks again under the same key: Stripe answers the
 * refund it already made, which is recorded — the card is refunded exactly once.
 */
import { eq, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fromPostgresUrl, type Database } from '../../src/db/client.js';
import * as t from '../../src/db/schema/index.js';
import { rowsOf } from '../../src/jobs/index.js';
import { startFakeStripe, type FakeRefund } from '../fake-stripe.js';
import {
  describeInstances,
  seededDatabase,
  startInstances,
  type Instances,
  type TestDatabase,
} from '../instances.js';
import { lilleEntry } from '../shoppers.js';

const SECRET_KEY = 'sk_test_refund_crash';
const WEBHOOK_SECRET = 'whsec_test_refund_crash';

let database: TestDatabase;
let connection: Database;
let locker: postgres.Sql;
const started: Instances[] = [];
/** What the fake Stripe does once it has made a refund, before it answers (set by each case). */
let onRefund: (refund: FakeRefund, refundId: number) => Promise<void> = async () => undefined;
const stripe = await startFakeStripe({
  secretKey: SECRET_KEY,
  webhookSecret: WEBHOOK_SECRET,
  beforeRefundAnswer: (refund, key) => onRefund(refund, Number(/-refund-(\d+)$/.exec(key ?? '')?.[1])),
});

const kill = (instances: Instances) => instances.stop('SIGKILL');
const start = async () => {
  const instances = await startInstances(1, {
    databaseUrl: database.url,
    env: {
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.base,
    },
  });
  started.push(instances);
  return instances.urls[0]!;
};

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 1200; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('condition not reached within 60 s');
}

const refundRow = async (id: number) =>
  (await connection.db.select().from(t.orderRefunds).where(eq(t.orderRefunds.id, id)))[0]!;
/** What pg-boss does to a job whose worker died, once it expires (2 min for refunds): due again now. */
const rerun = (refundId: number) =>
  connection.db.execute(
    sql`update jobs.job set state = 'retry', start_after = now() where name = 'payments.refund' and data->>'refundId' = ${String(refundId)}`,
  );
const refundsOf = (intent: string) => stripe.refunds.filter((r) => r.payment_intent === intent);

async function login(url: string, username: string, password: string) {
  const res = await fetch(`${url}/api/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  expect(res.status).toBe(200);
  return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
}

/** The demo customer's card order, paid on Stripe's page and confirmed by the signed webhook. */
async function paidCardOrder(url: string) {
  const shopper = await login(url, 'demo@example.com', 'consigne-demo');
  const [demo] = await connection.db.select().from(t.users).where(eq(t.users.email, 'demo@example.com'));
  const water = await lilleEntry(connection.db);
  await connection.db.delete(t.cartItems).where(eq(t.cartItems.userId, demo!.id));
  await connection.db
    .insert(t.cartItems)
    .values({ userId: demo!.id, productWarehouseId: water.id, quantity: 12 });
  const groups = (await (await fetch(`${url}/api/slots`, { headers: shopper })).json()) as {
    slots: { id: number }[];
  }[];
  const selected = await fetch(`${url}/api/user/select/slot/${groups[1]!.slots[2]!.id}`, {
    method: 'POST',
    headers: { ...shopper, 'content-type': 'application/json' },
    body: '{}',
  });
  expect(selected.status).toBe(200);
  const placed = await fetch(`${url}/api/orders?locale=fr_FR`, {
    method: 'POST',
    headers: { ...shopper, 'content-type': 'application/json', 'idempotency-key': `crash-${Date.now()}` },
    body: JSON.stringify({ paymentMethod: 'stripe', acceptTerms: true }),
  });
  expect(placed.status, await placed.clone().text()).toBe(201);
  const { orderId } = (await placed.json()) as { orderId: number };
  const [order] = await connection.db.select().from(t.orders).where(eq(t.orders.id, orderId));
  const session = stripe.pay(order!.stripeCheckoutSessionId!);
  const { payload, signature } = stripe.signedEvent('checkout.session.completed', session);
  const webhook = await fetch(`${url}/api/payments/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    body: payload,
  });
  expect(webhook.status).toBe(200);
  return { orderId, intent: session.payment_intent! };
}

/** Staff refund 2 € of the order to the card: answered pending, its job woken on that instance. */
async function refundToCard(url: string, orderId: number): Promise<number> {
  const staff = await login(url, 'admin@example.com', 'consigne-demo');
  const res = await fetch(`${url}/api/admin/orders/${orderId}/refunds`, {
    method: 'POST',
    headers: { ...staff, 'content-type': 'application/json' },
    body: JSON.stringify({ method: 'card', amount: 2, reason: 'Bouteille cassée' }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const { refunds } = (await res.json()) as { refunds: { id: number; state: string }[] };
  expect(refunds.at(-1)!.state).toBe('pending');
  return refunds.at(-1)!.id;
}

describeInstances('a card refund whose instance dies while Stripe is asked', () => {
  beforeAll(async () => {
    database = await seededDatabase();
    connection = fromPostgresUrl(database.url, 2);
    locker = postgres(database.url, { max: 1, onnotice: () => undefined });
  }, 60_000);
  afterAll(async () => {
    for (const instances of started) await kill(instances);
    await locker?.end();
    await connection?.close();
    await database?.drop();
    await stripe.close();
  });

  it(
    'is made once, whether it dies before Stripe’s answer or before recording it',
    { timeout: 300_000 },
    async () => {
      // (a) Stripe makes the refund; its instance is killed before the answer reaches it.
      const first = await start();
      const paid = await paidCardOrder(first);
      // Its worker may reach Stripe before the refund's answer is sent (it fetches the job as soon as
      // it is woken): the instance dies once that answer came, while Stripe still holds its own.
      let answered!: () => void;
      const refundAnswered = new Promise<void>((resolve) => (answered = resolve));
      const firstDied = new Promise<void>((resolve) => {
        onRefund = async () => {
          await refundAnswered;
          await kill(started.at(-1)!);
          resolve();
        };
      });
      const a = await refundToCard(first, paid.orderId);
      answered();
      await firstDied;
      onRefund = async () => undefined;
      expect(refundsOf(paid.intent)).toHaveLength(1);
      expect(await refundRow(a)).toMatchObject({ state: 'pending', providerRefundId: null });

      await rerun(a);
      const second = await start();
      const made = await until(
        () => refundRow(a),
        (row) => row.state !== 'pending',
      );
      expect(made).toMatchObject({ state: 'succeeded', providerRefundId: refundsOf(paid.intent)[0]!.id });
      expect(refundsOf(paid.intent)).toHaveLength(1);

      // (b) Stripe answers; its instance is killed while it waits to record the answer (the refund's
      // row held locked here meanwhile, so that it cannot record it first).
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let holding: Promise<unknown> = Promise.resolve();
      onRefund = (_refund, refundId) =>
        new Promise<void>((locked) => {
          holding = locker.begin(async (tx) => {
            await tx`select id from order_refunds where id = ${refundId} for update`;
            locked();
            await held;
          });
        });
      const b = await refundToCard(second, paid.orderId);
      // Its record waits on the row's lock: the answer came, and is not recorded.
      const [waiting] = await until(
        async () =>
          rowsOf<{ pid: number }>(
            await connection.db.execute(
              sql`select pid from pg_stat_activity where wait_event_type = 'Lock' and query like 'update "order_refunds"%'`,
            ),
          ),
        (rows) => rows.length > 0,
      );
      await kill(started.at(-1)!);
      // Its connection's statement would still run once the lock is free: it died with its process.
      await connection.db.execute(sql`select pg_terminate_backend(${waiting!.pid})`);
      release();
      await holding;
      onRefund = async () => undefined;
      expect(refundsOf(paid.intent)).toHaveLength(2);
      expect(await refundRow(b)).toMatchObject({ state: 'pending', providerRefundId: null });

      await rerun(b);
      await start();
      const recorded = await until(
        () => refundRow(b),
        (row) => row.state !== 'pending',
      );
      expect(recorded).toMatchObject({ state: 'succeeded', providerRefundId: refundsOf(paid.intent)[1]!.id });
      expect(refundsOf(paid.intent).map((r) => r.amount)).toEqual([200, 200]);
      // Every key Stripe was asked with is the refund's own, whichever instance asked.
      const keys = stripe.requests
        .filter((r) => r.path === '/v1/refunds')
        .map((r) => r.headers['idempotency-key']);
      expect(keys).toEqual([
        `order-${paid.orderId}-refund-${a}`,
        `order-${paid.orderId}-refund-${a}`,
        `order-${paid.orderId}-refund-${b}`,
        `order-${paid.orderId}-refund-${b}`,
      ]);
    },
  );
});
