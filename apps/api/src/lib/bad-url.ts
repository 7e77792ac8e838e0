import { errorCodeOf } from '@consigne/contract';
import {
  DEFAULT_API_LOCALE,
  escapeMarkup as escapeHtml,
  fromApiLocale,
  htmlLang,
  isApiLocale,
  isLocale,
  toApiLocale,
  type ApiLocale,
} from '@consigne/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { message } from './messages.js';

/**
 * The language of a request Fastify could not route (its URL is not decodable, so neither its query
 * nor its path was parsed): the API's `locale` parameter, a page's locale prefix, read from the raw
 * URL; the shop's default otherwise.
 */
export function localeOfRawUrl(url: string): ApiLocale {
  const query = /[?&]locale=([A-Za-z_]+)(?:&|$)/.exec(url)?.[1];
  if (url.startsWith('/api/') && isApiLocale(query)) return query;
  const prefix = /^\/([A-Za-z-]+)(?:[/?]|$)/.exec(url)?.[1];
  return isLocale(prefix) ? toApiLocale(prefix) : DEFAULT_API_LOCALE;
}

/**
 * Fastify's own refusals before any route runs (`frameworkErrors`): a URL whose %-encoding is broken
 * (FST_ERR_BAD_URL) gets a 400 in the asker's language, the API's envelope to the API and a short page
 * to a browser, instead of Fastify's English JSON. Anything else keeps Fastify's answer.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // No hook ran (helmet's headers included): the answer carries its own, for a page with no script.
  reply.headers({
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
    'x-frame-options': 'DENY',
    'referrer-policy': 'same-origin',
    'cache-control': 'no-store',
  });
  const url = request.raw.url ?? '/';
  const locale = localeOfRawUrl(url);
  const text = message(locale, 'invalidUrl');
  if (error.code !== 'FST_ERR_BAD_URL') {
    return reply.status(error.statusCode ?? 400).send({ code: 'invalid_request', message: error.message });
  }
  if (url.startsWith('/api/')) {
    return reply.status(400).send({ code: errorCodeOf('invalidUrl'), message: text, errors: [] });
  }
  const lang = fromApiLocale(locale);
  return reply
    .status(400)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="${htmlLang(lang)}"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
        `<title>${escapeHtml(text)}</title></head><body><p>${escapeHtml(text)}</p>` +
        `<p><a href="/${lang}">consigne</a></p></body></html>`,
    );
}
