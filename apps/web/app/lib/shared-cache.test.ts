import { describe, expect, it } from 'vitest';
import { CACHE_KEY_COOKIES_HEADER, sharedCacheMayStore } from './shared-cache';

/** A request with these Cookie header lines and, when given, nginx's statement of its key's cookies. */
function request(cookies: string[], stated?: string): Request {
  const headers = new Headers();
  for (const cookie of cookies) headers.append('cookie', cookie);
  if (stated !== undefined) headers.set(CACHE_KEY_COOKIES_HEADER, stated);
  return new Request('http://shop.example/fr/produits', { headers });
}

describe('sharedCacheMayStore', () => {
  it('lets a guest page be stored under the values nginx keyed on, or without a statement', () => {
    expect(
      sharedCacheMayStore(request(['locale=fr; warehouse_id=2; other=1'], 'warehouse_id=2; locale=fr')),
    ).toBe(true);
    expect(sharedCacheMayStore(request([], 'warehouse_id=; locale='))).toBe(true);
    expect(sharedCacheMayStore(request(['locale=fr; warehouse_id=2']))).toBe(true);
    // Two Cookie lines are read as one, joined with '; ' (as nginx reads them).
    expect(sharedCacheMayStore(request(['locale=fr', 'warehouse_id=2'], 'warehouse_id=2; locale=fr'))).toBe(
      true,
    );
  });

  it.each([
    // [Cookie header lines, what nginx's $cookie_warehouse_id reads from them]
    [['WAREHOUSE_ID=2; warehouse_id=1'], '2'],
    [['warehouse_id=1; WAREHOUSE_ID=2'], '1'],
    [['warehouse_id=2; warehouse_id=1'], '2'],
    [['Warehouse_Id=2'], '2'],
    [['warehouse_id\t=2'], ''],
    [['other=x,warehouse_id=2'], '2'],
    [['warehouse_id=2 '], '2 '],
    [['warehouse_id=%32'], '%32'],
  ])('refuses %j, which nginx reads as warehouse_id=%s', (cookies, warehouse) => {
    expect(sharedCacheMayStore(request(cookies, `warehouse_id=${warehouse}; locale=`))).toBe(false);
  });

  it('refuses a locale read apart from the key', () => {
    expect(sharedCacheMayStore(request(['LOCALE=es; locale=fr'], 'warehouse_id=; locale=es'))).toBe(false);
  });

  it.each([
    'access_token=a.b.c',
    'refresh_token=r',
    'session_expired=1',
    'session_expired\t=1',
    'selected_address={}',
  ])('refuses a request with the private cookie %s, stated or not', (cookie) => {
    expect(sharedCacheMayStore(request([cookie]))).toBe(false);
    expect(sharedCacheMayStore(request([cookie], 'warehouse_id=; locale='))).toBe(false);
  });
});
