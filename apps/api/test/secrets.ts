import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../src/db/client.js';
import { rowsOf } from '../src/jobs/executors.js';

/**
 * Every table of the shop and of the job queue (jobs.job, its dead letters…; pg-boss 10's pgboss schema,
 * which the previous release wrote to) as text rows.
 */
export async function rowsHolding(database: Db, secret: string): Promise<string[]> {
  const tables = rowsOf<{ schema: string; name: string }>(
    await database.execute(
      sql`select table_schema as schema, table_name as name from information_schema.tables
          where table_schema in ('public', 'jobs', 'pgboss') and table_type = 'BASE TABLE'`,
    ),
  );
  expect(tables.map((table) => table.name)).toEqual(expect.arrayContaining(['mail_outbox', 'job']));
  const found: string[] = [];
  for (const { schema, name } of tables) {
    const [{ n }] = rowsOf<{ n: number }>(
      await database.execute(
        sql`select count(*)::int as n from ${sql.identifier(schema)}.${sql.identifier(name)} t where t::text like ${`%${secret}%`}`,
      ),
    ) as [{ n: number }];
    if (Number(n)) found.push(`${schema}.${name}`);
  }
  return found;
}
