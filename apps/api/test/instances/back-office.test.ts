// The back-office on two instances of one PostgreSQL, as production runs it (one pair of instances for
// all, their start is the cost):
// - "changes show in the storefront at once (the catalogue caches are invalidated on every
//   instance)": a Rayon renamed and hidden through instance A shows in instance B's cached catalogue
//   answers within moments, with a cache lifetime of ten minutes that would otherwise keep the old ones;
// - a Rayon's slug changed through A lists its products under the new slug on B (each instance keeps
//   what the slugs name until a catalogue change on any instance);
// - a customer blocked through A is refused by B at once, session and login;
// - one CSV import applied through both at the same moment lands once.
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  describeInstances,
  seededDatabase,
  startInstances,
  type Instances,
  type TestDatabase,
} from '../instances.js';

const CACHE_SECONDS = 600;
/** NOTIFY reaches the other instance after the commit, asynchronously: a bound far below the lifetime. */
const WITHIN_MS = 3_000;

type Rayon = { id: number; slug: string; name: string };
type AdminRayon = { id: number; slug: string; version: number; names: Record<string, string> };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `read` until `done`; how long it took, or fails after WITHIN_MS. */
async function within<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < WITHIN_MS) {
    if (done(await read())) return Date.now() - start;
    await sleep(25);
  }
  throw new Error(`not seen within ${WITHIN_MS} ms`);
}

describeInstances('the back-office across instances', () => {
  let database: TestDatabase;
  let instances: Instances;
  let a: string;
  let b: string;
  let token: string;
  beforeAll(async () => {
    database = await seededDatabase();
    instances = await startInstances(2, {
      databaseUrl: database.url,
      env: { CATALOG_CACHE_SECONDS: String(CACHE_SECONDS) },
    });
    [a, b] = instances.urls as [string, string];
    const login = await fetch(`${a}/api/login_check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin@example.com', password: 'consigne-demo' }),
    });
    expect(login.status).toBe(200);
    token = ((await login.json()) as { token: string }).token;
  }, 180_000);
  afterAll(async () => {
    await instances?.stop();
    await database?.drop();
  });

  const rayonsOf = async (url: string): Promise<Rayon[]> =>
    (await (await fetch(`${url}/api/categories?locale=es_ES`)).json()) as Rayon[];
  const listingCount = async (url: string, section: string) =>
    (
      (await (await fetch(`${url}/api/products/cross-sell?section=${section}&limit=1`)).json()) as {
        count: number;
      }
    ).count;
  const patchRayon = async (id: number, body: unknown) =>
    fetch(`${a}/api/admin/rayons/${id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
  const adminRayon = async (id: number): Promise<AdminRayon> => {
    const res = await fetch(`${a}/api/admin/taxonomy`, { headers: { authorization: `Bearer ${token}` } });
    return ((await res.json()) as { rayons: AdminRayon[] }).rayons.find((r) => r.id === id)!;
  };

  it('a rename and a hide through A show in B’s cached answers at once', async () => {
    const [first] = await rayonsOf(b);
    const rayon = await adminRayon(first!.id);
    // B's cache is warm, and still answers the same twice (it is a cache).
    expect(await listingCount(b, rayon.slug)).toBeGreaterThan(0);
    expect((await rayonsOf(b))[0]!.name).toBe(first!.name);

    const renamed = await patchRayon(rayon.id, {
      version: rayon.version,
      names: { ...rayon.names, es: 'Sección renombrada' },
    });
    expect(renamed.status).toBe(200);
    const renameMs = await within(
      () => rayonsOf(b),
      (rayons) => rayons.find((r) => r.id === rayon.id)?.name === 'Sección renombrada',
    );

    const hidden = await patchRayon(rayon.id, { version: rayon.version + 1, isHidden: true });
    expect(hidden.status).toBe(200);
    const hideMs = await within(
      () => rayonsOf(b),
      (rayons) => !rayons.some((r) => r.id === rayon.id),
    );
    await within(
      () => listingCount(b, rayon.slug),
      (count) => count === 0,
    );
    console.info(`instance B saw the rename after ${renameMs} ms, the hide after ${hideMs} ms`);
  }, 60_000);

  it('a Rayon’s new slug through A lists its products on B at once (B learns what the slug names)', async () => {
    // The products listed, not the count: the count comes from the facet cells, joined to the live
    // taxonomy, while the products are filtered on the column B believes the slug is.
    const listed = async (url: string, section: string) =>
      (
        (await (await fetch(`${url}/api/products/cross-sell?section=${section}&limit=100`)).json()) as {
          products: unknown[];
        }
      ).products.length;
    const [, second] = await rayonsOf(b);
    const rayon = await adminRayon(second!.id);
    // B has read what every slug names (its section map) and lists the Rayon under its slug.
    const count = await listed(b, rayon.slug);
    expect(count).toBeGreaterThan(0);
    const moved = await patchRayon(rayon.id, { version: rayon.version, slug: `${rayon.slug}-neuf` });
    expect(moved.status, await moved.clone().text()).toBe(200);
    const seenMs = await within(
      () => listed(b, `${rayon.slug}-neuf`),
      (n) => n === count,
    );
    expect(await listed(b, rayon.slug)).toBe(0);
    console.info(`instance B listed the Rayon under its new slug after ${seenMs} ms`);
  }, 60_000);

  const asAdmin = (url: string, path: string, body: unknown, method = 'POST') =>
    fetch(`${url}/api/admin${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
  const login = (url: string, username: string) =>
    fetch(`${url}/api/login_check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: 'consigne-demo' }),
    });

  it('a customer blocked through A is refused by B at once: the session and a new login', async () => {
    const session = await login(b, 'demo@example.com');
    expect(session.status).toBe(200);
    const customerToken = ((await session.json()) as { token: string }).token;
    const me = () => fetch(`${b}/api/user`, { headers: { authorization: `Bearer ${customerToken}` } });
    const profile = await me();
    expect(profile.status).toBe(200);
    const { id } = (await profile.json()) as { id: number };

    const blocked = await asAdmin(a, `/customers/${id}/blocked`, { blocked: true }, 'PUT');
    expect(blocked.status, await blocked.clone().text()).toBe(200);
    expect([401, 403]).toContain((await me()).status);
    const refused = await login(b, 'demo@example.com');
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toMatch(/bloqué/i);
    expect((await asAdmin(b, `/customers/${id}/blocked`, { blocked: false }, 'PUT')).status).toBe(200);
    expect((await login(a, 'demo@example.com')).status).toBe(200);
  }, 60_000);

  it('one CSV import applied through A and B at the same moment lands once', async () => {
    const exported = await fetch(`${a}/api/admin/stock/export?warehouseId=${await lilleId()}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const [header, first] = ((await exported.json()) as { csv: string }).csv.trim().split('\r\n');
    const columns = header!.split(';');
    const cells = first!.split(';');
    const price = columns.indexOf('price');
    cells[price] = '9,99';
    const preview = await asAdmin(a, '/stock/import/preview', { csv: `${header}\n${cells.join(';')}\n` });
    const plan = (await preview.json()) as { importId: number | null; errors: unknown[] };
    expect(plan.errors).toEqual([]);
    const results = await Promise.all(
      [a, b].map((url) => asAdmin(url, '/stock/import/apply', { importId: plan.importId })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  }, 60_000);

  const lilleId = async () => {
    const res = await fetch(`${a}/api/admin/warehouses`, { headers: { authorization: `Bearer ${token}` } });
    return ((await res.json()) as Array<{ id: number; key: string }>).find((w) => w.key === 'lille')!.id;
  };
});
