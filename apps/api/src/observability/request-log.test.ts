import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { isWellFormedRequestId, requestIdOf } from './request-id.js';
import { loggableUrl } from './request-log.js';

describe('request ids', () => {
  it('keeps a well-formed incoming X-Request-Id (nginx $request_id, a UUID, abc-123)', () => {
    for (const id of ['abc-123', '0f1e2d3c4b5a69788796a5b4c3d2e1f0', 'a.b_c-D', 'x'.repeat(64)])
      expect(requestIdOf({ headers: { 'x-request-id': id } })).toBe(id);
  });
  it('replaces a missing or forged one with a fresh UUID', () => {
    const forged = ['', 'a b', 'x'.repeat(65), 'abc\n{"level":60}', 'id;drop', 'é', 'a, b'];
    for (const id of forged) {
      expect(isWellFormedRequestId(id)).toBe(false);
      expect(requestIdOf({ headers: { 'x-request-id': id } })).toMatch(/^[0-9a-f]{8}-[0-9a-f-]{27}$/);
    }
    const fresh = new Set([1, 2, 3].map(() => requestIdOf({ headers: {} })));
    expect(fresh.size).toBe(3);
  });
});

describe('loggableUrl', () => {
  it('masks the values of secret-looking query parameters, keeps the rest', () => {
    expect(loggableUrl('/fr/reset-password/nouveau?token=abc&lang=fr')).toBe(
      '/fr/reset-password/nouveau?token=[redacted]&lang=fr',
    );
    expect(loggableUrl('/api/x?refresh_token=1&password=2&promoCode=3&email=a%40b&locale=fr_FR')).toBe(
      '/api/x?refresh_token=[redacted]&password=[redacted]&promoCode=[redacted]&email=[redacted]&locale=fr_FR',
    );
    expect(loggableUrl('/fr/produits?page=2&sort=price')).toBe('/fr/produits?page=2&sort=price');
    expect(loggableUrl('/fr/produits')).toBe('/fr/produits');
    expect(loggableUrl('/x?%74oken=1&%E0=2')).toBe('/x?%74oken=[redacted]&%E0=2');
  });
});

describe('METRICS_PORT and METRICS_HOST', () => {
  const env = { JWT_SECRET: 'metrics-config-test-secret-0123456789', DATA_DIR: '/tmp/consigne-test-data' };
  it('are off by default, bound to the loopback', () => {
    expect(loadConfig(env)).toMatchObject({ metricsPort: undefined, metricsHost: '127.0.0.1' });
    expect(loadConfig({ ...env, METRICS_PORT: '' }).metricsPort).toBeUndefined();
  });
  it('take a port and an address', () => {
    expect(loadConfig({ ...env, METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' })).toMatchObject({
      metricsPort: 9464,
      metricsHost: '10.0.0.5',
    });
  });
  it('refuse what is not a port', () => {
    for (const bad of ['0', '65536', 'abc', '80.5', '-1'])
      expect(() => loadConfig({ ...env, METRICS_PORT: bad })).toThrow(/METRICS_PORT must be a port number/);
  });
});
