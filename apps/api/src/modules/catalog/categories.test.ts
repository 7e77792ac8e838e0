import { categoryMasterSchema } from '@consigne/contract';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app.js';

const { app } = await testApp();
const get = async (url: string) => {
  const res = await app.inject({ url });
  return { status: res.statusCode, body: res.json() };
};

describe('GET /api/categories', () => {
  it('lists the 14 Rayons with their categories, tiles and counts', async () => {
    const { status, body } = await get('/api/categories');
    expect(status).toBe(200);
    expect(body.length).toBe(14);
    const eaux = body.find((m: { slug: string }) => m.slug === 'eaux');
    expect(eaux).toMatchObject({ name: 'Eaux', image: '/api/media/categories/eaux.svg' });
    expect(eaux.productCount).toBeGreaterThan(0);
    expect(eaux.productCount).toBe(
      eaux.categories.reduce((s: number, c: { productCount: number }) => s + c.productCount, 0),
    );
  });
  it('answers exactly in the contract’s shape, in every language (it is written as built)', async () => {
    for (const locale of ['fr_FR', 'fr_BE', 'nl_BE', 'es_ES']) {
      const { body } = await get(`/api/categories?locale=${locale}`);
      expect(categoryMasterSchema.array().parse(body), locale).toEqual(body);
    }
  });
  it('is localized', async () => {
    const { body } = await get('/api/categories?locale=nl_BE');
    expect(body.find((m: { slug: string }) => m.slug === 'eaux').name).not.toBe('Eaux');
  });
  it('serves Rayon tiles, 404 for an unknown one', async () => {
    const res = await app.inject({ url: '/api/media/categories/bieres.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect((await app.inject({ url: '/api/media/categories/nope.svg' })).statusCode).toBe(404);
  });
});

describe('GET /api/categories/:slug', () => {
  it('finds a Rayon and a category with its parent', async () => {
    const master = await get('/api/categories/bieres');
    expect(master.body).toMatchObject({ kind: 'master', slug: 'bieres', master: null });
    const child = master.body.categories[0];
    const category = await get(`/api/categories/${child.slug}`);
    expect(category.body).toMatchObject({ kind: 'category', slug: child.slug, master: { slug: 'bieres' } });
  });
  it('is 404 for an unknown slug', async () => {
    expect((await get('/api/categories/nope')).status).toBe(404);
  });
});

describe('GET /api/tags', () => {
  it('lists tags in the locale', async () => {
    const { body } = await get('/api/tags?locale=es_ES');
    expect(body.map((t: { key: string }) => t.key)).toContain('bio');
  });
});

describe('GET /api/products/:slug', () => {
  it('gives the entry with related products of the same category', async () => {
    const { body: list } = await get('/api/products/cross-sell?limit=1&section=jus');
    const slug = list.products[0].slug;
    const { status, body } = await get(`/api/products/${slug}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ slug, product: { id: list.products[0].product.id } });
    expect(body.related.length).toBeGreaterThan(0);
    expect(body.related.length).toBeLessThanOrEqual(8);
    for (const r of body.related) {
      expect(r.product.category.slug).toBe(body.product.category.slug);
      expect(r.product.id).not.toBe(body.product.id);
    }
  });
  it('prices per warehouse and answers guests with a warehouseId', async () => {
    const warehouses = (await get('/api/warehouses')).body as Array<{ id: number; key: string }>;
    // A wine: cheap waters can round to the same price everywhere.
    const { body: list } = await get('/api/products/cross-sell?limit=1&sort=price&direction=desc');
    const slug = list.products[0].slug;
    const prices = await Promise.all(
      warehouses.map(
        async (w) => (await get(`/api/products/${slug}?warehouseId=${w.id}`)).body.originalPrice,
      ),
    );
    expect(new Set(prices).size).toBeGreaterThan(1);
  });
  it('is 404 for an unknown product', async () => {
    const res = await get('/api/products/nope-nope');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Ressource introuvable.');
  });
});

describe('caching', () => {
  it('lets a CDN keep guest catalogue answers, never a customer’s', async () => {
    const guest = await app.inject({ url: '/api/products/cross-sell?limit=2' });
    expect(guest.headers['cache-control']).toBe('public, max-age=0, s-maxage=30');
    const login = await app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { username: 'demo@example.com', password: 'consigne-demo' },
    });
    const customer = await app.inject({
      url: '/api/products/cross-sell?limit=2',
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    expect(customer.headers['cache-control']).toBe('private, no-store');
  });
});
