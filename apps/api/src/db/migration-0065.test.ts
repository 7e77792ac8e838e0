import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseBefore } from '../../test/migrations.js';

const dir = mkdtempSync(join(tmpdir(), 'consigne-0065-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Migrates a new database from 0000: slow on a busy machine.
describe('migration 0065 (the catalogue read model)', { timeout: 120_000 }, () => {
  it('fills catalog_entries from a catalogue already there, one row per entry and translation', async () => {
    const { exec, query, database } = await databaseBefore('0065', dir);
    await exec(`
      INSERT INTO warehouses (key, name, city, country, address, lat, lng, delivery_free_threshold_cents, delivery_fee_cents, order_minimum_amount_cents)
        VALUES ('a', 'A', 'Lille', 'FR', '1 rue', 50.6, 3.06, 0, 0, 0);
      INSERT INTO category_masters (slug, names, icon, color) VALUES ('eaux', '{"fr": "Eaux"}', 'drop', '#00f');
      INSERT INTO categories (master_id, slug, names) SELECT id, 'plates', '{"fr": "Plates"}' FROM category_masters;
      INSERT INTO package_types (code, names) VALUES ('bottle', '{"fr": "Bouteille"}');
      INSERT INTO tags (key, names) VALUES ('bio', '{"fr": "Bio"}');
      INSERT INTO products (key, category_id, package_type_id, brand, volume, unit, vat_class, deposit_class)
        SELECT 'eau', c.id, k.id, 'Source', 1.5, 'l', 'food', 'none' FROM categories c, package_types k;
      INSERT INTO product_translations (product_id, locale, name, description)
        SELECT id, l, 'Eau de Source Éternelle (1,5 l)', '' FROM products, unnest(array['fr', 'nl']) AS l;
      INSERT INTO product_tags (product_id, tag_id) SELECT p.id, t.id FROM products p, tags t;
      INSERT INTO product_warehouses (product_id, warehouse_id, slug, price_cents)
        SELECT p.id, w.id, 'eau', 120 FROM products p, warehouses w;
    `);
    await database.migrate();
    const rows = await query<{
      locale: string;
      search_words: string;
      tag_keys: string[];
      master_slug: string;
    }>(`SELECT locale, search_words, tag_keys, master_slug FROM catalog_entries ORDER BY locale`);
    expect(rows).toEqual([
      // Its words between single spaces (migration 0072 rewrote the text 0065 stored).
      {
        locale: 'fr',
        search_words: ' eau de source eternelle 1 5 l source ',
        tag_keys: ['bio'],
        master_slug: 'eaux',
      },
      {
        locale: 'nl',
        search_words: ' eau de source eternelle 1 5 l source ',
        tag_keys: ['bio'],
        master_slug: 'eaux',
      },
    ]);
  });
});
