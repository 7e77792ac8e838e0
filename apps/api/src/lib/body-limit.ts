import { bodyLimitOf, FILE_BODY_LIMITS } from '@consigne/contract';
import { errorCodes, type FastifyError, type preParsingHookHandler } from 'fastify';
import { ApiError } from './errors.js';
import type { MessageKey } from './messages.js';

/** The largest body nginx lets through to an instance: the largest route limit (deploy/nginx). */
const LARGEST_BODY_LIMIT = Math.max(...FILE_BODY_LIMITS.map((route) => route.bytes));

/**
 * A body whose Content-Length is over its route's limit (@consigne/contract, bodyLimitOf) is refused
 * with 413 before a byte of it is read, on every route of the host: the API's and the storefront's,
 * whose forms React Router reads itself, in memory. Fastify's own check closes the connection on its
 * 413 while the body still comes: behind nginx, still sending, that is the instance's failure, and
 * enough of them take every instance out of the pool. Here the connection stays open and
 * Node reads the rest of the body and drops it, up to what nginx can send at all; a bigger body can
 * only come from a client that went around nginx, and its connection is closed.
 */
export const refuseOversizedBody: preParsingHookHandler = (request, reply, _payload, done) => {
  const declared = Number(request.headers['content-length']);
  if (!(declared > bodyLimitOf(request.url))) return done();
  if (declared > LARGEST_BODY_LIMIT) reply.header('connection', 'close');
  done(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
};

/**
 * The error handler of a route that takes a file: a body over its limit is refused with the file's
 * own message (which says the file's limit) rather than the generic one. Other errors go on.
 */
export const fileTooLargeAs =
  (key: MessageKey) =>
  (error: FastifyError): never => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new ApiError(413, key);
    throw error;
  };
