import { randomBytes } from 'node:crypto';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { onTestFinished } from 'vitest';
import { fromPglite, fromPostgresUrl, type Database } from '../src/db/client.js';
import { emptyPglite } from './app.js';

const folder = fileURLToPath(new URL('../src/db/migrations', import.meta.url));

/**
 * A copy, in `dir`, of the migrations folder as it was before migration `number` (e.g. '0011'):
 * a database migrated with it, then with the real folder, meets that migration with rows in it.
 */
export function migrationsBefore(number: string, dir: string): string {
  const before = (name: string) => !/^\d{4}_/.test(name) || name < number;
  const copy = join(dir, `migrations-before-${number}`);
  cpSync(folder, copy, { recursive: true, filter: (src) => before(basename(src)) });
  const journalPath = join(copy, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((e) => before(e.tag));
  writeFileSync(journalPath, JSON.stringify(journal));
  return copy;
}

export interface DatabaseBefore {
  /** Runs plain SQL, several statements at once if need be. */
  exec: (text: string) => Promise<unknown>;
  /** The rows one query answers. */
  query: <T>(text: string) => Promise<T[]>;
  /** The database, to migrate to the end (`database.migrate()`); closed when the test finishes. */
  database: Database;
}

/**
 * A database migrated up to the one before migration `number`: on the PostgreSQL server when
 * TEST_DATABASE_URL is set (a database of its own, dropped when the test finishes), else in PGlite.
 */
export async function databaseBefore(number: string, dir: string): Promise<DatabaseBefore> {
  const migrationsFolder = migrationsBefore(number, dir);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `consigne_test_${number}_${randomBytes(6).toString('hex')}`;
    const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
    await admin.unsafe(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const client = postgres(url.toString(), { max: 1, onnotice: () => undefined });
    await migratePostgres(drizzlePostgres(client), { migrationsFolder });
    await client.end();
    const database = fromPostgresUrl(url.toString(), 1);
    onTestFinished(async () => {
      await database.close();
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    });
    const execute = (text: string) => database.db.execute(sql.raw(text));
    return {
      exec: execute,
      // postgres-js answers the rows themselves (an array).
      query: async <T>(text: string) => [...((await execute(text)) as unknown as Iterable<T>)],
      database,
    };
  }
  const pglite = await emptyPglite();
  await migratePglite(drizzlePglite(pglite), { migrationsFolder });
  const database = fromPglite(pglite);
  onTestFinished(() => database.close());
  return {
    exec: (text) => pglite.exec(text),
    query: async <T>(text: string) => (await pglite.query<T>(text)).rows,
    database,
  };
}
