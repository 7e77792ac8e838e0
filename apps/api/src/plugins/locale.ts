import { DEFAULT_API_LOCALE, isApiLocale, type ApiLocale } from '@consigne/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../lib/errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    locale: ApiLocale;
  }
}

/** Documents the `locale` parameter every call accepts; its home is the contract. */
export { localeQuery } from '@consigne/contract';

function localeOf(request: FastifyRequest): unknown {
  const query = request.query as Record<string, unknown> | undefined;
  const body = request.body as Record<string, unknown> | undefined;
  return query?.locale ?? (body && typeof body === 'object' ? body.locale : undefined);
}

/**
 * Every call carries `locale` (query, or the body of POST/PUT). An unknown value is a 400 with a clear
 * message rather than a silent fallback, so client bugs show up.
 */
export const localePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('locale', DEFAULT_API_LOCALE);
  // onRequest: before body parsing, so even a malformed body gets its message in the right language.
  app.addHook('onRequest', async (request) => {
    const value = (request.query as Record<string, unknown> | undefined)?.locale;
    if (isApiLocale(value)) request.locale = value;
  });
  app.addHook('preValidation', async (request) => {
    const value = localeOf(request);
    if (value === undefined) return;
    if (!isApiLocale(value)) {
      throw new ApiError(400, 'unknownLocale', { value: String(value) }, [
        { field: 'locale', message: `fr_FR, es_ES, fr_BE, nl_BE` },
      ]);
    }
    request.locale = value;
  });
});
