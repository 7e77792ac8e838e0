import { ADMIN_ROUTES } from './admin.js';
import { STOREFRONT_ROUTES } from './storefront.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Every operation of the API: its operationId → [method, path under /api]. The one place a path is
 * written: the API declares its routes from it (with the schemas of ../endpoints.ts) and the client
 * calls by name through it. Imports nothing, so that the browser bundle carries only these strings.
 */
export const ROUTES = { ...STOREFRONT_ROUTES, ...ADMIN_ROUTES } as const satisfies Record<
  string,
  readonly [HttpMethod, string]
>;

export type OperationId = keyof typeof ROUTES;
/** The operations the storefront's pages call (the browser's client knows only these). */
export type StorefrontOperationId = keyof typeof STOREFRONT_ROUTES;
export { STOREFRONT_ROUTES };
export type RouteOf<N extends OperationId> = (typeof ROUTES)[N];
