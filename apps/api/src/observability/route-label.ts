import type { IncomingMessage } from 'node:http';

/** The route of requests whose Fastify route is a catch-all: the storefront page's route id. */
const routeLabels = new WeakMap<IncomingMessage, string>();

export function setRouteLabel(raw: IncomingMessage, label: string): void {
  routeLabels.set(raw, label);
}

/**
 * A request's route, bounded (metrics label, log field): the storefront's label, else Fastify's route
 * pattern; the client build's files, one route each whose names change with every build, as one.
 */
export function routeLabelOf(request: { raw?: IncomingMessage; routeOptions?: { url?: string } }): string {
  const label = request.raw ? routeLabels.get(request.raw) : undefined;
  const route = label ?? request.routeOptions?.url ?? '(unmatched)';
  return route.startsWith('/assets/') ? '/assets/*' : route;
}
