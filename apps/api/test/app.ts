import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { afterAll, expect, inject, onTestFinished, TestRunner } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { fromPglite, fromPostgresUrl, pgliteExtensions, type Database } from '../src/db/client.js';

export const TEST_SECRET = 'test-secret-test-secret-test-secret-0123456789';

/** A fresh copy of the seeded database for this test file. */
export async function testDatabase(): Promise<Database> {
  return capturedWhenClosed(await seededDatabase());
}

/**
 * With EINVOICE_CAPTURE_DIR (CI), the database's invoices and credit notes are written there as
 * e-invoices just before it closes (test/einvoice-capture.ts); without it, nothing is loaded or rendered.
 */
function capturedWhenClosed(database: Database): Database {
  const dir = process.env.EINVOICE_CAPTURE_DIR;
  if (!dir) return database;
  const origin = expect.getState().testPath ?? 'a test file';
  return {
    ...database,
    close: async () => {
      const { captureEinvoices } = await import('./einvoice-capture.js');
      await captureEinvoices(database.db, dir, origin);
      await database.close();
    },
  };
}

async function seededDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `consigne_test_${randomBytes(6).toString('hex')}`;
    const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
    await admin.unsafe(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = fromPostgresUrl(url.toString(), 5);
    return {
      ...database,
      close: async () => {
        await database.close();
        await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  return fromPglite(await loadPglite('pgliteDump'));
}

/** A PGlite loaded from a data directory the global setup made: the seeded template, or a new one. */
async function loadPglite(dump: 'pgliteDump' | 'pgliteEmptyDump'): Promise<PGlite> {
  const loadDataDir = new Blob([readFileSync(inject(dump))]);
  return PGlite.create({ loadDataDir, extensions: pgliteExtensions });
}

/** A new, empty PGlite (not migrated): a copy of one when the run made it (no PostgreSQL server). */
export const emptyPglite = (): Promise<PGlite> =>
  inject('pgliteEmptyDump') ? loadPglite('pgliteEmptyDump') : PGlite.create({ extensions: pgliteExtensions });

/**
 * After the file's tests, or after the test that made it: an afterAll registered inside a test
 * never runs, which left those apps (their job workers polling, their connections, their databases)
 * open for the rest of the run.
 */
function closeWhenDone(close: () => Promise<void>): void {
  // Capturing the e-invoices of a database that issued hundreds (credit-notes.test.ts) takes longer
  // than the 60 s of a hook on a loaded CI machine.
  const timeout = process.env.EINVOICE_CAPTURE_DIR ? 300_000 : undefined;
  if (TestRunner.getCurrentTest()) onTestFinished(close, timeout);
  else afterAll(close, timeout);
}

/** The real API over a real database, for fastify.inject; closed after the file's tests (or test). */
export async function testApp(
  overrides: Record<string, string> = {},
  options: Pick<Parameters<typeof buildApp>[0], 'payments' | 'logger'> = { payments: null },
) {
  const database = await testDatabase();
  const config = loadConfig({ JWT_SECRET: TEST_SECRET, DATA_DIR: '/tmp/consigne-test-data', ...overrides });
  const app = await buildApp({ database, config, logger: false, payments: null, ...options });
  await app.ready();
  closeWhenDone(() => app.close());
  return { app, db: database.db, config, kind: database.kind };
}

export async function loginAs(
  app: Awaited<ReturnType<typeof testApp>>['app'],
  username = 'demo@example.com',
  password = 'consigne-demo',
) {
  const res = await app.inject({ method: 'POST', url: '/api/login_check', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json() as { token: string; refresh_token: string };
}
