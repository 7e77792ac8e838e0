import { describe, expect, it } from 'vitest';
import { compressible, negotiateEncoding, varyOnEncoding } from './compression.js';

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;Q=0.1', 'br'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['identity', undefined],
    ['gzip;q=0, br;q=0', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%j → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('compressible and Vary', () => {
  it('compresses text that is not encoded yet', () => {
    expect(compressible('text/html; charset=utf-8', undefined)).toBe(true);
    expect(compressible('application/json; charset=utf-8', undefined)).toBe(true);
    expect(compressible('application/json', 'br')).toBe(false);
    expect(compressible('application/pdf', undefined)).toBe(false);
    expect(compressible('image/png', undefined)).toBe(false);
    expect(compressible(undefined, undefined)).toBe(false);
  });

  it('adds Accept-Encoding once to what Vary already says', () => {
    expect(varyOnEncoding(undefined)).toBe('Accept-Encoding');
    expect(varyOnEncoding('Cookie, Accept-Language')).toBe('Cookie, Accept-Language, Accept-Encoding');
    expect(varyOnEncoding('Cookie, accept-encoding')).toBe('Cookie, accept-encoding');
    expect(varyOnEncoding('*')).toBe('*');
  });
});
