import { randomFillSync } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet's middleware sets for `options`, read once. They do not depend on the
 * request, and @fastify/helmet builds the middleware again (parsing the CSP) on every request:
 * ≈3 % of an API call's CPU.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

const NONCE = Symbol('cspNonce');
type WithNonce = IncomingMessage & { [NONCE]?: string };

/** The CSP nonce of a page request: every script the page emits must carry it. */
export function cspNonce(request: IncomingMessage): string | undefined {
  return (request as WithNonce)[NONCE];
}

export type SecurityHeadersOptions = HelmetOptions & {
  contentSecurityPolicy: { directives: Record<string, Iterable<string> | null> };
  /** Requests whose answer may be an HTML page: their script-src gets a nonce of its own. */
  isPage: (url: string) => boolean;
};

/**
 * A fresh 128-bit nonce, cut from a pool of random bytes refilled 256 nonces at a time (each byte is
 * used once): randomBytes(16) per request costs ≈20× more.
 */
const NONCE_BYTES = 16;
const pool = Buffer.alloc(NONCE_BYTES * 256);
let poolOffset = pool.length;
function newNonce(): string {
  if (poolOffset === pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const nonce = pool.toString('base64', poolOffset, poolOffset + NONCE_BYTES);
  poolOffset += NONCE_BYTES;
  return nonce;
}

const CSP = 'content-security-policy';
/** Stands for the nonce in the policy computed once; replaced per request (base64 never contains it). */
const PLACEHOLDER = 'NONCE_PLACEHOLDER';

/**
 * Helmet's security headers on every answer, pages and API alike. The policy is computed once; a
 * page only adds a fresh nonce to script-src, so no inline script runs unless the page emitted it.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, { isPage, ...options }: SecurityHeadersOptions) => {
    const { [CSP]: apiPolicy, ...common } = helmetHeaders(options);
    const { directives } = options.contentSecurityPolicy;
    const pagePolicy = helmetHeaders({
      ...options,
      contentSecurityPolicy: {
        directives: { ...directives, scriptSrc: [...(directives.scriptSrc ?? []), `'nonce-${PLACEHOLDER}'`] },
      },
    })[CSP]!;
    const [beforeNonce, afterNonce] = pagePolicy.split(PLACEHOLDER) as [string, string];
    const headers = Object.entries(common);
    app.addHook('onRequest', (request, reply, done) => {
      // On the raw response, as helmet does: the storefront's pages are written to it directly.
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      if (isPage(request.url)) {
        const nonce = newNonce();
        (request.raw as WithNonce)[NONCE] = nonce;
        reply.raw.setHeader(CSP, beforeNonce + nonce + afterNonce);
      } else if (apiPolicy) reply.raw.setHeader(CSP, apiPolicy);
      done();
    });
  },
);
