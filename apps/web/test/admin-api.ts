/**
 * The back-office's actions against the real API: a migrated, seeded PGlite behind the API, called
 * in-process as the one-process server does (apps/server's in-process fetch), with an admin's
 * session cookie. Every call the actions make is recorded, so a test can say that none was made.
 */
// The API's `app.jobs` (its type), which page tests drain after an action.
import type {} from '@consigne/api/jobs/plugin.js';
import { PGlite } from '@electric-sql/pglite';
import { buildApp, loadConfig, type App } from '@consigne/api';
import { LOCALE_COOKIE, type Locale } from '@consigne/domain';
import { fromPglite, pgliteExtensions, type Db } from '@consigne/api/db/client.js';
import { prepareDatabase } from '@consigne/api/db/prepare.js';
import { seed } from '@consigne/api/db/seed/index.js';
/** The API's tables, for a test's setup (the app/ code never imports the API). */
export * as tables from '@consigne/api/db/schema/index.js';
/** The sales journal's writers, for a page test's entries and closures (as the API writes them). */
export { closeJournalPeriods } from '@consigne/api/modules/sales-journal/closures.js';
export { appendToJournal } from '@consigne/api/modules/sales-journal/journal.js';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppLoadContext } from 'react-router';
import { IN_PROCESS_API, inProcessFetch } from '../../server/src/in-process-fetch.js';
import { ACCESS_TOKEN_COOKIE } from '../app/lib/cookies.js';

interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

export interface AdminApi {
  app: App;
  db: Db;
  context: AppLoadContext;
  /** The API calls made since the last `post`. */
  calls: ApiCall[];
  /** A POST of `fields` to a back-office page, as the admin's browser sends its form (in `locale`, else French). */
  post(path: string, fields: Record<string, string | string[]>, locale?: Locale): Request;
  /**
   * A loader's answer to a GET of `path` by the admin's browser; an /admin/export/<list> address
   * gives the export route its list; `params` the route's own (an id).
   */
  load(
    loader: (args: never) => Promise<unknown>,
    path: string,
    params?: Record<string, string>,
  ): Promise<unknown>;
  /** A call of the API as the admin (a test's setup and checks). */
  api<T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'PATCH', path: string, payload?: object): Promise<T>;
}

const PUBLIC_URL = 'https://shop.example';

/** The harness, signed in as the admin or as another seeded account (`demo@example.com`: a shopper's pages). */
export async function adminApi(username = 'admin@example.com'): Promise<AdminApi> {
  const database = fromPglite(await PGlite.create({ extensions: pgliteExtensions }));
  await prepareDatabase(database, (db) => seed(db, { demo: true }));
  const config = loadConfig({
    JWT_SECRET: 'admin-actions-test-secret-0123456789abcdef',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'consigne-admin-actions-')),
    PUBLIC_URL,
  });
  const app = await buildApp({ database, config, logger: false, payments: null });
  const login = await app.inject({
    method: 'POST',
    url: '/api/login_check',
    payload: { username, password: 'consigne-demo' },
  });
  const token = (login.json() as { token: string }).token;
  const calls: ApiCall[] = [];
  const inProcess = inProcessFetch(app, IN_PROCESS_API);
  const apiFetch: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    // The client adds the page's locale to every body: left out here, it says nothing of the form.
    const { locale: _locale, ...body } = typeof init?.body === 'string' ? JSON.parse(init.body) : {};
    calls.push({ method: init?.method ?? 'GET', path: url.pathname, body });
    return inProcess(input, init);
  };
  const context = { apiBaseUrl: IN_PROCESS_API, apiFetch, publicUrl: PUBLIC_URL } as AppLoadContext;
  return {
    app,
    db: database.db,
    context,
    calls,
    load(loader, path, routeParams = {}) {
      const request = new Request(`${PUBLIC_URL}${path}`, {
        headers: { cookie: `${ACCESS_TOKEN_COOKIE}=${token}` },
      });
      const params = { '*': /^\/admin\/export\/([^?]+)/.exec(path)?.[1], ...routeParams };
      return loader({ request, context, params } as never);
    },
    post(path, fields, locale) {
      calls.length = 0;
      const form = new FormData();
      for (const [name, value] of Object.entries(fields))
        for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
      return new Request(`${PUBLIC_URL}${path}`, {
        method: 'POST',
        body: form,
        headers: {
          cookie: `${ACCESS_TOKEN_COOKIE}=${token}${locale ? `; ${LOCALE_COOKIE}=${locale}` : ''}`,
        },
      });
    },
    async api(method, path, payload) {
      const res = await app.inject({
        method,
        url: `/api${path}`,
        headers: { authorization: `Bearer ${token}` },
        ...(payload ? { payload } : {}),
      });
      return res.json();
    },
  };
}

/**
 * The demo shopper's order in Lille, paid at delivery, placed as checkout places it: the cart filled
 * with `lines` (seeded product slugs and quantities), the second day's second slot chosen. Answers the
 * order's id and the product entries' ids in the order of `lines`.
 */
export async function placeDemoOrder(
  app: App,
  lines: ReadonlyArray<readonly [slug: string, quantity: number]>,
  idempotencyKey: string,
): Promise<{ orderId: number; productIds: number[] }> {
  const login = await app.inject({
    method: 'POST',
    url: '/api/login_check',
    payload: { username: 'demo@example.com', password: 'consigne-demo' },
  });
  const authorization = `Bearer ${(login.json() as { token: string }).token}`;
  const productIds: number[] = [];
  for (const [slug, quantity] of lines) {
    const entry = (await app.inject({ url: `/api/products/${slug}`, headers: { authorization } })).json();
    const added = await app.inject({
      method: 'PATCH',
      url: '/api/user/cart',
      headers: { authorization },
      payload: { product_warehouse_id: entry.id, quantity },
    });
    if (added.statusCode !== 200) throw new Error(`cart: ${added.body}`);
    productIds.push(entry.id as number);
  }
  const groups = (await app.inject({ url: '/api/slots', headers: { authorization } })).json();
  await app.inject({
    method: 'POST',
    url: `/api/user/select/slot/${groups[1].slots[1].id}`,
    headers: { authorization },
    payload: {},
  });
  const placed = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { authorization, 'idempotency-key': idempotencyKey },
    payload: { paymentMethod: 'offline', acceptTerms: true, adultDeclared: true },
  });
  if (placed.statusCode !== 201) throw new Error(`order: ${placed.body}`);
  return { orderId: (placed.json() as { orderId: number }).orderId, productIds };
}
