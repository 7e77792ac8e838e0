/**
 * Session cookies (docs/rules.md#session), shared by the storefront (login, SSR renewal, logout) and the API's
 * same-site renewal endpoint, so both set them with the same attributes: access token 7 days,
 * refresh token 30 days, path /, SameSite lax, HttpOnly (page scripts never read them), Secure
 * over https.
 */
export const ACCESS_TOKEN_COOKIE = 'access_token';
export const REFRESH_TOKEN_COOKIE = 'refresh_token';
export const ACCESS_TOKEN_MAX_AGE = 7 * 24 * 60 * 60;
export const REFRESH_TOKEN_MAX_AGE = 30 * 24 * 60 * 60;

/**
 * The header the browser's renewal call carries: a cross-site form cannot send a custom header, and
 * a cross-origin script cannot either without a CORS preflight, which the API never grants.
 */
export const SESSION_RENEWAL_HEADER = 'x-consigne-session';

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

export function tokenCookies(tokens: { token: string; refreshToken: string }, secure: boolean): string[] {
  return [
    serializeCookie(ACCESS_TOKEN_COOKIE, tokens.token, { maxAge: ACCESS_TOKEN_MAX_AGE, secure }),
    serializeCookie(REFRESH_TOKEN_COOKIE, tokens.refreshToken, { maxAge: REFRESH_TOKEN_MAX_AGE, secure }),
  ];
}

/** Logout (or a refused renewal) empties both token cookies. */
export function clearedTokenCookies(secure: boolean): string[] {
  return [
    serializeCookie(ACCESS_TOKEN_COOKIE, '', { maxAge: 0, secure }),
    serializeCookie(REFRESH_TOKEN_COOKIE, '', { maxAge: 0, secure }),
  ];
}

/**
 * What the API's answer to a renewal (POST /api/token/refresh, POST /api/session/refresh) means for
 * the session. Only a refusal of the token itself ends it: 401 (unknown, expired, reused, revoked)
 * or 400 (not a token at all). Any other answer (a 5xx while the database is down, a 403 or 429 of a
 * guard) and no answer at all (`null`: connection refused or reset, timeout) say nothing about the
 * token: the session stands, the cookies are kept, and the renewal is asked again later.
 */
export type RenewalVerdict = 'renewed' | 'refused' | 'undecided';

export function renewalVerdict(status: number | null): RenewalVerdict {
  if (status === null) return 'undecided';
  if (status >= 200 && status < 300) return 'renewed';
  return status === 401 || status === 400 ? 'refused' : 'undecided';
}
