import Fastify, { type FastifyServerOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BODY_LIMIT_BYTES } from '@consigne/contract';
import type { Config } from './config.js';
import { answerFrameworkError } from './lib/bad-url.js';
import { refuseOversizedBody } from './lib/body-limit.js';
import { fastifyTrustProxy } from './lib/trust-proxy.js';
import { trackLifecycle } from './observability/lifecycle.js';
import { metricsPlugin } from './observability/metrics.js';
import { prettyDestination } from './observability/pretty-log.js';
import { REQUEST_ID_HEADER, requestIdOf } from './observability/request-id.js';
import { logSerializers, OneLinePerRequest, redactPaths } from './observability/request-log.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';

/**
 * Content-Security-Policy shared by API docs and storefront pages. No inline script runs: pages add
 * a per-request nonce to script-src (plugins/security-headers.ts) and put it on every script they emit;
 * Swagger UI loads only files.
 */
export const CONTENT_SECURITY_POLICY = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    // The driver's service worker (public/driver-sw.js) and web manifest: the site's own files only.
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    // A card checkout posted without JavaScript is redirected to Stripe's hosted page (ADR 0009).
    formAction: ["'self'", 'https://checkout.stripe.com'],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: null,
  },
};

/**
 * The logger of a started process: JSON lines, one per request (docs/observability.md); tokens,
 * cookies and passwords never reach the logs. LOG_FORMAT=pretty (default at a terminal) writes the
 * same lines readably (observability/pretty-log.ts).
 */
export function processLogger(config: Pick<Config, 'logLevel'> & Partial<Pick<Config, 'logFormat'>>) {
  return {
    level: config.logLevel,
    redact: redactPaths,
    serializers: logSerializers,
    ...(config.logFormat === 'pretty' && { stream: prettyDestination() }),
  };
}

/**
 * The HTTP host every process of the shop answers on, and it opens nothing: Fastify with the proxies
 * TRUST_PROXY believes, the body limit, and helmet's security headers with a fresh CSP nonce per page.
 * The API is built on it (app.ts); a storefront deployed apart (API_URL) is served on it alone.
 */
export async function buildHost({
  config,
  logger = true,
}: {
  config: Pick<Config, 'trustProxy'> & Partial<Pick<Config, 'metricsPort' | 'metricsHost'>>;
  logger?: FastifyServerOptions['logger'];
}) {
  const app = Fastify({
    logger,
    logController: new OneLinePerRequest(),
    genReqId: requestIdOf,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // A body streamed without a Content-Length; one that declares its length is refused before
    // (refuseOversizedBody, same limits).
    bodyLimit: BODY_LIMIT_BYTES,
    forceCloseConnections: 'idle',
    // A URL Fastify cannot decode is refused in the asker's language, not Fastify's English.
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  // Every response names its request: on the raw response, so the storefront's pages carry it too.
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader(REQUEST_ID_HEADER, request.id);
    done();
  });
  app.addHook('preParsing', refuseOversizedBody);
  trackLifecycle(app);
  if (config.metricsPort !== undefined)
    await app.register(metricsPlugin, { port: config.metricsPort, host: config.metricsHost ?? '127.0.0.1' });
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    // The API's JSON, its docs and static assets are not pages: their script-src needs no nonce.
    isPage: (url: string) => !/^\/(api|assets)\//.test(url),
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    // Not 'no-referrer': with it Chromium posts forms with 'Origin: null', which React Router refuses
    // as cross-site, so forms would fail without JavaScript. Other sites still get no referrer.
    referrerPolicy: { policy: 'same-origin' },
  });
  return app;
}
