/**
 * Test helpers: the server's entries started as real processes (split.test.ts, compression.test.ts),
 * or the one process inside the test's own (page-requests.test.ts).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildApp, clientAddressKey, loadConfig, type App, type Config } from '@consigne/api';
import { fromPglite, pgliteExtensions } from '@consigne/api/db/client.js';
import { prepareDatabase } from '@consigne/api/db/prepare.js';
import { seed } from '@consigne/api/db/seed/index.js';
import { expect } from 'vitest';
import { loadStorefront, mountStorefront, storefrontBuildDir } from './storefront.js';

/** The storefront's server build (npm run build makes it; the unit tests may run before it). */
export function ensureStorefrontBuilt(): void {
  if (!existsSync(`${storefrontBuildDir()}server/index.js`))
    expect(spawnSync('npm', ['run', 'build', '-w', '@consigne/web'], { stdio: 'ignore' }).status).toBe(0);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
}

/** A process of its own group (stopped whole), started from a TypeScript entry through tsx. */
export async function start(
  cwd: string,
  entry: string,
  env: Record<string, string>,
  ready: string,
): Promise<Started> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // A developer's .env (apps/server/src/env-file.ts) stays out of the tests.
      ENV_FILE: '',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const end = Date.now() + 180_000;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}:\n${output}`);
    const answered = await fetch(`${url}${ready}`).then(
      (res) => res.ok,
      () => false,
    );
    if (answered) return { child, url, output: () => output };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${entry} did not answer ${ready}:\n${output}`);
}

export function stop(started: Started | undefined): void {
  if (started?.child.pid && started.child.exitCode === null) process.kill(-started.child.pid, 'SIGKILL');
}

/**
 * A TCP proxy of the test's own in front of a real service (PostgreSQL, Redis, the API): `cut()`
 * resets every open connection and refuses new ones, as a server that went away does; `restore()`
 * accepts connections again on the same port. The service itself never knows.
 */
export interface CuttableProxy {
  port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function cuttableProxy(
  target: { host: string; port: number },
  port: number,
): Promise<CuttableProxy> {
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target);
    const drop = () => {
      for (const socket of [client, upstream]) {
        open.delete(socket);
        socket.destroy();
      }
    };
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('error', drop).on('close', drop);
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = () => new Promise<void>((listening) => server.listen(port, '127.0.0.1', listening));
  const stop = () => {
    const closed = new Promise<void>((done) => server.close(() => done()));
    for (const socket of open) socket.resetAndDestroy();
    open.clear();
    return closed;
  };
  await listen();
  return { port, cut: stop, restore: listen, close: stop };
}

/**
 * The one process (the API on a fresh seeded PGlite, the storefront mounted) inside the test's own
 * process, listening on a free loopback port. `env` is added to its configuration; `logger` makes
 * buildApp's logger from it (default: none).
 */
export async function startOneProcess({
  env = {},
  logger = () => false,
}: {
  env?: Record<string, string>;
  logger?: (config: Config) => Parameters<typeof buildApp>[0]['logger'];
} = {}): Promise<{ app: App; url: string }> {
  ensureStorefrontBuilt();
  const pglite = await PGlite.create({ extensions: pgliteExtensions });
  const database = fromPglite(pglite);
  await prepareDatabase(database, (db) => seed(db, { demo: false }));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    JWT_SECRET: 'one-process-test-secret-0123456789abcdef',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'consigne-one-process-')),
    PORT: String(port),
    HOST: '127.0.0.1',
    ...env,
  });
  const app = await buildApp({ database, config, logger: logger(config), payments: null });
  const buildDir = storefrontBuildDir();
  await mountStorefront(app, {
    buildDir,
    build: await loadStorefront(buildDir),
    apiBaseUrl: url,
    publicUrl: url,
    clientKey: clientAddressKey(config.jwtSecret),
  });
  await app.listen({ port, host: '127.0.0.1' });
  return { app, url };
}
