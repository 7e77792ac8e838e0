/**
 * The back-office's actions on the real API (a seeded PGlite, called in-process): each page's form
 * reaches the endpoint of its intent with a body the contract accepts; an unknown intent is a 400
 * that calls nothing, never a default action.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, type AdminApi } from '../../test/admin-api';
import * as clientPage from './admin.clients.$id';
import * as orderPage from './admin.commandes.$id';
import * as teamPage from './admin.equipe';
import * as redirectPage from './admin.redirections';
import * as promoPage from './admin.codes-promo.$id';
import * as operationPage from './admin.creneaux.operations.$id';

let admin: AdminApi;

beforeAll(async () => {
  admin = await adminApi();
}, 120_000);
afterAll(async () => admin?.app.close());

/** The answer of an action: the value returned, or the body and status of a `data(…)`/Response. */
async function answer(result: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  if (result instanceof Response) return { status: result.status, body: {} };
  if (result && typeof result === 'object' && 'type' in result && result.type === 'DataWithResponseInit') {
    const { data, init } = result as unknown as { data: Record<string, unknown>; init: ResponseInit | null };
    return { status: init?.status ?? 200, body: data };
  }
  return { status: 200, body: result as Record<string, unknown> };
}

type ActionArgs = { request: Request; context: AdminApi['context']; params: Record<string, string> };
const run = async (
  action: (args: never) => Promise<unknown>,
  path: string,
  fields: Record<string, string | string[]>,
  params: Record<string, string> = {},
) => {
  const args: ActionArgs = { request: admin.post(path, fields), context: admin.context, params };
  try {
    return await answer(await action(args as never));
  } catch (thrown) {
    return answer(thrown);
  }
};

/** Every action: an unknown intent, a missing one and a refused field are 400s with nothing sent. */
const refusesUnknownIntents = (
  action: (args: never) => Promise<unknown>,
  path: string,
  params: Record<string, string> = {},
) => {
  it('refuses an unknown or missing intent with a 400, calling nothing', async () => {
    const forms: Record<string, string>[] = [{ intent: 'cancelEverything' }, {}, { intent: 'toString' }];
    for (const fields of forms) {
      const { status, body } = await run(action, path, fields, params);
      expect(status).toBe(400);
      expect(body.errors).toEqual([{ field: 'intent', message: expect.stringMatching(/Action inconnue/) }]);
      expect(admin.calls.filter((c) => c.path !== '/api/admin/me')).toEqual([]);
    }
  });
};

const sentCalls = () => admin.calls.filter((c) => c.path !== '/api/admin/me');

describe('/admin/commandes/:id', () => {
  refusesUnknownIntents(orderPage.action, '/admin/commandes/1', { id: '1' });

  it('sends a cancellation with its reason to the order endpoint, whose refusal it shows', async () => {
    // The seeded shop has no order yet: the API's 404 comes back as the form's error.
    const { status, body } = await run(
      orderPage.action,
      '/admin/commandes/999',
      { intent: 'cancel', reason: 'Client injoignable' },
      { id: '999' },
    );
    expect({ status, ok: body.ok }).toEqual({ status: 422, ok: false });
    expect(sentCalls()).toEqual([
      { method: 'POST', path: '/api/admin/orders/999/cancel', body: { reason: 'Client injoignable' } },
    ]);
  });

  it('refuses a refund of a non-number beside its field, calling nothing', async () => {
    const { status, body } = await run(
      orderPage.action,
      '/admin/commandes/1',
      { intent: 'refund', method: 'wallet', amount: 'douze', reason: 'Casse' },
      { id: '1' },
    );
    expect(status).toBe(400);
    expect(body.errors).toEqual([{ field: 'amount', message: 'amount : Valeur invalide.' }]);
    expect(sentCalls()).toEqual([]);
  });
});

describe('/admin/clients/:id', () => {
  refusesUnknownIntents(clientPage.action, '/admin/clients/1', { id: '1' });

  it('credits the wallet, a French decimal comma welcome', async () => {
    const { status, body } = await run(
      clientPage.action,
      '/admin/clients/1',
      { intent: 'wallet', direction: 'credit', amount: '5,50', reason: 'Geste commercial' },
      { id: '1' },
    );
    expect({ status, ok: body.ok }).toEqual({ status: 200, ok: true });
    expect(sentCalls()).toEqual([
      {
        method: 'POST',
        path: '/api/admin/customers/1/wallet',
        body: { direction: 'credit', amount: 5.5, reason: 'Geste commercial' },
      },
    ]);
  });

  it('blocks and unblocks the customer on their own intents only', async () => {
    await run(clientPage.action, '/admin/clients/1', { intent: 'block' }, { id: '1' });
    expect(sentCalls()).toEqual([
      { method: 'PUT', path: '/api/admin/customers/1/blocked', body: { blocked: true } },
    ]);
    await run(clientPage.action, '/admin/clients/1', { intent: 'unblock' }, { id: '1' });
    expect(sentCalls()).toEqual([
      { method: 'PUT', path: '/api/admin/customers/1/blocked', body: { blocked: false } },
    ]);
  });
});

describe('/admin/equipe', () => {
  refusesUnknownIntents(teamPage.action, '/admin/equipe');

  it('adds a staff member, then changes their role', async () => {
    const created = await run(teamPage.action, '/admin/equipe', {
      intent: 'create',
      email: 'nouvelle.recrue@example.com',
      firstname: 'Nina',
      lastname: 'Recrue',
      password: 'un-premier-mot-de-passe',
      role: 'operator',
      warehouseIds: ['1'],
    });
    expect(created.body).toMatchObject({ intent: 'create', ok: true, email: 'nouvelle.recrue@example.com' });
    expect(sentCalls()[0]!.body).toEqual({
      email: 'nouvelle.recrue@example.com',
      firstname: 'Nina',
      lastname: 'Recrue',
      password: 'un-premier-mot-de-passe',
      role: 'operator',
      warehouseIds: [1],
    });
    const id = String(created.body.id);
    const updated = await run(teamPage.action, '/admin/equipe', {
      intent: 'update',
      id,
      role: 'manager',
      warehouseIds: ['1'],
    });
    expect(updated.body).toMatchObject({ intent: 'update', ok: true });
    expect(sentCalls()).toEqual([
      { method: 'PATCH', path: `/api/admin/staff/${id}`, body: { role: 'manager', warehouseIds: [1] } },
    ]);
  });
});

describe('/admin/redirections', () => {
  refusesUnknownIntents(redirectPage.action, '/admin/redirections');

  it('adds a redirection, its status read as a number', async () => {
    const { body } = await run(redirectPage.action, '/admin/redirections', {
      intent: 'create',
      path: '/fr/ancienne-page',
      target: '/fr/nouvelle-page',
      status: '301',
    });
    expect(body).toMatchObject({ ok: true, intent: 'create', row: 'new' });
    expect(sentCalls()).toEqual([
      {
        method: 'POST',
        path: '/api/admin/redirects',
        body: { path: '/fr/ancienne-page', target: '/fr/nouvelle-page', status: 301 },
      },
    ]);
  });
});

describe('/admin/codes-promo/:id', () => {
  refusesUnknownIntents(promoPage.action, '/admin/codes-promo/1', { id: '1' });
});

describe('/admin/creneaux/operations/:id', () => {
  refusesUnknownIntents(operationPage.action, '/admin/creneaux/operations/1', { id: '1' });
});
