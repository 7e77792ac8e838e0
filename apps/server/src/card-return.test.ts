/**
 * Stripe's cancel url, through the real storefront on the real API (in one process, the local fake
 * Stripe behind it): opening the return url changes nothing, whoever links to it; the shopper gives
 * the order up with a form of the page, which the API accepts only with the order's own Checkout
 * Session; a form of another site (a sibling subdomain included) is refused.
 */
import { PGlite } from '@electric-sql/pglite';
import { buildApp, clientAddressKey, loadConfig, type App } from '@consigne/api';
import { fromPglite, pgliteExtensions } from '@consigne/api/db/client.js';
import { prepareDatabase } from '@consigne/api/db/prepare.js';
import { seed } from '@consigne/api/db/seed/index.js';
import * as t from '@consigne/api/db/schema/index.js';
import { StripePayments } from '@consigne/api/modules/orders/payment.js';
import { and, eq } from 'drizzle-orm';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../../api/test/fake-stripe.js';
import { IN_PROCESS_API, inProcessFetch } from './in-process-fetch.js';
import { loadStorefront, mountStorefront, storefrontBuildDir } from './storefront.js';
import { ensureStorefrontBuilt } from './test-process.js';

const PUBLIC_URL = 'https://shop.example';
const LOCALES = ['fr', 'es', 'be', 'nl-BE'];
const WATER = 'eau-minerale-naturelle-plate-100cl';
/** What the browser sends with the page's own form (React Router checks Origin against the page's url too). */
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', origin: 'http://shop.example' };
/** A browser's: the shop answers error pages to bots without a body. */
const BROWSER = {
  host: 'shop.example',
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
};

describe("Stripe's cancel url", () => {
  let app: App;
  let fake: FakeStripe;
  let token: string;

  beforeAll(async () => {
    ensureStorefrontBuilt();
    fake = await startFakeStripe({ secretKey: 'sk_test_return', webhookSecret: 'whsec_return' });
    const database = fromPglite(await PGlite.create({ extensions: pgliteExtensions }));
    await prepareDatabase(database, (db) => seed(db, { demo: true }));
    const config = loadConfig({
      JWT_SECRET: 'card-return-test-secret-0123456789abcdef',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'consigne-card-return-')),
      PUBLIC_URL,
    });
    const payments = new StripePayments({
      secretKey: 'sk_test_return',
      webhookSecret: 'whsec_return',
      apiBase: fake.base,
    });
    app = await buildApp({ database, config, logger: false, payments });
    const buildDir = storefrontBuildDir();
    await mountStorefront(app, {
      buildDir,
      build: await loadStorefront(buildDir),
      apiBaseUrl: IN_PROCESS_API,
      apiFetch: inProcessFetch(app, IN_PROCESS_API),
      publicUrl: PUBLIC_URL,
      clientKey: clientAddressKey(config.jwtSecret),
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { username: 'demo@example.com', password: 'consigne-demo' },
    });
    token = login.json().token;
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  const bearer = () => ({ authorization: `Bearer ${token}` });
  const api = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    (await app.inject({ method, url, headers: bearer(), ...(payload ? { payload } : {}) })).json();

  /** The demo shopper's cart (30 bottles of water), a slot, then a card order waiting for its payment. */
  async function pendingCardOrder(): Promise<{ orderId: number; sessionId: string; cancelUrl: string }> {
    const [lille] = await app.db.select().from(t.warehouses).where(eq(t.warehouses.key, 'lille'));
    const [water] = await app.db
      .update(t.productWarehouses)
      .set({ isAvailable: true, stock: null, priceCents: 250, maxOrderable: 99 })
      .where(and(eq(t.productWarehouses.warehouseId, lille!.id), eq(t.productWarehouses.slug, WATER)))
      .returning();
    await api('PATCH', '/api/user/cart', { product_warehouse_id: water!.id, quantity: 30 });
    const groups = await api('GET', '/api/slots');
    await api('POST', `/api/user/select/slot/${groups[1].slots[1].id}`, {});
    const placed = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...bearer(), 'idempotency-key': `card-return-${Date.now()}` },
      payload: { paymentMethod: 'stripe', acceptTerms: true, adultDeclared: true },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { orderId } = placed.json();
    const session = [...fake.sessions.values()].find((s) => s.client_reference_id === String(orderId))!;
    return { orderId, sessionId: session.id, cancelUrl: session.cancel_url! };
  }

  const page = (path: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'GET',
      url: path,
      headers: { ...BROWSER, cookie: `access_token=${token}`, ...headers },
    });
  const statusOf = async (orderId: number) =>
    (await api('GET', `/api/orders/${orderId}?locale=fr_FR`)).status as string;

  it('carries the session in the cancel url; opening it, in any locale, changes nothing', async () => {
    const { orderId, sessionId, cancelUrl } = await pendingCardOrder();
    expect(cancelUrl).toBe(
      `${PUBLIC_URL}/fr/commande?paiement=annule&commande=${orderId}&session={CHECKOUT_SESSION_ID}`,
    );
    for (const lang of LOCALES) {
      // As another site links to it (a guessed id), and as Stripe sends the shopper back (with the session).
      for (const query of [`commande=${orderId}`, `commande=${orderId}&session=${sessionId}`]) {
        const res = await page(`/${lang}/commande?paiement=annule&${query}`, {
          'sec-fetch-site': 'cross-site',
        });
        expect(res.statusCode, `${lang} ${query}`).toBe(200);
      }
    }
    expect(await statusOf(orderId)).toBe('payment_pending');
    expect(fake.sessions.get(sessionId)!.status).toBe('open');
    const res = await page(`/fr/commande?paiement=annule&commande=${orderId}&session=${sessionId}`);
    expect(res.body).toContain(`la commande n° ${orderId} attend toujours son paiement`);
    expect(res.body).toContain('data-testid="payment-give-up"');
  });

  it("gives the order up with the page's own form only, and only with the order's session", async () => {
    const { orderId, sessionId } = await pendingCardOrder();
    const giveUp = (session: string, headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: `/nl-BE/commande?paiement=annule&commande=${orderId}&session=${session}`,
        headers: {
          ...BROWSER,
          cookie: `access_token=${token}`,
          'content-type': 'application/x-www-form-urlencoded',
          ...headers,
        },
        payload: new URLSearchParams({
          intent: 'abandon-payment',
          commande: String(orderId),
          session,
        }).toString(),
      });
    // A form of another site, or of a sibling subdomain (same-site, not same-origin): refused.
    for (const site of ['cross-site', 'same-site'])
      expect((await giveUp(sessionId, { 'sec-fetch-site': site })).statusCode).toBe(403);
    expect((await giveUp(sessionId, { origin: 'https://blog.shop.example' })).statusCode).toBe(403);
    // The shop's own form, with a session that is not this order's: nothing cancelled.
    const wrong = await giveUp('cs_test_guessed', SAME_ORIGIN);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.body).toContain('We konden de betaling van bestelling nr.');
    expect(await statusOf(orderId)).toBe('payment_pending');

    const res = await giveUp(sessionId, SAME_ORIGIN);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/nl-BE/commande?paiement=annule&commande=${orderId}`);
    expect(await statusOf(orderId)).toBe('cancelled');
    expect(fake.sessions.get(sessionId)!.status).toBe('expired');
    expect((await api('GET', '/api/cart?locale=fr_FR')).itemCount).toBe(30);
    const after = await page(res.headers.location as string);
    expect(after.body).toContain(`bestelling nr. ${orderId} is geannuleerd`);
  });
});
