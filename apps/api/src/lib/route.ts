import { routeOf, type Endpoint, type EndpointSpec } from '@consigne/contract';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type Part<E, K extends keyof EndpointSpec> = E extends { [P in K]: infer S } ? S : undefined;

/**
 * A serializer for answers our own code builds in the contract's shape (the cart, catalogue listings):
 * written as they are, not encoded through their zod schema again (≈6 % of a cart call's CPU, ≈1 ms
 * per listing of 24 products). Their tests check every such answer against the schema (no key more or
 * less); the schema still documents them in OpenAPI.
 */
export const asBuilt = () => (data: unknown) => JSON.stringify(data);

/** The Fastify schema of an entry, as a type: what types the handler's request and reply. */
export type SchemaOf<E extends Endpoint> = {
  params: Part<E, 'params'>;
  querystring: Part<E, 'query'>;
  headers: Part<E, 'headers'>;
  body: Part<E, 'body'>;
  response: Part<E, 'responses'>;
};

/** What a route adds to its table entry: hooks, rate limits, body limits… and a description read at start-up. */
export type RouteOptions<E extends Endpoint> = Omit<
  RouteShorthandOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    SchemaOf<E>,
    ZodTypeProvider,
    FastifyBaseLogger
  >,
  'schema'
> & {
  /** Documents what only the running API knows (a configured duration, the address lookup in use). */
  description?: string;
};
export type RouteHandler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<E>,
  ZodTypeProvider,
  FastifyBaseLogger
>;

/**
 * The OpenAPI security of an entry, stated on every operation: the bearer token, the bearer token or
 * nothing (a guest's answer differs from a customer's), or nothing at all (`[]`: public).
 */
function securityOf(endpoint: Endpoint): Record<string, string[]>[] {
  if (endpoint.bearer === 'optional') return [{}, { bearer: [] }];
  return endpoint.bearer ? [{ bearer: [] }] : [];
}

/** The Fastify schema of an entry: its OpenAPI name and documentation, and what to validate and serialise. */
export function fastifySchemaOf(endpoint: Endpoint, description?: string): FastifySchema {
  const schema: Record<string, unknown> = {
    operationId: endpoint.name,
    tags: [...endpoint.tags],
    summary: endpoint.summary,
    description,
    security: securityOf(endpoint),
    hide: endpoint.hide,
    params: endpoint.params,
    querystring: endpoint.query,
    headers: endpoint.headers,
    body: endpoint.body,
    consumes: endpoint.consumes && [...endpoint.consumes],
    response: endpoint.responses,
  };
  return Object.fromEntries(Object.entries(schema).filter(([, value]) => value !== undefined));
}

/** An entry's path as the plugin declares it: relative to the prefix the plugin is registered under. */
function pathUnder(prefix: string, path: string): string {
  const apiPrefix = prefix.replace(/^\/api/, '');
  if (!path.startsWith(apiPrefix)) throw new Error(`${path} cannot be declared under ${prefix}`);
  return path.slice(apiPrefix.length) || '/';
}

/**
 * Declares the route of one endpoint table entry: its method, path, schemas and operationId come
 * from the contract, so the route file supplies only the handler (and its hooks, if any).
 */
export function route<E extends Endpoint>(app: ZodApp, endpoint: E, handler: RouteHandler<E>): void;
export function route<E extends Endpoint>(
  app: ZodApp,
  endpoint: E,
  options: RouteOptions<E>,
  handler: RouteHandler<E>,
): void;
export function route<E extends Endpoint>(
  app: ZodApp,
  endpoint: E,
  ...args: [RouteHandler<E>] | [RouteOptions<E>, RouteHandler<E>]
): void {
  const [{ description, ...options }, handler] = args.length === 1 ? [{}, args[0]] : args;
  const [method, path] = routeOf(endpoint.name);
  app.route({
    ...options,
    method,
    url: pathUnder(app.prefix, path),
    schema: fastifySchemaOf(endpoint, description),
    handler,
  } as Parameters<ZodApp['route']>[0]);
}
