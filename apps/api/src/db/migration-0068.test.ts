import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseBefore } from '../../test/migrations.js';

const dir = mkdtempSync(join(tmpdir(), 'consigne-0068-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Migrates a new database from 0000: slow on a busy machine.
describe('migration 0068 (the search table)', { timeout: 120_000 }, () => {
  it('fills catalog_search from a catalogue already there, one row per product translation, then keeps it', async () => {
    const { exec, query, database } = await databaseBefore('0068', dir);
    await exec(`
      INSERT INTO warehouses (key, name, city, country, address, lat, lng, delivery_free_threshold_cents, delivery_fee_cents, order_minimum_amount_cents)
        VALUES ('a', 'A', 'Lille', 'FR', '1 rue', 50.6, 3.06, 0, 0, 0), ('b', 'B', 'Lyon', 'FR', '2 rue', 45.7, 4.8, 0, 0, 0);
      INSERT INTO category_masters (slug, names, icon, color) VALUES ('eaux', '{"fr": "Eaux"}', 'drop', '#00f');
      INSERT INTO categories (master_id, slug, names) SELECT id, 'plates', '{"fr": "Plates"}' FROM category_masters;
      INSERT INTO package_types (code, names) VALUES ('bottle', '{"fr": "Bouteille"}');
      INSERT INTO products (key, category_id, package_type_id, brand, volume, unit, vat_class, deposit_class)
        SELECT 'eau', c.id, k.id, 'Source', 1.5, 'l', 'food', 'none' FROM categories c, package_types k;
      INSERT INTO product_translations (product_id, locale, name, description)
        SELECT id, l, 'Eau de Source Éternelle', '' FROM products, unnest(array['fr', 'nl-BE']) AS l;
      INSERT INTO product_warehouses (product_id, warehouse_id, slug, price_cents)
        SELECT p.id, w.id, 'eau', 120 FROM products p, warehouses w;
    `);
    await database.migrate();
    const table = () =>
      query<{ locale: string; search_text: string }>(
        `SELECT locale, search_text FROM catalog_search ORDER BY locale`,
      );
    // One row per language, not per warehouse.
    expect(await table()).toEqual([
      { locale: 'fr', search_text: 'eau de source eternelle source' },
      { locale: 'nl-BE', search_text: 'eau de source eternelle source' },
    ]);
    await exec(`UPDATE products SET brand = 'Fontaine'`);
    await exec(`DELETE FROM product_translations WHERE locale = 'nl-BE'`);
    expect(await table()).toEqual([{ locale: 'fr', search_text: 'eau de source eternelle fontaine' }]);
  });
});
