/**
 * /admin/synonymes against the real API (a seeded PGlite, called in-process): the loader reads a
 * locale's synonym sets, the text area's lines become the terms the contract takes, a refused set is a
 * 400 that calls nothing, and edits and deletions go at the version read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, type AdminApi } from '../../test/admin-api';
import { action, loader } from './admin.synonymes';

const PAGE = '/admin/synonymes';
let admin: AdminApi;

interface SynonymSet {
  id: number;
  searchLocale: string;
  terms: string[];
  version: number;
}

beforeAll(async () => {
  admin = await adminApi();
}, 120_000);
afterAll(async () => admin?.app.close());

async function run(
  fields: Record<string, string>,
): Promise<{ status: number; location: string | null; body: Record<string, unknown> }> {
  let result: unknown;
  try {
    result = await action({ request: admin.post(PAGE, fields), context: admin.context, params: {} } as never);
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response)
    return { status: result.status, location: result.headers.get('location'), body: {} };
  const { data, init } = result as { data: Record<string, unknown>; init: ResponseInit | null };
  return { status: init?.status ?? 200, location: null, body: data };
}
const sent = () => admin.calls.filter((c) => c.path !== '/api/admin/me');
const setsOf = async (locale: string) =>
  (await admin.api<{ sets: SynonymSet[] }>('GET', `/admin/search-synonyms?searchLocale=${locale}`)).sets;

describe('/admin/synonymes', () => {
  it('loads the asked locale’s sets, French when the locale is not one', async () => {
    const loaded = (await admin.load(loader, `${PAGE}?langue=nl-BE&fait=create`)) as {
      searchLocale: string;
      sets: SynonymSet[];
      done: string | null;
    };
    expect(loaded.searchLocale).toBe('nl-BE');
    expect(loaded.sets.some((set) => set.terms.includes('spuitwater'))).toBe(true);
    expect(loaded.done).toBe('create');
    const odd = (await admin.load(loader, `${PAGE}?langue=de&fait=nope`)) as typeof loaded;
    expect(odd.searchLocale).toBe('fr');
    expect(odd.done).toBeNull();
  });

  it('adds a set from the text area’s lines, then edits and deletes it at the version read', async () => {
    const added = await run({
      intent: 'create',
      searchLocale: 'es',
      terms: 'refresco de cola\r\n\r\n  pepsi \n',
    });
    expect(added).toMatchObject({ status: 302, location: `${PAGE}?langue=es&fait=create` });
    expect(sent()).toEqual([
      {
        method: 'POST',
        path: '/api/admin/search-synonyms',
        body: { searchLocale: 'es', terms: ['refresco de cola', 'pepsi'] },
      },
    ]);
    const set = (await setsOf('es')).find((s) => s.terms.includes('pepsi'))!;
    const edited = await run({
      intent: 'update',
      searchLocale: 'es',
      id: String(set.id),
      version: String(set.version),
      terms: 'refresco de cola\npepsi\ncoca',
    });
    expect(edited).toMatchObject({ status: 302, location: `${PAGE}?langue=es&fait=update` });
    const stale = await run({
      intent: 'delete',
      searchLocale: 'es',
      id: String(set.id),
      version: String(set.version),
    });
    expect(stale.status).toBe(409);
    const removed = await run({
      intent: 'delete',
      searchLocale: 'es',
      id: String(set.id),
      version: String(set.version + 1),
    });
    expect(removed).toMatchObject({ status: 302, location: `${PAGE}?langue=es&fait=delete` });
    expect((await setsOf('es')).some((s) => s.id === set.id)).toBe(false);
  });

  it('refuses a set of one term or of duplicates with the contract’s message, calling nothing', async () => {
    const one = await run({ intent: 'create', searchLocale: 'fr', terms: 'seul' });
    expect(one.status).toBe(400);
    expect(JSON.stringify(one.body.errors)).toContain('2 à 20 termes');
    const twice = await run({ intent: 'create', searchLocale: 'fr', terms: 'Pétillante\npetillante' });
    expect(twice.status).toBe(400);
    expect(JSON.stringify(twice.body.errors)).toContain('s’écrivent pareil');
    expect(sent()).toEqual([]);
  });
});
