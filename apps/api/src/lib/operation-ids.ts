import { operationIdOf } from '@consigne/contract';
import type { RouteOptions } from 'fastify';

/**
 * onRoute hook of the /api scope: stamps the contract's operationId (packages/contract/src/
 * operations.ts) on each documented route, so OpenAPI names every operation. Hidden routes and the
 * HEAD twins Fastify adds to GET routes are left alone; a route the contract does not name keeps
 * none, and the OpenAPI test says so.
 */
export function stampOperationId(route: RouteOptions & { routePath: string }): void {
  if (typeof route.method !== 'string' || !route.schema || route.schema.hide) return;
  // The path under /api, nested prefixes included (the back-office's routes are declared under /admin).
  const path = route.url.startsWith('/api/') ? route.url.slice(4) : route.routePath;
  const operationId = operationIdOf(route.method, path);
  if (operationId && !route.schema.operationId) route.schema = { ...route.schema, operationId };
}
