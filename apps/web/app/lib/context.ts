import type { UserDto } from '@consigne/api-client';

/** Per-request context given to every loader and action by the server adapter. */
export interface ShopLoadContext {
  /** Where the product API answers (same process by default, API_URL when deployed apart). */
  apiBaseUrl: string;
  /**
   * The fetch of those calls: in one process, the API's own routing called in-process (no socket,
   * docs/adr/0012-in-process-api-calls.md); absent when the API is deployed apart (HTTP).
   */
  apiFetch?: typeof fetch;
  /**
   * The shop's public origin (PUBLIC_URL), for every absolute URL a page or file gives out (canonical,
   * hreflang, og:image, sitemaps, robots): never the request's Host or X-Forwarded-Host, which anyone sets.
   */
  publicUrl: string;
  /** Headers of every API call: the shopper's address, signed for the API (its per-address limits). */
  apiHeaders?: Record<string, string>;
  /** The logged-in user, fetched once per request and shared by the root loader and guards. */
  userPromise?: Promise<UserDto | null>;
  chatAppId?: string;
  /** The CSP nonce the server put in this page's script-src: every script of the page carries it. */
  cspNonce?: string;
  /** This request's session, when it has a refresh token: what a loader needs to renew it. */
  session?: RequestSession;
}

/**
 * Server-rendered pages (docs/rules.md#session): a loader's API call refused with 401 (the access token was
 * revoked, or signed with a rotated secret, though not expired) renews the session once for the
 * whole request and is retried; the new cookies go out with the response.
 */
export interface RequestSession {
  /** The access token renewed during this request, if any (else the request's cookie holds it). */
  token(): string | undefined;
  /**
   * Renews once per request: true when renewed, false when refused (the cookies are then emptied);
   * rejects when the API could not decide (an outage): the cookies are kept.
   */
  renew(): Promise<boolean>;
  /** True once a renewal during this request was refused: the page tells the shopper why they are out. */
  ended(): boolean;
  /**
   * True when the renewal before the loaders got no decision from the API (down, unreachable, a 5xx)
   * and no valid access token is left: the shopper is still logged in, but this request cannot tell
   * as whom, so its page is the 503 error page (never a guest's page, never a logout).
   */
  undecided(): boolean;
}

declare module 'react-router' {
  // Declaration merging: React Router's load context is ours.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends ShopLoadContext {}
}
