import type { IncomingMessage } from 'node:http';
import {
  ACCESS_TOKEN_COOKIE,
  clearedTokenCookies,
  parseCookies,
  REFRESH_TOKEN_COOKIE,
  SESSION_EXPIRED_MARK,
  tokenCookies,
} from './app/lib/cookies.js';
import type { RequestSession } from './app/lib/context.js';

/** What the server entry (apps/server) passes to every loader and action. */
export type { RequestSession, ShopLoadContext } from './app/lib/context.js';

/** Renew a little before expiry so a page never starts loading with a token about to lapse. */
const RENEW_MARGIN_SECONDS = 30;
/** Concurrent requests of one browser share one rotation (a second use of the token would revoke the session). */
const inFlight = new Map<string, Promise<{ token: string; refresh_token: string } | null>>();

function expiresSoon(token: string | undefined, margin = RENEW_MARGIN_SECONDS): boolean {
  if (!token) return true;
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      exp?: number;
    };
    return !payload.exp || payload.exp - margin <= Date.now() / 1000;
  } catch {
    return true;
  }
}

function rotate(apiBaseUrl: string, refreshToken: string, fetchImpl: typeof fetch) {
  let pending = inFlight.get(refreshToken);
  if (!pending) {
    pending = fetchImpl(`${apiBaseUrl}/api/token/refresh`, {
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
 * loaders; a loader whose call is still refused renews through `session.renew()` (once per request).
 * `setCookies` collects the Set-Cookie values of the response: both new cookies, or both emptied
 * when a renewal is refused (the browser is logged out). An expired access token without a refresh
 * token is dropped: the page is rendered for a guest. `fetchImpl` is the load context's apiFetch, if any.
 */
export async function prepareSession(
  request: IncomingMessage,
  apiBaseUrl: string,
  fetchImpl: typeof fetch = fetch,
): Promise<{ setCookies: string[]; session?: RequestSession }> {
  const cookies = parseCookies(request.headers.cookie);
  const secure = request.headers['x-forwarded-proto'] === 'https';
  const setCookies: string[] = [];
  const accessToken = cookies[ACCESS_TOKEN_COOKIE];
  let refreshToken = cookies[REFRESH_TOKEN_COOKIE];
  if (!refreshToken) {
    if (accessToken && expiresSoon(accessToken, 0)) {
      rewriteSessionCookies(request, cookies, null);
      setCookies.push(...clearedTokenCookies(secure));
    }
    return { setCookies };
  }
  let renewed: string | undefined;
  const apply = (pair: { token: string; refresh_token: string } | null) => {
    rewriteSessionCookies(request, cookies, pair);
    setCookies.length = 0;
    setCookies.push(
      ...(pair
        ? tokenCookies({ token: pair.token, refreshToken: pair.refresh_token }, secure)
        : clearedTokenCookies(secure)),
    );
    if (pair) {
      renewed = pair.token;
      refreshToken = pair.refresh_token;
    }
    return pair !== null;
  };
  if (expiresSoon(accessToken)) {
    const renewedBeforeLoaders = apply(await rotate(apiBaseUrl, refreshToken, fetchImpl));
    if (!renewedBeforeLoaders) return { setCookies };
  }
  let loaderRenewal: Promise<boolean> | null = null;
  let ended = false;
  const session: RequestSession = {
    token: () => renewed,
    renew: () =>
      (loaderRenewal ??= rotate(apiBaseUrl, refreshToken!, fetchImpl).then((pair) => {
        ended = pair === null;
        return apply(pair);
      })),
    ended: () => ended,
  };
  return { setCookies, session };
}

/**
 * The request's session cookies as the storefront will read them: the new pair, or none plus the
 * mark that tells the page why the shopper is logged out.
 */
function rewriteSessionCookies(
  request: IncomingMessage,
  cookies: Record<string, string>,
  pair: { token: string; refresh_token: string } | null,
): void {
  const next = { ...cookies };
  delete next[ACCESS_TOKEN_COOKIE];
  delete next[REFRESH_TOKEN_COOKIE];
  if (pair) {
    next[ACCESS_TOKEN_COOKIE] = pair.token;
    next[REFRESH_TOKEN_COOKIE] = pair.refresh_token;
  } else if (cookies[REFRESH_TOKEN_COOKIE]) {
    // For this request only: the page rendered now tells the shopper why they are logged out.
    next[SESSION_EXPIRED_MARK] = '1';
  }
  setCookieHeader(
    request,
    Object.entries(next)
      .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
      .join('; '),
  );
}
