import type { SynonymSet } from '@consigne/contract';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import { INVALIDATION_CHANNEL } from '../../lib/invalidation.js';
import { testApp } from '../../../test/app.js';
import { bearer, expectRoleMatrix, staffTokens, type StaffTokens } from '../../../test/staff.js';

const { app, db } = await testApp();
let tokens: StaffTokens;

beforeAll(async () => {
  tokens = await staffTokens(db);
});

/** The NOTIFY that clears the caches arrives just after the commit (asynchronously on PostgreSQL). */
const soon = { timeout: 2_000, interval: 20 };

const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  app.inject({
    method,
    url: `/api/admin/search-synonyms${url}`,
    payload: payload as object,
    headers: bearer(tokens.admin),
  });

/** The slugs a shopper's search lists (guest, default warehouse). */
const searchSlugs = async (search: string, locale = 'fr_FR') => {
  const res = await app.inject({
    url: `/api/products/cross-sell?${new URLSearchParams({ search, locale, limit: '24' })}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { products: { slug: string }[] }).products.map((p) => p.slug);
};

describe('search synonyms in the back-office', () => {
  it('is for admins only', async () => {
    const refused = { lyonManager: 403, lilleManager: 403, operator: 403, customer: 403, anonymous: 401 };
    await expectRoleMatrix(app, tokens, { url: '/api/admin/search-synonyms' }, { admin: 200, ...refused });
    await expectRoleMatrix(
      app,
      tokens,
      {
        method: 'POST',
        url: '/api/admin/search-synonyms',
        payload: { searchLocale: 'fr', terms: ['a1', 'b1'] },
      },
      { admin: 201, ...refused },
    );
  });

  it('lists the default sets of a locale', async () => {
    const res = await admin('GET', '?searchLocale=nl-BE');
    expect(res.statusCode).toBe(200);
    const { sets } = res.json() as { sets: SynonymSet[] };
    expect(sets.length).toBeGreaterThan(10);
    expect(sets.every((set) => set.searchLocale === 'nl-BE')).toBe(true);
    expect(sets.some((set) => set.terms.includes('spuitwater') && set.terms.includes('bruiswater'))).toBe(
      true,
    );
  });

  it('refuses too few terms, duplicates once normalised, and empty terms, with their messages', async () => {
    const few = await admin('POST', '', { searchLocale: 'fr', terms: ['seul'] });
    expect(few.statusCode).toBe(400);
    expect(few.body).toContain('2 à 20 termes');
    const same = await admin('POST', '', { searchLocale: 'fr', terms: ['Pétillante', 'petillante'] });
    expect(same.statusCode).toBe(400);
    expect(same.body).toContain('s’écrivent pareil');
    const empty = await admin('POST', '', { searchLocale: 'es', terms: ['ok', ' %% '], locale: 'es_ES' });
    expect(empty.statusCode).toBe(400);
    const unknown = await admin('POST', '', { searchLocale: 'de', terms: ['a', 'b'] });
    expect(unknown.statusCode).toBe(400);
  });

  it('finds a product by a synonym as soon as it is saved, and no longer once deleted, audited each time', async () => {
    expect(await searchSlugs('tord-boyaux')).toEqual([]);
    const created = await admin('POST', '', { searchLocale: 'fr', terms: ['tord-boyaux', 'eau-de-vie'] });
    expect(created.statusCode, created.body).toBe(201);
    const set = created.json() as SynonymSet;
    expect(await searchSlugs('tord-boyaux')).toContain('eau-de-vie-de-poire-williams-50cl');
    // Belgian French searches with the French sets too.
    expect(await searchSlugs('tord-boyaux', 'fr_BE')).toContain('eau-de-vie-de-poire-williams-50cl');
    expect(await searchSlugs('tord-boyaux', 'es_ES')).toEqual([]);

    const edited = await admin('PUT', `/${set.id}`, {
      version: set.version,
      terms: ['tord-boyaux', 'genièvre'],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await searchSlugs('tord-boyaux')).toEqual(['genievre-de-flandre-50cl']);
    const stale = await admin('PUT', `/${set.id}`, { version: set.version, terms: ['a', 'b'] });
    expect(stale.statusCode).toBe(409);

    const removed = await admin('DELETE', `/${set.id}?version=${set.version + 1}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await searchSlugs('tord-boyaux')).toEqual([]);
    expect((await admin('DELETE', `/${set.id}?version=${set.version + 1}`)).statusCode).toBe(404);

    const trail = await db
      .select({ action: t.auditLog.action })
      .from(t.auditLog)
      .where(and(eq(t.auditLog.entity, 'search_synonyms'), eq(t.auditLog.entityId, String(set.id))));
    expect(trail.map((entry) => entry.action).sort()).toEqual([
      'synonyms.create',
      'synonyms.delete',
      'synonyms.update',
    ]);
  });

  it('drops its synonyms when another instance changes the catalogue (the NOTIFY), not before', async () => {
    expect(await searchSlugs('schnaps')).toEqual([]);
    // Another instance's write: the row lands and the notice follows its commit.
    await db.insert(t.searchSynonyms).values({ locale: 'fr', terms: ['schnaps', 'eau-de-vie'] });
    await db.execute(sql`select pg_notify(${INVALIDATION_CHANNEL}, 'catalog')`);
    await expect.poll(() => searchSlugs('schnaps'), soon).toContain('eau-de-vie-de-poire-williams-50cl');
  });
});

describe('odd searches', () => {
  it.each([
    '%',
    '_',
    '\\',
    '100 %',
    '1,5 l',
    'x6',
    'de la',
    '!!!',
    'a b c d e f g h i j k l m n o p q r s t',
  ])('« %s » is answered, never refused', async (search) => {
    const res = await app.inject({ url: `/api/products/cross-sell?${new URLSearchParams({ search })}` });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('takes a percent sign literally, not as a like pattern’s wildcard', async () => {
    // The one name that holds a percent sign: « Tablette de chocolat noir 70 % ».
    expect(await searchSlugs('%')).toEqual(['chocolat-noir-70-100g']);
  });
});
