import { describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app.js';

const { app } = await testApp();

interface ListBody {
  posts: Array<{
    slug: string;
    title: string;
    excerpt: string;
    publishedAt: string;
    author: string;
    cover: string;
    hasVideo: boolean;
  }>;
  count: number;
}

describe('GET /api/blog', () => {
  it('lists the articles newest first with a cover URL and a video flag', async () => {
    const res = await app.inject({ url: '/api/blog' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as ListBody;
    expect(body.count).toBe(6);
    expect(body.posts).toHaveLength(6);
    const dates = body.posts.map((p) => Date.parse(p.publishedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(body.posts[0]).toMatchObject({
      slug: 'pourquoi-la-consigne-plutot-que-le-recyclage',
      title: 'Pourquoi la consigne plutôt que le recyclage ?',
      cover: '/api/media/blog/pourquoi-la-consigne-plutot-que-le-recyclage.svg',
      hasVideo: false,
    });
    expect(body.posts.filter((p) => p.hasVideo).map((p) => p.slug)).toEqual([
      'dans-les-coulisses-du-lavage-des-bouteilles',
    ]);
  });

  it('pages without overlap and keeps the total count', async () => {
    const first = (await app.inject({ url: '/api/blog?page=1&limit=4' })).json() as ListBody;
    const second = (await app.inject({ url: '/api/blog?page=2&limit=4' })).json() as ListBody;
    expect(first.posts).toHaveLength(4);
    expect(second.posts).toHaveLength(2);
    expect(second.count).toBe(6);
    const slugs = [...first.posts, ...second.posts].map((p) => p.slug);
    expect(new Set(slugs).size).toBe(6);
    const empty = (await app.inject({ url: '/api/blog?page=3&limit=4' })).json() as ListBody;
    expect(empty).toEqual({ posts: [], count: 6 });
  });

  it('answers in the requested locale', async () => {
    const nl = (await app.inject({ url: '/api/blog?locale=nl_BE' })).json() as ListBody;
    expect(nl.posts[0]!.title).toBe('Waarom leeggoed in plaats van recyclage?');
    const es = (await app.inject({ url: '/api/blog?locale=es_ES' })).json() as ListBody;
    expect(es.posts[0]!.title).toBe('¿Por qué el envase retornable y no el reciclaje?');
  });

  it('refuses an unknown locale and a bad page with a 400 envelope', async () => {
    const locale = await app.inject({ url: '/api/blog?locale=xx' });
    expect(locale.statusCode).toBe(400);
    expect(locale.json().errors[0].field).toBe('locale');
    const page = await app.inject({ url: '/api/blog?page=0' });
    expect(page.statusCode).toBe(400);
    expect(page.json().errors[0].field).toBe('page');
  });
});

describe('GET /api/blog/:slug', () => {
  it('gives the Markdown body, author and the video URL', async () => {
    const res = await app.inject({ url: '/api/blog/dans-les-coulisses-du-lavage-des-bouteilles' });
    expect(res.statusCode).toBe(200);
    const post = res.json();
    expect(post).toMatchObject({
      slug: 'dans-les-coulisses-du-lavage-des-bouteilles',
      title: 'Dans les coulisses du lavage des bouteilles',
      author: expect.any(String),
      cover: '/api/media/blog/dans-les-coulisses-du-lavage-des-bouteilles.svg',
      videoUrl: '/videos/lavage-bouteilles.mp4',
    });
    expect(post.body).toContain('## ');
    const words = (post.body as string).split(/\s+/).length;
    expect(words).toBeGreaterThanOrEqual(200);
    expect(words).toBeLessThanOrEqual(500);
  });

  it('localizes the article in Belgian Dutch and Belgian French', async () => {
    const nl = (
      await app.inject({ url: '/api/blog/comment-fonctionne-la-collecte-des-vides?locale=nl_BE' })
    ).json();
    expect(nl.title).toBe('Hoe werkt de ophaling van leeggoed?');
    expect(nl.body).toContain('spaarpot');
    expect(nl.videoUrl).toBeNull();
    const be = (
      await app.inject({ url: '/api/blog/comment-fonctionne-la-collecte-des-vides?locale=fr_BE' })
    ).json();
    expect(be.body).toContain('vidanges');
  });

  it('is a 404 envelope for an unknown article', async () => {
    const res = await app.inject({ url: '/api/blog/article-inconnu' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', message: 'Ressource introuvable.', errors: [] });
    const nl = await app.inject({ url: '/api/blog/Not%20A%20Slug?locale=nl_BE' });
    expect(nl.statusCode).toBe(404);
    expect(nl.json().message).toBe('Niet gevonden.');
  });
});

describe('GET /api/media/blog/:slug.svg', () => {
  it('serves a cacheable generated SVG cover', async () => {
    const res = await app.inject({
      url: '/api/media/blog/recette-limonade-maison-et-sirop-de-fleur-de-sureau.svg',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toContain('max-age=86400');
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1200" height="630"/);
    expect(res.body).toContain('#FFF6CC');
    expect(res.body).toContain(
      '<title id="cv-title">Recette : limonade maison et sirop de fleur de sureau</title>',
    );
  });

  it('is a 404 for an unknown article', async () => {
    expect((await app.inject({ url: '/api/media/blog/inconnu.svg' })).statusCode).toBe(404);
  });
});
