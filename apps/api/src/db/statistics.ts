import { sql } from 'drizzle-orm';
import type { Db } from './client.js';

/**
 * PostgreSQL plans every statement from its tables' statistics; a table never analyzed is planned as
 * if it held a row or so. The catalogue's read model then gets nested loops of index probes where a
 * hash join over a few thousand rows is right: its facets cost ×2.5 the database CPU measured with
 * statistics (docs/performance.md). Autovacuum keeps statistics current on a server that runs it; the
 * embedded database has no autovacuum, and some servers run with it off (this project's CI machine).
 *
 * So after migrations and seed, the start-up analyzes the tables that have data and either no
 * statistics yet or more rows changed since their last analysis than autovacuum itself would wait
 * for (50 rows and a tenth of the table). On a server whose autovacuum keeps up, that is nothing.
 */
const STALE_TABLES = sql`
select quote_ident(n.nspname) || '.' || quote_ident(c.relname) as name
from pg_class c
join pg_namespace n on n.oid = c.relnamespace
left join pg_stat_all_tables s on s.relid = c.oid
where c.relkind in ('r', 'm')
  and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
  and pg_relation_size(c.oid) > 0
  and (c.reltuples < 0 or coalesce(s.n_mod_since_analyze, 0) > 50 + 0.1 * c.reltuples)
order by 1`;

/** Analyzes the tables whose statistics are missing or stale (above); returns their names. */
export async function refreshPlannerStatistics(db: Db): Promise<string[]> {
  const result = await db.execute(STALE_TABLES);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { name: string }[];
  const names = rows.map((row) => row.name);
  // One statement for all: PostgreSQL analyzes them in turn (names come quoted from quote_ident).
  if (names.length) await db.execute(sql.raw(`analyze ${names.join(', ')}`));
  return names;
}
