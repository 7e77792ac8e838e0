import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Db } from '../db/client.js';

/** pg-boss passes objects for jsonb parameters ($3::jsonb) and undefined for "not given". */
function parameter(value: unknown): unknown {
  if (value === undefined) return null;
  if (value !== null && typeof value === 'object' && !(value instanceof Date) && !Array.isArray(value))
    return JSON.stringify(value);
  return value;
}

/**
 * pg-boss's `db` on embedded PGlite: parameterised statements through query(), the multi-statement
 * scripts it runs without parameters (its maintenance and migrations, in BEGIN … COMMIT) through
 * exec(). PGlite has one connection: a statement waits for a transaction in progress to end.
 */
export function pgliteExecutor(pglite: PGlite): PgBoss.Db {
  return {
    async executeSql(text, values) {
      if (values?.length) return pglite.query(text, values.map(parameter));
      const results = await pglite.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}

/** The rows of db.execute(): an array with postgres-js, `{ rows }` with PGlite. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/**
 * pg-boss's `db` over one of our transactions (or the pool): its `$n` placeholders become drizzle
 * parameters, so a job is inserted by the caller's transaction and exists only if it commits.
 */
export function drizzleExecutor(db: Db): PgBoss.Db {
  return {
    async executeSql(text, values = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = parts.map((part, i) =>
        i % 2 ? sql`${parameter(values[Number(part) - 1])}` : sql.raw(part),
      );
      return { rows: rowsOf(await db.execute(sql.join(chunks))) };
    },
  };
}
