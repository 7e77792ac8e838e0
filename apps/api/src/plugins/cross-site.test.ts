import { API_LOCALES } from '@consigne/domain';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import * as t from '../db/schema/index.js';
import { message } from '../lib/messages.js';
import { StripePayments } from '../modules/orders/index.js';
import { testApp } from '../../test/app.js';
import { startFakeStripe } from '../../test/fake-stripe.js';
import { placeLilleOrder } from '../../test/orders.js';
import { createShoppers, type Shopper } from '../../test/shoppers.js';

/**
 * Cross-site request forgery on the API: a call authenticated by the session cookie (what a browser
 * sends by itself) that may change something is refused unless the shop's own pages sent it.
 */
const PUBLIC_URL = 'https://shop.example';
const fake = await startFakeStripe({ secretKey: 'sk_test_x', webhookSecret: 'whsec_x' });
afterAll(() => fake.close());
const payments = new StripePayments({ secretKey: 'sk_test_x', webhookSecret: 'whsec_x', apiBase: fake.base });
const { app, db } = await testApp({ PUBLIC_URL }, { payments });

const cookie = (shopper: Shopper) => ({ cookie: `access_token=${shopper.token}` });
/** What another site's page makes the shopper's browser send (Fetch Metadata, or only Origin). */
const FOREIGN: Record<string, Record<string, string>> = {
  'another site': { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
  'a sibling subdomain': { 'sec-fetch-site': 'same-site', origin: 'https://blog.shop.example' },
  'another site, Origin only': { origin: 'https://evil.example' },
  'a sibling subdomain, Origin only': { origin: 'https://blog.shop.example' },
  'a sandboxed frame': { origin: 'null' },
};

const statusOf = async (orderId: number) =>
  (await db.select({ status: t.orders.status }).from(t.orders).where(eq(t.orders.id, orderId)))[0]!.status;
const cancel = (orderId: number, headers: Record<string, string>, locale = 'fr_FR') =>
  app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/cancel?locale=${locale}`,
    headers: { host: 'shop.example', ...headers },
  });

describe('cookie-authenticated calls from another site', () => {
  it('cancel nothing: 403, in the request’s language', async () => {
    const [shopper] = (await createShoppers(db, 1)) as [Shopper];
    const { orderId } = await placeLilleOrder(app, db, shopper, { large: 12, small: 0 }, 'csrf-order-1');
    for (const [who, headers] of Object.entries(FOREIGN)) {
      const res = await cancel(orderId, { ...cookie(shopper), ...headers });
      expect(res.statusCode, who).toBe(403);
      expect(res.json(), who).toEqual({
        code: 'cross_site_refused',
        message: message('fr_FR', 'crossSiteRefused'),
        errors: [],
      });
    }
    for (const locale of API_LOCALES) {
      const res = await cancel(orderId, { ...cookie(shopper), ...FOREIGN['a sibling subdomain']! }, locale);
      expect(res.json().message).toBe(message(locale, 'crossSiteRefused'));
    }
    expect(message('fr_FR', 'crossSiteRefused')).toBe('Requête refusée : elle ne vient pas de la boutique.');
    expect(message('nl_BE', 'crossSiteRefused')).toBe('Verzoek geweigerd: het komt niet van de winkel.');
    expect(await statusOf(orderId)).toBe('placed');
  });

  it('are refused on every operation that may change something', async () => {
    const [shopper] = (await createShoppers(db, 1)) as [Shopper];
    const document = (await app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const unsafe = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .map((m) => m.toUpperCase())
        .filter((m) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(m))
        .map((method) => ({ method, url: path.replace(/\{[^}]+\}/g, '1') })),
    );
    expect(unsafe.length).toBeGreaterThan(40);
    for (const { method, url } of unsafe) {
      const res = await app.inject({
        method: method as 'POST',
        url,
        headers: { ...cookie(shopper), 'sec-fetch-site': 'same-site', 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('what keeps working', () => {
  it('the shop’s own pages: same-origin, or an Origin that is the shop’s', async () => {
    const [a, b, c] = (await createShoppers(db, 3)) as [Shopper, Shopper, Shopper];
    const first = await placeLilleOrder(app, db, a, { large: 12, small: 0 }, 'csrf-order-2');
    const second = await placeLilleOrder(app, db, b, { large: 12, small: 0 }, 'csrf-order-3');
    const third = await placeLilleOrder(app, db, c, { large: 12, small: 0 }, 'csrf-order-4');
    const fetchMetadata = { 'sec-fetch-site': 'same-origin', origin: PUBLIC_URL };
    expect((await cancel(first.orderId, { ...cookie(a), ...fetchMetadata })).statusCode).toBe(200);
    expect((await cancel(second.orderId, { ...cookie(b), origin: PUBLIC_URL })).statusCode).toBe(200);
    // Behind a proxy that passes its own Host, the shop's public origin is believed.
    const proxied = { ...cookie(c), origin: PUBLIC_URL, host: '127.0.0.1:3000' };
    expect((await cancel(third.orderId, proxied)).statusCode).toBe(200);
  });

  it('Bearer-token clients, wherever their page is', async () => {
    const [shopper] = (await createShoppers(db, 1)) as [Shopper];
    const { orderId } = await placeLilleOrder(app, db, shopper, { large: 12, small: 0 }, 'csrf-order-5');
    const res = await cancel(orderId, {
      authorization: `Bearer ${shopper.token}`,
      ...FOREIGN['another site']!,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await statusOf(orderId)).toBe('cancelled');
  });

  it('calls without the session cookie (a guest, Stripe’s webhook)', async () => {
    const event = fake.signedEvent('customer.created', { id: 'cus_1', object: 'customer' });
    const webhook = await app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': event.signature!,
        'sec-fetch-site': 'cross-site',
      },
      payload: event.payload,
    });
    expect(webhook.statusCode).toBe(200);
    const guest = await app.inject({
      method: 'POST',
      url: '/api/login_check?locale=fr_FR',
      headers: { 'content-type': 'application/json', ...FOREIGN['another site']! },
      payload: { username: 'nobody@example.com', password: 'wrong-password' },
    });
    expect(guest.statusCode).toBe(401);
  });
});
