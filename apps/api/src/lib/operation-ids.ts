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
  const operationId = operationIdOf(route.method, route.routePath);
  if (operationId && !route.schema.operationId) route.schema = { ...route.schema, operationId };
}
