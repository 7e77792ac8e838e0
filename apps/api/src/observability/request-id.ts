import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header that carries a request's id: set by nginx ($request_id), forwarded by the storefront. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What an id from outside must look like to be kept: anything else is replaced, never logged. */
const WELL_FORMED = /^[A-Za-z0-9._-]{1,64}$/;

export const isWellFormedRequestId = (value: unknown): value is string =>
  typeof value === 'string' && WELL_FORMED.test(value);

/**
 * Fastify's genReqId: the incoming X-Request-Id when well-formed (nginx's, or the storefront's on its
 * calls to the API, so that every log line of one page carries one id), else a fresh UUID.
 */
export function requestIdOf(request: Pick<IncomingMessage, 'headers'>): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return isWellFormedRequestId(incoming) ? incoming : randomUUID();
}
