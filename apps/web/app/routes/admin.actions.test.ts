/**
 * The back-office's actions on the real API (a seeded PGlite, called in-process): each page's form
 * reaches the endpoint of its intent with a body the contract accepts; an unknown intent is a 400
 * that calls nothing, never a default action.
 */
import { toApiLocale, type Locale } from '@consigne/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, type AdminApi } from '../../test/admin-api';
import { promoBodyOf } from '../lib/admin-promo';
import * as clientPage from './admin.clients.$id';
import * as orderPage from './admin.commandes.$id';
import * as teamPage from './admin.equipe';
import * as redirectPage from './admin.redirections';
import * as promoPage from './admin.codes-promo.$id';
import * as operationPage from './admin.creneaux.operations.$id';
import * as newPromoPage from './admin.codes-promo.nouveau';
import * as forfeitPage from './admin.consignes.non-rendues';
import * as containersPage from './admin.contenants';
import * as promoBarPage from './admin.contenus.bandeau';
import * as postPage from './admin.contenus.blog.$id';
import * as contentPage from './admin.contenus.pages.$id';
import * as slotsPage from './admin.creneaux';
import * as pickingPage from './admin.preparation';
import * as pickingSlotPage from './admin.preparation.$slotId';
import * as missingLinePage from './admin.preparation.$slotId.manquant';
import * as stockImportPage from './admin.prix-et-stocks';
import * as stockEntryPage from './admin.prix-et-stocks.$id';
import * as productPage from './admin.produits.$id';
import * as newProductPage from './admin.produits.nouveau';
import * as taxonomyPage from './admin.rayons';
import * as taxonomyEntryPage from './admin.rayons.$kind.$id';
import * as roundsPage from './admin.tournees';

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
  locale?: Locale,
) => {
  const args: ActionArgs = { request: admin.post(path, fields, locale), context: admin.context, params };
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

describe('/admin/codes-promo/nouveau', () => {
  refusesUnknownIntents(newPromoPage.action, '/admin/codes-promo/nouveau');

  it('creates the code, then opens its page', async () => {
    const { status } = await run(newPromoPage.action, '/admin/codes-promo/nouveau', {
      intent: 'save',
      code: 'BIENVENUE5',
      kind: 'amount',
      amount: '5',
      minSubtotal: '20',
      maxUsesPerCustomer: '1',
      active: 'on',
    });
    expect(status).toBe(302);
    expect(sentCalls()).toEqual([
      expect.objectContaining({ method: 'POST', path: '/api/admin/promo-codes' }),
    ]);
    expect(sentCalls()[0]!.body).toMatchObject({
      code: 'BIENVENUE5',
      kind: 'amount',
      amount: 5,
      minSubtotal: 20,
    });
  });
});

describe('/admin/codes-promo/nouveau: a refused field says what the API says', () => {
  const newCode = (fields: Record<string, string>) => ({
    intent: 'save',
    code: 'DIXEUROS',
    kind: 'amount',
    amount: '10',
    minSubtotal: '20',
    maxUsesPerCustomer: '1',
    active: 'on',
    ...fields,
  });
  const refuse = (fields: Record<string, string>, locale?: Locale) =>
    run(newPromoPage.action, '/admin/codes-promo/nouveau', newCode(fields), {}, locale);

  it('shows the API’s own text for a too small amount, in French, calling nothing', async () => {
    const { status, body } = await refuse({ amount: '0' });
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      { field: 'amount', message: 'amount : Indiquez un montant d’au moins 0,01 €.' },
    ]);
    expect(sentCalls()).toEqual([]);
  });

  it('shows it in the page’s language', async () => {
    expect((await refuse({ amount: '0' }, 'es')).body.errors).toEqual([
      { field: 'amount', message: 'amount : Indica un importe de al menos 0,01 €.' },
    ]);
    expect((await refuse({ amount: '0' }, 'nl-BE')).body.errors).toEqual([
      { field: 'amount', message: 'amount : Geef een bedrag van minstens € 0,01 op.' },
    ]);
  });

  it('words every refusal as the API answers the same body sent straight to it', async () => {
    const refusals: Record<string, string>[] = [
      { amount: '0' }, // the schema's key
      { kind: 'percent', percent: '150' }, // the schema's key, another field
      { startsAt: '2026-06-10T10:00', endsAt: '2026-06-01T10:00' }, // a check across fields
      { code: 'x' }, // a pattern
      { maxUsesTotal: 'beaucoup' }, // zod's own type error: the generic text
      { code: '' }, // a required text left blank
    ];
    for (const locale of ['fr', 'be', 'es', 'nl-BE'] as const)
      for (const fields of refusals) {
        const page = await refuse(fields, locale);
        const form = new FormData();
        for (const [name, value] of Object.entries(newCode(fields))) form.append(name, value);
        const api = await admin.api<{ errors: unknown[] }>(
          'POST',
          `/admin/promo-codes?locale=${toApiLocale(locale)}`,
          promoBodyOf(form),
        );
        expect({ locale, fields, status: page.status }).toEqual({ locale, fields, status: 400 });
        expect(api.errors.length).toBeGreaterThan(0);
        expect(page.body.errors).toEqual(api.errors);
      }
  });
});

describe('/admin/consignes/non-rendues', () => {
  refusesUnknownIntents(forfeitPage.action, '/admin/consignes/non-rendues');

  it('saves a warehouse period on its own intent only', async () => {
    const { status } = await run(forfeitPage.action, '/admin/consignes/non-rendues', {
      intent: 'period',
      warehouseId: '1',
      forfeitDays: '400',
    });
    expect(status).toBe(302);
    expect(sentCalls()).toEqual([
      { method: 'PUT', path: '/api/admin/deposit-forfeits/settings/1', body: { forfeitDays: 400 } },
    ]);
  });

  it('runs the forfeits now on the run intent, sending no period', async () => {
    const { status } = await run(forfeitPage.action, '/admin/consignes/non-rendues', { intent: 'run' });
    expect(status).toBe(302);
    expect(sentCalls()).toEqual([{ method: 'POST', path: '/api/admin/deposit-forfeits/run', body: {} }]);
  });

  it('keeps a refused period beside its warehouse, calling nothing', async () => {
    const { status, body } = await run(forfeitPage.action, '/admin/consignes/non-rendues', {
      intent: 'period',
      warehouseId: '1',
      forfeitDays: 'bientôt',
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ warehouseId: '1', errors: [{ field: 'forfeitDays' }] });
    expect(sentCalls()).toEqual([]);
  });
});

describe('/admin/contenants', () => {
  refusesUnknownIntents(containersPage.action, '/admin/contenants');

  it('records a movement with its numbers as numbers and the form’s key', async () => {
    const key = crypto.randomUUID();
    const { status } = await run(containersPage.action, '/admin/contenants', {
      intent: 'move',
      warehouseId: '1',
      key,
      reason: 'purchase',
      type: 'crate',
      fromState: 'warehouse',
      quantity: '12',
      note: '',
    });
    expect(status).toBe(302);
    expect(sentCalls()).toEqual([
      {
        method: 'POST',
        path: '/api/admin/containers/movements',
        body: {
          warehouseId: 1,
          key,
          reason: 'purchase',
          type: 'crate',
          fromState: 'warehouse',
          quantity: 12,
        },
      },
    ]);
  });

  it('keeps a quantity below 1 beside its field, calling nothing', async () => {
    const { status, body } = await run(containersPage.action, '/admin/contenants', {
      intent: 'move',
      warehouseId: '1',
      key: crypto.randomUUID(),
      reason: 'washer_out',
      type: 'crate',
      quantity: '-2',
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ errors: [{ field: 'quantity' }] });
    expect(sentCalls()).toEqual([]);
  });
});

describe('/admin/contenus/bandeau', () => {
  refusesUnknownIntents(promoBarPage.action, '/admin/contenus/bandeau');

  it('saves the bar at the version read', async () => {
    const bar = await admin.api<{ version: number; texts: Record<string, Record<string, string>> }>(
      'GET',
      '/admin/content/promo-bar',
    );
    const fields: Record<string, string> = { intent: 'save', version: String(bar.version), enabled: 'on' };
    for (const [locale, texts] of Object.entries(bar.texts))
      for (const [fragment, value] of Object.entries(texts)) fields[`texts.${locale}.${fragment}`] = value;
    const { status, body } = await run(promoBarPage.action, '/admin/contenus/bandeau', fields);
    expect({ status, ok: body.ok }).toEqual({ status: 200, ok: true });
    expect(sentCalls()).toEqual([
      {
        method: 'PUT',
        path: '/api/admin/content/promo-bar',
        body: { enabled: true, texts: bar.texts, version: bar.version },
      },
    ]);
  });
});

describe('/admin/contenus/blog/:id', () => {
  refusesUnknownIntents(postPage.action, '/admin/contenus/blog/1', { id: '1' });

  it('deletes a post on the delete intent only, at the version read', async () => {
    const { status } = await run(
      postPage.action,
      '/admin/contenus/blog/999',
      { intent: 'delete', version: '3' },
      { id: '999' },
    );
    // No such post: the API's 404 is the form's refusal.
    expect(status).toBe(422);
    expect(sentCalls()).toEqual([{ method: 'DELETE', path: '/api/admin/content/blog/999', body: {} }]);
  });
});

describe('/admin/contenus/pages/:id', () => {
  refusesUnknownIntents(contentPage.action, '/admin/contenus/pages/1', { id: '1' });
});

describe('/admin/creneaux', () => {
  refusesUnknownIntents(slotsPage.action, '/admin/creneaux');

  it('saves the slot rules and the habits on the settings intent, at the version read', async () => {
    const settings = await admin.api<Record<string, number>>('GET', '/admin/slot-settings/1');
    const rules = [
      'firstStartHour',
      'lastStartHour',
      'widthHours',
      'capacity',
      'sameDayCutoffHour',
      'leadMinutes',
      'daysAhead',
      'reservationWeeks',
      'usualBasketHours',
    ];
    const fields = Object.fromEntries(rules.map((rule) => [rule, String(settings[rule])]));
    const { status } = await run(slotsPage.action, '/admin/creneaux', {
      ...fields,
      usualBasketHours: '48',
      intent: 'settings',
      warehouseId: '1',
      version: String(settings.version),
    });
    expect(status).toBe(302);
    expect(sentCalls()).toEqual([
      {
        method: 'PUT',
        path: '/api/admin/slot-settings/1',
        body: {
          ...Object.fromEntries(rules.map((r) => [r, settings[r]])),
          usualBasketHours: 48,
          version: settings.version,
        },
      },
    ]);
  });

  it('refuses a closure without a reason, closing nothing', async () => {
    const { status } = await run(slotsPage.action, '/admin/creneaux', {
      intent: 'close',
      warehouseId: '1',
      date: '2030-01-07',
      reason: '',
    });
    expect(status).toBe(400);
    expect(sentCalls()).toEqual([]);
  });
});

describe('/admin/preparation', () => {
  refusesUnknownIntents(pickingPage.action, '/admin/preparation');

  it('saves the aisle order as a list of Rayon ids', async () => {
    const shelves = await admin.api<{ id: number }[]>('GET', '/admin/picking/warehouses/1/shelves');
    const reversed = shelves.map((s) => s.id).reverse();
    const { status, body } = await run(pickingPage.action, '/admin/preparation', {
      intent: 'reorder',
      warehouseId: '1',
      rayonIds: reversed.join(','),
    });
    expect({ status, error: body.error }).toEqual({ status: 200, error: null });
    expect(sentCalls()).toEqual([
      { method: 'PUT', path: '/api/admin/picking/warehouses/1/shelves', body: { rayonIds: reversed } },
    ]);
  });
});

describe('/admin/preparation/:slotId', () => {
  refusesUnknownIntents(pickingSlotPage.action, '/admin/preparation/1', { slotId: '1' });
});

describe('/admin/preparation/:slotId/manquant/:orderId/:lineId', () => {
  const params = { slotId: '1', orderId: '999', lineId: '999' };
  const path = '/admin/preparation/1/manquant/999/999';
  refusesUnknownIntents(missingLinePage.action, path, params);

  it('sends each intent as its branch of the API body', async () => {
    await run(missingLinePage.action, path, { intent: 'remove' }, params);
    expect(sentCalls()).toEqual([
      { method: 'POST', path: '/api/admin/orders/999/lines/999/missing', body: { action: 'remove' } },
    ]);
    await run(missingLinePage.action, path, { intent: 'substitute', productWarehouseId: '12' }, params);
    expect(sentCalls()).toEqual([
      {
        method: 'POST',
        path: '/api/admin/orders/999/lines/999/missing',
        body: { action: 'substitute', productWarehouseId: 12 },
      },
    ]);
  });
});

describe('/admin/prix-et-stocks', () => {
  refusesUnknownIntents(stockImportPage.action, '/admin/prix-et-stocks');
});

describe('/admin/prix-et-stocks/:id', () => {
  refusesUnknownIntents(stockEntryPage.action, '/admin/prix-et-stocks/1', { id: '1' });

  it('saves the entry on the save intent, at the version read', async () => {
    const entry = await admin.api<{ id: number; version: number; maxOrderable: number }>(
      'GET',
      '/admin/stock/entries/1',
    );
    const { id, version, maxOrderable } = entry;
    const { status, body } = await run(
      stockEntryPage.action,
      `/admin/prix-et-stocks/${id}`,
      {
        intent: 'save',
        version: String(version),
        price: '3,49',
        discountPercent: '0',
        discountUntil: '',
        isAvailable: 'on',
        maxOrderable: String(maxOrderable),
      },
      { id: String(id) },
    );
    expect({ status, ok: body.ok }).toEqual({ status: 200, ok: true });
    expect(sentCalls()).toEqual([
      {
        method: 'PATCH',
        path: `/api/admin/stock/entries/${id}`,
        body: {
          price: 3.49,
          discountPercent: 0,
          discountUntil: null,
          isAvailable: true,
          maxOrderable,
          version,
        },
      },
    ]);
  });
});

describe('/admin/produits/:id', () => {
  refusesUnknownIntents(productPage.action, '/admin/produits/1', { id: '1' });
});

describe('/admin/produits/nouveau', () => {
  refusesUnknownIntents(newProductPage.action, '/admin/produits/nouveau');
});

describe('/admin/rayons', () => {
  refusesUnknownIntents(taxonomyPage.action, '/admin/rayons');

  it('creates a tag on its own intent, then hides it by its kind and id', async () => {
    const created = await run(taxonomyPage.action, '/admin/rayons', {
      intent: 'createTag',
      'name-fr': 'Fermier',
      'name-es': 'Fermier',
      'name-be': 'Fermier',
      'name-nl-BE': 'Hoeve',
    });
    expect(created.body).toMatchObject({ ok: true, intent: 'createTag', name: 'Fermier' });
    expect(sentCalls()).toEqual([
      {
        method: 'POST',
        path: '/api/admin/tags',
        body: { names: { fr: 'Fermier', es: 'Fermier', be: 'Fermier', 'nl-BE': 'Hoeve' } },
      },
    ]);
    const id = String(created.body.id);
    const hidden = await run(taxonomyPage.action, '/admin/rayons', {
      intent: 'visibility',
      kind: 'tag',
      id,
      version: '1',
      isHidden: 'true',
    });
    expect(hidden.body).toMatchObject({ ok: true, intent: 'visibility', id });
    expect(sentCalls()).toEqual([
      { method: 'PATCH', path: `/api/admin/tags/${id}`, body: { version: 1, isHidden: true } },
    ]);
  });

  it('refuses a move of an unknown kind, creating nothing', async () => {
    const { status } = await run(taxonomyPage.action, '/admin/rayons', {
      intent: 'move',
      kind: 'aisle',
      id: '1',
      direction: 'up',
    });
    expect(status).toBe(400);
    expect(sentCalls()).toEqual([]);
  });
});

describe('/admin/rayons/:kind/:id', () => {
  refusesUnknownIntents(taxonomyEntryPage.action, '/admin/rayons/rayon/1', { kind: 'rayon', id: '1' });
});

describe('/admin/tournees', () => {
  refusesUnknownIntents(roundsPage.action, '/admin/tournees');

  it('announces a slot’s windows with its slot id as a number, and refuses a missing slot', async () => {
    await run(roundsPage.action, '/admin/tournees', { intent: 'announce', slotId: '42' });
    expect(sentCalls()).toEqual([
      { method: 'POST', path: '/api/admin/rounds/announce', body: { slotId: 42 } },
    ]);
    const page = await run(roundsPage.action, '/admin/tournees', { intent: 'announce' });
    expect(page.status).toBe(400);
    expect(sentCalls()).toEqual([]);
  });

  it('sends a van move with its van id as a number', async () => {
    await run(roundsPage.action, '/admin/tournees', { intent: 'moveVan', orderId: '999', vanId: '2' });
    expect(sentCalls()).toEqual([
      { method: 'PUT', path: '/api/admin/rounds/orders/999/van', body: { vanId: 2 } },
    ]);
  });

  it('sends a plan with its slot or its day and warehouse as numbers, and refuses a malformed day', async () => {
    await run(roundsPage.action, '/admin/tournees', { intent: 'plan', warehouseId: '1', slotId: '999999' });
    expect(sentCalls()).toEqual([
      { method: 'POST', path: '/api/admin/rounds/plan', body: { warehouseId: 1, slotId: 999999 } },
    ]);
    await run(roundsPage.action, '/admin/tournees', { intent: 'plan', warehouseId: '1', date: '2026-12-01' });
    expect(sentCalls()).toEqual([
      { method: 'POST', path: '/api/admin/rounds/plan', body: { warehouseId: 1, date: '2026-12-01' } },
    ]);
    const page = await run(roundsPage.action, '/admin/tournees', {
      intent: 'plan',
      warehouseId: '1',
      date: '2026-02-30',
    });
    expect(page.status).toBe(400);
    expect((page.body.errors as { field: string }[])[0]?.field).toBe('date');
  });

  it('words a missing or non-number van as the API does (zod’s own issues, no key of their own)', async () => {
    const cases: { form: Record<string, string>; body: object }[] = [
      { form: {}, body: {} },
      { form: { vanId: 'deux' }, body: { vanId: 'deux' } },
    ];
    for (const locale of ['fr', 'nl-BE'] as const)
      for (const { form, body } of cases) {
        const page = await run(
          roundsPage.action,
          '/admin/tournees',
          { intent: 'moveVan', orderId: '999', ...form },
          {},
          locale,
        );
        const api = await admin.api<{ errors: unknown[] }>(
          'PUT',
          `/admin/rounds/orders/999/van?locale=${toApiLocale(locale)}`,
          body,
        );
        expect(page.status).toBe(400);
        expect(page.body.errors).toEqual(api.errors);
      }
    expect(
      (await run(roundsPage.action, '/admin/tournees', { intent: 'moveVan', orderId: '999' })).body.errors,
    ).toEqual([{ field: 'vanId', message: 'vanId : Ce champ est requis.' }]);
  });
});
