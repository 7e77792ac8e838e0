import type { IncomingMessage } from 'node:http';
import {
  ACCESS_TOKEN_COOKIE,
  clearedTokenCookies,
  parseCookies,
  REFRESH_TOKEN_COOKIE,
  SESSION_EXPIRED_MARK,
  tokenCookies,
} from './app/lib/cookies.js';

/** Renew a little before expiry so a page never starts loading with a token about to lapse. */
const RENEW_MARGIN_SECONDS = 30;
/** Concurrent requests of one browser share one rotation (a second use of the token would revoke the session). */
const inFlight = new Map<string, Promise<{ token: string; refresh_token: string } | null>>();

/**
 * Whether the access token must be renewed before the page loads: missing, unreadable, expiring, or
 * issued before access tokens named their login (`sid`), which the API now refuses.
 */
export function needsRenewal(token: string | undefined, now = Date.now()): boolean {
  if (!token) return true;
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      exp?: number;
      sid?: unknown;
    };
    return (
      !payload.exp || typeof payload.sid !== 'string' || payload.exp - RENEW_MARGIN_SECONDS <= now / 1000
    );
  } catch {
    return true;
  }
}

function rotate(apiBaseUrl: string, refreshToken: string) {
  let pending = inFlight.get(refreshToken);
  if (!pending) {
    pending = fetch(`${apiBaseUrl}/api/token/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken }),
    })
      .then(async (res) => (res.ok ? ((await res.json()) as { token: string; refresh_token: string }) : null))
      .catch(() => null);
    inFlight.set(refreshToken, pending);
    // Keep the result a few seconds for requests that arrive just after.
    void pending.finally(() => setTimeout(() => inFlight.delete(refreshToken), 10_000).unref());
  }
  return pending;
}

/**
 * The request's Cookie header as the storefront will read it: React Router's Node adapter builds its
 * Request from rawHeaders, so both views of the headers are rewritten.
 */
function setCookieHeader(request: IncomingMessage, value: string): void {
  request.headers.cookie = value;
  const raw: string[] = [];
  for (let i = 0; i < request.rawHeaders.length; i += 2) {
    if (request.rawHeaders[i]!.toLowerCase() !== 'cookie')
      raw.push(request.rawHeaders[i]!, request.rawHeaders[i + 1]!);
  }
  if (value) raw.push('Cookie', value);
  request.rawHeaders.splice(0, request.rawHeaders.length, ...raw);
}

/**
 * Spec §4 token expiry for server-rendered pages: when the access token is missing or expiring and a
 * refresh token cookie exists, rotate it over the API and hand the new token to this request's
 * loaders. Returns the Set-Cookie values for the response: both new cookies, or both emptied when
 * the refresh is refused (the browser is logged out).
 */
export async function renewSession(request: IncomingMessage, apiBaseUrl: string): Promise<string[]> {
  const cookies = parseCookies(request.headers.cookie);
  const refreshToken = cookies[REFRESH_TOKEN_COOKIE];
  if (!refreshToken || !needsRenewal(cookies[ACCESS_TOKEN_COOKIE])) return [];
  const secure = request.headers['x-forwarded-proto'] === 'https';
  const pair = await rotate(apiBaseUrl, refreshToken);
  const next = { ...cookies };
  delete next[ACCESS_TOKEN_COOKIE];
  delete next[REFRESH_TOKEN_COOKIE];
  if (pair) {
    next[ACCESS_TOKEN_COOKIE] = pair.token;
    next[REFRESH_TOKEN_COOKIE] = pair.refresh_token;
  } else {
    // For this request only: the page rendered now tells the shopper why they are logged out.
    next[SESSION_EXPIRED_MARK] = '1';
  }
  setCookieHeader(
    request,
    Object.entries(next)
      .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
      .join('; '),
  );
  return pair
    ? tokenCookies({ token: pair.token, refreshToken: pair.refresh_token }, secure)
    : clearedTokenCookies(secure);
}
