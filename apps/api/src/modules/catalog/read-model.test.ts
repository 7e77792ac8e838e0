import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app.js';
import { literalSearch } from './read-model.js';

// No catalogue cache: every answer below is read from catalog_entries as the triggers left it.
const { app, db } = await testApp({ CATALOG_CACHE_SECONDS: '0' });

interface Entry {
  id: number;
  name: string;
  slug: string;
  price: number;
  isAvailable: boolean;
  maxOrderable: number;
  discountAntiWastePercent: number;
  product: {
    id: number;
    brand: string;
    image1: string;
    tags: { key: string; name: string }[];
    category: { name: string; slug: string; master: { slug: string } };
  };
}
interface Listing {
  products: Entry[];
  count: number;
  filters: { tags: { key: string; name: string; count: number }[] };
}

const get = async <T>(url: string) => {
  const res = await app.inject({ url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};
/** A listing of the first warehouse: every entry of it fits in one page. */
const listing = (query = '') => get<Listing>(`/api/products/cross-sell?warehouseId=1&limit=100&${query}`);
const run = (statement: SQL) => db.execute(statement);
const rows = async <Row>(statement: SQL) => {
  const result = await db.execute(statement);
  return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
};

/** An entry of warehouse 1 in the "eaux" Rayon, as the listing shows it now. */
async function someEntry(section = 'eaux', index = 0): Promise<Entry> {
  const { products } = await listing(`section=${section}&sort=name`);
  const entry = products[index];
  expect(entry).toBeDefined();
  return entry!;
}
const find = async (id: number, query = 'section=eaux') =>
  (await listing(query)).products.find((p) => p.id === id);

describe('the catalogue read model (catalog_entries)', () => {
  it('follows availability, stock limit, price and anti-waste discount at once', async () => {
    const entry = await someEntry();
    await run(
      sql`update product_warehouses set is_available = false, max_orderable = 7, price_cents = 1234, discount_anti_waste_percent = 0 where id = ${entry.id}`,
    );
    const changed = await find(entry.id, 'section=eaux');
    expect(changed).toMatchObject({ isAvailable: false, maxOrderable: 7, price: 12.34 });

    await run(
      sql`update product_warehouses set discount_anti_waste_percent = 50, discount_ends_at = now() + interval '1 day' where id = ${entry.id}`,
    );
    expect(await find(entry.id, 'section=eaux')).toMatchObject({ discountAntiWastePercent: 50, price: 6.17 });
    // The effective discount follows the clock: read at request time from the stored end date.
    await run(
      sql`update product_warehouses set discount_ends_at = now() - interval '1 second' where id = ${entry.id}`,
    );
    expect(await find(entry.id, 'section=eaux')).toMatchObject({ discountAntiWastePercent: 0, price: 12.34 });
  });

  it('leaves the read model untouched when only the tracked stock changes', async () => {
    const entry = await someEntry('eaux', 1);
    const version = () =>
      rows<{ xmin: string }>(
        sql`select xmin::text from catalog_entries where entry_id = ${entry.id} order by locale`,
      );
    const before = await version();
    await run(sql`update product_warehouses set stock = 40 where id = ${entry.id}`);
    expect(await version()).toEqual(before);
  });

  it('takes out a hidden product, a hidden category and a hidden Rayon, and puts them back', async () => {
    const entry = await someEntry('eaux', 2);
    await run(sql`update products set is_hidden = true where id = ${entry.product.id}`);
    expect(await find(entry.id)).toBeUndefined();
    await run(sql`update products set is_hidden = false where id = ${entry.product.id}`);
    expect(await find(entry.id)).toBeDefined();

    await run(sql`update categories set is_hidden = true where slug = ${entry.product.category.slug}`);
    expect(await find(entry.id)).toBeUndefined();
    await run(sql`update categories set is_hidden = false where slug = ${entry.product.category.slug}`);
    await run(sql`update category_masters set is_hidden = true where slug = 'eaux'`);
    expect(await find(entry.id)).toBeUndefined();
    await run(sql`update category_masters set is_hidden = false where slug = 'eaux'`);
    expect(await find(entry.id)).toBeDefined();
  });

  it('follows a renamed product, brand and category, in listings and search', async () => {
    const entry = await someEntry('eaux', 3);
    await run(
      sql`update product_translations set name = 'Zéphyrine pétillante' where product_id = ${entry.product.id} and locale = 'fr'`,
    );
    await run(sql`update products set brand = 'Quetzalcoatl' where id = ${entry.product.id}`);
    await run(
      sql`update categories set names = names || '{"fr": "Eaux du test"}' where slug = ${entry.product.category.slug}`,
    );
    const renamed = await find(entry.id);
    expect(renamed).toMatchObject({
      name: 'Zéphyrine pétillante',
      product: { brand: 'Quetzalcoatl', category: { name: 'Eaux du test' } },
    });
    // Accent- and case-insensitive, typo-tolerant, over the new name and brand.
    for (const term of ['ZEPHYRINE', 'zephirine', 'quetzalcoatl']) {
      const found = await listing(`search=${encodeURIComponent(term)}`);
      expect(
        found.products.map((p) => p.id),
        term,
      ).toContain(entry.id);
    }
  });

  it('names a category in the listing’s language, and in French where that language has none', async () => {
    const entry = await someEntry('eaux', 2);
    const slug = entry.product.category.slug;
    const inDutch = () =>
      get<Listing>(`/api/products/cross-sell?warehouseId=1&limit=100&section=eaux&locale=nl_BE`);
    const named = async () =>
      (await inDutch()).products.find((p) => p.id === entry.id)!.product.category.name;
    const [row] = await rows<{ names: Record<string, string> }>(
      sql`select names from categories where slug = ${slug}`,
    );
    const names = row!.names;
    await run(
      sql`update categories set names = names || '{"nl-BE": "Waters van de test"}' where slug = ${slug}`,
    );
    expect(await named()).toBe('Waters van de test');
    await run(sql`update categories set names = names || '{"nl-BE": ""}' where slug = ${slug}`);
    expect(await named()).toBe(names.fr);
    await run(sql`update categories set names = ${JSON.stringify(names)}::jsonb where slug = ${slug}`);
  });

  it('follows tags added, renamed, hidden and removed, in entries, filters and facets', async () => {
    const entry = await someEntry('eaux', 4);
    await run(
      sql`insert into tags (key, names, position) values ('essai', '{"fr": "Essai", "nl": "Test", "es": "Prueba", "be": "Essai"}', 99)`,
    );
    await run(
      sql`insert into product_tags (product_id, tag_id) select ${entry.product.id}, id from tags where key = 'essai'`,
    );
    const tagged = await listing('tag=essai');
    expect(tagged.products.map((p) => p.id)).toEqual([entry.id]);
    expect(tagged.products[0]!.product.tags).toContainEqual({ key: 'essai', name: 'Essai' });
    expect((await listing()).filters.tags).toContainEqual({ key: 'essai', name: 'Essai', count: 1 });

    await run(sql`update tags set names = names || '{"fr": "Essai renommé"}' where key = 'essai'`);
    expect((await find(entry.id))!.product.tags).toContainEqual({ key: 'essai', name: 'Essai renommé' });
    await run(sql`update tags set is_hidden = true where key = 'essai'`);
    expect((await listing()).filters.tags.map((t) => t.key)).not.toContain('essai');

    await run(sql`delete from product_tags where tag_id = (select id from tags where key = 'essai')`);
    expect((await listing('tag=essai')).count).toBe(0);
    expect((await find(entry.id))!.product.tags.map((t) => t.key)).not.toContain('essai');
  });

  it('follows a new photo of the product', async () => {
    const entry = await someEntry('eaux', 5);
    const [photo] = await rows<{ id: number }>(sql`
      insert into product_photos (product_id, image, width, height, thumb, thumb_width, thumb_height)
      values (${entry.product.id}, '\\x00', 800, 800, '\\x00', 150, 150) returning id`);
    await run(sql`update product_images set photo_id = ${photo!.id} where product_id = ${entry.product.id}`);
    expect((await find(entry.id))!.product.image1).toBe(
      `/api/media/products/${entry.product.id}-${photo!.id}.webp`,
    );
  });

  it('shows a new product and a new warehouse entry, and drops a deleted entry', async () => {
    const model = await someEntry();
    const [created] = await rows<{ id: number }>(sql`
      insert into products (key, category_id, package_type_id, brand, volume, unit, vat_class, deposit_class)
      select 'read-model-test', category_id, package_type_id, 'Essai', 1, 'l', 'food', 'none' from products where id = ${model.product.id}
      returning id`);
    const productId = created!.id;
    await run(sql`insert into product_translations (product_id, locale, name, description)
      select ${productId}, l, 'Eau du modèle', '' from unnest(array['fr', 'nl', 'es', 'be']) as l`);
    await run(sql`insert into product_warehouses (product_id, warehouse_id, slug, price_cents)
      values (${productId}, 1, 'eau-du-modele', 199)`);
    const fresh = (await listing('search=modele')).products.find((p) => p.slug === 'eau-du-modele');
    expect(fresh).toMatchObject({ name: 'Eau du modèle', price: 1.99, product: { id: productId } });

    // Another warehouse's entry of the same product.
    await run(sql`insert into product_warehouses (product_id, warehouse_id, slug, price_cents)
      select ${productId}, id, 'eau-du-modele', 205 from warehouses where id <> 1 order by id limit 1`);
    const [other] = await rows<{ warehouse_id: number }>(
      sql`select warehouse_id from product_warehouses where product_id = ${productId} and warehouse_id <> 1`,
    );
    const there = await get<Listing>(
      `/api/products/cross-sell?warehouseId=${other!.warehouse_id}&search=modele`,
    );
    expect(there.products.find((p) => p.product.id === productId)).toMatchObject({ price: 2.05 });

    await run(sql`delete from product_warehouses where product_id = ${productId} and warehouse_id = 1`);
    expect((await listing('search=modele')).products.map((p) => p.product.id)).not.toContain(productId);
    const page = await app.inject({ url: '/api/products/eau-du-modele?warehouseId=1' });
    expect(page.statusCode).toBe(404);
  });

  it('holds the same rows as its source view after all those writes', async () => {
    const [diff] = await rows<{ missing: number; extra: number }>(sql`
      select (select count(*)::int from (select * from catalog_entries_source except select * from catalog_entries) a) as missing,
             (select count(*)::int from (select * from catalog_entries except select * from catalog_entries_source) b) as extra`);
    expect(diff).toEqual({ missing: 0, extra: 0 });
  });

  it('keeps the facet cells equal to the entries counted again, after all those writes', async () => {
    const [diff] = await rows<{ missing: number; extra: number }>(sql`
      with recount as (
        select e.warehouse_id, e.locale, k.tag_key, e.category_id, e.package_type_id, count(*)::int as count
        from catalog_entries e cross join lateral unnest('{""}'::text[] || e.tag_keys) as k(tag_key)
        where not e.is_hidden group by 1, 2, 3, 4, 5),
      kept as (select warehouse_id, locale, tag_key, category_id, package_type_id, count
        from catalog_facet_cells where count > 0)
      select (select count(*)::int from (select * from recount except select * from kept) a) as missing,
             (select count(*)::int from (select * from kept except select * from recount) b) as extra`);
    expect(diff).toEqual({ missing: 0, extra: 0 });
  });
});

describe('the listing facets kept per cell (catalog_facet_cells)', () => {
  interface Facets {
    count: number;
    filters: {
      tags: { key: string; count: number }[];
      packageTypes: { id: number; count: number }[];
    };
  }
  const facets = (query: string) => get<Facets>(`/api/products/cross-sell?warehouseId=1&limit=1&${query}`);
  /** The same figures counted over the entries, as a search's facets are. */
  const recounted = (section: string | null, packageType: number | null) =>
    countedOver(sql`e.warehouse_id = 1 and e.locale = 'fr' and not e.is_hidden and not e.section_hidden
      and (${section}::text is null or e.category_slug = ${section} or e.master_slug = ${section})
      and (${packageType}::int is null or e.package_type_id = ${packageType})`);
  /** Entries per crate format and visible tag, over the entries `where` keeps. */
  async function countedOver(where: SQL) {
    const packages = await rows<{ id: number; count: number }>(sql`
      select e.package_type_id as id, count(*)::int as count from catalog_entries e where ${where}
      group by 1 order by 1`);
    const tags = await rows<{ key: string; count: number }>(sql`
      select tg->>'key' as key, count(*)::int as count
      from catalog_entries e cross join lateral jsonb_array_elements(e.tags) tg where ${where}
        and not (tg->>'hidden')::boolean group by 1 order by 2 desc, 1`);
    return { count: packages.reduce((sum, p) => sum + p.count, 0), packages, tags };
  }
  async function expectAsRecounted(section: string | null, packageType: number | null = null) {
    const query = [section && `section=${section}`, packageType && `packageType=${packageType}`]
      .filter(Boolean)
      .join('&');
    const shown = await facets(query);
    const truth = await recounted(section, packageType);
    expect(
      {
        count: shown.count,
        packages: shown.filters.packageTypes.map(({ id, count }) => ({ id, count })),
        tags: shown.filters.tags.map(({ key, count }) => ({ key, count })),
      },
      query,
    ).toEqual(truth);
    return shown;
  }

  it('match the entries counted again, for the whole shop, a Rayon, a category and a crate format', async () => {
    const all = await expectAsRecounted(null);
    expect(all.count).toBeGreaterThan(50);
    expect(all.filters.tags.length).toBeGreaterThan(0);
    await expectAsRecounted('eaux');
    const { products } = await listing('section=eaux&sort=name');
    await expectAsRecounted(products[0]!.product.category.slug);
    await expectAsRecounted(null, all.filters.packageTypes[0]!.id);
  });

  it('of a search count its found entries, as the entries counted again (a hidden tag left out)', async () => {
    const [hidden] = await rows<{ key: string }>(sql`select key from tags order by key limit 1`);
    await run(sql`update tags set is_hidden = true where key = ${hidden!.key}`);
    const found = await get<Facets & { products: { product: { id: number } }[] }>(
      `/api/products/cross-sell?warehouseId=1&limit=100&search=eau`,
    );
    expect(found.products.length).toBeGreaterThan(5);
    expect(found.count).toBe(found.products.length);
    const ids = `{${found.products.map((p) => p.product.id).join(',')}}`;
    const { packages, tags } = await countedOver(sql`e.warehouse_id = 1 and e.locale = 'fr'
      and not e.is_hidden and not e.section_hidden and e.product_id = any(${ids}::int[])`);
    expect(tags.map((t) => t.key)).not.toContain(hidden!.key);
    expect({
      packages: found.filters.packageTypes.map(({ id, count }) => ({ id, count })),
      tags: found.filters.tags.map(({ key, count }) => ({ key, count })),
    }).toEqual({ packages, tags });
    await run(sql`update tags set is_hidden = false where key = ${hidden!.key}`);
  });

  it('follow a product moved to another category and crate format, a hidden category, at once', async () => {
    const entry = await someEntry('eaux', 6);
    const [target] = await rows<{ slug: string; package_type_id: number }>(sql`
      select c.slug, (select id from package_types order by id desc limit 1) as package_type_id
      from categories c where c.slug <> ${entry.product.category.slug} order by c.id limit 1`);
    await run(
      sql`update products set category_id = (select id from categories where slug = ${target!.slug}), package_type_id = ${target!.package_type_id} where id = ${entry.product.id}`,
    );
    await expectAsRecounted(target!.slug);
    await expectAsRecounted(entry.product.category.slug);
    await expectAsRecounted(null, target!.package_type_id);

    const before = (await expectAsRecounted(null)).count;
    await run(sql`update categories set is_hidden = true where slug = ${target!.slug}`);
    const hidden = await expectAsRecounted(null);
    expect(hidden.count).toBeLessThan(before);
    await run(sql`update categories set is_hidden = false where slug = ${target!.slug}`);
    expect((await expectAsRecounted(null)).count).toBe(before);

    // The menus' counts per category, from the same cells.
    const menus = await get<{ categories: { slug: string; productCount: number }[] }[]>(
      '/api/categories?warehouseId=1',
    );
    const counts = await rows<{ slug: string; count: number }>(sql`
      select e.category_slug as slug, count(distinct e.entry_id)::int as count from catalog_entries e
      where e.warehouse_id = 1 and not e.is_hidden group by 1`);
    const shown = menus.flatMap((m) => m.categories).map((c) => [c.slug, c.productCount]);
    expect(Object.fromEntries(shown)).toEqual(
      Object.fromEntries(shown.map(([slug]) => [slug, counts.find((c) => c.slug === slug)?.count ?? 0])),
    );
    expect(Object.fromEntries(shown)[target!.slug]).toBeGreaterThan(0);
  });

  it('lists a Rayon, a category, and a slug both a category and a Rayon have, as recounted', async () => {
    const { products: eaux } = await listing('section=eaux&sort=name');
    const rayon = await expectAsRecounted('eaux');
    const perCategory = new Set(eaux.map((p) => p.product.category.slug));
    let sum = 0;
    for (const slug of perCategory) sum += (await expectAsRecounted(slug)).count;
    expect(rayon.count).toBe(sum);

    // A category of another Rayon named like the « eaux » Rayon: the section is both.
    const [other] = await rows<{ id: number; master_id: number }>(sql`
      insert into categories (master_id, slug, names, position)
      select id, 'eaux', '{"fr": "Eaux aussi"}', 99 from category_masters where slug <> 'eaux' order by id limit 1
      returning id, master_id`);
    const moved = await someEntry('bieres');
    await run(sql`update products set category_id = ${other!.id} where id = ${moved.product.id}`);
    // What each slug names is kept per instance until a catalogue change: the back-office's taxonomy
    // edits invalidate it (and clear the writing instance's at once), which this raw insert does not.
    app.clearLocalCaches();
    const both = await listing('section=eaux&sort=name');
    expect(both.products.map((p) => p.id)).toContain(moved.id);
    expect(both.count).toBe(rayon.count + 1);
    await expectAsRecounted('eaux');
  });

  it('writes no cell when an order takes stock or staff change a price', async () => {
    const entry = await someEntry('eaux', 7);
    const cells = () =>
      rows<{ xmin: string }>(
        sql`select xmin::text from catalog_facet_cells where warehouse_id = 1 order by 1`,
      );
    const before = await cells();
    await run(
      sql`update product_warehouses set price_cents = price_cents + 10, max_orderable = 3 where id = ${entry.id}`,
    );
    await run(sql`update product_warehouses set is_available = not is_available where id = ${entry.id}`);
    expect(await cells()).toEqual(before);
  });
});

describe('literalSearch', () => {
  it('makes each word of the term its own group, up to eight', () => {
    expect(literalSearch('  eau   gazeuse ').groups).toEqual([['eau'], ['gazeuse']]);
    expect(literalSearch('a b c d e f g h i j').groups).toHaveLength(8);
    expect(literalSearch('').groups).toEqual([]);
  });
});
