/**
 * The promo codes', products' and audit log's loaders on the real API (a seeded PGlite, called
 * in-process): on the list's /admin/export/<list> address, the file of every row the same filters match,
 * written with the page's columns.
 */
import { CSV_BOM } from '@consigne/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as exportRoute from './admin.export.$';
import { adminApi, type AdminApi } from '../../test/admin-api';
import * as productsPage from './admin.produits';
import { formatMoney } from '../i18n';

let admin: AdminApi;
const code = `CSV${Math.random().toString(36).slice(2, 8).toUpperCase()}`;

beforeAll(async () => {
  admin = await adminApi();
  await admin.api('POST', '/admin/promo-codes', { code, kind: 'amount', amount: 5.5 });
}, 120_000);
afterAll(async () => admin?.app.close());

/** A loader's answer to a GET of `path` by the admin's browser. */
const load = (loader: (args: never) => Promise<unknown>, path: string) => admin.load(loader, path);

/** The lines of a CSV answer, without its BOM. */
async function csvLines(answer: unknown, filename: string) {
  expect(answer).toBeInstanceOf(Response);
  const response = answer as Response;
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(response.headers.get('content-disposition')).toMatch(
    new RegExp(`^attachment; filename="${filename}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
  );
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
  expect(text.startsWith(CSV_BOM)).toBe(true);
  return text.slice(1).split('\r\n').filter(Boolean);
}

describe('/admin/codes-promo', () => {
  it('answers its /admin/export address with the codes the search matches, amounts as numbers', async () => {
    const lines = await csvLines(
      await load(exportRoute.loader, `/admin/export/codes-promo?q=${code}&page=2`),
      'codes-promo',
    );
    expect(lines).toEqual([
      'Code;Avantage;Validité;État;Utilisations;Commandes;Chiffre d’affaires;Remise accordée',
      `${code};${formatMoney(5.5, 'fr')};… → …;Actif;0;0;0;0`,
    ]);
  });
});

describe('/admin/produits', () => {
  it('answers its /admin/export address with every product the filters match, as many as the page counts', async () => {
    const page = (await load(productsPage.loader, '/admin/produits?search=eau')) as {
      list: { page: { total: number } };
    };
    const lines = await csvLines(
      await load(exportRoute.loader, '/admin/export/produits?search=eau'),
      'produits',
    );
    expect(lines[0]).toBe(
      'Produit;N°;Marque;Volume;Rayon et catégorie;Format;Entrepôts;État;Traduction manquante',
    );
    expect(page.list.page.total).toBeGreaterThan(0);
    expect(lines).toHaveLength(page.list.page.total + 1);
  });
});

describe('/admin/journal', () => {
  it('answers its /admin/export address with the entries of the kind asked, their states as one-line JSON', async () => {
    const lines = await csvLines(
      await load(exportRoute.loader, '/admin/export/journal?entity=promo_code'),
      'journal',
    );
    expect(lines[0]).toBe('Date;Auteur;Action;Élément;Avant;Après');
    const created = lines.find((line) => line.includes(code));
    expect(created).toMatch(
      new RegExp(`;admin@example\\.com;promo\\.create;promo_code #\\d+;;"\\{""code"":""${code}"",`),
    );
  });
});
