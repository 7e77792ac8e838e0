import { readFileSync } from 'node:fs';
import postgres from 'postgres';
import { afterAll, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, OPERATOR_ACCOUNT, STAFF_ACCOUNTS } from '../../src/db/seed/demo.js';
import { SEED_PARTS } from '../../src/db/seed/index.js';
import { describeInstances, freshDatabase, startInstances, type TestDatabase } from '../instances.js';

const journal = JSON.parse(
  readFileSync(new URL('../../src/db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: unknown[] };

describeInstances('four instances starting at once on an empty database', () => {
  let database: TestDatabase | undefined;
  afterAll(() => database?.drop());

  it('all come up; the schema is migrated and the shop seeded once, without the demo accounts', async () => {
    database = await freshDatabase();
    const instances = await startInstances(4, { databaseUrl: database.url, timeoutMs: 240_000 });
    try {
      for (const url of instances.urls) expect((await fetch(`${url}/api/health`)).status).toBe(200);
      const sql = postgres(database.url, { max: 1, onnotice: () => undefined });
      try {
        const [migrations] = await sql`select count(*)::int as n from drizzle.__drizzle_migrations`;
        expect(migrations!.n).toBe(journal.entries.length);
        const runs = await sql`select part from seed_runs order by part`;
        const nonDemo = SEED_PARTS.filter((p) => !p.demo).map((p) => p.part);
        expect(runs.map((r) => r.part)).toEqual([...nonDemo].sort());
        const [warehouses] =
          await sql`select count(*)::int as n, count(distinct key)::int as keys from warehouses`;
        expect(warehouses!.n).toBe(warehouses!.keys);
        // SEED_DEMO is off by default on a PostgreSQL server: no account with a published password.
        const published =
          await sql`select email from users where email in ${sql([...DEMO_ACCOUNTS, OPERATOR_ACCOUNT, ...STAFF_ACCOUNTS])}`;
        expect(published).toEqual([]);
      } finally {
        await sql.end();
      }
    } finally {
      expect(await instances.stop()).toEqual([0, 0, 0, 0]);
    }
  }, 300_000);
});
