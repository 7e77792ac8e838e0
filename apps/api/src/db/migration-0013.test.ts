import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bottleDepositCents, DEPOSIT_CLASSES, isDepositClass } from '@consigne/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseBefore } from '../../test/migrations.js';

const dir = mkdtempSync(join(tmpdir(), 'consigne-0013-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A database migrated up to 0012 with one product per bottle deposit (in cents, keyed by product key). */
async function catalogueAt0012(deposits: Record<string, number>) {
  const before = await databaseBefore('0013', dir);
  const products = Object.entries(deposits).map(
    ([key, cents]) => `('${key}', 1, 1, 'Marque', 100, 'cl', 'food', ${cents})`,
  );
  await before.exec(`
    INSERT INTO category_masters (id, slug, names, icon, color) VALUES (1, 'eaux', '{}', 'droplet', '#fff');
    INSERT INTO categories (id, master_id, slug, names) VALUES (1, 1, 'eaux-plates', '{}');
    INSERT INTO package_types (id, code, names, capacity, crate_deposit_cents) VALUES (1, 'large', '{}', 12, 300);
    INSERT INTO products (key, category_id, package_type_id, brand, volume, unit, vat_class, bottle_deposit_cents)
      VALUES ${products.join(', ')};
  `);
  return before;
}

/** The database's own words for a refused statement (Drizzle wraps them as the `cause` of a "Failed query"). */
const refusal = (statement: Promise<unknown>) =>
  statement.then(
    () => 'accepted',
    (error: Error) => (error.cause instanceof Error ? error.cause : error).message,
  );

// Each case migrates a new database from 0000: slow on a busy machine.
describe('migration 0013 (deposit classes)', { timeout: 90_000 }, () => {
  it('gives every product the class whose amount it was charged, and drops the amounts', async () => {
    const { exec, query, database } = await catalogueAt0012({ grande: 20, petite: 10, savon: 0 });
    await database.migrate();
    const rows = await query<{ key: string; deposit_class: string }>(
      'SELECT key, deposit_class FROM products ORDER BY key',
    );
    expect(Object.fromEntries(rows.map((r) => [r.key, r.deposit_class]))).toEqual({
      grande: 'large_bottle',
      petite: 'small_bottle',
      savon: 'none',
    });
    // What each product costs is unchanged, now read from the domain's table.
    const charged = rows.map((r) =>
      isDepositClass(r.deposit_class) ? bottleDepositCents(r.deposit_class) : NaN,
    );
    expect(charged).toEqual([20, 10, 0]);
    // Neither the bottle's amount nor the crate's stays beside the domain's table (an order's lines and
    // the lines refused at its door keep the amount they were charged).
    const amounts = await query(
      `SELECT 1 FROM information_schema.columns WHERE column_name IN ('bottle_deposit_cents', 'crate_deposit_cents') AND table_name NOT IN ('order_lines', 'order_door_refusals')`,
    );
    expect(amounts).toHaveLength(0);
    // The column takes exactly the domain's classes.
    for (const depositClass of DEPOSIT_CLASSES) {
      await exec(`UPDATE products SET deposit_class = '${depositClass}' WHERE key = 'savon'`);
    }
    expect(await refusal(exec(`UPDATE products SET deposit_class = 'medium_bottle'`))).toMatch(
      /products_deposit_class_ck/,
    );
    expect(await refusal(exec(`UPDATE products SET deposit_class = NULL`))).toMatch(/not-null/);
  });

  it('refuses an amount no class has, naming its products, rather than guess', async () => {
    const { query, database } = await catalogueAt0012({ grande: 20, bizarre: 15, etrange: 25 });
    expect(await refusal(database.migrate())).toMatch(/no deposit class.*: bizarre \(15\), etrange \(25\)$/);
    // Nothing was half done: the amounts are still there, no class was written.
    const rows = await query<{ bottle_deposit_cents: number }>(
      'SELECT bottle_deposit_cents FROM products ORDER BY key',
    );
    expect(rows.map((r) => r.bottle_deposit_cents)).toEqual([15, 25, 20]);
  });
});
