/**
 * The metrics' route label of a storefront request (docs/observability.md): the id of the deepest
 * React Router route that rendered the page (bounded by the app's routes, never the URL), or, for
 * what renders no document (single-fetch data, redirects, resource routes), a fixed label.
 */
import type { IncomingMessage } from 'node:http';
import { setRouteLabel } from '@consigne/api';
import type { ServerBuild } from 'react-router';

const requestOfContext = new WeakMap<object, IncomingMessage>();

/** The label until a document is rendered. */
const storefrontLabel = (url: string): string =>
  (url.split('?')[0] ?? '').endsWith('.data') ? '(storefront data)' : '(storefront)';

/** The load context of one page, tied to its raw request for the label. */
export function pageContext<T extends object>(raw: IncomingMessage, context: T): T {
  setRouteLabel(raw, storefrontLabel(raw.url ?? ''));
  requestOfContext.set(context, raw);
  return context;
}

/** The build, its entry's handleRequest labelling the request with the route that renders. */
export function labelledBuild(build: ServerBuild): ServerBuild {
  const entry = build.entry.module;
  const handleRequest: typeof entry.default = (request, status, headers, routerContext, loadContext) => {
    const raw = requestOfContext.get(loadContext);
    const leaf = routerContext.staticHandlerContext.matches.at(-1);
    if (raw && leaf) setRouteLabel(raw, leaf.route.id);
    return entry.default(request, status, headers, routerContext, loadContext);
  };
  return { ...build, entry: { module: { ...entry, default: handleRequest } } };
}
