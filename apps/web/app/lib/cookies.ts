/** Token cookies (docs/rules.md#session): one rule in @consigne/domain, shared with the API's renewal endpoint. */
export {
  ACCESS_TOKEN_COOKIE,
  clearedTokenCookies,
  REFRESH_TOKEN_COOKIE,
  serializeCookie,
  tokenCookies,
} from '@consigne/domain';
/** The guest's warehouse id (mirror of the persisted 'warehouse' selection), 365 days. */
export const WAREHOUSE_COOKIE = 'warehouse_id';
/** Added by the server to the request (never sent to the browser) when a refresh was refused. */
export const SESSION_EXPIRED_MARK = 'session_expired';
/** The guest's chosen address, read by the registration pages (components/register/selected-address.server.ts). */
export const SELECTED_ADDRESS_COOKIE = 'selected_address';

/**
 * The request's cookies by name. A name sent twice, in the same case or another, is honoured in
 * neither value: a proxy, another parser or a cache key may read the other one (nginx's $cookie_*
 * ignores case and takes the first), so the page must not depend on which (apps/web/app/lib/shared-cache.ts).
 */
export function parseCookies(header: string | null | undefined): Record<string, string> {
  const cookies = new Map<string, string>();
  const seen = new Set<string>();
  const ambiguous = new Set<string>();
  for (const part of header?.split(';') ?? []) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    const folded = name.toLowerCase();
    if (!name) continue;
    if (seen.has(folded)) ambiguous.add(folded);
    seen.add(folded);
    if (!cookies.has(name)) cookies.set(name, decodeCookieValue(part.slice(eq + 1).trim()));
  }
  return Object.fromEntries([...cookies].filter(([name]) => !ambiguous.has(name.toLowerCase())));
}

function decodeCookieValue(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export const isSecureRequest = (request: Request) =>
  new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
