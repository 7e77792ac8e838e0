import { describe, expect, it } from 'vitest';
import { testApp } from '../../test/app.js';

const { app } = await testApp();

describe('locale parameter', () => {
  it('is accepted on every call and refused with a clear 400 when unknown', async () => {
    expect((await app.inject({ url: '/api/warehouse/?locale=es_ES' })).statusCode).toBe(200);
    const res = await app.inject({ url: '/api/warehouse/?locale=en_US' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Paramètre locale inconnu : « en_US ». Valeurs acceptées : fr_FR, es_ES, fr_BE, nl_BE.',
    );
    expect(res.json().errors[0].field).toBe('locale');
  });
  it('is read from POST bodies too', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { username: 'a@b.c', password: 'x', locale: 'klingon' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('envelope and headers', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const res = await app.inject({ url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: 'route_not_found',
      message: 'Route introuvable : /api/nope',
      errors: [],
    });
  });
  it('sets security headers, on answers and on errors', async () => {
    for (const url of ['/api/health', '/api/nope']) {
      const res = await app.inject({ url });
      expect(res.headers).toMatchObject({
        'content-security-policy':
          "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self' https://checkout.stripe.com;frame-ancestors 'none';" +
          "img-src 'self' data:;object-src 'none';script-src 'self';script-src-attr 'none';" +
          "style-src 'self' 'unsafe-inline';connect-src 'self';worker-src 'self';manifest-src 'self'",
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'origin-agent-cluster': '?1',
        'referrer-policy': 'same-origin',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'x-content-type-options': 'nosniff',
        'x-dns-prefetch-control': 'off',
        'x-download-options': 'noopen',
        'x-frame-options': 'DENY',
        'x-permitted-cross-domain-policies': 'none',
        'x-xss-protection': '0',
      });
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });
  it('gives every page request a fresh script nonce, and never allows inline scripts', async () => {
    const policies = await Promise.all(
      ['/fr', '/fr', '/nl-BE/p/x', '/api/docs'].map(async (url) => (await app.inject({ url })).headers),
    );
    const nonces = policies.slice(0, 3).map((headers) => {
      const policy = String(headers['content-security-policy']);
      expect(policy).toMatch(/;script-src 'self' 'nonce-[A-Za-z0-9+/]{22}==';script-src-attr 'none';/);
      return /'nonce-([^']+)'/.exec(policy)![1];
    });
    expect(new Set(nonces).size).toBe(3);
    // The API's docs load only files: no nonce, no inline script.
    expect(policies[3]!['content-security-policy']).toContain("script-src 'self';");
    const scriptSources = policies.map(
      (h) => /script-src ([^;]*)/.exec(String(h['content-security-policy']))![1],
    );
    for (const sources of scriptSources) expect(sources).not.toContain('unsafe-inline');
  });
  it('refuses a non-JSON body with 415', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/login_check',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/JSON/);
  });
});

describe('GET /api/health', () => {
  it('reports the database', async () => {
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: { status: 'up' } });
  });
});

describe('OpenAPI', () => {
  it('documents the spec endpoints with the locale parameter', async () => {
    const res = await app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    for (const path of [
      '/api/login_check',
      '/api/token/refresh',
      '/api/user',
      '/api/warehouse/',
      '/api/products/cross-sell',
      '/api/slots',
      '/api/user/selected/slot',
      '/api/user/select/slot/{slotId}',
      '/api/user/delivery',
    ]) {
      expect(doc.paths).toHaveProperty([path]);
    }
    const params = doc.paths['/api/products/cross-sell'].get.parameters.map((p: { name: string }) => p.name);
    expect(params).toEqual(
      expect.arrayContaining([
        'locale',
        'page',
        'sort',
        'direction',
        'search',
        'tags',
        'tag',
        'section',
        'warehouseId',
      ]),
    );
  });
});
