import { createApiClient, type ApiClientOptions, type UserDto } from '@consigne/api-client';
import { toApiLocale, type ApiLocale } from '@consigne/domain';
import { data, type AppLoadContext } from 'react-router';
import { messagesFor } from '../i18n/catalogs.server.js';
import { ACCESS_TOKEN_COOKIE, parseCookies, WAREHOUSE_COOKIE } from './cookies.js';
import { detectLocale } from './locale.js';
import { loopbackFetch } from './loopback-fetch.server.js';
import * as routes from '@consigne/contract/routes';

/**
 * Every call of the storefront's server to the API goes through this client: in-process when the
 * API shares the process (context.apiFetch), else over HTTP with a pool of kept-alive connections;
 * with the shopper's signed address (else the API would see every shopper as this server).
 */
function storefrontApi(
  context: AppLoadContext,
  locale: ApiLocale,
  options: Pick<ApiClientOptions, 'tokens' | 'defaultQuery'> = {},
) {
  return createApiClient({
    baseUrl: context.apiBaseUrl,
    fetch: context.apiFetch ?? loopbackFetch,
    defaultHeaders: context.apiHeaders,
    locale,
    ...options,
  });
}

/** The API client for calls made without the shopper's session: login, registration, logout. */
export const guestApi = (request: Request, context: AppLoadContext) =>
  storefrontApi(context, toApiLocale(detectLocale(request)));

/** A client holding a token the request's cookies do not carry yet (the login action's fresh one). */
export const tokenApi = (request: Request, context: AppLoadContext, token: string) =>
  storefrontApi(context, toApiLocale(detectLocale(request)), {
    tokens: {
      getToken: () => token,
      getRefreshToken: () => null,
      setTokens: () => undefined,
      onSessionExpired: () => undefined,
    },
  });

/**
 * The API client of one SSR request: the request's locale and the access token of its cookie.
 * The server adapter has already renewed an expiring token; a call still refused with 401 renews
 * the request's session once (context.session) and is retried.
 */
export function serverApi(request: Request, context: AppLoadContext) {
  const cookies = parseCookies(request.headers.get('cookie'));
  const token = cookies[ACCESS_TOKEN_COOKIE] ?? null;
  const session = context.session;
  // The warehouse selection: a guest shops in the warehouse of the address they gave (kept in a
  // cookie so pages render with it); a logged-in customer's warehouse comes from their zone.
  const guestWarehouse = token ? undefined : Number(cookies[WAREHOUSE_COOKIE]) || undefined;
  // A session refused for good (ended on another device, password changed) leaves a guest's page,
  // whose cookies the server adapter empties: the calls go on without the token.
  let ended = false;
  return storefrontApi(context, toApiLocale(detectLocale(request)), {
    defaultQuery: { warehouseId: guestWarehouse },
    tokens: token
      ? {
          getToken: () => (ended ? null : (session?.token() ?? token)),
          getRefreshToken: () => null,
          setTokens: () => undefined,
          onSessionExpired: () => {
            ended = true;
          },
          renew: session ? () => session.renew() : async () => false,
          continueAsGuest: true,
        }
      : undefined,
  });
}

export const hasSession = (request: Request) =>
  Boolean(parseCookies(request.headers.get('cookie'))[ACCESS_TOKEN_COOKIE]);

/**
 * The 503 error page of a request whose shopper the API could not identify (the database, Redis or
 * the API itself down): never a guest's page, a login redirect or a logout, since the session may
 * well be good. It carries the page's texts, as the root loader that would give them may be the one
 * that failed (see the root's ErrorBoundary).
 */
export function sessionUnavailable(request: Request) {
  const locale = detectLocale(request);
  return data(
    { outage: true as const, locale, messages: messagesFor(locale, new URL(request.url).pathname) },
    {
      status: 503,
    },
  );
}

/** Throws the 503 page when the renewal before the loaders got no decision and no valid token is left. */
export function assertSessionDecided(request: Request, context: AppLoadContext): void {
  if (context.session?.undecided()) throw sessionUnavailable(request);
}

/**
 * The logged-in user or null; one API call per request however many loaders ask. Only the API's
 * refusal of the session (401) makes a guest: any other failure (no answer, a 5xx) throws the 503
 * page, so an outage never shows a logged-in shopper the login page or a guest's page.
 */
export function currentUser(request: Request, context: AppLoadContext): Promise<UserDto | null> {
  context.userPromise ??= userOf(request, context);
  return context.userPromise;
}

async function userOf(request: Request, context: AppLoadContext): Promise<UserDto | null> {
  assertSessionDecided(request, context);
  if (!hasSession(request)) return null;
  const result = await serverApi(request, context).call(routes.getUser);
  if (result.error === null) return result.data;
  if (result.status === 401) return null;
  throw sessionUnavailable(request);
}
