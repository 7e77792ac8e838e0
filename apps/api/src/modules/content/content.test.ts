import { describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app.js';

const { app } = await testApp();

const KEYS = [
  'concept',
  'commitments',
  'tap_rental',
  'professionals',
  'who',
  'products',
  'cgv',
  'data',
  'cookies',
  'legal_notice',
];

const words = (markdown: string) => markdown.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

describe('GET /api/pages', () => {
  it('lists every configured page and the linked pages, in the request locale', async () => {
    const res = await app.inject({ url: '/api/pages' });
    expect(res.statusCode).toBe(200);
    const pages = res.json() as Array<{ key: string | null; slug: string; title: string; summary: string }>;
    expect(pages.map((p) => p.key).filter(Boolean)).toEqual(KEYS);
    expect(pages.map((p) => p.slug)).toEqual(
      expect.arrayContaining([
        'notre-concept',
        'nos-engagements',
        'boissons-produits-consignes-pour-professionnels',
        'conditions-generales-de-vente-du-fourgon',
        'lhistoire-du-fourgon',
        'qui-se-cache-derriere-la-biere-blonde',
      ]),
    );
    expect(pages.find((p) => p.key === 'concept')).toMatchObject({
      slug: 'notre-concept',
      title: 'Notre concept',
      summary: expect.stringContaining('consignées'),
    });
    expect(pages[0]).not.toHaveProperty('body');
  });

  it('speaks Spanish and Belgian Dutch', async () => {
    const es = (await app.inject({ url: '/api/pages?locale=es_ES' })).json() as Array<{ title: string }>;
    expect(es.map((p) => p.title)).toContain('Nuestro concepto');
    const nl = (await app.inject({ url: '/api/pages?locale=nl_BE' })).json() as Array<{ title: string }>;
    expect(nl.map((p) => p.title)).toContain('Algemene verkoopsvoorwaarden');
  });

  it('refuses an unknown locale with a 400 envelope', async () => {
    const res = await app.inject({ url: '/api/pages?locale=xx_XX' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.any(String), errors: [{ field: 'locale' }] });
  });
});

describe('GET /api/pages/:slug', () => {
  it('gives one page by slug with its Markdown body', async () => {
    const res = await app.inject({ url: '/api/pages/notre-concept' });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ key: 'concept', slug: 'notre-concept', title: 'Notre concept' });
    expect(page.body).toContain('## Comment ça marche');
    expect(page.body).toMatch(/3\u00a0€ par caisse/);
    expect(new Date(page.updatedAt).getTime()).not.toBeNaN();
  });

  it('accepts the configured key in place of the slug', async () => {
    const res = await app.inject({ url: '/api/pages/cgv' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      key: 'cgv',
      slug: 'conditions-generales-de-vente-du-fourgon',
      title: 'Conditions générales de vente',
    });
    expect(res.json().body).toContain('Droit de rétractation');
    expect((await app.inject({ url: '/api/pages/legal_notice' })).json().slug).toBe('mentions-legales');
  });

  it('localizes title and body in Belgian Dutch and Belgian French', async () => {
    const nl = (await app.inject({ url: '/api/pages/notre-concept?locale=nl_BE' })).json();
    expect(nl).toMatchObject({ slug: 'notre-concept', title: 'Ons concept' });
    expect(nl.body).toContain('leeggoed');
    const be = (await app.inject({ url: '/api/pages/cgv?locale=fr_BE' })).json();
    expect(be.body).toContain('droit belge');
  });

  it('puts the pro e-mail call to action on the professionals page only', async () => {
    const pro = (await app.inject({ url: '/api/pages/professionals' })).json();
    expect(pro.body).toContain('mailto:pro@consigne.app');
  });

  it('answers 404 with the error envelope for an unknown slug', async () => {
    const res = await app.inject({ url: '/api/pages/nexiste-pas?locale=fr_FR' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Ressource introuvable.', errors: [] });
  });

  it('refuses an unknown locale with a 400', async () => {
    const res = await app.inject({ url: '/api/pages/notre-concept?locale=de_DE' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('locale');
  });

  it('has a 150–500 word body with headings in every locale of every page', async () => {
    const list = (await app.inject({ url: '/api/pages' })).json() as Array<{ slug: string }>;
    for (const locale of ['fr_FR', 'es_ES', 'fr_BE', 'nl_BE']) {
      for (const { slug } of list) {
        const page = (await app.inject({ url: `/api/pages/${slug}?locale=${locale}` })).json();
        expect(words(page.body), `${slug} ${locale}`).toBeGreaterThanOrEqual(150);
        expect(words(page.body), `${slug} ${locale}`).toBeLessThanOrEqual(500);
        expect(page.body, `${slug} ${locale}`).toMatch(/^## /m);
        expect(page.summary.length, `${slug} ${locale}`).toBeGreaterThan(20);
      }
    }
  });
});
