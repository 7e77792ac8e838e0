import { describe, expect, it } from 'vitest';
import { isCrossSiteSubmission } from './cross-site.js';

describe('isCrossSiteSubmission', () => {
  it('lets the shop’s own forms through', () => {
    expect(isCrossSiteSubmission({ 'sec-fetch-site': 'same-origin', host: 'shop.example' })).toBe(false);
    expect(isCrossSiteSubmission({ 'sec-fetch-site': 'none' })).toBe(false);
    expect(isCrossSiteSubmission({ origin: 'https://shop.example', host: 'shop.example' })).toBe(false);
    expect(isCrossSiteSubmission({ host: 'shop.example' })).toBe(false);
  });
  it('refuses a form posted from another site, or a sibling subdomain', () => {
    expect(isCrossSiteSubmission({ 'sec-fetch-site': 'cross-site', host: 'shop.example' })).toBe(true);
    expect(isCrossSiteSubmission({ 'sec-fetch-site': 'same-site', host: 'shop.example' })).toBe(true);
    expect(isCrossSiteSubmission({ origin: 'https://evil.example', host: 'shop.example' })).toBe(true);
    expect(isCrossSiteSubmission({ origin: 'null', host: 'shop.example' })).toBe(true);
  });
});
