/**
 * Production runs the compiled server with node; SIGTERM to its process group (as a container
 * runtime or systemd sends it) lets every request that reached it finish, then the process exits 0.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fromPostgresUrl, type Database } from '../src/db/client.js';
import * as t from '../src/db/schema/index.js';
import { TEST_SECRET } from './app.js';
import { seededDatabase, type TestDatabase } from './instances.js';
import { createShoppers, lilleEntry, type Shopper } from './shoppers.js';

const apiRoot = new URL('..', import.meta.url).pathname;
const SHOPPERS = 100;
const CHECKOUTS_EACH = 4;
const port = 4400 + Math.floor(Math.random() * 500);
const base = `http://127.0.0.1:${port}`;

/** The HTTP status, or the network error's code: ECONNREFUSED (never connected) is the only one allowed. */
async function outcome(request: Promise<Response>): Promise<number | string> {
  try {
    const res = await request;
    await res.arrayBuffer();
    return res.status;
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return cause?.code ?? cause?.message ?? String(error);
  }
}

/** A pino line's level; a line that is not JSON (a crash's stack) counts as an error. */
function levelOf(line: string): number {
  try {
    return (JSON.parse(line) as { level?: number }).level ?? 0;
  } catch {
    return 60;
  }
}

/** The server's log lines at level error or above (pino: 50+), to say why a request got a 5xx. */
function keepErrorLines(stdout: Readable): string[] {
  const kept: string[] = [];
  createInterface({ input: stdout }).on('line', (line) => {
    if (levelOf(line) >= 50) kept.push(line);
  });
  return kept;
}

async function waitForHealth(exited: () => boolean, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end && !exited()) {
    if ((await outcome(fetch(`${base}/api/health`))) === 200) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error('the compiled API did not start');
}

/** Each shopper with a filled cart and a selected slot, spread over the open slots. */
async function readyToCheckOut(db: Database['db']): Promise<Shopper[]> {
  const shoppers = await createShoppers(db, SHOPPERS);
  const entry = await lilleEntry(db);
  await db
    .insert(t.cartItems)
    .values(shoppers.map((s) => ({ userId: s.id, productWarehouseId: entry.id, quantity: 12 })));
  const headers = { authorization: `Bearer ${shoppers[0]!.token}` };
  const groups = (await (await fetch(`${base}/api/slots`, { headers })).json()) as Array<{
    slots: Array<{ id: number }>;
  }>;
  const slots = groups.slice(1).flatMap((g) => g.slots);
  for (const [i, shopper] of shoppers.entries())
    await fetch(`${base}/api/user/select/slot/${slots[i % slots.length]!.id}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${shopper.token}`, 'content-type': 'application/json' },
      body: '{}',
    });
  return shoppers;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('graceful shutdown of the compiled server', () => {
  let database: TestDatabase;
  let db: Database;
  /** The server's exit; after a failed assertion it may still run: stopped before its database is dropped. */
  let server: { child: ChildProcess; exited: Promise<number | null> } | undefined;
  beforeAll(async () => {
    database = await seededDatabase();
    db = fromPostgresUrl(database.url, 2);
  });
  afterAll(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      process.kill(-server.child.pid!, 'SIGKILL');
      await server.exited;
    }
    await db?.close();
    await database?.drop();
  });

  it('SIGTERM (twice) to the process group during 400 checkouts: every request that started is answered, exit 0', async () => {
    // The API compiled once per run by the global set-up, as production runs it.
    const child = spawn(process.execPath, [inject('serverBundle')], {
      cwd: apiRoot,
      detached: true,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        DATABASE_URL: database.url,
        DATA_DIR: mkdtempSync(join(tmpdir(), 'consigne-shutdown-')),
        JWT_SECRET: TEST_SECRET,
        SHUTDOWN_GRACE_SECONDS: '60',
      },
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    server = { child, exited };
    const errorLog = keepErrorLines(child.stdout!);
    await waitForHealth(() => child.exitCode !== null, 60_000);
    const shoppers = await readyToCheckOut(db.db);

    let signalledAt = 0;
    let answered = 0;
    const answeredAfterSignal: number[] = [];
    const checkouts = shoppers.flatMap((shopper) =>
      Array.from({ length: CHECKOUTS_EACH }, async () => {
        const result = await outcome(
          fetch(`${base}/api/orders`, {
            method: 'POST',
            headers: {
              authorization: `Bearer ${shopper.token}`,
              'content-type': 'application/json',
              'idempotency-key': randomBytes(12).toString('hex'),
            },
            body: JSON.stringify({ paymentMethod: 'offline', acceptTerms: true, adultDeclared: true }),
          }),
        );
        if (typeof result === 'number') {
          answered += 1;
          // Mid-way: a tenth of them answered, the rest still in flight; then a second signal, as
          // a supervisor relaying it to the group would send: it must not cut the requests short.
          if (answered === 40 || answered === 60) process.kill(-child.pid!, 'SIGTERM');
          if (answered === 40) signalledAt = Date.now();
          else if (signalledAt) answeredAfterSignal.push(result);
        }
        return result;
      }),
    );
    const results = await Promise.all(checkouts);

    const dropped = results.filter((r) => typeof r !== 'number' && r !== 'ECONNREFUSED');
    expect(dropped, `requests left without an answer: ${dropped.slice(0, 5).join(', ')}`).toEqual([]);
    expect(
      results.filter((r) => typeof r === 'number' && r >= 500),
      `the server's errors:\n${errorLog.join('\n')}`,
    ).toEqual([]);
    expect(results.filter((r) => r === 201).length).toBeGreaterThan(SHOPPERS / 2);
    // The signal did come while checkouts were running.
    expect(answeredAfterSignal.length).toBeGreaterThan(100);
    expect(await exited).toBe(0);
  }, 180_000);
});
