// The storefront's login form passes the shopper's own address to the API, so the
// per-address login limit of one shopper does not lock the others. This journey starts its own shop
// (the shared one allows many logins from one address) and posts the form from two loopback addresses.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

const repoRoot = new URL('../..', import.meta.url).pathname;
/** The default LOGIN_RATE_LIMIT (10 a minute per account) allows 30 failed logins a minute per address. */
const PER_ADDRESS = 30;
const SHOPPER_A = '127.0.0.21';
const SHOPPER_B = '127.0.0.22';

let shop: ChildProcess;
let port: number;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port: free } = server.address() as net.AddressInfo;
      server.close(() => resolve(free));
    });
  });
}

/** Posts the login form from `from` (a loopback source address), as a browser without JavaScript does. */
function postLogin(from: string, username: string, password: string) {
  const body = new URLSearchParams({ username, password, redirect: '' }).toString();
  return new Promise<{ status: number; location?: string }>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/fr/login',
        method: 'POST',
        localAddress: from,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
          origin: `http://127.0.0.1:${port}`,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, location: response.headers.location }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

test.describe('login throttling per shopper', () => {
  test.describe.configure({ timeout: 180_000 });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    port = await freePort();
    shop = spawn('npm', ['run', 'serve'], {
      cwd: repoRoot,
      detached: true,
      stdio: 'ignore',
      env: {
        ...process.env,
        ENV_FILE: '', // not the developer's .env
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'consigne-e2e-throttle-')),
        LOG_LEVEL: 'warn',
        JWT_SECRET: 'e2e-throttle-secret-e2e-throttle-secret-0123',
        LOGIN_RATE_LIMIT: '10',
      },
    });
    await expect
      .poll(
        () =>
          fetch(`http://127.0.0.1:${port}/api/health`).then(
            (r) => r.status,
            () => 0,
          ),
        {
          timeout: 150_000,
          intervals: [500],
        },
      )
      .toBe(200);
  });

  test.afterAll(() => {
    if (shop?.pid) process.kill(-shop.pid, 'SIGTERM');
  });

  test("31 failed logins from one shopper lock that shopper's address, not another shopper's", async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= PER_ADDRESS; i++)
      statuses.push((await postLogin(SHOPPER_A, `nobody-${i}@example.com`, 'wrong-password')).status);
    expect(statuses.slice(0, PER_ADDRESS)).toEqual(Array<number>(PER_ADDRESS).fill(401));
    expect(statuses[PER_ADDRESS]).toBe(429);

    const other = await postLogin(SHOPPER_B, 'demo@example.com', 'consigne-demo');
    expect(other.status).toBe(302);
    expect(other.location).toBe('/fr');
  });
});
