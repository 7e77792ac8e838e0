import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as t from '../../../db/schema/index.js';
import { testApp } from '../../../../test/app.js';
import { bearer, expectRoleMatrix, staffTokens, type StaffTokens } from '../../../../test/staff.js';

const { app, db } = await testApp();
let tokens: StaffTokens;

beforeAll(async () => {
  tokens = await staffTokens(db);
});

const adminOnly = (ok: number) => ({
  admin: ok,
  lyonManager: 403,
  lilleManager: 403,
  operator: 403,
  customer: 403,
  anonymous: 401,
});

const text = (title: string) => ({ title, summary: `Résumé de ${title}`, body: `## ${title}\n\nUn texte.` });
const empty = { title: '', summary: '', body: '' };
const fourLocales = (title: string) => ({
  fr: text(title),
  es: text(`${title} (es)`),
  be: text(`${title} (be)`),
  'nl-BE': text(`${title} (nl)`),
});

const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString();
let slugCount = 0;
const postBody = (over: Record<string, unknown> = {}) => ({
  slug: `article-test-${++slugCount}-${Math.random().toString(36).slice(2, 7)}`,
  status: 'published',
  publishedAt: inSeconds(-60),
  author: 'Équipe consigne',
  coverIcon: 'lemon',
  coverColor: '#e8f5e9',
  videoUrl: null,
  texts: fourLocales('Un article'),
  ...over,
});

const as = (token: string | null, options: { method?: string; url: string; payload?: unknown }) =>
  app.inject({ ...options, headers: bearer(token) } as InjectOptions);

const adminCall = (method: string, url: string, payload?: unknown) =>
  as(tokens.admin, { method, url, payload });

describe('role checks: the content area is for admins only', () => {
  it('refuses every content and redirect route to managers, drivers, customers and guests', async () => {
    const post = (await adminCall('POST', '/api/admin/content/blog', postBody())).json();
    const [page] = (await adminCall('GET', '/api/admin/content/pages')).json();
    const redirect = (
      await adminCall('POST', '/api/admin/redirects', {
        path: '/fr/matrice',
        target: '/fr/blog',
        status: 301,
      })
    ).json();
    const matrix: Array<[Parameters<typeof expectRoleMatrix>[2], number]> = [
      [{ url: '/api/admin/content/pages' }, 200],
      [{ url: `/api/admin/content/pages/${page.id}` }, 200],
      [
        () => ({
          method: 'POST',
          url: '/api/admin/content/pages',
          payload: {
            slug: `page-${Math.random().toString(36).slice(2)}`,
            status: 'draft',
            texts: fourLocales('P'),
          },
        }),
        201,
      ],
      [{ url: '/api/admin/content/blog' }, 200],
      [{ url: `/api/admin/content/blog/${post.id}` }, 200],
      [() => ({ method: 'POST', url: '/api/admin/content/blog', payload: postBody() }), 201],
      [{ url: '/api/admin/redirects' }, 200],
      [
        () => ({
          method: 'POST',
          url: '/api/admin/redirects',
          payload: { path: `/fr/m-${Math.random().toString(36).slice(2)}`, target: '/fr', status: 302 },
        }),
        201,
      ],
    ];
    for (const [request, ok] of matrix) await expectRoleMatrix(app, tokens, request, adminOnly(ok));

    // Writes to one row: everyone else first, the admin last (the version moves once).
    const full = (await adminCall('GET', `/api/admin/content/pages/${page.id}`)).json();
    const writes: Array<[{ method: string; url: string; payload?: unknown }, number]> = [
      [
        {
          method: 'PUT',
          url: `/api/admin/content/pages/${page.id}`,
          payload: { slug: full.slug, status: full.status, texts: full.texts, version: full.version },
        },
        200,
      ],
      [
        {
          method: 'PUT',
          url: `/api/admin/content/blog/${post.id}`,
          payload: { ...postBody({ slug: post.slug }), version: post.version },
        },
        200,
      ],
      [
        {
          method: 'PUT',
          url: `/api/admin/redirects/${redirect.id}`,
          payload: { path: '/fr/matrice', target: '/fr/blog', status: 302, version: redirect.version },
        },
        200,
      ],
      [{ method: 'DELETE', url: `/api/admin/content/blog/${post.id}?version=${post.version + 1}` }, 204],
      [{ method: 'DELETE', url: `/api/admin/redirects/${redirect.id}?version=${redirect.version + 1}` }, 204],
    ];
    const othersFirst = ({ admin, ...others }: ReturnType<typeof adminOnly>) => ({ ...others, admin });
    for (const [request, ok] of writes)
      await expectRoleMatrix(app, tokens, request as never, othersFirst(adminOnly(ok)));
  });
});

describe('editorial pages', () => {
  it('lists the configured pages with what is not translated yet', async () => {
    const pages = (await adminCall('GET', '/api/admin/content/pages')).json();
    const cgv = pages.find((p: { key: string }) => p.key === 'cgv');
    expect(cgv).toMatchObject({ status: 'published', missingLocales: [], version: expect.any(Number) });
    const full = (await adminCall('GET', `/api/admin/content/pages/${cgv.id}`)).json();
    expect(full.texts.fr.body).toContain('Droit de rétractation');
    expect(full.texts['nl-BE'].title).toBe('Algemene verkoopsvoorwaarden');
  });

  it('keeps a new page in draft off the storefront until it is published, French-only flagged', async () => {
    const slug = `page-brouillon-${Math.random().toString(36).slice(2, 7)}`;
    const created = await adminCall('POST', '/api/admin/content/pages', {
      slug,
      status: 'draft',
      texts: { fr: text('Nouvelle page'), es: empty, be: empty, 'nl-BE': empty },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().missingLocales).toEqual(['es', 'be', 'nl-BE']);
    expect((await app.inject({ url: `/api/pages/${slug}` })).statusCode).toBe(404);
    const list = (await app.inject({ url: '/api/pages' })).json() as Array<{ slug: string }>;
    expect(list.map((p) => p.slug)).not.toContain(slug);

    const page = created.json();
    const published = await adminCall('PUT', `/api/admin/content/pages/${page.id}`, {
      slug,
      status: 'published',
      texts: { ...fourLocales('Nouvelle page'), es: empty },
      version: page.version,
    });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ version: page.version + 1, missingLocales: ['es'] });
    expect((await app.inject({ url: `/api/pages/${slug}?locale=nl_BE` })).json().title).toBe(
      'Nouvelle page (nl)',
    );
    // Spanish falls back to French.
    expect((await app.inject({ url: `/api/pages/${slug}?locale=es_ES` })).json().title).toBe('Nouvelle page');
  });

  it('refuses to put the CGV in draft, a half-translated locale and a stale version', async () => {
    const pages = (await adminCall('GET', '/api/admin/content/pages')).json();
    const cgv = (
      await adminCall(
        'GET',
        `/api/admin/content/pages/${pages.find((p: { key: string }) => p.key === 'cgv').id}`,
      )
    ).json();
    const save = (over: Record<string, unknown>) =>
      adminCall('PUT', `/api/admin/content/pages/${cgv.id}`, {
        slug: cgv.slug,
        status: 'published',
        texts: cgv.texts,
        version: cgv.version,
        ...over,
      });
    const draft = await save({ status: 'draft' });
    expect(draft.statusCode).toBe(422);
    expect(draft.json().errors[0]).toMatchObject({ field: 'status' });
    const half = await save({ texts: { ...cgv.texts, es: { title: 'Condiciones', summary: '', body: '' } } });
    expect(half.statusCode).toBe(422);
    expect(half.json().errors.map((e: { field: string }) => e.field)).toEqual([
      'texts.es.summary',
      'texts.es.body',
    ]);
    expect((await save({ texts: { ...cgv.texts, fr: empty } })).statusCode).toBe(422);
    expect((await save({ slug: 'Pas Une Adresse' })).statusCode).toBe(400);
    // Nothing changed by the refusals: the version read still saves.
    const ok = await save({});
    expect(ok.statusCode).toBe(200);
    const stale = await save({});
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/modifiée par quelqu’un d’autre/);
    expect((await adminCall('GET', '/api/admin/content/pages/999999')).statusCode).toBe(404);
  });
});

describe('blog articles', () => {
  it('shows a scheduled article from its time on, never before, with its four translations', async () => {
    const body = postBody({ publishedAt: inSeconds(2) });
    const created = await adminCall('POST', '/api/admin/content/blog', body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ state: 'scheduled', missingLocales: [] });
    const listed = async () =>
      ((await app.inject({ url: '/api/blog?limit=50' })).json().posts as Array<{ slug: string }>).map(
        (p) => p.slug,
      );
    expect(await listed()).not.toContain(body.slug);
    expect((await app.inject({ url: `/api/blog/${body.slug}` })).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/media/blog/${body.slug}.svg` })).statusCode).toBe(404);

    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect(await listed()).toContain(body.slug);
    const nl = (await app.inject({ url: `/api/blog/${body.slug}?locale=nl_BE` })).json();
    expect(nl.title).toBe('Un article (nl)');
    const admin = (await adminCall('GET', `/api/admin/content/blog?q=${body.slug}`)).json();
    expect(admin).toMatchObject({ total: 1, rows: [{ slug: body.slug, state: 'published' }] });
  });

  it('keeps a draft off the storefront whatever its date, and counts only what is shown', async () => {
    const before = (await app.inject({ url: '/api/blog' })).json().count;
    const body = postBody({ status: 'draft' });
    const created = (await adminCall('POST', '/api/admin/content/blog', body)).json();
    expect(created.state).toBe('draft');
    expect((await app.inject({ url: `/api/blog/${body.slug}` })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/blog' })).json().count).toBe(before);
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const taken = postBody();
    expect((await adminCall('POST', '/api/admin/content/blog', taken)).statusCode).toBe(201);
    const duplicate = await adminCall('POST', '/api/admin/content/blog', { ...postBody(), slug: taken.slug });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors).toEqual([
      { field: 'slug', message: expect.stringMatching(/déjà utilisée/) },
    ]);
    const bad = [
      { coverColor: 'vert' },
      { publishedAt: 'demain' },
      { status: 'archived' },
      { slug: '../etc' },
      { texts: { ...fourLocales('x'), fr: { title: 'x', summary: 'y' } } },
    ];
    for (const over of bad)
      expect(
        (await adminCall('POST', '/api/admin/content/blog', postBody(over))).statusCode,
        JSON.stringify(over),
      ).toBe(400);
    const count = await db.$count(t.blogPosts);
    const half = await adminCall(
      'POST',
      '/api/admin/content/blog',
      postBody({ texts: { ...fourLocales('x'), be: { ...empty, body: 'seul' } } }),
    );
    expect(half.statusCode).toBe(422);
    expect(await db.$count(t.blogPosts)).toBe(count);
    expect(
      (await adminCall('PUT', '/api/admin/content/blog/999999', { ...postBody(), version: 1 })).statusCode,
    ).toBe(404);
  });

  it('lets one of two concurrent saves of the same version through, the other gets 409, and both are audited', async () => {
    const created = (await adminCall('POST', '/api/admin/content/blog', postBody())).json();
    const save = (title: string) =>
      adminCall('PUT', `/api/admin/content/blog/${created.id}`, {
        ...postBody({ slug: created.slug, texts: fourLocales(title) }),
        version: created.version,
      });
    const results = await Promise.all([save('Version A'), save('Version B')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.statusCode === 200)!.json();
    const stored = (await adminCall('GET', `/api/admin/content/blog/${created.id}`)).json();
    expect(stored.texts.fr.title).toBe(winner.texts.fr.title);
    expect(stored.version).toBe(created.version + 1);
    const entries = await db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.entity, 'content'), eq(t.auditLog.entityId, `blog:${created.id}`)));
    expect(entries.map((e) => e.action).sort()).toEqual(['blog.create', 'blog.update']);
    const update = entries.find((e) => e.action === 'blog.update')!;
    expect(update.before).toMatchObject({ texts: { fr: { title: 'Un article' } } });
    expect(update.after).toMatchObject({ texts: { fr: { title: winner.texts.fr.title } } });

    expect((await adminCall('DELETE', `/api/admin/content/blog/${created.id}?version=1`)).statusCode).toBe(
      409,
    );
    expect(
      (await adminCall('DELETE', `/api/admin/content/blog/${created.id}?version=${stored.version}`))
        .statusCode,
    ).toBe(204);
    expect((await adminCall('GET', `/api/admin/content/blog/${created.id}`)).statusCode).toBe(404);
  });
});

describe('redirects', () => {
  const lookup = (path: string) => app.inject({ url: `/api/redirects?path=${encodeURIComponent(path)}` });
  /** The clearing NOTIFY reaches this instance a moment after the commit (on PostgreSQL, its own connection). */
  const lookupSoon = (path: string, expected: unknown) =>
    vi.waitFor(
      async () => {
        const res = await lookup(path);
        expect(res.statusCode === 404 ? 404 : res.json()).toEqual(expected);
      },
      { timeout: 2000, interval: 20 },
    );
  const create = (path: string, target: string, status = 301) =>
    adminCall('POST', '/api/admin/redirects', { path, target, status });

  it('serves a new redirect at once, even where a miss was cached, and an edit and a delete too', async () => {
    expect((await lookup('/fr/promo-ete')).statusCode).toBe(404); // the miss is now cached
    const created = await create('/fr/promo-ete/', '/fr/produits?tri=prix');
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      path: '/fr/promo-ete',
      target: '/fr/produits?tri=prix',
      status: 301,
    });
    await lookupSoon('/fr/promo-ete', { target: '/fr/produits?tri=prix', status: 301 });

    const { id, version } = created.json();
    const edited = await adminCall('PUT', `/api/admin/redirects/${id}`, {
      path: '/fr/promo-ete',
      target: 'https://jobs.consigne.app/ete',
      status: 308,
      version,
    });
    expect(edited.statusCode).toBe(200);
    await lookupSoon('/fr/promo-ete', { target: 'https://jobs.consigne.app/ete', status: 308 });
    expect((await adminCall('DELETE', `/api/admin/redirects/${id}?version=${version}`)).statusCode).toBe(409);
    expect((await adminCall('DELETE', `/api/admin/redirects/${id}?version=${version + 1}`)).statusCode).toBe(
      204,
    );
    await lookupSoon('/fr/promo-ete', 404);
  });

  it('refuses paths and targets that are not ours or not safe, a wrong status and a duplicate', async () => {
    const count = await db.$count(t.redirects);
    const cases: Array<[string, string, number, number, string]> = [
      ['fr/sans-slash', '/fr', 301, 422, 'path'],
      ['/pas-de-langue', '/fr', 301, 422, 'path'],
      ['/fr/x?y=1', '/fr', 301, 422, 'path'],
      ['/fr/a', 'http://exemple.fr', 301, 422, 'target'],
      ['/fr/a', '//evil.example', 301, 422, 'target'],
      ['/fr/a', 'javascript:alert(1)', 301, 422, 'target'],
      ['/fr/a', '/fr/..%2f/evil', 301, 422, 'target'],
      ['/fr/a', '/fr', 303, 400, 'status'],
      ['/fr/cgv', '/fr', 301, 409, 'path'],
    ];
    for (const [path, target, status, code, field] of cases) {
      const res = await create(path, target, status);
      expect(res.statusCode, `${path} → ${target} ${status}`).toBe(code);
      expect(res.json().errors[0].field).toBe(field);
      expect(res.json().message.length).toBeGreaterThan(5);
    }
    expect(await db.$count(t.redirects)).toBe(count);
  });

  it('refuses loops: to itself, back and forth, and around a chain', async () => {
    expect((await create('/fr/boucle', '/fr/boucle/')).json().errors[0].field).toBe('target');
    expect((await create('/fr/aller', '/fr/retour')).statusCode).toBe(201);
    expect((await create('/fr/retour', '/fr/aller?x=1')).statusCode).toBe(422);
    expect((await create('/fr/retour', '/fr/plus-loin')).statusCode).toBe(201);
    const closing = await create('/fr/plus-loin', '/fr/aller');
    expect(closing.statusCode).toBe(422);
    expect(closing.json().message).toMatch(/boucle/);
  });

  it('lets only one of two concurrent halves of a loop in', async () => {
    const results = await Promise.all([create('/fr/ping', '/fr/pong'), create('/fr/pong', '/fr/ping')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422]);
  });
});

describe("the home's promo bar", () => {
  it('is edited by admins only, in four locales, and the storefront follows at once', async () => {
    await expectRoleMatrix(app, tokens, { url: '/api/admin/content/promo-bar' }, adminOnly(200));
    const read = async (locale: string) =>
      (await app.inject({ url: `/api/promo-bar?locale=${locale}` })).json();
    // As shipped: Belgian Dutch writes the euro sign first (migration 0036 rewrote "5 € korting").
    expect(await read('nl_BE')).toMatchObject({ enabled: true, part1: '€ 5 korting', part3: 'GOEDEMORGEN' });

    const bar = (await adminCall('GET', '/api/admin/content/promo-bar')).json();
    const texts = { ...bar.texts, 'nl-BE': { ...bar.texts['nl-BE'], part3: 'ZOMER' } };
    const put = (token: string | null, version: number) =>
      as(token, {
        method: 'PUT',
        url: '/api/admin/content/promo-bar',
        payload: { enabled: true, texts, version },
      });
    for (const role of ['lyonManager', 'lilleManager', 'operator', 'customer'] as const)
      expect((await put(tokens[role], bar.version)).statusCode).toBe(403);
    expect((await put(null, bar.version)).statusCode).toBe(401);
    const missing = await adminCall('PUT', '/api/admin/content/promo-bar', {
      enabled: true,
      texts: { ...texts, es: { ...texts.es, part3: '' } },
      version: bar.version,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].field).toBe('texts.es.part3');

    expect((await put(tokens.admin, bar.version)).statusCode).toBe(200);
    expect((await put(tokens.admin, bar.version)).statusCode).toBe(409);
    await vi.waitFor(async () => expect((await read('nl_BE')).part3).toBe('ZOMER'), { timeout: 2000 });
    expect((await read('fr_FR')).part3).toBe(bar.texts.fr.part3);
  });
});
