import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { API_SRC } from '../paths.js';
import { withReservedTransactions } from './reserved-transactions.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The one database type the services use, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction of Db: the steps that must run inside the caller's transaction take one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Connections the pool may open (PGlite: 1). */
  poolMax: number;
  /** Only for PostgreSQL: its URL (the job queue opens its own small pool on it). */
  url?: string;
  migrate(): Promise<void>;
  /**
   * Runs `task` holding the start-up lock (a session-level advisory lock on a dedicated connection),
   * so instances starting together on one server migrate and seed one after the other.
   */
  exclusive<T>(task: () => Promise<T>): Promise<T>;
  /**
   * Listens to a NOTIFY channel (a dedicated connection on a server); resolves to the function that
   * stops listening. Notifications sent in a transaction arrive when it commits, to every listener.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** Only for PGlite: the underlying instance (tests dump and clone it). */
  pglite?: PGlite;
}

/** The advisory lock key of start-up (migrations and seed), the same for every instance. */
export const STARTUP_LOCK = 7_355_608;

const migrationsFolder = join(API_SRC, 'db/migrations');
export const pgliteExtensions = { pg_trgm, unaccent };

/**
 * Settings every connection starts with. The catalogue's search finds a typo with the trigram
 * operator `<%` (its index serves nothing else), which compares with this threshold (pg_trgm's
 * default is 0.6); read-model.ts's TYPO_SIMILARITY is the rule, 0.5.
 */
const SESSION_SETTINGS = { 'pg_trgm.word_similarity_threshold': '0.5' } as const;

export function fromPglite(pglite: PGlite): Database {
  // PGlite runs its queries one after the other, in the order asked: every query made through this
  // Database comes after these settings. A failure would show at the first query (unhandled rejection).
  void pglite.exec(
    Object.entries(SESSION_SETTINGS)
      .map(([name, value]) => `set ${name} = '${value}';`)
      .join('\n'),
  );
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    poolMax: 1,
    pglite,
    migrate: async () => {
      await migratePglite(drizzlePglite(pglite), { migrationsFolder });
    },
    // One process owns an embedded database: nothing to wait for.
    exclusive: (task) => task(),
    listen: async (channel, onPayload) => {
      const stop = await pglite.listen(channel, onPayload);
      return async () => stop();
    },
    close: () => pglite.close(),
  };
}

export function fromPostgresUrl(url: string, max = 10): Database {
  // Each transaction on a connection of its own, reserved first (reserved-transactions.ts).
  const client = withReservedTransactions(
    postgres(url, { max, onnotice: () => undefined, connection: SESSION_SETTINGS }),
  );
  const db = drizzlePostgres(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    poolMax: max,
    url,
    migrate: async () => {
      await migratePostgres(drizzlePostgres(client), { migrationsFolder });
    },
    exclusive: async (task) => {
      const connection = await client.reserve();
      try {
        await connection`select pg_advisory_lock(${STARTUP_LOCK})`;
        return await task();
      } finally {
        await connection`select pg_advisory_unlock(${STARTUP_LOCK})`.catch(() => undefined);
        connection.release();
      }
    },
    listen: async (channel, onPayload) => {
      const { unlisten } = await client.listen(channel, onPayload);
      return async () => unlisten();
    },
    close: () => client.end({ timeout: 5 }),
  };
}

/** A PostgreSQL server when DATABASE_URL is set, else embedded PGlite under dataDir. */
export async function openDatabase(options: { url?: string; dataDir: string }): Promise<Database> {
  if (options.url) return fromPostgresUrl(options.url);
  const pgdata = join(options.dataDir, 'pgdata');
  mkdirSync(pgdata, { recursive: true });
  const pglite = await PGlite.create(pgdata, { extensions: pgliteExtensions });
  return fromPglite(pglite);
}
