import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_TOKEN_COOKIE, parseId } from '@consigne/domain';
import fp from 'fastify-plugin';
import { ApiError } from '../lib/errors.js';
import { verifyAccessToken } from '../lib/jwt.js';
import { sessionIsLive } from '../modules/auth/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: 401 unless the request carries a valid access token. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    userId: number | null;
  }
}

/** The Bearer header; the access_token cookie for same-origin browser calls. */
export function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  return request.cookies?.[ACCESS_TOKEN_COOKIE] || null;
}

export const authPlugin = fp(async (app: FastifyInstance, options: { secret: Uint8Array }) => {
  app.decorateRequest('userId', null);
  /**
   * Resolves the user when a valid token is present; anonymous otherwise (optional auth). A token
   * is valid while its login stands: the session check asks the database on every request, so a
   * logout, a password change or a deleted account on any instance ends its access tokens at once.
   */
  app.addHook('onRequest', async (request) => {
    // Only API calls use the user: storefront pages and assets skip the check's database lookup.
    if (!request.url.startsWith('/api/')) return;
    const token = tokenOf(request);
    if (!token) return;
    const check = verifyAccessToken(token, options.secret, 'consigne');
    if (!check) return;
    // Keep the reason for authenticate(): an expired or ended session is told apart from no token.
    if ('expired' in check) {
      request.tokenExpired = true;
      return;
    }
    // A subject outside the ids the database holds (only a forged or foreign token has one) is no user.
    const id = parseId(String(check.sub));
    if (id === null || typeof check.sid !== 'string') return;
    if (await sessionIsLive(app.db, id, check.sid)) request.userId = id;
    else request.tokenExpired = true;
  });

  app.decorate('authenticate', async (request: FastifyRequest) => {
    if (request.userId === null)
      throw new ApiError(401, request.tokenExpired ? 'tokenExpired' : 'authRequired');
  });
});

declare module 'fastify' {
  interface FastifyRequest {
    tokenExpired?: boolean;
  }
}
