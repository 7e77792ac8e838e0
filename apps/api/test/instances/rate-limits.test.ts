// With REDIS_URL every limit is counted once for all instances, not once per instance.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { clientAddressKey, signClientAddress } from '../../src/lib/client-address.js';
import {
  describeInstances,
  INSTANCES_SECRET,
  redisUrl,
  seededDatabase,
  startInstances,
  type Instances,
  type TestDatabase,
} from '../instances.js';

const LIMIT = 10;
/** This run's keys only: parallel runs on one Redis do not share counters, and only ours are flushed. */
const prefix = `consigne-test-${randomBytes(5).toString('hex')}:`;

describeInstances('rate limits shared by two instances through Redis', () => {
  let database: TestDatabase;
  let instances: Instances;
  beforeAll(async () => {
    database = await seededDatabase();
    instances = await startInstances(2, {
      databaseUrl: database.url,
      env: { LOGIN_RATE_LIMIT: String(LIMIT), REDIS_KEY_PREFIX: prefix },
    });
  }, 180_000);
  afterAll(async () => {
    await instances?.stop();
    await database?.drop();
    const redis = new Redis(redisUrl!);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  /** POSTs to instance `i % 2`, so consecutive calls alternate between the two instances. */
  const post = (
    i: number,
    path: string,
    body: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) =>
    fetch(`${instances.urls[i % 2]}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }).then((res) => res.status);

  it(`refuses wrong password number ${LIMIT + 1} of one account, whichever instance answers`, async () => {
    const login = (i: number) =>
      post(i, '/login_check', { username: 'pro@example.com', password: `wrong-${i}` });
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i++) statuses.push(await login(i));
    expect(statuses).toEqual(Array<number>(LIMIT).fill(401));
    expect([await login(LIMIT), await login(LIMIT + 1)]).toEqual([429, 429]);
  });

  it(`refuses failed login number ${3 * LIMIT + 1} of one shopper's address across accounts and instances`, async () => {
    // The address as the storefront signs it (its own bucket, apart from this test's other calls).
    const key = clientAddressKey(new TextEncoder().encode(INSTANCES_SECRET));
    const login = (i: number) =>
      post(
        i,
        '/login_check',
        { username: `nobody-${i}@example.com`, password: 'x' },
        signClientAddress(key, '198.51.100.7'),
      );
    const statuses: number[] = [];
    for (let i = 0; i < 3 * LIMIT; i++) statuses.push(await login(i));
    expect(statuses).toEqual(Array<number>(3 * LIMIT).fill(401));
    expect([await login(3 * LIMIT), await login(3 * LIMIT + 1)]).toEqual([429, 429]);
  });

  it(`refuses password-reset request number ${LIMIT + 1} for one e-mail, whichever instance answers`, async () => {
    const ask = (i: number) => post(i, '/password/reset-request', { email: 'flooded@example.com' });
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i++) statuses.push(await ask(i));
    expect(statuses).toEqual(Array<number>(LIMIT).fill(202));
    expect([await ask(LIMIT), await ask(LIMIT + 1)]).toEqual([429, 429]);
  });

  it('keeps the counters in Redis under this run’s prefix', async () => {
    const redis = new Redis(redisUrl!);
    const keys = await redis.keys(`${prefix}*`);
    redis.disconnect();
    expect(keys.length).toBeGreaterThan(0);
  });
});
