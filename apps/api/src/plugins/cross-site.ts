import {
  ACCESS_TOKEN_COOKIE,
  isCrossSiteRequest,
  REFRESH_TOKEN_COOKIE,
  STATE_CHANGING_METHODS,
} from '@consigne/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../lib/errors.js';

/**
 * A call the browser authenticated by itself: the session cookies went along and no Bearer header
 * was set. Only such a call can be forged by another site; a Bearer token has to be added by the
 * caller's own code (the storefront's server, the apps), which another site cannot do.
 */
function authenticatedByCookie(request: FastifyRequest): boolean {
  if (request.headers.authorization?.startsWith('Bearer ')) return false;
  const cookies = request.cookies ?? {};
  return Boolean(cookies[ACCESS_TOKEN_COOKIE] || cookies[REFRESH_TOKEN_COOKIE]);
}

/**
 * Cross-site request forgery: every API call that may change something and is authenticated by the
 * session cookies must come from the shop's own pages, by the same rule as the storefront's page
 * actions (isCrossSiteRequest); another site, a sibling subdomain included, gets a 403. Runs before
 * the session check, so a refused call costs no database read. The Stripe webhook (no cookie) and
 * Bearer-token clients are not concerned.
 */
export const crossSitePlugin = fp(async (app: FastifyInstance, options: { publicUrl: string }) => {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || !STATE_CHANGING_METHODS.has(request.method)) return;
    if (authenticatedByCookie(request) && isCrossSiteRequest(request.headers, options.publicUrl))
      throw new ApiError(403, 'crossSiteRefused');
  });
});
