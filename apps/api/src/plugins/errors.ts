import { errorCodeOf, fieldMessageKeyOf, VALIDATION_FAILED } from '@consigne/contract';
import type { ApiLocale } from '@consigne/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError, type FieldError } from '../lib/errors.js';
import { clientFaultOf, isDatabaseUnavailable } from '../lib/pg-errors.js';
import { isMessageKey, message, type MessageKey } from '../lib/messages.js';

/** What a 503 tells the client to wait before trying again (an outage usually lasts seconds). */
const RETRY_AFTER_SECONDS = 5;

/** The envelope of a refusal whose text is a message key: its code is the key's (errorCodeOf). */
const envelope = (
  locale: ApiLocale,
  key: MessageKey,
  errors: FieldError[] = [],
  params: Record<string, string> = {},
) => ({
  code: errorCodeOf(key),
  message: message(locale, key, params),
  errors,
});

/**
 * The error envelope (ADR 0006): `{ code, message, errors: [{ field, message }] }` with the right
 * status, so the client's extraction order (errors[0].message, …, message) finds a readable text and
 * a program branches on `code`, a stable snake_case word (docs/api.md). User input never produces a 500.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const locale = request.locale;
    if (error instanceof ApiError) {
      return reply.status(error.statusCode).send(envelope(locale, error.key, error.errors, error.params));
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
      return reply
        .status(400)
        .send({ code: VALIDATION_FAILED, message: message(locale, 'invalidRequest'), errors });
    }
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (status === 400 && error instanceof SyntaxError)) {
      return reply.status(400).send(envelope(locale, 'invalidJson'));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send(envelope(locale, 'bodyTooLarge'));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send(envelope(locale, 'unsupportedMediaType'));
    }
    if (status === 429) {
      return reply.status(429).send(envelope(locale, 'tooManyAttempts'));
    }
    if (status >= 400 && status < 500) {
      // Fastify's own refusals (FST_ERR_…): their text, and the generic code of their status.
      return reply.status(status).send({
        code: status === 404 ? 'not_found' : status === 405 ? 'method_not_allowed' : 'invalid_request',
        message: error.message || message(locale, 'invalidRequest'),
        errors: [],
      });
    }
    const fault = clientFaultOf(error);
    if (fault) {
      // The schemas should have refused this value before the database did: logged to be fixed there.
      request.log.warn({ err: error, sqlState: fault.code }, 'database refused the input');
      return reply.status(fault.status).send(envelope(locale, fault.key));
    }
    if (isDatabaseUnavailable(error)) {
      // An outage, not a fault of the request: the client keeps its session and tries again later.
      request.log.error({ err: error }, 'database unavailable');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.status(503).send(envelope(locale, 'serviceUnavailable'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(envelope(locale, 'internal'));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    reply.status(404).send(envelope(request.locale, 'routeNotFound', [], { path }));
  });
});
