import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../test/app.js';

const LIMIT = 3;
type App = Awaited<ReturnType<typeof testApp>>['app'];

/** LIMIT + 1 wrong passwords for one account: a clear 401 each, then the limit's 429 — never a 500. */
async function wrongPasswords(app: App, username: string) {
  const statuses: number[] = [];
  for (let i = 0; i <= LIMIT; i++) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { username, password: 'wrong-password' },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}
const LOCKED = [...Array<number>(LIMIT).fill(401), 429];

/** A TCP relay to the local Redis that the test can cut, as a network failure would. */
async function cuttableRedis() {
  const sockets = new Set<net.Socket>();
  const relay = net.createServer((client) => {
    const upstream = net.connect(6379, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => socket.destroy());
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  return {
    url: `redis://127.0.0.1:${(relay.address() as net.AddressInfo).port}`,
    cut: () => {
      relay.close();
      for (const socket of sockets) socket.destroy();
    },
  };
}

const localRedis = await new Promise<boolean>((resolve) => {
  const socket = net.connect(6379, '127.0.0.1');
  socket.once('connect', () => resolve(true));
  socket.once('error', () => resolve(false));
}).finally(() => undefined);

describe('rate limits when Redis cannot answer', () => {
  it('starts, and counts in this instance, when Redis is unreachable from the start', async () => {
    const { app } = await testApp({ LOGIN_RATE_LIMIT: String(LIMIT), REDIS_URL: 'redis://127.0.0.1:1' });
    expect(await wrongPasswords(app, 'pro@example.com')).toEqual(LOCKED);
  });

  it.skipIf(!localRedis)('falls back to this instance when Redis is lost at runtime', async () => {
    const redis = await cuttableRedis();
    const { app } = await testApp({
      LOGIN_RATE_LIMIT: String(LIMIT),
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: `consigne-test-${randomBytes(5).toString('hex')}:`,
    });
    expect(await wrongPasswords(app, 'demo@example.com')).toEqual(LOCKED);
    redis.cut();
    expect(await wrongPasswords(app, 'pro@example.com')).toEqual(LOCKED);
  });
});
