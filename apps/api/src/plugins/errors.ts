import { fieldMessageKeyOf } from '@consigne/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError, type FieldError } from '../lib/errors.js';
import { clientFaultOf, isDatabaseUnavailable } from '../lib/pg-errors.js';
import { isMessageKey, message } from '../lib/messages.js';

/** What a 503 tells the client to wait before trying again (an outage usually lasts seconds). */
const RETRY_AFTER_SECONDS = 5;

/**
 * The error envelope (ADR 0006): `{ message, errors: [{ field, message }] }` with the right status,
 * so the client's extraction order (errors[0].message, …, message) finds a readable text.
 * User input never produces a 500.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const locale = request.locale;
    if (error instanceof ApiError) {
      const text = message(locale, error.key, error.params);
      return reply.status(error.statusCode).send({ message: text, errors: error.errors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldError[] = error.validation.map((v) => {
        const field =
          v.instancePath.replace(/^\//, '').replace(/\//g, '.') || String(error.validationContext ?? '');
        // A schema may name its own message key (boundedInt, safeText); otherwise a generic text.
        const key = fieldMessageKeyOf({ code: v.keyword, message: v.message }, isMessageKey);
        const detail = message(locale, key);
        return { field, message: `${field} : ${detail}` };
      });
      return reply.status(400).send({ message: message(locale, 'invalidRequest'), errors });
    }
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (status === 400 && error instanceof SyntaxError)) {
      return reply.status(400).send({ message: message(locale, 'invalidJson'), errors: [] });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ message: message(locale, 'bodyTooLarge'), errors: [] });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({ message: message(locale, 'unsupportedMediaType'), errors: [] });
    }
    if (status === 429) {
      return reply.status(429).send({ message: message(locale, 'tooManyAttempts'), errors: [] });
    }
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ message: error.message || message(locale, 'invalidRequest'), errors: [] });
    }
    const fault = clientFaultOf(error);
    if (fault) {
      // The schemas should have refused this value before the database did: logged to be fixed there.
      request.log.warn({ err: error, sqlState: fault.code }, 'database refused the input');
      return reply.status(fault.status).send({ message: message(locale, fault.key), errors: [] });
    }
    if (isDatabaseUnavailable(error)) {
      // An outage, not a fault of the request: the client keeps its session and tries again later.
      request.log.error({ err: error }, 'database unavailable');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.status(503).send({ message: message(locale, 'serviceUnavailable'), errors: [] });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: message(locale, 'internal'), errors: [] });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    reply.status(404).send({ message: message(request.locale, 'routeNotFound', { path }), errors: [] });
  });
});
