import { crossSellResponse } from '@consigne/contract';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app.js';

const { app } = await testApp();
/** A listing's answer, which must be exactly what the contract describes (it is written as built). */
const crossSell = async (query: string) => {
  const res = await app.inject({ url: `/api/products/cross-sell?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(crossSellResponse.parse(body), query).toEqual(body);
  return body;
};

describe('GET /api/products/cross-sell', () => {
  it('answers searches, suggestions and pages in the contract’s shape, in every language', async () => {
    for (const query of [
      'search=biere&limit=5',
      'search=eau%20gazeuse&limit=3&locale=nl_BE',
      'search=zzzzqx',
      'limit=4&locale=es_ES&sort=newest',
      'limit=2&page=3&locale=fr_BE&sort=price&direction=desc',
    ])
      await crossSell(query);
  });

  it('lists products with the spec fields, a count and filters', async () => {
    const body = await crossSell('page=1&limit=12');
    expect(body.products).toHaveLength(12);
    expect(body.count).toBeGreaterThanOrEqual(150);
    const entry = body.products[0];
    expect(entry).toMatchObject({
      id: expect.any(Number),
      name: expect.any(String),
      slug: expect.any(String),
      isAvailable: true,
      maxOrderable: expect.any(Number),
      discountAntiWastePercent: expect.any(Number),
      product: {
        image1: expect.stringMatching(/^\/api\/media\/products\/\d+\.svg$/),
        thumb150: expect.any(String),
        volumeTranslated: expect.any(String),
        unit: expect.any(String),
        isHidden: false,
        packageType: { id: expect.any(Number), name: expect.any(String) },
        category: { name: expect.any(String), master: { name: expect.any(String) } },
      },
    });
    expect(entry).toHaveProperty('customPricePerUnit');
    expect(body.filters.tags.length).toBeGreaterThan(0);
    expect(body.filters.packageTypes.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['Grand format', 'Petit format', 'Autres']),
    );
  });

  it('pages without overlap', async () => {
    const a = await crossSell('page=1&limit=10&sort=name');
    const b = await crossSell('page=2&limit=10&sort=name');
    const ids = new Set(a.products.map((p: { id: number }) => p.id));
    expect(b.products.some((p: { id: number }) => ids.has(p.id))).toBe(false);
  });

  it('pages a search, keeps its count and filters past its last page, and narrows it by tag', async () => {
    type Listing = {
      count: number;
      products: { id: number; product: { tags: { key: string }[] } }[];
      filters: { tags: { key: string; count: number }[]; packageTypes: { id: number; count: number }[] };
    };
    const ids = (l: Listing) => l.products.map((p) => p.id);
    const all: Listing = await crossSell('search=eau&limit=100');
    expect(all.count).toBeGreaterThan(6);
    expect(all.count).toBe(all.products.length);
    const first: Listing = await crossSell('search=eau&limit=3&page=1');
    const second: Listing = await crossSell('search=eau&limit=3&page=2');
    expect([...ids(first), ...ids(second)]).toEqual(ids(all).slice(0, 6));
    expect({ count: second.count, filters: second.filters }).toEqual({
      count: all.count,
      filters: all.filters,
    });
    const past: Listing = await crossSell(`search=eau&limit=3&page=${Math.ceil(all.count / 3) + 1}`);
    expect(past.products).toEqual([]);
    expect({ count: past.count, filters: past.filters }).toEqual({ count: all.count, filters: all.filters });
    // A tag narrows the page and the crate formats' counts; the tags' own counts stay the search's.
    const tag = all.filters.tags.find((t) => t.count < all.count)!;
    const tagged: Listing = await crossSell(`search=eau&limit=100&tag=${tag.key}`);
    expect(tagged.count).toBe(tag.count);
    expect(ids(tagged)).toEqual(
      all.products.filter((p) => p.product.tags.some((t) => t.key === tag.key)).map((p) => p.id),
    );
    expect(tagged.filters.tags).toEqual(all.filters.tags);
  });

  it('sorts by price both ways', async () => {
    const asc = (await crossSell('sort=price&direction=asc&limit=50')).products.filter(
      (p: { isAvailable: boolean }) => p.isAvailable,
    );
    // The price paid, anti-waste discounts included.
    const prices = asc.map((p: { price: number }) => p.price);
    expect(prices).toEqual([...prices].sort((x, y) => x - y));
    const desc = (await crossSell('sort=price&direction=desc&limit=5')).products;
    expect(desc[0].price).toBeGreaterThanOrEqual(desc[4].price);
  });

  it.each([
    ['creme brulee', /crème brûlée/i],
    ['biere blonde', /bière blonde/i],
    ['jus pome', /jus (de )?pomme/i],
    ['BIÈRE', /bière/i],
  ])('search %s finds what a shopper means', async (term, expected) => {
    const body = await crossSell(`search=${encodeURIComponent(term)}`);
    expect(body.count).toBeGreaterThan(0);
    expect(body.products[0].name).toMatch(expected);
  });

  it('ranks the products that say the word before those whose brand only holds it (« biere », the Canebière)', async () => {
    const body = await crossSell(`search=biere&limit=40`);
    const names: string[] = body.products.map((p: { name: string }) => p.name);
    const beers = names.filter((name) => name.startsWith('Bière'));
    expect(beers.length).toBeGreaterThanOrEqual(17);
    // Available first whatever the sort: among the available ones, every beer before the first soap.
    const available = body.products.filter((p: { isAvailable: boolean }) => p.isAvailable);
    const firstOther = available.findIndex((p: { name: string }) => !p.name.startsWith('Bière'));
    const lastBeer = available.findLastIndex((p: { name: string }) => p.name.startsWith('Bière'));
    expect(firstOther === -1 || firstOther > lastBeer).toBe(true);
  });

  it('finds nothing for a term without a word to look for, instead of listing the whole catalogue', async () => {
    for (const term of ['!!!', '...', '« »', '-', '\'"'])
      expect(await crossSell(`search=${encodeURIComponent(term)}`), term).toMatchObject({
        products: [],
        count: 0,
        filters: { tags: [], packageTypes: [] },
      });
    expect((await crossSell('search=%20%20')).count).toBeGreaterThan(150);
  });

  it('searches in the request locale', async () => {
    const body = await crossSell(`search=${encodeURIComponent('appelsap')}&locale=nl_BE`);
    expect(body.count).toBeGreaterThan(0);
  });

  it('filters by section and by tags', async () => {
    const bieres = await crossSell('section=bieres&limit=100');
    expect(bieres.count).toBeGreaterThan(0);
    expect(
      bieres.products.every(
        (p: { product: { category: { master: { slug: string } } } }) =>
          p.product.category.master.slug === 'bieres',
      ),
    ).toBe(true);
    const bio = await crossSell('tag=bio&limit=100');
    expect(bio.count).toBeGreaterThan(0);
    expect(
      bio.products.every((p: { product: { tags: Array<{ key: string }> } }) =>
        p.product.tags.some((t) => t.key === 'bio'),
      ),
    ).toBe(true);
    const both = await crossSell('tags=bio,local&limit=100');
    expect(both.count).toBeLessThanOrEqual(bio.count);
  });

  it('returns localized names', async () => {
    const fr = await crossSell('sort=name&limit=1&section=eaux');
    const nl = await crossSell('sort=name&limit=1&section=eaux&locale=nl_BE');
    expect(nl.products[0].product.category.master.name).not.toBe(fr.products[0].product.category.master.name);
  });

  it('refuses bad parameters with 400', async () => {
    for (const q of ['page=0', 'sort=random', 'direction=up', 'limit=1000', 'warehouseId=x']) {
      const res = await app.inject({ url: `/api/products/cross-sell?${q}` });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message).toBe('Requête invalide.');
    }
  });

  it('serves packshots as SVG', async () => {
    const { products } = await crossSell('limit=1');
    const res = await app.inject({ url: products[0].product.image1 });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body.startsWith('<svg')).toBe(true);
  });
});
