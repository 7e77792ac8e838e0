import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { API_SRC } from '../../paths.js';

/** How long the database gets to answer a readiness probe before the instance counts as not ready. */
export const READINESS_TIMEOUT_MS = 2_000;

/** The `when` of the last migration this build ships: the database must have applied it. */
export function latestMigrationOfBuild(): number {
  const journal = JSON.parse(readFileSync(join(API_SRC, 'db/migrations/meta/_journal.json'), 'utf8')) as {
    entries: Array<{ when: number }>;
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

export interface DatabaseReadiness {
  database: 'up' | 'down';
  migrations: 'done' | 'pending' | 'unknown';
}

/**
 * Whether the database answers and holds this build's migrations (drizzle records each applied one
 * with its journal `when`). Migrations are never undone: once seen applied, only `select 1` is asked.
 */
export function databaseReadiness(db: Db, latestMigration = latestMigrationOfBuild()) {
  let migrated = false;
  const probe = async (): Promise<DatabaseReadiness> => {
    if (migrated) {
      await db.execute(sql`select 1`);
      return { database: 'up', migrations: 'done' };
    }
    const result = await db.execute(
      sql`select coalesce(max(created_at), 0)::text as latest from drizzle.__drizzle_migrations`,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
      latest: string;
    }>;
    migrated = Number(rows[0]?.latest ?? 0) >= latestMigration;
    return { database: 'up', migrations: migrated ? 'done' : 'pending' };
  };
  return async (): Promise<DatabaseReadiness> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('database readiness timed out')), READINESS_TIMEOUT_MS);
    });
    try {
      return await Promise.race([probe(), timeout]);
    } catch {
      return { database: 'down', migrations: migrated ? 'done' : 'unknown' };
    } finally {
      clearTimeout(timer);
    }
  };
}
