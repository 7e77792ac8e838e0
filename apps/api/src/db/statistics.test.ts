import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../test/app.js';
import { refreshPlannerStatistics } from './statistics.js';

const database = await testDatabase();
const { db } = database;
afterAll(() => database.close());

/** What the planner believes a table holds: -1 before any analysis. */
const plannedRows = async (table: string) => {
  const result = await db.execute(
    sql`select reltuples::int as n from pg_class where oid = ${table}::regclass`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n: number }[];
  return rows[0]!.n;
};

describe('planner statistics after the start-up', () => {
  it('the seeded catalogue read model has statistics (the start-up analyzed it)', async () => {
    expect(await plannedRows('catalog_entries')).toBeGreaterThan(100);
    expect(await plannedRows('catalog_facet_cells')).toBeGreaterThan(100);
    // Nothing the start-up left stale: a second pass finds no table to analyze.
    expect(await refreshPlannerStatistics(db)).toEqual([]);
  });

  it('analyzes a table filled since, and leaves empty tables alone', async () => {
    await db.execute(sql`create table statistics_probe (n integer)`);
    await db.execute(sql`create table statistics_empty (n integer)`);
    await db.execute(sql`insert into statistics_probe select generate_series(1, 500)`);
    expect(await plannedRows('statistics_probe')).toBe(-1);

    const analyzed = await refreshPlannerStatistics(db);
    expect(analyzed).toContain('public.statistics_probe');
    expect(analyzed).not.toContain('public.statistics_empty');
    expect(await plannedRows('statistics_probe')).toBe(500);
  });
});
