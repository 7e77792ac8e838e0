import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { parseTrustProxy } from './trust-proxy.js';

describe('TRUST_PROXY', () => {
  it('trusts nobody by default', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
  });

  it('accepts true, a hop count, and a list of addresses, CIDR ranges and named ranges', () => {
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy(' 10.0.0.0/8, 127.0.0.1 ,::1, fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['yes', '10.0.0.0/33', '10.0.0/8', 'example.com', '1.2.3.4,', '-1', '::1/129', '1.2.3.4/8/1'])(
    'stops the start on %j',
    (value) => {
      expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(32), TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );
});
