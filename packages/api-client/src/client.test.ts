import { readFileSync } from 'node:fs';
import * as routes from '@consigne/contract/routes';
import { describe, expect, it, vi } from 'vitest';
import {
  apiHref,
  cookieSession,
  createApiClient,
  NO_REFRESH_TOKEN,
  pathWith,
  SESSION_EXPIRED,
  type TokenStore,
} from './client.js';

/** A scripted HTTP peer: each call answers with the next response. (The real API is exercised in apps/api and e2e.) */
function scripted(...responses: Array<[number, unknown]>) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const [status, body] = responses.shift() ?? [500, { message: 'no more responses' }];
    return new Response(body === undefined ? '' : JSON.stringify(body), {
      status,
      statusText: status === 418 ? "I'm a teapot" : '',
    });
  });
  return { fetchImpl: fetchImpl as unknown as typeof fetch, calls };
}

function store(
  token: string | null,
  refreshToken: string | null,
): TokenStore & { expired: boolean; saved: unknown } {
  const s = {
    token,
    refreshToken,
    expired: false,
    saved: null as unknown,
    getToken: () => s.token,
    getRefreshToken: () => s.refreshToken,
    setTokens: (t: { token: string; refreshToken: string }) => {
      s.saved = t;
      s.token = t.token;
      s.refreshToken = t.refreshToken;
    },
    onSessionExpired: () => {
      s.expired = true;
    },
  };
  return s;
}

describe('api client', () => {
  it('sends locale on every call and in POST bodies, and the Bearer token', async () => {
    const { fetchImpl, calls } = scripted(
      [200, { token: 't', refresh_token: 'r' }],
      [200, { firstname: 'Camille' }],
    );
    const api = createApiClient({
      baseUrl: 'http://x',
      locale: 'nl_BE',
      tokens: store('abc', 'r0'),
      fetch: fetchImpl,
    });
    await api.login('a@b.c', 'pw');
    await api.call(routes.getUser);
    expect(calls[0]!.url).toBe('http://x/api/login_check?locale=nl_BE');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      username: 'a@b.c',
      password: 'pw',
      locale: 'nl_BE',
    });
    expect(calls[1]!.url).toBe('http://x/api/user?locale=nl_BE');
    expect((calls[1]!.init.headers as Record<string, string>).authorization).toBe('Bearer abc');
  });

  it('refreshes once on 401 and retries the call', async () => {
    const { fetchImpl, calls } = scripted(
      [401, {}],
      [200, { token: 'new' }],
      [200, { firstname: 'Camille' }],
    );
    const tokens = store('old', 'r1');
    const api = createApiClient({ baseUrl: 'http://x', tokens, fetch: fetchImpl });
    const result = await api.call(routes.getUser);
    expect(result.data).toEqual({ firstname: 'Camille' });
    expect(tokens.saved).toEqual({ token: 'new', refreshToken: 'r1' });
    expect((calls[2]!.init.headers as Record<string, string>).authorization).toBe('Bearer new');
  });

  it('shares one refresh between concurrent 401s', async () => {
    const { fetchImpl, calls } = scripted(
      [401, {}],
      [401, {}],
      [200, { token: 'new', refresh_token: 'r2' }],
      [200, { a: 1 }],
      [200, { b: 2 }],
    );
    const api = createApiClient({ baseUrl: 'http://x', tokens: store('old', 'r1'), fetch: fetchImpl });
    await Promise.all([api.call(routes.getUser), api.call(routes.getWalletBalance)]);
    expect(calls.filter((c) => c.url.includes('/token/refresh'))).toHaveLength(1);
  });

  it('logs out with the session-expired message when the refresh fails', async () => {
    const { fetchImpl } = scripted([401, {}], [401, { message: 'Refresh token invalide ou expiré.' }]);
    const tokens = store('old', 'r1');
    const result = await createApiClient({ baseUrl: 'http://x', tokens, fetch: fetchImpl }).call(
      routes.getUser,
    );
    expect(result).toEqual({ data: null, error: SESSION_EXPIRED, status: 401 });
    expect(tokens.expired).toBe(true);
  });

  it('reports Erreur HTTP {status} when the retry fails too', async () => {
    const { fetchImpl } = scripted([401, {}], [200, { token: 'new' }], [503, {}]);
    const result = await createApiClient({
      baseUrl: 'http://x',
      tokens: store('old', 'r1'),
      fetch: fetchImpl,
    }).call(routes.getUser);
    expect(result.error).toBe('Erreur HTTP 503');
  });

  it('needs a stored refresh token', async () => {
    const { fetchImpl } = scripted();
    const result = await createApiClient({
      baseUrl: 'http://x',
      tokens: store(null, null),
      fetch: fetchImpl,
    }).refresh();
    expect(result.error).toBe(NO_REFRESH_TOKEN);
  });

  it('extracts messages in the spec order and reports network failures', async () => {
    const { fetchImpl } = scripted(
      [400, { errors: [{ field: 'x', message: 'first' }], message: 'm' }],
      [418, null],
    );
    const api = createApiClient({ baseUrl: 'http://x', fetch: fetchImpl });
    expect((await api.call(routes.getWarehouse)).error).toBe('first');
    expect((await api.call(routes.getWarehouse)).error).toBe("I'm a teapot");
    const down = createApiClient({
      baseUrl: 'http://x',
      fetch: (async () => {
        throw new TypeError('');
      }) as unknown as typeof fetch,
    });
    expect((await down.call(routes.getWarehouse)).error).toBe('Erreur réseau');
  });
});

describe('default query', () => {
  it('adds defaults to every call unless the call sets the key', async () => {
    const { fetchImpl, calls } = scripted([200, {}], [200, {}]);
    const api = createApiClient({ baseUrl: 'http://x', fetch: fetchImpl, defaultQuery: { warehouseId: 3 } });
    await api.call(routes.listCategories);
    await api.call(routes.getWarehouse, { query: { warehouseId: 5 } });
    expect(calls[0]!.url).toBe('http://x/api/categories?warehouseId=3&locale=fr_FR');
    expect(calls[1]!.url).toBe('http://x/api/warehouse/?warehouseId=5&locale=fr_FR');
  });
});

describe('shared refresh under load', () => {
  it('ten parallel 401s make one refresh, and each call is retried once', async () => {
    const responses: Array<[number, unknown]> = [
      ...Array.from({ length: 10 }, () => [401, {}] as [number, unknown]),
      [200, { token: 'fresh', refresh_token: 'r2' }],
      ...Array.from({ length: 10 }, (_, i) => [200, { n: i }] as [number, unknown]),
    ];
    const { fetchImpl, calls } = scripted(...responses);
    const tokens = store('stale', 'r1');
    const api = createApiClient({ baseUrl: 'http://x', tokens, fetch: fetchImpl });
    const results = await Promise.all(Array.from({ length: 10 }, () => api.call(routes.getUser)));
    expect(results.every((r) => r.error === null)).toBe(true);
    expect(calls.filter((c) => c.url.includes('/token/refresh'))).toHaveLength(1);
    expect(calls).toHaveLength(21);
    const retried = calls.slice(11).map((c) => (c.init.headers as Record<string, string>).authorization);
    expect(retried).toEqual(Array(10).fill('Bearer fresh'));
    expect(tokens.saved).toEqual({ token: 'fresh', refreshToken: 'r2' });
  });
});

describe('slots and pickup points', () => {
  it('calls the slot endpoints with the locale, the slot id in the path and slot_id in the order body', async () => {
    const slot = { id: 7, startAt: 'a', endAt: 'b', isFull: false, isSoonFull: false, holdExpiresAt: null };
    const { fetchImpl, calls } = scripted(
      [200, null],
      [200, slot],
      [200, slot],
      [409, { message: 'Ce créneau est complet.' }],
    );
    const api = createApiClient({ baseUrl: 'http://x', locale: 'es_ES', fetch: fetchImpl });
    expect((await api.call(routes.getSelectedSlot)).data).toBeNull();
    expect((await api.call(routes.selectSlot, { params: { slotId: 7 } })).data).toEqual(slot);
    await api.call(routes.changeOrderSlot, { params: { orderId: 42 }, body: { slot_id: 7 } });
    const full = await api.call(routes.selectSlot, { params: { slotId: 8 } });
    expect(calls.map((c) => [c.init.method, c.url])).toEqual([
      ['GET', 'http://x/api/user/selected/slot?locale=es_ES'],
      ['POST', 'http://x/api/user/select/slot/7?locale=es_ES'],
      ['PATCH', 'http://x/api/order/42/slot?locale=es_ES'],
      ['POST', 'http://x/api/user/select/slot/8?locale=es_ES'],
    ]);
    expect(JSON.parse(String(calls[1]!.init.body))).toEqual({ locale: 'es_ES' });
    expect(JSON.parse(String(calls[2]!.init.body))).toEqual({ slot_id: 7 });
    expect(full).toMatchObject({ data: null, error: 'Ce créneau est complet.', status: 409 });
  });

  it('lists pickup points and chooses one by zone_id', async () => {
    const point = {
      zone: { id: 3, name: 'Épicerie du coin', address: '1 rue A' },
      distance: 1.24,
      openingHours: null,
    };
    const { fetchImpl, calls } = scripted(
      [200, [point]],
      [200, { zone: { ...point.zone, isDeliveryPoint: true } }],
    );
    const api = createApiClient({ baseUrl: 'http://x', fetch: fetchImpl });
    expect((await api.call(routes.listPickupPoints)).data).toEqual([point]);
    expect(
      (await api.call(routes.choosePickupPoint, { body: { zone_id: 3 } })).data?.zone.isDeliveryPoint,
    ).toBe(true);
    expect(calls[0]!.url).toBe('http://x/api/user/delivery?locale=fr_FR');
    expect(calls[1]!.init.method).toBe('POST');
    expect(JSON.parse(String(calls[1]!.init.body))).toEqual({ zone_id: 3, locale: 'fr_FR' });
  });
});

describe('orders', () => {
  it('places an order with its Idempotency-Key, the locale and the Bearer token', async () => {
    const { fetchImpl, calls } = scripted([
      201,
      { orderId: 7, amountToPay: 61.17, paymentMethod: 'offline' },
    ]);
    const api = createApiClient({
      baseUrl: 'http://api',
      locale: 'nl_BE',
      fetch: fetchImpl,
      tokens: store('t', 'r'),
    });
    const result = await api.call(routes.placeOrder, {
      body: { paymentMethod: 'offline', acceptTerms: true, adultDeclared: true },
      headers: { 'idempotency-key': 'k-1' },
    });
    expect(result.data?.orderId).toBe(7);
    expect(calls[0]!.url).toBe('http://api/api/orders?locale=nl_BE');
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers['idempotency-key']).toBe('k-1');
    expect(headers.authorization).toBe('Bearer t');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      paymentMethod: 'offline',
      acceptTerms: true,
      adultDeclared: true,
      locale: 'nl_BE',
    });
  });

  it('keeps the field errors of a refused order', async () => {
    const { fetchImpl } = scripted([
      400,
      {
        message: 'Vous devez accepter…',
        errors: [{ field: 'acceptTerms', message: 'Vous devez accepter…' }],
      },
    ]);
    const api = createApiClient({ baseUrl: 'http://api', fetch: fetchImpl });
    const result = await api.call(routes.placeOrder, {
      body: { paymentMethod: 'offline', acceptTerms: false },
      headers: { 'idempotency-key': 'k-2' },
    });
    expect(result.status).toBe(400);
    expect(result.error).toBe('Vous devez accepter…');
    expect(result.data === null && result.errors).toEqual([
      { field: 'acceptTerms', message: 'Vous devez accepter…' },
    ]);
  });

  it('lists, reads and cancels orders', async () => {
    const { fetchImpl, calls } = scripted([200, []], [200, { orderId: 3 }], [200, { orderId: 3 }]);
    const api = createApiClient({ baseUrl: 'http://api', fetch: fetchImpl });
    await api.call(routes.listOrders);
    await api.call(routes.getOrder, { params: { orderId: 3 } });
    await api.call(routes.cancelOrder, { params: { orderId: 3 } });
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual([
      'GET http://api/api/orders?locale=fr_FR',
      'GET http://api/api/orders/3?locale=fr_FR',
      'POST http://api/api/orders/3/cancel?locale=fr_FR',
    ]);
  });
});

/**
 * A peer that behaves like the shop for the browser: calls are authenticated by a cookie the page
 * cannot read, which expires; POST /api/session/refresh renews it (or refuses, or is unreachable).
 */
interface CookiePeer {
  sessionValid: boolean;
  renewals: number;
  delays: Record<string, number>;
  calls: Array<{ url: string; init: RequestInit }>;
  fetch: typeof fetch;
  answer(path: string, init: RequestInit): () => Response;
}

function cookiePeer(renewal: 'ok' | 'refused' | 'down' | 503 = 'ok'): CookiePeer {
  const peer: CookiePeer = {
    sessionValid: false,
    renewals: 0,
    /** Milliseconds before a path's answer arrives (the server decides on receipt). */
    delays: {} as Record<string, number>,
    calls: [] as Array<{ url: string; init: RequestInit }>,
    fetch: (async (url: string | URL | Request, init: RequestInit = {}) => {
      const path = new URL(String(url), 'http://shop').pathname;
      peer.calls.push({ url: String(url), init });
      const answer = peer.answer(path, init);
      await new Promise((resolve) => setTimeout(resolve, peer.delays[path] ?? 1));
      return answer();
    }) as typeof fetch,
    answer: (path, init) => {
      if (path === '/api/session/refresh') {
        peer.renewals++;
        if (renewal === 'down')
          return () => {
            throw new TypeError('Failed to fetch');
          };
        if (renewal === 503) return () => new Response('{}', { status: 503 });
        if (renewal === 'refused') return () => new Response('{"message":"no"}', { status: 401 });
        peer.sessionValid = true;
        return () => new Response(null, { status: 204 });
      }
      if (!peer.sessionValid) return () => new Response('{"message":"expired"}', { status: 401 });
      const body = init.body ? JSON.parse(String(init.body)) : null;
      return () => new Response(JSON.stringify({ path, body }));
    },
  };
  return peer;
}

describe('cookie mode: the browser renews through the same-site endpoint', () => {
  function browser(peer: ReturnType<typeof cookiePeer>) {
    const expired = vi.fn();
    const session = cookieSession({ fetch: peer.fetch, onSessionExpired: expired });
    const client = (locale: 'fr_FR' | 'nl_BE' = 'fr_FR') =>
      createApiClient({ baseUrl: '', locale, tokens: session, fetch: peer.fetch });
    return { expired, client };
  }

  it('renews on 401 with the custom header and the cookies, then retries the call once', async () => {
    const peer = cookiePeer();
    const { client, expired } = browser(peer);
    const result = await client().call(routes.updateCartLine, {
      body: { product_warehouse_id: 12, quantity: 3 },
    });
    expect(result).toMatchObject({ error: null, data: { path: '/api/user/cart' } });
    expect(peer.calls.map((c) => new URL(c.url, 'http://shop').pathname)).toEqual([
      '/api/user/cart',
      '/api/session/refresh',
      '/api/user/cart',
    ]);
    const renewal = peer.calls[1]!.init;
    expect(renewal.method).toBe('POST');
    expect(renewal.credentials).toBe('same-origin');
    expect((renewal.headers as Record<string, string>)['x-consigne-session']).toBe('1');
    // No token is ever held or sent by the page: the cookies carry them.
    for (const call of peer.calls) {
      expect((call.init.headers as Record<string, string>).authorization).toBeUndefined();
      expect(call.init.credentials).toBe('same-origin');
    }
    expect(JSON.parse(String(peer.calls[2]!.init.body))).toEqual({ product_warehouse_id: 12, quantity: 3 });
    expect(expired).not.toHaveBeenCalled();
  });

  it('shares one renewal between concurrent 401s of every client of the page', async () => {
    const peer = cookiePeer();
    const { client } = browser(peer);
    const fr = client('fr_FR');
    const nl = client('nl_BE');
    const results = await Promise.all([
      fr.call(routes.getCart),
      fr.call(routes.listSlots),
      nl.call(routes.getWarehouse),
      nl.call(routes.selectSlot, { params: { slotId: 4 } }),
      fr.call(routes.getUser),
    ]);
    expect(results.every((r) => r.error === null)).toBe(true);
    expect(peer.renewals).toBe(1);
  });

  it('does not renew again for a 401 to a call sent before the renewal ended', async () => {
    const peer = cookiePeer();
    peer.delays['/api/slots'] = 30;
    const { client } = browser(peer);
    const api = client();
    // Both sent with the stale cookie; the slow 401 arrives after the first call's renewal ended.
    const first = api.call(routes.getCart);
    const slow = api.call(routes.listSlots);
    await Promise.all([first, slow]);
    expect(peer.renewals).toBe(1);
  });

  it('logs out with the spec text only when the renewal is refused', async () => {
    const peer = cookiePeer('refused');
    const { client, expired } = browser(peer);
    const results = await Promise.all([
      client().call(routes.getCart),
      client().call(routes.updateCartLine, { body: { product_warehouse_id: 1, quantity: 1 } }),
    ]);
    expect(results.map((r) => [r.error, r.status])).toEqual([
      [SESSION_EXPIRED, 401],
      [SESSION_EXPIRED, 401],
    ]);
    expect(SESSION_EXPIRED).toBe('Session expirée, veuillez vous reconnecter');
    expect(peer.renewals).toBe(1);
    expect(expired).toHaveBeenCalledTimes(2);
  });

  it('keeps the session when the renewal cannot be asked (network, 503): the call fails with status 0', async () => {
    for (const renewal of ['down', 503] as const) {
      const peer = cookiePeer(renewal);
      const { client, expired } = browser(peer);
      const result = await client().call(routes.updateCartLine, {
        body: { product_warehouse_id: 1, quantity: 2 },
      });
      expect(result.status).toBe(0);
      expect(result.error).toBeTruthy();
      expect(expired).not.toHaveBeenCalled();
    }
  });

  it('sends a change made as the page is left as a keepalive request', async () => {
    const peer = cookiePeer();
    peer.sessionValid = true;
    await browser(peer)
      .client()
      .call(routes.updateCartLine, { body: { product_warehouse_id: 1, quantity: 2 }, keepalive: true });
    expect(peer.calls[0]!.init.keepalive).toBe(true);
  });
});

describe('bearer mode', () => {
  it('does not log out when the refresh itself cannot reach the API', async () => {
    let n = 0;
    const fetchImpl = (async () => {
      if (n++ === 0) return new Response('{}', { status: 401 });
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const tokens = store('old', 'r1');
    const result = await createApiClient({ baseUrl: 'http://x', tokens, fetch: fetchImpl }).call(
      routes.getUser,
    );
    expect(result.status).toBe(0);
    expect(tokens.expired).toBe(false);
  });

  it('does not log out when the refresh endpoint fails (5xx while the database is down), only when it refuses', async () => {
    for (const status of [500, 502, 503, 504]) {
      const { fetchImpl, calls } = scripted(
        [401, {}],
        [status, { message: 'Service momentanément indisponible.' }],
      );
      const tokens = store('old', 'r1');
      const result = await createApiClient({ baseUrl: 'http://x', tokens, fetch: fetchImpl }).call(
        routes.getUser,
      );
      expect(result.status, String(status)).toBe(0);
      expect(result.error).not.toBe(SESSION_EXPIRED);
      expect(tokens.expired, String(status)).toBe(false);
      expect(tokens.getRefreshToken()).toBe('r1');
      expect(calls).toHaveLength(2);
    }
    for (const status of [400, 401]) {
      const { fetchImpl } = scripted([401, {}], [status, { message: 'Refresh token invalide ou expiré.' }]);
      const tokens = store('old', 'r1');
      const result = await createApiClient({ baseUrl: 'http://x', tokens, fetch: fetchImpl }).call(
        routes.getUser,
      );
      expect(result).toEqual({ data: null, error: SESSION_EXPIRED, status: 401 });
      expect(tokens.expired, String(status)).toBe(true);
    }
  });

  it('continueAsGuest: after a refused renewal the call is sent once more without the token', async () => {
    const { fetchImpl, calls } = scripted(
      [401, { message: 'Votre session a expiré, veuillez vous reconnecter.' }],
      [200, { products: [], count: 0 }],
    );
    let ended = false;
    const api = createApiClient({
      baseUrl: 'http://x',
      fetch: fetchImpl,
      tokens: {
        getToken: () => (ended ? null : 'revoked-elsewhere'),
        getRefreshToken: () => null,
        setTokens: () => undefined,
        onSessionExpired: () => {
          ended = true;
        },
        renew: async () => false,
        continueAsGuest: true,
      },
    });
    const result = await api.call(routes.listProducts);
    expect(result).toMatchObject({ error: null, status: 200 });
    expect(ended).toBe(true);
    expect(calls).toHaveLength(2);
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer revoked-elsewhere');
    expect((calls[1]!.init.headers as Record<string, string>).authorization).toBeUndefined();
  });
});

describe('call(route, input)', () => {
  it('sends the method and path of the route constant, its params encoded, with the query and the body', async () => {
    const { fetchImpl, calls } = scripted([200, { id: 7 }], [200, {}]);
    const api = createApiClient({ baseUrl: 'http://x', locale: 'fr_BE', fetch: fetchImpl });
    const result = await api.call(routes.updateAddress, { params: { id: 7 }, body: { city: 'Liège' } });
    await api.call(routes.getCategory, { params: { slug: 'bières & cidres' }, query: { warehouseId: 2 } });
    expect(result.data).toEqual({ id: 7 });
    expect(calls[0]!.init.method).toBe('PATCH');
    expect(calls[0]!.url).toBe('http://x/api/user/addresses/7?locale=fr_BE');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ city: 'Liège' });
    expect(calls[1]!.init.method).toBe('GET');
    expect(calls[1]!.url).toBe(
      'http://x/api/categories/bi%C3%A8res%20%26%20cidres?warehouseId=2&locale=fr_BE',
    );
  });

  it('refuses a path whose param is missing rather than calling a wrong url', () => {
    expect(() => pathWith('/orders/:orderId/cancel', {})).toThrow(/orderId/);
  });

  it("gives a file's address for the browser to follow: the page's own /api, params filled in, the locale", () => {
    expect(apiHref(routes.getPickingListPdf, 'nl_BE', { params: { slotId: 12 } })).toBe(
      '/api/admin/picking/slots/12/pdf?locale=nl_BE',
    );
  });
});

describe('the route constants the browser imports', () => {
  it('are each a separate `METHOD /path` string, so that the bundler drops the ones a page does not call', () => {
    const notARoute = Object.entries(routes).filter(
      ([name, value]) =>
        name !== 'methodAndPath' && !/^(GET|POST|PUT|PATCH|DELETE) \/\S*$/.test(String(value)),
    );
    expect(notARoute).toEqual([]);
    expect(routes.methodAndPath(routes.getOrder)).toEqual(['GET', '/orders/:orderId']);
  });

  it('imports nothing (no zod, no schema in the bundle)', () => {
    for (const file of ['index.ts', 'storefront.ts', 'admin.ts']) {
      const source = readFileSync(new URL(`../../contract/src/routes/${file}`, import.meta.url), 'utf8');
      const imports = [...source.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
      expect(
        imports.filter((path) => !path!.startsWith('./')),
        file,
      ).toEqual([]);
    }
  });
});
