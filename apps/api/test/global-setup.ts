import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { fromPglite, fromPostgresUrl, pgliteExtensions } from '../src/db/client.js';
import { prepareDatabase } from '../src/db/prepare.js';
import { seed } from '../src/db/seed/index.js';
import { buildServer } from '../../../scripts/build-server.mjs';

/** One template per run, so test runs sharing a server (CI beside a developer) never clash. */
export const TEMPLATE_DB = `consigne_test_template_${randomBytes(4).toString('hex')}`;

/** Builds the migrated + seeded database once; each test file then starts from a copy of it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
    await admin.unsafe(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await admin.unsafe(`CREATE DATABASE ${TEMPLATE_DB}`);
    const url = new URL(serverUrl);
    url.pathname = `/${TEMPLATE_DB}`;
    // Two connections: one holds the start-up lock while the other migrates and seeds.
    const database = fromPostgresUrl(url.toString(), 2);
    // The tests log in as the demo accounts.
    await prepareDatabase(database, (db) => seed(db, { demo: true }));
    await database.close();
    project.provide('templateDatabase', TEMPLATE_DB);
    const bundleDir = await serverBundle(project);
    return async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
      await admin.end();
      rmSync(bundleDir, { recursive: true, force: true });
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'consigne-test-'));
  const pglite = await PGlite.create({ extensions: pgliteExtensions });
  await dropTemplateDatabases(pglite);
  // A new PGlite runs initdb (≈2.5 s of CPU); loading this copy of a new one takes a third of that.
  project.provide('pgliteEmptyDump', await writeDump(pglite, join(dir, 'empty.tar')));
  const database = fromPglite(pglite);
  await prepareDatabase(database, (db) => seed(db, { demo: true }));
  project.provide('pgliteDump', await writeDump(pglite, join(dir, 'template.tar')));
  await pglite.close();
  return async () => rmSync(dir, { recursive: true, force: true });
}

/**
 * The API compiled to one JavaScript file, once per run, for the tests that start API processes
 * (test/instances.ts): plain `node` starts it in about half the time `node --import tsx src/server.ts`
 * takes to compile the sources on every start (4.7 against 8.5–11 s here), and a run of the tests on
 * PostgreSQL starts about thirty. It is what production runs too (scripts/build-server.mjs).
 */
async function serverBundle(project: TestProject): Promise<string> {
  const apiRoot = new URL('..', import.meta.url).pathname;
  mkdirSync(join(apiRoot, 'dist'), { recursive: true });
  const dir = mkdtempSync(join(apiRoot, 'dist/instances-'));
  const outfile = join(dir, 'server.js');
  await buildServer({ entry: join(apiRoot, 'src/server.ts'), outfile });
  project.provide('serverBundle', outfile);
  return dir;
}

async function writeDump(pglite: PGlite, file: string): Promise<string> {
  const dump = await pglite.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

/**
 * Every test file loads a copy of the data directory, and PGlite only ever opens `postgres`: without
 * template0 and template1 (a third of its files) a copy loads with ≈30% less CPU.
 */
async function dropTemplateDatabases(pglite: PGlite): Promise<void> {
  await pglite.query(
    `UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')`,
  );
  await pglite.query('DROP DATABASE template0');
  await pglite.query('DROP DATABASE template1');
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    /** A new PGlite's data directory (no migration), for the tests that migrate one themselves. */
    pgliteEmptyDump: string;
    templateDatabase: string;
    /** The API compiled to one file (on a PostgreSQL server only: the started instances' tests). */
    serverBundle: string;
  }
}
