import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { normalizeSponsorshipCode } from '@consigne/domain';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { emptyPglite } from '../../test/app.js';
import { migrationsBefore } from '../../test/migrations.js';
import { fromPglite } from './client.js';

const dir = mkdtempSync(join(tmpdir(), 'consigne-0011-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// On the embedded database only: it builds its own PGlite whatever the lane, so the PostgreSQL lane would
// run the same thing twice.
describe.skipIf(process.env.TEST_DATABASE_URL)('migration 0011 (sponsorship)', () => {
  // Two migration runs on a fresh PGlite: ≈10 s alone, several times that on a loaded CI machine.
  it(
    'gives every existing account an upper-case code, unique whatever the case',
    { timeout: 120_000 },
    async () => {
      const pglite = await emptyPglite();
      await migrate(drizzle(pglite), { migrationsFolder: migrationsBefore('0011', dir) });
      await pglite.exec(`
      INSERT INTO users (email, password_hash, firstname, lastname, referral_code) VALUES
        ('a@example.com', 'x', 'Anne', 'A', 'anne10'),
        ('b@example.com', 'x', 'Bob', 'B', 'ANNE10'),
        ('c@example.com', 'x', 'Élodie-Marie', 'C', NULL),
        ('d@example.com', 'x', 'X', 'D', NULL),
        ('e@example.com', 'x', '李', 'E', NULL);
    `);
      const database = fromPglite(pglite);
      try {
        await database.migrate();
        const { rows } = await pglite.query<{ email: string; referral_code: string }>(
          'SELECT email, referral_code FROM users ORDER BY email',
        );
        const codes = Object.fromEntries(rows.map((r) => [r.email, r.referral_code]));
        expect(codes['b@example.com']).toBe('ANNE10');
        // 'anne10' met 'ANNE10': its owner's id is appended.
        expect(codes['a@example.com']).toMatch(/^ANNE10\d+$/);
        expect(codes['c@example.com']).toMatch(/^ELODIEMA[2-9A-HJKMNP-Z]{4}$/);
        expect(codes['d@example.com']).toMatch(/^AMI[2-9A-HJKMNP-Z]{4}$/);
        expect(codes['e@example.com']).toMatch(/^AMI[2-9A-HJKMNP-Z]{4}$/);
        for (const code of Object.values(codes)) expect(normalizeSponsorshipCode(code)).toBe(code);
        expect(new Set(Object.values(codes)).size).toBe(5);
        await expect(
          pglite.exec(`UPDATE users SET referral_code = 'lower1' WHERE email = 'b@example.com'`),
        ).rejects.toThrow(/users_referral_code_upper_ck/);
      } finally {
        await database.close();
      }
    },
  );
});
