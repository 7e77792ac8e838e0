import type { UserDto } from '@consigne/api-client';

/** Per-request context given to every loader and action by the server adapter. */
export interface ShopLoadContext {
  /** Where the product API answers (same process by default, API_URL when deployed apart). */
  apiBaseUrl: string;
  /** Headers of every API call: the shopper's address, signed for the API (its per-address limits). */
  apiHeaders?: Record<string, string>;
  /** The logged-in user, fetched once per request and shared by the root loader and guards. */
  userPromise?: Promise<UserDto | null>;
  chatAppId?: string;
  /** The CSP nonce the server put in this page's script-src: every script of the page carries it. */
  cspNonce?: string;
}

declare module 'react-router' {
  // Declaration merging: React Router's load context is ours.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends ShopLoadContext {}
}
