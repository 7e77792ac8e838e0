import { ROUTES, type OperationId } from './routes/index.js';

export {
  ROUTES,
  STOREFRONT_ROUTES,
  type HttpMethod,
  type OperationId,
  type RouteOf,
  type StorefrontOperationId,
} from './routes/index.js';

/**
 * The operationId of every operation by `METHOD path` (path under /api, as declared), derived from
 * ROUTES. The API stamps them on the routes it still declares by hand (apps/api/src/lib/operation-ids.ts).
 */
export const OPERATION_IDS: Readonly<Record<string, OperationId>> = Object.fromEntries(
  Object.entries(ROUTES).map(([name, [method, path]]) => [`${method} ${path}`, name as OperationId]),
);

/** The operationId of `method path` (path relative to /api, as declared), or undefined. */
export const operationIdOf = (method: string, path: string): OperationId | undefined =>
  OPERATION_IDS[`${method.toUpperCase()} ${path}`];
