import {
  DEFAULT_API_LOCALE,
  extractErrorMessage,
  NETWORK_ERROR,
  renewalVerdict,
  SESSION_RENEWAL_HEADER,
  type ApiLocale,
} from '@consigne/domain';
import * as routes from '@consigne/contract/routes';
import { methodAndPath, type OperationOf, type Route } from '@consigne/contract/routes';
import type { CallInput, CallResponse } from '@consigne/contract';
import type { FieldErrorDto, RefreshResponse, TokenPair } from './types.js';

/** Spec §8 messages of the api wrapper. */
export const SESSION_EXPIRED = 'Session expirée, veuillez vous reconnecter';
export const NO_REFRESH_TOKEN = 'Aucun refresh token disponible';
export const REFRESH_ERROR = 'Erreur de refresh';
export const LOGIN_ERROR = 'Erreur de connexion';

/** Spec §8: every call returns data and error, never throws. `errors` keeps the API's per-field errors. */
export type ApiResult<T> =
  | { data: T; error: null; status: number }
  | { data: null; error: string; status: number; errors?: FieldErrorDto[] };

function fieldErrorsOf(body: unknown): FieldErrorDto[] | undefined {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors) || !errors.length) return undefined;
  return errors.filter(
    (e): e is FieldErrorDto => typeof e?.field === 'string' && typeof e?.message === 'string',
  );
}

export interface TokenStore {
  getToken(): string | null;
  getRefreshToken(): string | null;
  /** Called after a successful refresh with the new pair (refresh_token kept when the server sends none). */
  setTokens(tokens: { token: string; refreshToken: string }): void;
  /** Called when the session cannot be renewed: the app logs the user out. */
  onSessionExpired(): void;
  /**
   * Cookie mode (the browser): the tokens are HttpOnly cookies that no script holds, so the store
   * renews the session itself. Resolves true when renewed, false when refused; rejects when the
   * renewal could not be asked (network): then nobody is logged out.
   */
  renew?(): Promise<boolean>;
  /**
   * After a refused renewal, send the call once more as a guest (getToken() must then return null)
   * instead of failing it: a server-rendered page whose session ended elsewhere renders for a guest.
   */
  continueAsGuest?: boolean;
}

/** The browser's renewal call (POST /api/session/refresh), shared by every client of the page. */
export interface CookieSessionOptions {
  /** Where the API is ('' for the page's own origin). */
  baseUrl?: string;
  fetch?: typeof fetch;
  onSessionExpired(): void;
}

/**
 * Tabs of one browser share the cookies: two renewals at once would present the same refresh token
 * twice (a replay, which ends the session). A Web Lock makes the other tab wait, then present the
 * token the first one received.
 */
function oneTabAtATime<T>(task: () => Promise<T>): Promise<T> {
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  // The lock's promise settles with the task's own result (DOM typings say Promise<Promise<T>>).
  return locks ? (locks.request('consigne-session-renewal', task) as unknown as Promise<T>) : task();
}

/**
 * The TokenStore of the browser: no token in JavaScript (the cookies carry them); one renewal at a
 * time however many calls and clients got a 401 together. The endpoint reads and rotates the
 * HttpOnly cookies; the custom header is what proves the call comes from the shop's own pages.
 */
export function cookieSession({
  baseUrl = '',
  fetch: fetchImpl = (...args) => fetch(...args),
  onSessionExpired,
}: CookieSessionOptions): TokenStore {
  let renewing: Promise<boolean> | null = null;
  const ask = () =>
    fetchImpl(`${baseUrl.replace(/\/$/, '')}/api/session/refresh`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', [SESSION_RENEWAL_HEADER]: '1' },
    });
  return {
    getToken: () => null,
    getRefreshToken: () => null,
    setTokens: () => undefined,
    onSessionExpired,
    renew: () =>
      (renewing ??= oneTabAtATime(ask)
        .then((response) => {
          const verdict = renewalVerdict(response.status);
          if (verdict !== 'undecided') return verdict === 'renewed';
          // 403, 429 or 5xx: the session may still be good; the call fails without a logout.
          throw new Error(`${REFRESH_ERROR} (HTTP ${response.status})`);
        })
        .finally(() => {
          renewing = null;
        })),
  };
}

export interface ApiClientOptions {
  baseUrl: string;
  locale?: ApiLocale;
  tokens?: TokenStore;
  fetch?: typeof fetch;
  /** Sent with every call unless the call sets it, e.g. a guest's warehouseId. */
  defaultQuery?: Query;
  /** Headers of every call (the storefront's server: the shopper's signed address). */
  defaultHeaders?: Record<string, string>;
}

type Query = Record<string, string | number | boolean | string[] | undefined | null>;
interface RequestOptions {
  query?: Query;
  body?: Record<string, unknown>;
  /** Calls that must not trigger the 401 → refresh → retry dance (login, refresh itself). */
  skipAuth?: boolean;
  /** Extra request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
  /** The request outlives the page (a change sent as the shopper leaves). */
  keepalive?: boolean;
  /** Cancels the call (a component unmounted, a timeout). */
  signal?: AbortSignal;
}

/** What a browser read may add: a signal that cancels it. */
export interface CallOptions {
  signal?: AbortSignal;
}

/** Keys a call leaves undefined must not hide the defaults. */
function stripUndefined(query: Query = {}): Query {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
}

function buildUrl(baseUrl: string, path: string, query: Query, locale: ApiLocale): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  params.set('locale', locale);
  return `${baseUrl.replace(/\/$/, '')}/api${path}?${params}`;
}

/** What any call may add to its input: headers, a signal, keepalive, no session. */
export interface CallOptionsOf extends CallOptions {
  headers?: Record<string, string>;
  keepalive?: boolean;
  /** Calls that must not trigger the 401 → refresh → retry dance (login, refresh itself). */
  skipAuth?: boolean;
}
type UntypedInput = {
  params?: Record<string, string | number>;
  query?: Query;
  body?: Record<string, unknown>;
};
/** The input argument of `call(name, input)`: optional when the operation needs nothing. */
export type CallArgs<R extends Route> =
  object extends CallInput<OperationOf<R>>
    ? [input?: CallInput<OperationOf<R>> & CallOptionsOf]
    : [input: CallInput<OperationOf<R>> & CallOptionsOf];

/** A route's path with its `:params` filled in. */
export function pathWith(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/:(\w+)/g, (_, key: string) => {
    if (params[key] === undefined) throw new Error(`${template}: no value for ${key}`);
    return encodeURIComponent(String(params[key]));
  });
}

/** What a link to an operation may carry: its path's params and its query (no body: the browser GETs it). */
type LinkInput<R extends Route> = Omit<CallInput<OperationOf<R>>, 'body'>;

/**
 * The address of a read the browser follows itself, a file to open or download (a PDF): under the
 * page's own /api (the session cookies go with it), params filled in, the locale in the query like
 * every call's.
 */
export function apiHref<R extends Route & `GET ${string}`>(
  route: R,
  locale: ApiLocale,
  ...[input]: object extends LinkInput<R> ? [input?: LinkInput<R>] : [input: LinkInput<R>]
): string {
  const [, path] = methodAndPath(route);
  const { params, query } = (input ?? {}) as UntypedInput;
  return buildUrl('', pathWith(path, params), stripUndefined(query), locale);
}

/**
 * The one typed client of the product API, used by SSR loaders and the browser alike: locale on
 * every call (query and POST/PUT body), Bearer token, and one shared refresh when a call gets a 401.
 * Every operation goes through `call(routes.x, input)`; there is no second list of named methods, so
 * the browser bundle carries only the routes its pages call (only `login` keeps a wrapper: its
 * empty refusal gets the spec's message).
 */
export function createApiClient({
  baseUrl,
  locale = DEFAULT_API_LOCALE,
  tokens,
  fetch: fetchImpl = fetch,
  defaultQuery = {},
  defaultHeaders = {},
}: ApiClientOptions) {
  let refreshing: Promise<boolean> | null = null;
  /** Counts successful renewals: a 401 to a call sent before the latest one only needs a retry. */
  let renewals = 0;

  async function send(method: string, path: string, options: RequestOptions): Promise<Response> {
    const headers: Record<string, string> = {
      ...defaultHeaders,
      ...options.headers,
      accept: 'application/json',
    };
    const token = options.skipAuth ? null : tokens?.getToken();
    if (token) headers.authorization = `Bearer ${token}`;
    let body: string | undefined;
    if (options.body || method === 'POST' || method === 'PUT' || method === 'PATCH') {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(
        method === 'POST' || method === 'PUT' ? { ...options.body, locale } : (options.body ?? {}),
      );
    }
    return fetchImpl(buildUrl(baseUrl, path, { ...defaultQuery, ...stripUndefined(options.query) }, locale), {
      method,
      headers,
      body,
      // The browser's calls are authenticated by the session cookies (a no-op on the server).
      credentials: 'same-origin',
      ...(options.keepalive ? { keepalive: true } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  }

  /**
   * One refresh for however many calls failed together. True when renewed, false when refused (or
   * no refresh token is held); throws when the API could not decide (no answer, 5xx: the database is
   * down), which fails the call without a logout.
   */
  function refreshOnce(): Promise<boolean> {
    refreshing ??= (async () => {
      if (tokens?.renew) return tokens.renew();
      const result = await refreshTokens();
      if (result.error === NO_REFRESH_TOKEN) return false;
      const verdict = renewalVerdict(result.status || null);
      if (verdict === 'undecided') throw new Error(result.error ?? REFRESH_ERROR);
      return verdict === 'renewed';
    })()
      .then((renewed) => {
        if (renewed) renewals++;
        return renewed;
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  async function request<T>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<ApiResult<T>> {
    let response: Response;
    try {
      const sentAfter = renewals;
      response = await send(method, path, options);
      if (response.status === 401 && !options.skipAuth && tokens) {
        // Renewed meanwhile by another call: this one only needs its retry.
        if (sentAfter === renewals && !(await refreshOnce())) {
          tokens.onSessionExpired();
          if (!tokens.continueAsGuest) return { data: null, error: SESSION_EXPIRED, status: 401 };
        }
        response = await send(method, path, options);
        if (!response.ok)
          return { data: null, error: `Erreur HTTP ${response.status}`, status: response.status };
      }
    } catch (error) {
      return {
        data: null,
        error: error instanceof Error && error.message ? error.message : NETWORK_ERROR,
        status: 0,
      };
    }
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    if (!response.ok)
      return {
        data: null,
        error: extractErrorMessage(json, response.statusText),
        status: response.status,
        errors: fieldErrorsOf(json),
      };
    return { data: json as T, error: null, status: response.status };
  }

  /**
   * Calls one operation of the API through its route constant (`routes.getOrder` of
   * `@consigne/contract/routes`): method and path from the constant, the input's and the answer's
   * types from the endpoint table. Passing the constant rather than a name keeps every route the page
   * does not call out of the browser bundle.
   */
  function call<R extends Route>(
    route: R,
    ...[input]: CallArgs<R>
  ): Promise<ApiResult<CallResponse<OperationOf<R>>>> {
    const [method, path] = methodAndPath(route);
    // The input is the request's options as they are: `params` went into the path, the rest is read by name.
    const options = input as (UntypedInput & CallOptionsOf) | undefined;
    return request<CallResponse<OperationOf<R>>>(method, pathWith(path, options?.params), options);
  }

  async function refreshTokens(): Promise<ApiResult<RefreshResponse>> {
    const refreshToken = tokens?.getRefreshToken();
    if (!refreshToken) return { data: null, error: NO_REFRESH_TOKEN, status: 0 };
    const result = await call(routes.refreshTokens, {
      body: { refresh_token: refreshToken },
      skipAuth: true,
    });
    if (result.error !== null) return { ...result, error: result.error || REFRESH_ERROR };
    tokens?.setTokens({ token: result.data.token, refreshToken: result.data.refresh_token ?? refreshToken });
    return result;
  }

  return {
    call,
    request,
    login: async (username: string, password: string): Promise<ApiResult<TokenPair>> => {
      const result = await call(routes.logIn, { body: { username, password }, skipAuth: true });
      return result.error !== null && !result.error ? { ...result, error: LOGIN_ERROR } : result;
    },
    refresh: refreshTokens,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
