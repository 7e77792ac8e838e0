import {
  clearedTokenCookies,
  isCrossSiteRequest,
  REFRESH_TOKEN_COOKIE,
  SESSION_RENEWAL_HEADER,
  tokenCookies,
} from '@consigne/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../lib/errors.js';

import { refresh, type TokenSettings } from './service.js';
import { endpoints } from '@consigne/contract';
import { route } from '../../lib/route.js';

/**
 * CSRF guard of the renewal, which needs no access token: the custom header (no cross-site form can
 * send it, and no cross-origin script can without a CORS preflight, which the API never grants), on
 * top of the rule every cookie-authenticated call obeys (plugins/cross-site.ts), checked here even
 * without a cookie.
 */
function assertSameSite(request: FastifyRequest): void {
  if (request.headers[SESSION_RENEWAL_HEADER] !== '1' || isCrossSiteRequest(request.headers))
    throw new ApiError(403, 'crossSiteRefused');
}

const isHttps = (request: FastifyRequest) =>
  request.protocol === 'https' || request.headers['x-forwarded-proto'] === 'https';

/**
 * Renewal (docs/rules.md#session) for the browser's own calls: the refresh token stays an HttpOnly cookie, so the
 * page asks the API to rotate it. Both cookies are rotated (same attributes as at login); nothing
 * of either token is in the answer. A refused renewal (401) empties both cookies: the shopper is logged
 * out. Nothing else does: an outage (503) leaves the cookies, and so the session, as they are.
 */
export const sessionRoutes: FastifyPluginAsyncZod<{ tokens: TokenSettings }> = async (app, { tokens }) => {
  route(app, endpoints.refreshSession, async (request, reply) => {
    assertSameSite(request);
    const secure = isHttps(request);
    const presented = request.cookies[REFRESH_TOKEN_COOKIE];
    try {
      if (!presented) throw new ApiError(401, 'authRequired');
      const pair = await refresh(app.db, presented, tokens);
      reply.header(
        'set-cookie',
        tokenCookies({ token: pair.token, refreshToken: pair.refresh_token }, secure),
      );
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 401)
        reply.header('set-cookie', clearedTokenCookies(secure));
      throw error;
    }
    reply.header('cache-control', 'no-store');
    return reply.status(204).send(null);
  });
};
