import type { z } from 'zod';
import type { OperationId } from './routes/index.js';

/**
 * What the contract says of one operation besides its method and path: how OpenAPI files it, whether
 * it needs the session, and the zod schema of each part of the request and of each answer (by status).
 */
export interface EndpointSpec {
  tags: readonly string[];
  summary: string;
  /**
   * Needs a session (documents the bearer security; the route still checks it itself). `'optional'`:
   * answers guests and customers differently (a token presented but refused is a 401); otherwise public.
   */
  bearer?: boolean | 'optional';
  /** Left out of the OpenAPI document (a development tool). */
  hide?: boolean;
  params?: z.ZodType;
  query?: z.ZodType;
  headers?: z.ZodType;
  body?: z.ZodType;
  /** The body's media types when not JSON (a multipart upload, read by the handler itself). */
  consumes?: readonly string[];
  /** Every answer the operation gives, success and errors alike (none for files: images, PDFs). */
  responses?: Readonly<Record<number, z.ZodType>>;
  /**
   * A file's operation (an image, a PDF): the media types of its 200, documented as binary, and the
   * statuses it refuses with the error envelope. Documentation only: a declared response would make
   * Fastify serialise the file as JSON.
   */
  produces?: readonly string[];
  refusals?: readonly number[];
}

/**
 * One entry of the endpoint table: the spec with its operationId. Its method and path are its route
 * constant's (`routeOf(entry.name)`), looked up by the API when it declares the route rather than
 * copied here: a bundle that imports one schema keeps the table (zod's calls are not pure) but then
 * needs no object of every route.
 */
export type Endpoint<N extends OperationId = OperationId, S extends EndpointSpec = EndpointSpec> = S & {
  name: N;
};

type Specs = { [N in OperationId]?: EndpointSpec };
export type EndpointTable<S extends Specs> = {
  [N in keyof S & OperationId]: Endpoint<N, Exclude<S[N], undefined>>;
};

/** Stamps each spec with its name (an operationId of the routes): one area's part of the endpoint table. */
export function defineEndpoints<S extends Specs>(specs: S): EndpointTable<S> {
  return Object.fromEntries(
    Object.entries(specs).map(([name, spec]) => [name, { ...spec, name }]),
  ) as EndpointTable<S>;
}
