/**
 * Several started API instances on one PostgreSQL server (and Redis), as production runs them: for the
 * behaviours that must hold across instances (shared counters, session rotation, start-up). Each instance
 * is a real process in its own process group, running the API compiled once per run (global-setup.ts),
 * as production runs it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { describe, inject } from 'vitest';
import type { Db } from '../src/db/client.js';
import { issueTokenPair } from '../src/modules/auth/service.js';
import type { testApp } from './app.js';
import { createShoppers } from './shoppers.js';

const serverUrl = process.env.TEST_DATABASE_URL;
const apiRoot = new URL('..', import.meta.url).pathname;

/** True when a TCP connection to the URL's host and port opens within two seconds. */
function reachable(url: string, defaultPort: number): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || defaultPort) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2000);
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

const LOCAL_REDIS = 'redis://127.0.0.1:6379';
/** TEST_REDIS_URL, else the local Redis when it answers. */
export const redisUrl: string | undefined =
  process.env.TEST_REDIS_URL || ((await reachable(LOCAL_REDIS, 6379)) ? LOCAL_REDIS : undefined);

/** Runs only where a PostgreSQL server (TEST_DATABASE_URL) and Redis are reachable, as in CI. */
export const describeInstances: ReturnType<typeof describe.skipIf> = describe.skipIf(!serverUrl || !redisUrl);

/** The JWT secret every instance of one test shares (several instances must, as in production). */
export const INSTANCES_SECRET = 'instances-secret-instances-secret-0123456789';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

async function createDatabase(template?: string): Promise<TestDatabase> {
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `consigne_test_inst_${randomBytes(5).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** An empty database on the TEST_DATABASE_URL server: the instances migrate and seed it themselves. */
export const freshDatabase = (): Promise<TestDatabase> => createDatabase();

/** A copy of the run's migrated and seeded template (demo accounts included): instances start fast. */
export const seededDatabase = (): Promise<TestDatabase> => createDatabase(inject('templateDatabase'));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string, ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`instance exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      /* still starting */
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`instance at ${url} did not become healthy in ${ms} ms:\n${output()}`);
}

export interface Instances {
  urls: string[];
  children: ChildProcess[];
  /** What each instance wrote to stdout and stderr so far. */
  output(index: number): string;
  /** Signals every instance's process group, waits for the exits (SIGKILL after 30 s); resolves the exit codes. */
  stop(signal?: NodeJS.Signals): Promise<Array<number | null>>;
}

/**
 * Starts `count` instances at once on `databaseUrl`, sharing one JWT secret and, when reachable, Redis.
 * `env` is added last (e.g. LOGIN_RATE_LIMIT, REFRESH_REUSE_SECONDS, SEED_DEMO).
 */
export async function startInstances(
  count: number,
  {
    databaseUrl,
    env = {},
    timeoutMs = 120_000,
    ports: given,
  }: {
    databaseUrl: string;
    env?: Record<string, string>;
    timeoutMs?: number;
    /** Fixed ports (a helper's assigned range), else free ones. */
    ports?: number[];
  },
): Promise<Instances> {
  const ports = given ?? (await Promise.all(Array.from({ length: count }, freePort)));
  const outputs: string[] = ports.map(() => '');
  const children = ports.map((port, index) => {
    const child = spawn(process.execPath, [inject('serverBundle')], {
      cwd: apiRoot,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        DATABASE_URL: databaseUrl,
        DATA_DIR: mkdtempSync(join(tmpdir(), 'consigne-instance-')),
        JWT_SECRET: INSTANCES_SECRET,
        ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
        ...env,
      },
    });
    const keep = (chunk: Buffer) => (outputs[index] = (outputs[index]! + chunk.toString()).slice(-20_000));
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    return child;
  });
  const exits = children.map(
    (child) =>
      new Promise<number | null>((resolve) => {
        if (child.exitCode !== null) resolve(child.exitCode);
        else child.once('exit', (code) => resolve(code));
      }),
  );
  const urls = ports.map((port) => `http://127.0.0.1:${port}`);
  const instances: Instances = {
    urls,
    children,
    output: (index) => outputs[index] ?? '',
    stop: async (signal = 'SIGTERM') => {
      for (const child of children) {
        if (child.exitCode === null && child.pid) {
          try {
            process.kill(-child.pid, signal);
          } catch {
            /* already gone */
          }
        }
      }
      const killer = setTimeout(() => {
        for (const child of children)
          if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGKILL');
      }, 30_000);
      const codes = await Promise.all(exits);
      clearTimeout(killer);
      return codes;
    },
  };
  try {
    await Promise.all(urls.map((url, i) => waitForHealth(url, children[i]!, () => outputs[i]!, timeoutMs)));
  } catch (error) {
    await instances.stop('SIGKILL');
    throw error;
  }
  return instances;
}

type App = Awaited<ReturnType<typeof testApp>>['app'];

/** app.inject's shape over HTTP, so the test helpers that take an app call a started instance. */
export function overHttp(base: string): App {
  return {
    inject: async ({
      method = 'GET',
      url,
      headers = {},
      payload,
    }: {
      method?: string;
      url: string;
      headers?: Record<string, string>;
      payload?: unknown;
    }) => {
      const res = await fetch(`${base}${url}`, {
        method,
        headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...headers },
        body: payload ? JSON.stringify(payload) : undefined,
      });
      const body = await res.text();
      return { statusCode: res.status, body, json: () => JSON.parse(body) as unknown };
    },
  } as unknown as App;
}

/** A token the started instances accept (their secret), without a password's hashing. */
export async function signedToken(db: Db, userId: number): Promise<string> {
  const settings = {
    secret: new TextEncoder().encode(INSTANCES_SECRET),
    accessTokenTtlSeconds: 600,
    refreshTokenTtlSeconds: 3600,
    refreshReuseSeconds: 30,
  };
  return (await issueTokenPair(db, userId, settings)).token;
}

/** `n` new shoppers, each with a token the started instances accept. */
export async function signedShoppers(db: Db, n: number) {
  return Promise.all(
    (await createShoppers(db, n)).map(async (s) => ({ ...s, token: await signedToken(db, s.id) })),
  );
}

/** Waits until `check` holds, polling every 200 ms; fails after `ms`. */
export async function until(check: () => Promise<boolean>, ms: number, what: string) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
