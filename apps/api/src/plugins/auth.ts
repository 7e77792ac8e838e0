import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../lib/errors.js';
import { verifyAccessToken } from '../lib/jwt.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: 401 unless the request carries a valid access token. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    userId: number | null;
  }
}

export const ACCESS_TOKEN_COOKIE = 'access_token';
export const REFRESH_TOKEN_COOKIE = 'refresh_token';

/** The Bearer header of spec §7; the access_token cookie for same-origin browser calls. */
export function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  return request.cookies?.[ACCESS_TOKEN_COOKIE] || null;
}

export const authPlugin = fp(async (app: FastifyInstance, options: { secret: Uint8Array }) => {
  app.decorateRequest('userId', null);
  /** Resolves the user when a valid token is present; anonymous otherwise (optional auth). */
  app.addHook('onRequest', async (request) => {
    const token = tokenOf(request);
    if (!token) return;
    const check = verifyAccessToken(token, options.secret, 'consigne');
    // Keep the reason for authenticate(): an expired token is told apart from no token.
    if (check && 'expired' in check) request.tokenExpired = true;
    else if (check) {
      const id = Number(check.sub);
      if (Number.isInteger(id)) request.userId = id;
    }
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
