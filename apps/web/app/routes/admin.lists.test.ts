/**
 * The back-office lists' loaders on the real API (a seeded PGlite, called in-process): a page of the
 * filtered rows, and on the list's /admin/export/<list> address the file of every row the same filters match.
 */
import { CSV_BOM } from '@consigne/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as exportRoute from './admin.export.$';
import { adminApi, tables as t, type AdminApi } from '../../test/admin-api';
import * as customersPage from './admin.clients';

let admin: AdminApi;
const tag = `csv${Math.random().toString(36).slice(2, 8)}`;
/** More than one page of the CSV's paging (200 a call), and a name a spreadsheet would run as a formula. */
const MATCHING = 230;

beforeAll(async () => {
  admin = await adminApi();
  await admin.db.insert(t.users).values(
    Array.from({ length: MATCHING }, (_, i) => ({
      email: `${tag}-${i}@example.com`,
      passwordHash: 'x',
      firstname: i === 0 ? '=HYPERLINK("http://x")' : 'Client',
      lastname: i === 1 ? 'Dupont; "Jo"' : String(i),
    })),
  );
}, 120_000);
afterAll(async () => admin?.app.close());

/** A loader's answer to a GET of `path` by the admin's browser. */
const load = (loader: (args: never) => Promise<unknown>, path: string) => admin.load(loader, path);

describe('/admin/clients', () => {
  it('shows a page of the customers the search matches', async () => {
    const answer = (await load(customersPage.loader, `/admin/clients?q=${tag}`)) as {
      page: { rows: unknown[]; total: number; perPage: number };
    };
    expect(answer.page.total).toBe(MATCHING);
    expect(answer.page.rows).toHaveLength(50);
  });

  it('answers its /admin/export address with every matching customer, the page’s columns, cells escaped', async () => {
    const answer = await load(exportRoute.loader, `/admin/export/clients?q=${tag}&page=3`);
    expect(answer).toBeInstanceOf(Response);
    const response = answer as Response;
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="clients-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text.startsWith(CSV_BOM)).toBe(true);
    const lines = text.slice(1).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('Nom;Bloqué;E-mail;Téléphone;Commandes;Client depuis');
    expect(lines).toHaveLength(MATCHING + 1);
    const emails = lines.slice(1).map((line) => line.match(new RegExp(`${tag}-\\d+@example\\.com`))?.[0]);
    expect(new Set(emails).size).toBe(MATCHING);
    expect(text).toContain(`"'=HYPERLINK(""http://x"") 0";0;${tag}-0@example.com;`);
    expect(text).toContain(`"Client Dupont; ""Jo""";0;${tag}-1@example.com;`);
  });
});

describe('/admin/commandes', () => {
  it('answers its /admin/export address with the header of its columns when no order matches', async () => {
    const response = (await load(exportRoute.loader, '/admin/export/commandes?date=&q=nobody')) as Response;
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text).toBe(`${CSV_BOM}N°;Créneau;Client;E-mail;Livraison;Articles;Montant;Paiement;Statut\r\n`);
  });
});

describe('/admin/redirections', () => {
  it('answers its /admin/export address with every redirect the search matches: path, target, status', async () => {
    await admin.db.insert(t.redirects).values([
      { path: `/fr/${tag}-ancienne`, target: '/fr/blog', status: 301 },
      { path: `/es/${tag}-vieja`, target: 'https://example.org/nueva', status: 302 },
    ]);
    const response = (await load(exportRoute.loader, `/admin/export/redirections?q=${tag}`)) as Response;
    expect(response.headers.get('content-disposition')).toMatch(/filename="redirections-[\d-]+\.csv"/);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    const lines = text.slice(1).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('Adresse d’origine;Destination;Type');
    expect(lines.slice(1).sort()).toEqual(
      [`/es/${tag}-vieja;https://example.org/nueva;302`, `/fr/${tag}-ancienne;/fr/blog;301`].sort(),
    );
  });
});

describe('/admin/export', () => {
  it('answers a list it does not know with a 404', async () => {
    const refused = await load(exportRoute.loader, '/admin/export/inconnue').catch((error: unknown) => error);
    expect(refused).toMatchObject({ init: { status: 404 } });
  });
});
