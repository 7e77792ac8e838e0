/**
 * Whether a shared cache (nginx's micro-cache, deploy/nginx/consigne/public.conf; a CDN) may store
 * the storefront's answer to a request. A guest page is cached under the cookies it reads
 * (warehouse, locale), so the cache's key and the page must come from the same values; a proxy reads
 * cookies its own way (nginx: names in any case, the first of duplicates, spaces but not tabs around
 * `=`, commas as separators), so rather than chase each difference the proxy states the values it
 * keyed on and the app refuses to let an answer be stored when it read other ones.
 */
import { LOCALE_COOKIE } from '@consigne/domain';
import {
  ACCESS_TOKEN_COOKIE,
  parseCookies,
  REFRESH_TOKEN_COOKIE,
  SELECTED_ADDRESS_COOKIE,
  SESSION_EXPIRED_MARK,
  WAREHOUSE_COOKIE,
} from './cookies.js';

/**
 * The request header in which the proxy states its cache key's cookies, as `cacheKeyCookies` writes
 * them (nginx sets it, replacing any the client sent).
 */
export const CACHE_KEY_COOKIES_HEADER = 'x-consigne-cache-cookies';

/** The cookies a guest page reads, hence the cache key's (nginx: $consigne_cache_cookies). */
const CACHE_KEY_COOKIES = [WAREHOUSE_COOKIE, LOCALE_COOKIE];

/**
 * Cookies that make a page the shopper's own: never stored, whatever the page says (nginx's
 * $consigne_private_cookie map lists the same names, to bypass the cache).
 */
const PRIVATE_COOKIES = [
  ACCESS_TOKEN_COOKIE,
  REFRESH_TOKEN_COOKIE,
  SESSION_EXPIRED_MARK,
  SELECTED_ADDRESS_COOKIE,
];

/** The key's cookies as the app read them: `warehouse_id=2; locale=fr` (an absent one empty). */
export const cacheKeyCookies = (cookies: Record<string, string>): string =>
  CACHE_KEY_COOKIES.map((name) => `${name}=${cookies[name] ?? ''}`).join('; ');

/**
 * True when a shared cache may store the answer: the request carries none of the private cookies
 * as the app reads them, and the proxy, if it stated its key's cookies, read the same values.
 * A value the proxy reads raw and the app decodes (`%32`) differs too: such an answer is not stored.
 */
export function sharedCacheMayStore(request: Request): boolean {
  const cookies = parseCookies(request.headers.get('cookie'));
  if (PRIVATE_COOKIES.some((name) => Object.hasOwn(cookies, name))) return false;
  const stated = request.headers.get(CACHE_KEY_COOKIES_HEADER);
  return stated === null || stated === cacheKeyCookies(cookies);
}
