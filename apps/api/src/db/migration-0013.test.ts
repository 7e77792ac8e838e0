import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { bottleDepositCents, DEPOSIT_CLASSES, isDepositClass } from '@consigne/domain';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsBefore } from '../../test/migrations.js';
import { fromPglite, pgliteExtensions } from './client.js';

const dir = mkdtempSync(join(tmpdir(), 'consigne-0013-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A database migrated up to 0012 with one product per bottle deposit (in cents, keyed by product key). */
async function catalogueAt0012(deposits: Record<string, number>): Promise<PGlite> {
  const pglite = await PGlite.create({ extensions: pgliteExtensions });
  await migrate(drizzle(pglite), { migrationsFolder: migrationsBefore('0013', dir) });
  const products = Object.entries(deposits).map(
    ([key, cents]) => `('${key}', 1, 1, 'Marque', 100, 'cl', 'food', ${cents})`,
  );
  await pglite.exec(`
    INSERT INTO category_masters (slug, names, icon, color) VALUES ('eaux', '{}', 'droplet', '#fff');
    INSERT INTO categories (master_id, slug, names) VALUES (1, 'eaux-plates', '{}');
    INSERT INTO package_types (code, names, capacity) VALUES ('large', '{}', 12);
    INSERT INTO products (key, category_id, package_type_id, brand, volume, unit, vat_class, bottle_deposit_cents)
      VALUES ${products.join(', ')};
  `);
  return pglite;
}

describe('migration 0013 (deposit classes)', () => {
  it('gives every product the class whose amount it was charged, and drops the amount', async () => {
    const pglite = await catalogueAt0012({ grande: 20, petite: 10, savon: 0 });
    const database = fromPglite(pglite);
    try {
      await database.migrate();
      const { rows } = await pglite.query<{ key: string; deposit_class: string }>(
        'SELECT key, deposit_class FROM products ORDER BY key',
      );
      expect(Object.fromEntries(rows.map((r) => [r.key, r.deposit_class]))).toEqual({
        grande: 'large_bottle',
        petite: 'small_bottle',
        savon: 'none',
      });
      // What each product costs is unchanged, now read from the domain's table.
      const charged = Object.fromEntries(
        rows.map((r) => [r.key, isDepositClass(r.deposit_class) ? bottleDepositCents(r.deposit_class) : NaN]),
      );
      expect(charged).toEqual({ grande: 20, petite: 10, savon: 0 });
      // Neither the bottle's amount nor the crate's stays beside the domain's table.
      const amounts = await pglite.query(
        `SELECT 1 FROM information_schema.columns WHERE column_name IN ('bottle_deposit_cents', 'crate_deposit_cents') AND table_name <> 'order_lines'`,
      );
      expect(amounts.rows).toHaveLength(0);
      // The column takes exactly the domain's classes.
      for (const depositClass of DEPOSIT_CLASSES) {
        await pglite.query(`UPDATE products SET deposit_class = $1 WHERE key = 'savon'`, [depositClass]);
      }
      await expect(pglite.query(`UPDATE products SET deposit_class = 'medium_bottle'`)).rejects.toThrow(
        /products_deposit_class_ck/,
      );
      await expect(pglite.query(`UPDATE products SET deposit_class = NULL`)).rejects.toThrow(/not-null/);
    } finally {
      await database.close();
    }
  });

  it('refuses an amount no class has, naming its products, rather than guess', async () => {
    const pglite = await catalogueAt0012({ grande: 20, bizarre: 15, etrange: 25 });
    const database = fromPglite(pglite);
    try {
      // Drizzle wraps the database's error (its `cause`) in a "Failed query" one.
      await expect(database.migrate()).rejects.toMatchObject({
        cause: { message: expect.stringMatching(/no deposit class.*: bizarre \(15\), etrange \(25\)$/) },
      });
      // Nothing was half done: the amounts are still there, no class was written.
      const { rows } = await pglite.query<{ key: string; bottle_deposit_cents: number }>(
        'SELECT key, bottle_deposit_cents FROM products ORDER BY key',
      );
      expect(rows.map((r) => r.bottle_deposit_cents)).toEqual([15, 25, 20]);
    } finally {
      await database.close();
    }
  });
});
