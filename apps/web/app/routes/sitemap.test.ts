/**
 * The locale sitemaps on the real API (a seeded PGlite, called in-process): every published article,
 * over as many of the blog list's pages as there are, and a 503 rather than a sitemap with a list missing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { adminApi, tables as t, type AdminApi } from '../../test/admin-api';
import { loader } from './sitemap.xml';

let shop: AdminApi;
const tag = `sm${Math.random().toString(36).slice(2, 8)}`;
/** More than the blog list's largest page (50). */
const ARTICLES = 57;

beforeAll(async () => {
  shop = await adminApi();
  const posts = await shop.db
    .insert(t.blogPosts)
    .values(
      Array.from({ length: ARTICLES }, (_, i) => ({
        slug: `${tag}-${i}`,
        publishedAt: new Date(Date.now() - (i + 1) * 60_000),
        author: 'Test',
        coverIcon: 'glass-of-milk',
        coverColor: 'leaf',
      })),
    )
    .returning({ id: t.blogPosts.id });
  await shop.db
    .insert(t.blogPostTranslations)
    .values(posts.map(({ id }, i) => ({ postId: id, locale: 'fr', title: `A ${i}`, excerpt: '', body: '' })));
}, 120_000);
afterAll(async () => shop?.app.close());

/** The sitemap of `path` with the given load context (the shop's by default), or the status it threw. */
async function sitemap(path: string, context: AppLoadContext = shop.context) {
  const request = new Request(`https://shop.example${path}`);
  try {
    return await loader({ request, context, params: { lang: path.split('/')[1]! } } as never);
  } catch (thrown) {
    // data(null, { status }) thrown: React Router answers with its init.
    return { status: (thrown as { init?: { status?: number } }).init?.status, text: async () => '' };
  }
}

describe('a locale sitemap', () => {
  it('lists every published article, beyond one page of the blog list, with its alternates', async () => {
    const response = await sitemap('/nl-BE/sitemap.xml');
    expect(response.status).toBe(200);
    const body = await response.text();
    for (let i = 0; i < ARTICLES; i++)
      expect(body).toContain(`<loc>https://shop.example/nl-BE/blog/${tag}-${i}</loc>`);
    // The seeded articles too, and the catalogue.
    expect(body).toContain(
      '<loc>https://shop.example/nl-BE/blog/pourquoi-la-consigne-plutot-que-le-recyclage</loc>',
    );
    expect(body).toMatch(/<loc>https:\/\/shop\.example\/nl-BE\/p\/[a-z0-9-]+<\/loc>/);
    expect(body).toContain(`hreflang="es" href="https://shop.example/es/blog/${tag}-0"`);
  });

  it('is a 503, said in the log, when a list cannot be read (never a sitemap without it)', async () => {
    const failing: typeof fetch = async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/api/blog')) return new Response('{"message":"boom"}', { status: 500 });
      return shop.context.apiFetch!(input, init);
    };
    const errors: unknown[] = [];
    const log = console.error;
    console.error = (...args: unknown[]) => errors.push(args.join(' '));
    try {
      const response = await sitemap('/fr/sitemap.xml', { ...shop.context, apiFetch: failing });
      expect(response.status).toBe(503);
    } finally {
      console.error = log;
    }
    expect(errors.join('\n')).toMatch(/sitemap: blog, page 1 answered 500/);
  });
});
