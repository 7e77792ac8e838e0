import type * as admin from './admin.js';
import type * as storefront from './storefront.js';

/**
 * Every operation of the API as its own constant, named by its operationId: `'METHOD /path'` (Fastify's
 * `:param` syntax, under /api). The one place a path is written. The browser imports the constants its
 * calls use and the bundler drops the others; the server joins them all in ROUTES (../operations.ts).
 */
export * from './storefront.js';
export * from './admin.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type AllRoutes = typeof storefront & typeof admin;
export type OperationId = keyof AllRoutes;
/** A route constant: `'METHOD /path'`. */
export type Route = AllRoutes[OperationId];
export type RouteOf<N extends OperationId> = AllRoutes[N];
/** The operationId of a route constant (a method and path belong to one operation). */
export type OperationOf<R extends Route> = {
  [N in OperationId]: RouteOf<N> extends R ? N : never;
}[OperationId];
export type MethodOf<R extends string> = R extends `${infer M extends HttpMethod} ${string}` ? M : never;
export type PathOf<R extends string> = R extends `${string} ${infer P}` ? P : never;

/** Splits a route constant into its method and its path. */
export function methodAndPath<R extends Route>(route: R): [MethodOf<R>, PathOf<R>] {
  // A path has no space: the constant is exactly two words.
  return route.split(' ') as [MethodOf<R>, PathOf<R>];
}
