/** Spec §9: access token cookie 7 days, refresh token cookie 30 days, path /, SameSite lax; locale cookie 365 days. */
export const ACCESS_TOKEN_COOKIE = 'access_token';
export const REFRESH_TOKEN_COOKIE = 'refresh_token';
export const ACCESS_TOKEN_MAX_AGE = 7 * 24 * 60 * 60;
export const REFRESH_TOKEN_MAX_AGE = 30 * 24 * 60 * 60;
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

export function serializeCookie(
  name: string,
  value: string,
  { maxAge, httpOnly = true, secure = false }: { maxAge: number; httpOnly?: boolean; secure?: boolean },
): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    `Max-Age=${maxAge}`,
    'Path=/',
    'SameSite=Lax',
    httpOnly ? 'HttpOnly' : '',
    secure ? 'Secure' : '',
  ]
    .filter(Boolean)
    .join('; ');
}

/** Token cookies are HttpOnly: page scripts never read them; same-origin API calls carry them. */
export function tokenCookies(tokens: { token: string; refreshToken: string }, secure: boolean): string[] {
  return [
    serializeCookie(ACCESS_TOKEN_COOKIE, tokens.token, { maxAge: ACCESS_TOKEN_MAX_AGE, secure }),
    serializeCookie(REFRESH_TOKEN_COOKIE, tokens.refreshToken, { maxAge: REFRESH_TOKEN_MAX_AGE, secure }),
  ];
}

/** Logout empties both token cookies. */
export function clearedTokenCookies(secure: boolean): string[] {
  return [
    serializeCookie(ACCESS_TOKEN_COOKIE, '', { maxAge: 0, secure }),
    serializeCookie(REFRESH_TOKEN_COOKIE, '', { maxAge: 0, secure }),
  ];
}

export const isSecureRequest = (request: Request) =>
  new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
