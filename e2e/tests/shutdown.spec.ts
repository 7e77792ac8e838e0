import { spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

const serverDir = new URL('../../apps/server/', import.meta.url).pathname;
const PAGES = ['/fr', '/fr/produits', '/fr/c/bieres', '/fr/categories'];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface Outcome {
  /** The status, or the network error's code when the request got no answer. */
  result: number | string;
  /** When the TCP connection was established (undefined: never). */
  connectedAt?: number;
}

/** One GET on a connection of its own, noting when it connected. */
function get(url: string): Promise<Outcome> {
  return new Promise((resolve) => {
    let connectedAt: number | undefined;
    const request = http.get(url, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ result: res.statusCode ?? 0, connectedAt }));
      res.on('error', (error: NodeJS.ErrnoException) =>
        resolve({ result: error.code ?? 'error', connectedAt }),
      );
    });
    request.on('socket', (socket) => socket.once('connect', () => (connectedAt = Date.now())));
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ result: error.code ?? 'error', connectedAt }),
    );
  });
}

// The production process (npm run serve: node on the compiled server), signalled as a container
// runtime does: the pages in flight render in full, though their loaders call the API after the signal.
test('SIGTERM (twice) to the compiled server during 200 page loads: every page is rendered, exit 0', async () => {
  test.setTimeout(180_000);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const preload = '@consigne/web/react-router-production.mjs';
  const child = spawn(process.execPath, ['--import', preload, 'dist/server.js'], {
    cwd: serverDir,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ENV_FILE: '', // not the developer's .env
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'consigne-e2e-shutdown-')),
      DATABASE_URL: '',
    },
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await expect.poll(async () => (await get(`${base}/api/health`)).result, { timeout: 120_000 }).toBe(200);

  let answered = 0;
  let signalledAt = Infinity;
  const outcomes = await Promise.all(
    Array.from({ length: 200 }, async (_, i) => {
      const outcome = await get(`${base}${PAGES[i % PAGES.length]}?visit=${i}`);
      answered += 1;
      if (answered === 20) signalledAt = Date.now();
      if (answered === 20 || answered === 40) process.kill(-child.pid!, 'SIGTERM');
      return outcome;
    }),
  );
  // A connection made once the listener is closing may be refused; none made before may go unanswered.
  const before = outcomes.filter((o) => o.connectedAt !== undefined && o.connectedAt < signalledAt);
  expect(before.length).toBeGreaterThan(100);
  expect(before.filter((o) => o.result !== 200).map((o) => o.result)).toEqual([]);
  expect(await exited).toBe(0);
});
