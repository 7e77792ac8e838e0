import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { emptyPglite } from '../../../test/app.js';
import { fromPglite } from '../client.js';
import * as t from '../schema/index.js';
import { BRUSSELS_OPERATOR_ACCOUNT, DEMO_ACCOUNTS, OPERATOR_ACCOUNT, STAFF_ACCOUNTS } from './demo.js';
import { prepareDatabase } from '../prepare.js';
import { seed } from './index.js';

const PUBLISHED = [...DEMO_ACCOUNTS, OPERATOR_ACCOUNT, BRUSSELS_OPERATOR_ACCOUNT, ...STAFF_ACCOUNTS];
const base = { JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/consigne-test-data' };

describe('SEED_DEMO', () => {
  it('defaults to on for the embedded database and off with DATABASE_URL', () => {
    expect(loadConfig(base).seedDemo).toBe(true);
    expect(loadConfig({ ...base, DATABASE_URL: 'postgres://db/shop' }).seedDemo).toBe(false);
    expect(loadConfig({ ...base, DATABASE_URL: 'postgres://db/shop', SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ ...base, SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(() => loadConfig({ ...base, SEED_DEMO: 'yes please' })).toThrow(/SEED_DEMO/);
  });

  // Migrates and seeds a fresh PGlite twice: ≈14 s alone, more on a loaded machine; the same in either lane.
  it.skipIf(process.env.TEST_DATABASE_URL)(
    'off: the shop is seeded without any account of published password; on later: they are added',
    { timeout: 120_000 },
    async () => {
      const database = fromPglite(await emptyPglite());
      const published = () =>
        database.db.select({ email: t.users.email }).from(t.users).where(inArray(t.users.email, PUBLISHED));

      await prepareDatabase(database, (db) => seed(db, { demo: false }));
      expect(await published()).toEqual([]);
      expect(await database.db.$count(t.users)).toBe(0);
      expect(await database.db.$count(t.products)).toBeGreaterThan(100);

      const { seeded } = await prepareDatabase(database, (db) => seed(db, { demo: true }));
      expect(seeded).toEqual(['demo-accounts', 'operator', 'staff', 'operator-bruxelles']);
      expect((await published()).map((u) => u.email).sort()).toEqual([...PUBLISHED].sort());
      await database.close();
    },
  );
});
