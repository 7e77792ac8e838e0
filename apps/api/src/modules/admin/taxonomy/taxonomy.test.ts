import type { AdminTaxonomy } from '@consigne/contract';
import { and, eq, inArray, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../../db/schema/index.js';
import { testApp } from '../../../../test/app.js';
import { bearer, expectRoleMatrix, staffTokens, type StaffTokens } from '../../../../test/staff.js';
import { slugify } from './slugs.js';

const { app, db } = await testApp();
let tokens: StaffTokens;

beforeAll(async () => {
  tokens = await staffTokens(db);
});

const refused = {
  lyonManager: 403,
  lilleManager: 403,
  operator: 403,
  customer: 403,
  anonymous: 401,
} as const;
const names = (fr: string, more: Partial<Record<'es' | 'be' | 'nl-BE', string>> = {}) => ({
  fr,
  es: more.es ?? `${fr} (es)`,
  be: more.be ?? '',
  'nl-BE': more['nl-BE'] ?? `${fr} (nl)`,
});
/** The NOTIFY that clears the caches arrives just after the commit (asynchronously on PostgreSQL). */
const soon = { timeout: 2_000, interval: 20 };
let counter = 0;
/** A French name no other test uses (the file shares one database). */
const unique = (base: string) => `${base} ${++counter}${Math.random().toString(36).slice(2, 6)}`;

const admin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  app.inject({ method, url: `/api/admin${url}`, payload: payload as object, headers: bearer(tokens.admin) });

const taxonomy = async (): Promise<AdminTaxonomy> => (await admin('GET', '/taxonomy')).json();

async function createRayon(fr: string, extra: Record<string, unknown> = {}) {
  const res = await admin('POST', '/rayons', {
    names: names(fr),
    icon: 'beer-mug',
    color: '#f5c542',
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  const { id, taxonomy: tree } = res.json() as { id: number; taxonomy: AdminTaxonomy };
  return tree.rayons.find((r) => r.id === id)!;
}

async function createCategory(masterId: number, fr: string) {
  const res = await admin('POST', '/categories', { masterId, names: names(fr) });
  expect(res.statusCode, res.body).toBe(201);
  const { id, taxonomy: tree } = res.json() as { id: number; taxonomy: AdminTaxonomy };
  return tree.rayons.flatMap((r) => r.categories).find((c) => c.id === id)!;
}

type StoreRayon = { id: number; slug: string; name: string; categories: Array<{ id: number; name: string }> };
const storefront = async (locale = 'fr_FR'): Promise<StoreRayon[]> =>
  (await app.inject({ url: `/api/categories?locale=${locale}` })).json();

describe('taxonomy role checks (admins only)', () => {
  it('lets only an admin read the taxonomy', async () => {
    await expectRoleMatrix(app, tokens, { url: '/api/admin/taxonomy' }, { admin: 200, ...refused });
  });

  it('lets only an admin create Rayons, categories and tags', async () => {
    const rayon = await createRayon(unique('Matrice'));
    await expectRoleMatrix(
      app,
      tokens,
      {
        method: 'POST',
        url: '/api/admin/rayons',
        payload: { names: names(unique('R')), icon: 'beer-mug', color: '#123456' },
      },
      { admin: 201, ...refused },
    );
    await expectRoleMatrix(
      app,
      tokens,
      {
        method: 'POST',
        url: '/api/admin/categories',
        payload: { masterId: rayon.id, names: names(unique('C')) },
      },
      { admin: 201, ...refused },
    );
    await expectRoleMatrix(
      app,
      tokens,
      { method: 'POST', url: '/api/admin/tags', payload: { names: names(unique('T')) } },
      { admin: 201, ...refused },
    );
  });

  it('lets only an admin edit and move them', async () => {
    const rayon = await createRayon(unique('Matrice'));
    const category = await createCategory(rayon.id, unique('Cat'));
    const tag = (await taxonomy()).tags[0]!;
    const cases: Array<[string, number]> = [
      [`/api/admin/rayons/${rayon.id}`, rayon.version],
      [`/api/admin/categories/${category.id}`, category.version],
      [`/api/admin/tags/${tag.id}`, tag.version],
    ];
    for (const [url, version] of cases) {
      // An unchanged edit: 200 without moving the version, so each role sends the same request.
      await expectRoleMatrix(
        app,
        tokens,
        { method: 'PATCH', url, payload: { version, isHidden: false } },
        { admin: 200, ...refused },
      );
      await expectRoleMatrix(
        app,
        tokens,
        { method: 'POST', url: `${url}/move`, payload: { direction: 'up' } },
        { admin: 200, ...refused },
      );
    }
  });

  it('refuses a manager before validating the body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/rayons',
      payload: { nonsense: true },
      headers: bearer(tokens.lyonManager),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('Rayons and categories', () => {
  it('derives slugs from the French name, unique across Rayons and categories', async () => {
    expect(slugify('Bières & Cidres œnologie')).toBe('bieres-cidres-oenologie');
    const fr = unique('Épicerie fine');
    const first = await createRayon(fr);
    expect(first.slug).toBe(slugify(fr));
    const homonym = await createCategory(first.id, fr);
    expect(homonym.slug).toBe(`${first.slug}-2`);
    const taken = await admin('POST', '/categories', {
      masterId: first.id,
      names: names('X'),
      slug: first.slug,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0].field).toBe('slug');
  });

  it('refuses bad input with a clear error and changes nothing', async () => {
    const before = await taxonomy();
    const cases: Array<[string, unknown, number]> = [
      ['/rayons', { names: names(''), icon: 'beer-mug', color: '#f5c542' }, 400],
      ['/rayons', { names: names('Sans icône'), icon: 'no-such-icon-here', color: '#f5c542' }, 422],
      ['/rayons', { names: names('Couleur'), icon: 'beer-mug', color: 'red' }, 400],
      ['/rayons', { names: names('Slug'), icon: 'beer-mug', color: '#f5c542', slug: 'Pas Un Slug' }, 400],
      ['/rayons', { names: names('!!!'), icon: 'beer-mug', color: '#f5c542' }, 422],
      ['/categories', { masterId: 999_999, names: names('Orpheline') }, 404],
    ];
    for (const [url, payload, status] of cases) {
      const res = await admin('POST', url, payload);
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(status);
      expect(res.json().message).toBeTruthy();
    }
    expect((await admin('PATCH', '/rayons/999999', { version: 1 })).statusCode).toBe(404);
    expect((await admin('POST', '/tags/999999/move', { direction: 'up' })).statusCode).toBe(404);
    expect(await taxonomy()).toEqual(before);
  });

  it('renames in four locales: the storefront answers at once, an empty translation falls back to French', async () => {
    const rayon = await createRayon(unique('Boissons'));
    await storefront('es_ES'); // warms the catalogue cache
    const renamed = names(unique('Boissons fraîches'), {
      es: 'Bebidas frías',
      be: 'Boissons (BE)',
      'nl-BE': '',
    });
    const res = await admin('PATCH', `/rayons/${rayon.id}`, { version: rayon.version, names: renamed });
    expect(res.statusCode, res.body).toBe(200);
    await expect
      .poll(async () => (await storefront('es_ES')).find((r) => r.id === rayon.id)?.name, soon)
      .toBe('Bebidas frías');
    await expect
      .poll(async () => (await storefront('fr_BE')).find((r) => r.id === rayon.id)?.name, soon)
      .toBe('Boissons (BE)');
    await expect
      .poll(async () => (await storefront('nl_BE')).find((r) => r.id === rayon.id)?.name, soon)
      .toBe(renamed.fr);
    const after = (await taxonomy()).rayons.find((r) => r.id === rayon.id)!;
    expect(after.slug).toBe(rayon.slug); // stable on rename
    expect(after.version).toBe(rayon.version + 1);
    const [entry] = await db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.action, 'rayon.update'), eq(t.auditLog.entityId, String(rayon.id))));
    expect(entry?.before).toMatchObject({ names: rayon.names });
    expect(entry?.after).toMatchObject({ names: renamed });
  });

  it('refuses a stale version (409) without overwriting; of two saves at once, one wins', async () => {
    const rayon = await createRayon(unique('Concurrence'));
    const saves = await Promise.all(
      ['Premier', 'Second'].map((fr) =>
        admin('PATCH', `/rayons/${rayon.id}`, { version: rayon.version, names: names(fr) }),
      ),
    );
    expect(saves.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = saves.find((r) => r.statusCode === 200)!.json() as AdminTaxonomy;
    const kept = winner.rayons.find((r) => r.id === rayon.id)!;
    expect((await taxonomy()).rayons.find((r) => r.id === rayon.id)).toEqual(kept);
    const stale = saves.find((r) => r.statusCode === 409)!;
    expect(stale.json().message).toMatch(/modifiée par quelqu’un d’autre/);
  });

  it('hides a Rayon and a category from menus and listings without deleting their products', async () => {
    const tree = await taxonomy();
    const rayon = tree.rayons.find((r) => r.productCount > 0 && !r.isHidden)!;
    const listing = async (section: string) =>
      (await app.inject({ url: `/api/products/cross-sell?section=${section}&limit=5` })).json()
        .count as number;
    expect(await listing(rayon.slug)).toBeGreaterThan(0);
    const hide = await admin('PATCH', `/rayons/${rayon.id}`, { version: rayon.version, isHidden: true });
    expect(hide.statusCode).toBe(200);
    await expect.poll(async () => (await storefront()).some((r) => r.id === rayon.id), soon).toBe(false);
    await expect.poll(() => listing(rayon.slug), soon).toBe(0);
    expect((await app.inject({ url: `/api/categories/${rayon.slug}` })).statusCode).toBe(404);
    const kept = await db.$count(
      t.products,
      inArray(
        t.products.categoryId,
        rayon.categories.map((c) => c.id),
      ),
    );
    expect(kept).toBe(rayon.productCount);

    const shown = (await taxonomy()).rayons.find((r) => r.id === rayon.id)!;
    await admin('PATCH', `/rayons/${rayon.id}`, { version: shown.version, isHidden: false });
    const category = shown.categories.find((c) => c.productCount > 0)!;
    await admin('PATCH', `/categories/${category.id}`, { version: category.version, isHidden: true });
    await expect
      .poll(
        async () => (await storefront()).find((r) => r.id === rayon.id)?.categories.map((c) => c.id),
        soon,
      )
      .not.toContain(category.id);
    await expect.poll(() => listing(category.slug), soon).toBe(0);
    const again = (await taxonomy()).rayons.flatMap((r) => r.categories).find((c) => c.id === category.id)!;
    await admin('PATCH', `/categories/${category.id}`, { version: again.version, isHidden: false });
    await expect.poll(() => listing(category.slug), soon).toBeGreaterThan(0);
  });

  it('marks a category as fresh: its goods back from a failed delivery are written off', async () => {
    const category = (await taxonomy()).rayons.flatMap((r) => r.categories).find((c) => !c.writeOffOnReturn)!;
    const res = await admin('PATCH', `/categories/${category.id}`, {
      version: category.version,
      writeOffOnReturn: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await taxonomy()).rayons.flatMap((r) => r.categories).find((c) => c.id === category.id)!;
    expect(after.writeOffOnReturn).toBe(true);
    await admin('PATCH', `/categories/${category.id}`, { version: after.version, writeOffOnReturn: false });
  });

  it('reorders with up and down; the storefront follows; moves at once keep a clean order', async () => {
    const order = async () => (await storefront()).map((r) => r.id);
    const before = await order();
    const second = before[1]!;
    expect((await admin('POST', `/rayons/${second}/move`, { direction: 'up' })).statusCode).toBe(200);
    await expect.poll(async () => (await order()).slice(0, 2), soon).toEqual([second, before[0]]);
    await admin('POST', `/rayons/${second}/move`, { direction: 'down' });
    await expect.poll(() => order(), soon).toEqual(before);
    // The first cannot go up: nothing changes.
    await admin('POST', `/rayons/${before[0]}/move`, { direction: 'up' });
    await expect.poll(() => order(), soon).toEqual(before);

    const ids = (await taxonomy()).rayons.map((r) => r.id);
    await Promise.all(
      ids
        .slice(0, 6)
        .map((id, i) => admin('POST', `/rayons/${id}/move`, { direction: i % 2 ? 'up' : 'down' })),
    );
    const positions = (await taxonomy()).rayons.map((r) => r.position);
    expect(positions).toEqual(positions.map((_, i) => i));
  });

  it('moves a category within its Rayon and to another Rayon', async () => {
    const a = await createRayon(unique('Rayon A'));
    const b = await createRayon(unique('Rayon B'));
    const first = await createCategory(a.id, unique('Un'));
    const second = await createCategory(a.id, unique('Deux'));
    await admin('POST', `/categories/${second.id}/move`, { direction: 'up' });
    let tree = await taxonomy();
    expect(tree.rayons.find((r) => r.id === a.id)!.categories.map((c) => c.id)).toEqual([
      second.id,
      first.id,
    ]);
    const moved = await admin('PATCH', `/categories/${first.id}`, { version: first.version, masterId: b.id });
    expect(moved.statusCode).toBe(200);
    tree = await taxonomy();
    expect(tree.rayons.find((r) => r.id === b.id)!.categories.map((c) => c.id)).toEqual([first.id]);
  });
});

describe('slug changes', () => {
  const redirectOf = async (path: string) => {
    const res = await app.inject({ url: `/api/redirects?path=${encodeURIComponent(path)}` });
    return res.statusCode === 200 ? (res.json().target as string) : null;
  };

  it('redirects the old address of every locale, flattens chains and frees a slug taken again', async () => {
    const rayon = await createRayon(unique('Ancien nom'));
    const old = rayon.slug;
    expect(await redirectOf(`/fr/c/${old}`)).toBeNull(); // cached as missing
    const fr = unique('Nouveau nom');
    const res = await admin('PATCH', `/rayons/${rayon.id}`, {
      version: rayon.version,
      names: names(fr),
      renewSlug: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const renamed = (res.json() as AdminTaxonomy).rayons.find((r) => r.id === rayon.id)!;
    expect(renamed.slug).toBe(slugify(fr));
    for (const lang of ['fr', 'es', 'be', 'nl-BE'])
      await expect.poll(() => redirectOf(`/${lang}/c/${old}`), soon).toBe(`/${lang}/c/${renamed.slug}`);

    const third = await admin('PATCH', `/rayons/${rayon.id}`, {
      version: renamed.version,
      slug: `${old}-bis`,
    });
    expect(third.statusCode).toBe(200);
    await expect.poll(() => redirectOf(`/fr/c/${old}`), soon).toBe(`/fr/c/${old}-bis`);
    await expect.poll(() => redirectOf(`/fr/c/${renamed.slug}`), soon).toBe(`/fr/c/${old}-bis`);

    // Back to the first slug: it is live again, no redirect away from it.
    const back = await admin('PATCH', `/rayons/${rayon.id}`, { version: renamed.version + 1, slug: old });
    expect(back.statusCode).toBe(200);
    await expect.poll(() => redirectOf(`/fr/c/${old}`), soon).toBeNull();
    await expect.poll(() => redirectOf(`/fr/c/${old}-bis`), soon).toBe(`/fr/c/${old}`);
    const rows = await db
      .select()
      .from(t.redirects)
      .where(like(t.redirects.path, `%/c/${old}%`));
    expect(rows.every((r) => r.target !== r.path)).toBe(true);
  });

  it('lists a Rayon and a category under their new slugs at once (each instance learns what a slug names)', async () => {
    const listing = async (section: string) =>
      (await app.inject({ url: `/api/products/cross-sell?section=${section}&limit=100` })).json()
        .count as number;
    const rayon = (await taxonomy()).rayons.find((r) => r.productCount > 0 && !r.isHidden)!;
    const category = rayon.categories.find((c) => c.productCount > 0 && !c.isHidden)!;
    const [rayonCount, categoryCount] = [await listing(rayon.slug), await listing(category.slug)];
    expect(rayonCount).toBeGreaterThan(categoryCount);
    const moved = await admin('PATCH', `/rayons/${rayon.id}`, {
      version: rayon.version,
      slug: `${rayon.slug}-r`,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const renamed = await admin('PATCH', `/categories/${category.id}`, {
      version: category.version,
      slug: `${category.slug}-c`,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    // The writing instance answers with the change at once; another one when the notice reaches it.
    expect(await listing(`${rayon.slug}-r`)).toBe(rayonCount);
    expect(await listing(`${category.slug}-c`)).toBe(categoryCount);
    expect(await listing(rayon.slug)).toBe(0);

    const back = (await taxonomy()).rayons.find((r) => r.id === rayon.id)!;
    await admin('PATCH', `/rayons/${rayon.id}`, { version: back.version, slug: rayon.slug });
    const again = back.categories.find((c) => c.id === category.id)!;
    await admin('PATCH', `/categories/${category.id}`, { version: again.version, slug: category.slug });
    expect(await listing(rayon.slug)).toBe(rayonCount);
  });

  it('of a Rayon and a category claiming one slug at once, one gets it', async () => {
    const rayon = await createRayon(unique('Course'));
    const slug = slugify(unique('disputee'));
    const answers = await Promise.all([
      admin('POST', '/rayons', { names: names('A'), icon: 'beer-mug', color: '#f5c542', slug }),
      admin('POST', '/categories', { masterId: rayon.id, names: names('B'), slug }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const owners =
      (await db.$count(t.categoryMasters, eq(t.categoryMasters.slug, slug))) +
      (await db.$count(t.categories, eq(t.categories.slug, slug)));
    expect(owners).toBe(1);
  });
});

describe('tags', () => {
  it('creates, renames, reorders and hides a tag; the storefront follows at once', async () => {
    const storeTags = async () =>
      (await app.inject({ url: '/api/tags' })).json() as Array<{ key: string; name: string }>;
    await storeTags();
    const res = await admin('POST', '/tags', { names: names(unique('Sans sucre')) });
    expect(res.statusCode).toBe(201);
    const { id, taxonomy: tree } = res.json() as { id: number; taxonomy: AdminTaxonomy };
    const tag = tree.tags.find((x) => x.id === id)!;
    expect(tree.tags.at(-1)!.id).toBe(id);
    await expect.poll(async () => (await storeTags()).at(-1)!.key, soon).toBe(tag.key);
    expect((await admin('POST', '/tags', { names: names('Autre'), key: tag.key })).statusCode).toBe(409);

    await admin('POST', `/tags/${id}/move`, { direction: 'up' });
    await expect.poll(async () => (await storeTags()).at(-2)!.key, soon).toBe(tag.key);
    const renamed = await admin('PATCH', `/tags/${id}`, { version: tag.version, names: names('Zéro sucre') });
    expect(renamed.statusCode).toBe(200);
    await expect
      .poll(async () => (await storeTags()).find((x) => x.key === tag.key)!.name, soon)
      .toBe('Zéro sucre');
    const hidden = await admin('PATCH', `/tags/${id}`, { version: tag.version + 1, isHidden: true });
    expect(hidden.statusCode).toBe(200);
    await expect.poll(async () => (await storeTags()).some((x) => x.key === tag.key), soon).toBe(false);
    expect((await admin('PATCH', `/tags/${id}`, { version: tag.version, isHidden: false })).statusCode).toBe(
      409,
    );
  });
});
