/**
 * /admin/tournees/reglages against the real API (a seeded PGlite, called in-process): the loader
 * reads a warehouse's settings, each intent reaches its endpoint with the body the contract takes, an
 * unknown intent or a refused field is a 400 that calls nothing, and the API's refusals come back on
 * the form's fields.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, type AdminApi } from '../../test/admin-api';
import { action, loader } from './admin.tournees.reglages';

const PAGE = '/admin/tournees/reglages';
let admin: AdminApi;

interface Settings {
  warehouseId: number;
  version: number;
  stopBaseSeconds: number;
  stopPerCrateSeconds: number;
  promiseWindowMinutes: number;
  vans: { id: number; name: string; version: number; capacityCrates: number }[];
}

beforeAll(async () => {
  admin = await adminApi();
}, 120_000);
afterAll(async () => admin?.app.close());

/** An action's answer: a redirect's status and target, or a `data(…)`'s status and body. */
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
const settingsOf = (warehouseId: number) =>
  admin.api<Settings>('GET', `/admin/round-settings/${warehouseId}`);

describe('the loader', () => {
  it('reads the asked warehouse’s settings and the van being edited', async () => {
    const { vans } = await settingsOf(2);
    const loaded = (await admin.load(loader, `${PAGE}?entrepot=2&camion=${vans[1]!.id}&fait=addVan`)) as {
      settings: Settings;
      editing: { id: number } | null;
      done: string | null;
      warehouses: { id: number }[];
    };
    expect(loaded.settings.warehouseId).toBe(2);
    expect(loaded.editing?.id).toBe(vans[1]!.id);
    expect(loaded.done).toBe('addVan');
    const odd = (await admin.load(loader, `${PAGE}?entrepot=abc&camion=999999&fait=nope`)) as typeof loaded;
    // A warehouse that is not one: the first of those the account runs.
    expect(odd.settings.warehouseId).toBe(odd.warehouses[0]!.id);
    expect(odd.editing).toBeNull();
    expect(odd.done).toBeNull();
  });
});

describe('the actions', () => {
  it('refuses an unknown or missing intent with a 400, calling nothing', async () => {
    const forms: Record<string, string>[] = [{ intent: 'dropEverything' }, {}, { intent: 'constructor' }];
    for (const fields of forms) {
      const { status, body } = await run(fields);
      expect(status).toBe(400);
      expect(body.errors).toEqual([{ field: 'intent', message: expect.stringMatching(/Action inconnue/) }]);
      expect(sent()).toEqual([]);
    }
  });

  it('sends the base time typed in minutes and seconds as seconds, at the version read', async () => {
    const { version } = await settingsOf(1);
    const { status, location } = await run({
      intent: 'settings',
      warehouseId: '1',
      version: String(version),
      baseMinutes: '5',
      baseSeconds: '30',
      stopPerCrateSeconds: '45',
      promiseWindowMinutes: '30',
    });
    expect(status).toBe(302);
    expect(location).toBe(`${PAGE}?entrepot=1&fait=settings`);
    expect(sent()).toEqual([
      {
        method: 'PUT',
        path: '/api/admin/round-settings/1',
        body: { version, stopBaseSeconds: 330, stopPerCrateSeconds: 45, promiseWindowMinutes: 30 },
      },
    ]);
    expect(await settingsOf(1)).toMatchObject({ stopBaseSeconds: 330, promiseWindowMinutes: 30 });
  });

  it('refuses a window out of bounds beside its field, calling nothing', async () => {
    const { version } = await settingsOf(1);
    const { status, body } = await run({
      intent: 'settings',
      warehouseId: '1',
      version: String(version),
      baseMinutes: '4',
      baseSeconds: '0',
      stopPerCrateSeconds: '30',
      promiseWindowMinutes: '200',
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      { field: 'promiseWindowMinutes', message: expect.stringContaining('de 5 à 120') },
    ]);
    expect(sent()).toEqual([]);
  });

  it('adds a van, then shows the API’s 409 on the name field for a duplicate', async () => {
    const added = await run({
      intent: 'addVan',
      warehouseId: '1',
      name: 'Camion du soir',
      capacityCrates: '45',
    });
    expect(added.status).toBe(302);
    expect(sent()).toEqual([
      {
        method: 'POST',
        path: '/api/admin/round-settings/1/vans',
        body: { name: 'Camion du soir', capacityCrates: 45 },
      },
    ]);
    const again = await run({
      intent: 'addVan',
      warehouseId: '1',
      name: 'camion du soir',
      capacityCrates: '45',
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      intent: 'addVan',
      errors: [{ field: 'name', message: expect.stringContaining('camion du soir') }],
    });
  });

  it('edits, moves and removes a van on their own intents', async () => {
    const van = (await settingsOf(1)).vans.find((v) => v.name === 'Camion du soir')!;
    const edited = await run({
      intent: 'editVan',
      warehouseId: '1',
      vanId: String(van.id),
      version: String(van.version),
      name: 'Camion de nuit',
      capacityCrates: '50',
    });
    expect(edited.status).toBe(302);
    expect(sent()[0]).toMatchObject({ method: 'PUT', path: `/api/admin/round-settings/1/vans/${van.id}` });
    const moved = await run({ intent: 'moveVan', warehouseId: '1', vanId: String(van.id), direction: 'up' });
    expect(moved.status).toBe(302);
    expect(sent()).toEqual([
      { method: 'POST', path: `/api/admin/round-settings/1/vans/${van.id}/move`, body: { direction: 'up' } },
    ]);
    const wrong = await run({
      intent: 'moveVan',
      warehouseId: '1',
      vanId: String(van.id),
      direction: 'left',
    });
    expect(wrong.status).toBe(400);
    const stale = await run({ intent: 'deleteVan', warehouseId: '1', vanId: String(van.id), version: '1' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ intent: 'deleteVan', error: expect.stringContaining('modifiée') });
    const removed = await run({ intent: 'deleteVan', warehouseId: '1', vanId: String(van.id), version: '3' });
    expect(removed.status).toBe(302);
    expect(sent()).toEqual([
      { method: 'DELETE', path: `/api/admin/round-settings/1/vans/${van.id}`, body: {} },
    ]);
    expect((await settingsOf(1)).vans.map((v) => v.id)).not.toContain(van.id);
  });
});
