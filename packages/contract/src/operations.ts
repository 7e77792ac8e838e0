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

/** [method, path] of an operation, by its operationId. */
export const routeOf = (name: OperationId) => methodAndPath<Route>(ROUTES[name]);
