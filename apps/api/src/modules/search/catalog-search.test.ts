import type { ApiLocale } from '@consigne/domain';
import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app.js';
import { crossSell } from '../catalog/service.js';
import type { ListingQuery } from '../catalog/read-model.js';

// No catalogue cache: every search below reads catalog_search (migration 0068) as the triggers left it.
const { app, db } = await testApp({ CATALOG_CACHE_SECONDS: '0' });

const rows = async <Row>(statement: SQL) => {
  const result = await db.execute(statement);
  return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
};

/** The product ids a shopper's search lists in warehouse 1 (as the route expands it). */
async function searchIds(search: string, locale: ApiLocale = 'fr_FR'): Promise<number[]> {
  const res = await app.inject({
    url: `/api/products/cross-sell?${new URLSearchParams({ search, locale, warehouseId: '1', limit: '100' })}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { products: { product: { id: number } }[] }).products.map((p) => p.product.id);
}

/** A new product of warehouse 1 (a copy of an existing one's category and format), named per locale. */
async function newProduct(key: string, names: Record<string, string>, brand = 'Essai'): Promise<number> {
  const [created] = await rows<{ id: number }>(sql`
    insert into products (key, category_id, package_type_id, brand, volume, unit, vat_class, deposit_class)
    select ${key}, category_id, package_type_id, ${brand}, 1, 'l', 'food', 'none' from products order by id limit 1
    returning id`);
  const id = created!.id;
  for (const [locale, name] of Object.entries(names))
    await db.execute(sql`insert into product_translations (product_id, locale, name, description)
      values (${id}, ${locale}, ${name}, '')`);
  await db.execute(sql`insert into product_warehouses (product_id, warehouse_id, slug, price_cents)
    values (${id}, 1, ${key}, 150)`);
  return id;
}

describe('search over catalog_search (migration 0068)', () => {
  it('runs with the typo threshold of the rule on the connection', async () => {
    const [setting] = await rows<{ threshold: string }>(
      sql`select current_setting('pg_trgm.word_similarity_threshold') as threshold`,
    );
    expect(setting!.threshold).toBe('0.5');
  });

  it('finds a renamed product and a changed brand at once, and no longer by the old ones', async () => {
    const id = await newProduct('recherche-renomme', { fr: 'Wombatine gazeuse' }, 'Ornithorynque');
    expect(await searchIds('wombatine')).toContain(id);
    expect(await searchIds('ornithorynque')).toContain(id);

    await db.execute(
      sql`update product_translations set name = 'Xylophonique gazeuse' where product_id = ${id} and locale = 'fr'`,
    );
    expect(await searchIds('xylophonique')).toContain(id);
    expect(await searchIds('wombatine')).not.toContain(id);

    await db.execute(sql`update products set brand = 'Quokkabrau' where id = ${id}`);
    expect(await searchIds('quokkabrau')).toContain(id);
    expect(await searchIds('xylophonique quokkabrau')).toContain(id);
    expect(await searchIds('ornithorynque')).not.toContain(id);
  });

  it('finds a product in a language once it has a translation in it, and no longer once deleted', async () => {
    const id = await newProduct('recherche-traduit', { fr: 'Bourdonnette citron' });
    expect(await searchIds('kwispelwater', 'nl_BE')).not.toContain(id);
    await db.execute(sql`insert into product_translations (product_id, locale, name, description)
      values (${id}, 'nl-BE', 'Kwispelwater citroen', '')`);
    expect(await searchIds('kwispelwater', 'nl_BE')).toContain(id);
    // A translation in one language is not found in another.
    expect(await searchIds('kwispelwater')).not.toContain(id);

    await db.execute(sql`delete from product_translations where product_id = ${id} and locale = 'nl-BE'`);
    expect(await searchIds('kwispelwater', 'nl_BE')).not.toContain(id);

    await db.execute(sql`delete from product_warehouses where product_id = ${id}`);
    await db.execute(sql`delete from products where id = ${id}`);
    expect(await searchIds('bourdonnette')).not.toContain(id);
    expect(await rows(sql`select 1 from catalog_search where product_id = ${id}`)).toEqual([]);
  });

  it('finds a word with %, _ or \\ in it as typed, not as a pattern', async () => {
    const names = ['Sirop zorg_lub', 'Sirop zorgxlub', 'Sirop zorg%lub', 'Sirop zorg\\lub'];
    const ids = await Promise.all(names.map((name, i) => newProduct(`recherche-motif-${i}`, { fr: name })));
    // A word found as written only (a synonym's alternative): no typo tolerance to blur the check.
    const foundOnly = async (word: string) => {
      const query = {
        page: 1,
        limit: 100,
        search: word,
        expandedSearch: { groups: [['qqqqqqqq', word]], format: { volume: null, pack: false } },
      } as ListingQuery;
      const { products } = await crossSell(db, query, { id: 1, country: 'FR' }, 'fr_FR');
      return products.map((p) => p.product.id);
    };
    expect(await foundOnly('zorg_lub')).toEqual([ids[0]]);
    expect(await foundOnly('zorg%lub')).toEqual([ids[2]]);
    expect(await foundOnly('zorg\\lub')).toEqual([ids[3]]);
    expect(await foundOnly('zorgxlub')).toEqual([ids[1]]);
  });

  it('still finds a typed word with a typo', async () => {
    const beers = await searchIds('biere');
    expect(beers.length).toBeGreaterThan(0);
    const typo = await searchIds('bierre');
    expect(typo.length).toBeGreaterThan(0);
    expect(typo.filter((id) => beers.includes(id)).length).toBeGreaterThan(0);
    // A product's own name, misspelt.
    const id = await newProduct('recherche-typo', { fr: 'Tartempion pétillant' });
    expect(await searchIds('tartenpion')).toContain(id);
  });

  it('forgives a typo only when the words as written find nothing', async () => {
    const exact = await newProduct('recherche-exacte', { fr: 'Zimbolux clair' });
    const near = await newProduct('recherche-proche', { fr: 'Zimbolox clair' });
    // « zimbolux » is written in one name: the other, one letter away, is not mixed in.
    expect(await searchIds('zimbolux')).toEqual([exact]);
    expect(await searchIds('zimbolox clair')).toEqual([near]);
    // Written in neither: both come near it.
    expect((await searchIds('zimbolax')).sort()).toEqual([exact, near].sort());
  });

  it('ranks a whole word of the name before the same letters inside a longer word', async () => {
    const inside = await newProduct('recherche-dedans', { fr: 'Zorblatine' });
    const whole = await newProduct('recherche-mot', { fr: 'Zorblat doux du verger' });
    // Between a hyphen and the end, or in brackets, a word is whole too.
    const hyphen = await newProduct('recherche-trait', { fr: 'Zorblat-citron' });
    const brackets = await newProduct('recherche-parenthese', { fr: 'Sirop (zorblat) du verger' });
    // Equally relevant answers come shortest name first: only the whole word puts the longer ones ahead.
    expect(await searchIds('zorblat')).toEqual([hyphen, whole, brackets, inside]);
  });

  it('holds one row per product translation, with the read model’s text', async () => {
    const [diff] = await rows<{ missing: number; extra: number; entries: number }>(sql`
      select (select count(*)::int from (select * from catalog_search_source except select * from catalog_search) a) as missing,
             (select count(*)::int from (select * from catalog_search except select * from catalog_search_source) b) as extra,
             (select count(*)::int from (select distinct product_id, locale, search_words from catalog_entries
               except select product_id, locale, catalog_search_words(search_text) from catalog_search) c) as entries`);
    expect(diff).toEqual({ missing: 0, extra: 0, entries: 0 });
  });
});
