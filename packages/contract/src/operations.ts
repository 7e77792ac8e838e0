import * as admin from './routes/admin.js';
import { methodAndPath, type OperationId, type Route } from './routes/index.js';
import * as storefront from './routes/storefront.js';

export {
  methodAndPath,
  type HttpMethod,
  type MethodOf,
  type OperationId,
  type OperationOf,
  type PathOf,
  type Route,
  type RouteOf,
} from './routes/index.js';

/**
 * Every route constant by operationId, for the server: the API checks its declared routes against it
 * (OpenAPI test) and the endpoint table finds each entry's method and path in it. The browser never
 * imports this object, only the constants it calls.
 */
export const ROUTES: { readonly [N in OperationId]: (typeof storefront & typeof admin)[N] } = {
  ...storefront,
  ...admin,
};

/**
 * The operationId of every operation by `METHOD path` (path under /api, as declared), derived from
 * ROUTES. The API stamps them on the routes it still declares by hand (apps/api/src/lib/operation-ids.ts).
 */
export const OPERATION_IDS: Readonly<Record<string, OperationId>> = Object.fromEntries(
  Object.entries(ROUTES).map(([name, route]) => [route, name as OperationId]),
);

/** The operationId of `method path` (path relative to /api, as declared), or undefined. */
export const operationIdOf = (method: string, path: string): OperationId | undefined =>
  OPERATION_IDS[`${method.toUpperCase()} ${path}`];

/** [method, path] of an operation, by its operationId. */
export const routeOf = (name: OperationId) => methodAndPath<Route>(ROUTES[name]);
