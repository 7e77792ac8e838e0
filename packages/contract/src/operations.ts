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
 * Every route constant by operationId, for the server: the API finds each table entry's method and
 * path in it (routeOf) and checks its declared routes against it (OpenAPI test). The browser never
 * reads this object, only the constants it calls.
 */
export const ROUTES: { readonly [N in OperationId]: (typeof storefront & typeof admin)[N] } =
  // Pure: a bundle that never reads ROUTES (the back-office's, importing a schema) drops it, and with
  // it the namespace objects that would carry every constant onto the storefront's first load.
  /* @__PURE__ */ Object.assign({}, storefront, admin);

/** The operationId by `METHOD path`, built at the first look-up (the API stamps its hand-declared routes). */
let operationIds: ReadonlyMap<string, OperationId> | undefined;

/** The operationId of `method path` (path relative to /api, as declared), or undefined. */
export function operationIdOf(method: string, path: string): OperationId | undefined {
  operationIds ??= new Map(Object.entries(ROUTES).map(([name, route]) => [route, name as OperationId]));
  return operationIds.get(`${method.toUpperCase()} ${path}`);
}

/** [method, path] of an operation, by its operationId. */
export const routeOf = (name: OperationId) => methodAndPath<Route>(ROUTES[name]);
