import type { IncomingMessage } from 'node:http';
import { renewalVerdict } from '@consigne/domain';
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

type TokenPair = { token: string; refresh_token: string };
/** A renewal's outcome: the new pair, the API's refusal of the token, or no decision (an outage). */
type Rotation = { verdict: 'renewed'; pair: TokenPair } | { verdict: 'refused' | 'undecided' };

/** Renew a little before expiry so a page never starts loading with a token about to lapse. */
const RENEW_MARGIN_SECONDS = 30;
/** Concurrent requests of one browser share one rotation (a second use of the token would revoke the session). */
const inFlight = new Map<string, Promise<Rotation>>();

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

async function askRotation(
  apiBaseUrl: string,
  refreshToken: string,
  fetchImpl: typeof fetch,
): Promise<Rotation> {
  try {
    const res = await fetchImpl(`${apiBaseUrl}/api/token/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken }),
    });
    const verdict = renewalVerdict(res.status);
    return verdict === 'renewed' ? { verdict, pair: (await res.json()) as TokenPair } : { verdict };
  } catch {
    // No answer (API down or unreachable, connection reset, a body cut short): nothing was decided.
    return { verdict: 'undecided' };
  }
}

function rotate(apiBaseUrl: string, refreshToken: string, fetchImpl: typeof fetch): Promise<Rotation> {
  let pending = inFlight.get(refreshToken);
  if (!pending) {
    pending = askRotation(apiBaseUrl, refreshToken, fetchImpl);
    inFlight.set(refreshToken, pending);
    // Keep an answer a few seconds for requests that arrive just after; an outage is asked again.
    void pending.then(({ verdict }) => {
      if (verdict === 'undecided') inFlight.delete(refreshToken);
      else setTimeout(() => inFlight.delete(refreshToken), 10_000).unref();
    });
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
 * Token expiry for server-rendered pages (docs/rules.md#session): when the access token is missing or expiring and a
 * refresh token cookie exists, rotate it over the API and hand the new token to this request's
 * loaders; a loader whose call is still refused renews through `session.renew()` (once per request).
 * `setCookies` collects the Set-Cookie values of the response: both new cookies, or both emptied
 * when the API refuses the refresh token (the browser is logged out). An outage (no answer, a 5xx)
 * ends nothing: the cookies stay untouched, and without a token still valid the session is
 * `undecided()`, which the loaders answer with the 503 error page. An expired access token without a
 * refresh token is dropped: the page is rendered for a guest. `fetchImpl` is the load context's
 * apiFetch, if any.
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
  /** Applies a decided rotation to the request and the response; true when renewed. */
  const apply = (rotation: Rotation) => {
    const pair = rotation.verdict === 'renewed' ? rotation.pair : null;
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
  let undecided = false;
  if (expiresSoon(accessToken)) {
    const rotation = await rotate(apiBaseUrl, refreshToken, fetchImpl);
    // A token that has not expired yet still carries the page; without one, nobody can tell who this is.
    if (rotation.verdict === 'undecided') undecided = expiresSoon(accessToken, 0);
    else if (!apply(rotation)) return { setCookies };
  }
  let loaderRenewal: Promise<boolean> | null = null;
  let ended = false;
  const session: RequestSession = {
    token: () => renewed,
    renew: () =>
      (loaderRenewal ??= rotate(apiBaseUrl, refreshToken!, fetchImpl).then((rotation) => {
        // Rejected, as the api-client expects of a renewal that could not be decided: no logout.
        if (rotation.verdict === 'undecided')
          throw new Error('The session could not be renewed: the API did not answer');
        ended = rotation.verdict === 'refused';
        return apply(rotation);
      })),
    ended: () => ended,
    undecided: () => undecided,
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
