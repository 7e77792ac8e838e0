/** Spec §9 token cookies: one rule in @consigne/domain, shared with the API's renewal endpoint. */
export {
  ACCESS_TOKEN_COOKIE,
  ACCESS_TOKEN_MAX_AGE,
  clearedTokenCookies,
  REFRESH_TOKEN_COOKIE,
  REFRESH_TOKEN_MAX_AGE,
  serializeCookie,
  tokenCookies,
} from '@consigne/domain';
/** The guest's warehouse id (mirror of the spec's persisted 'warehouse' selection), 365 days. */
export const WAREHOUSE_COOKIE = 'warehouse_id';
/** Added by the server to the request (never sent to the browser) when a refresh was refused. */
export const SESSION_EXPIRED_MARK = 'session_expired';

export function parseCookies(header: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || name in out) continue;
    try {
      out[name] = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      out[name] = part.slice(eq + 1).trim();
    }
  }
  return out;
}

export const isSecureRequest = (request: Request) =>
  new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
