import { describe, expect, it } from 'vitest';
import { isCrossSiteRequest } from './cross-site.js';

const SHOP = 'https://shop.example';

describe('isCrossSiteRequest (page actions and cookie-authenticated API calls)', () => {
  it('lets the shop’s own pages through, and clients that are no browser', () => {
    expect(isCrossSiteRequest({ 'sec-fetch-site': 'same-origin', host: 'shop.example' })).toBe(false);
    expect(isCrossSiteRequest({ 'sec-fetch-site': 'none' })).toBe(false);
    expect(isCrossSiteRequest({ origin: SHOP, host: 'shop.example' })).toBe(false);
    expect(isCrossSiteRequest({ host: 'shop.example' })).toBe(false);
    expect(isCrossSiteRequest({ origin: '', host: 'shop.example' })).toBe(false);
  });
  it('believes the shop’s public origin behind a proxy that rewrites Host', () => {
    expect(isCrossSiteRequest({ origin: SHOP, host: '127.0.0.1:3000' }, SHOP)).toBe(false);
    expect(isCrossSiteRequest({ origin: 'http://shop.example', host: '127.0.0.1:3000' }, SHOP)).toBe(true);
    expect(isCrossSiteRequest({ origin: SHOP, host: '127.0.0.1:3000' })).toBe(true);
  });
  it('refuses another site, and a sibling subdomain (same-site, not same-origin)', () => {
    expect(isCrossSiteRequest({ 'sec-fetch-site': 'cross-site', host: 'shop.example' })).toBe(true);
    expect(isCrossSiteRequest({ 'sec-fetch-site': 'same-site', host: 'shop.example' })).toBe(true);
    expect(isCrossSiteRequest({ origin: 'https://evil.example', host: 'shop.example' }, SHOP)).toBe(true);
    expect(isCrossSiteRequest({ origin: 'https://blog.shop.example', host: 'shop.example' }, SHOP)).toBe(
      true,
    );
    expect(isCrossSiteRequest({ origin: 'null', host: 'shop.example' })).toBe(true);
    // Fetch Metadata wins over an Origin that looks right.
    expect(isCrossSiteRequest({ 'sec-fetch-site': 'same-site', origin: SHOP, host: 'shop.example' })).toBe(
      true,
    );
  });
});
