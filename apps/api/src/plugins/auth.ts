import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_TOKEN_COOKIE, parseId } from '@consigne/domain';
import fp from 'fastify-plugin';
import { ApiError } from '../lib/errors.js';
import { verifyAccessToken } from '../lib/jwt.js';
import { isSessionId, sessionIsLive } from '../modules/auth/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: 401 unless the request carries a valid access token. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * preHandler of the routes whose own statement checks the session (`sessionInStatement`): 401
     * unless the request carries a well-signed, unexpired access token naming a login.
     */
    authenticateInStatement: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    userId: number | null;
    /**
     * On a route that checks the session in its own statement: the login the token names, not yet
     * checked (userId stays null). The route's statement answers nothing unless liveSessionSql holds.
     */
    unconfirmedSession: UnconfirmedSession | null;
  }
  interface FastifyContextConfig {
    /**
     * The route's one statement checks the session itself (liveSessionSql in its WHERE clause, ADR
     * 0059): the request skips the separate check, a round trip that was a sixth of a cart read.
     */
    sessionInStatement?: boolean;
  }
}

/** A login named by a valid access token, to be checked by the route's own statement. */
export interface UnconfirmedSession {
  userId: number;
  familyId: string;
}

/** The Bearer header; the access_token cookie for same-origin browser calls. */
export function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  return request.cookies?.[ACCESS_TOKEN_COOKIE] || null;
}

export const authPlugin = fp(async (app: FastifyInstance, options: { secret: Uint8Array }) => {
  app.decorateRequest('userId', null);
  app.decorateRequest('unconfirmedSession', null);
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
    if (request.routeOptions.config.sessionInStatement) {
      if (isSessionId(check.sid)) request.unconfirmedSession = { userId: id, familyId: check.sid };
      else request.tokenExpired = true;
      return;
    }
    if (await sessionIsLive(app.db, id, check.sid)) request.userId = id;
    else request.tokenExpired = true;
  });

  /** No user: an expired or ended session is told apart from no token at all. */
  const refused = (request: FastifyRequest) =>
    new ApiError(401, request.tokenExpired ? 'tokenExpired' : 'authRequired');
  app.decorate('authenticate', async (request: FastifyRequest) => {
    if (request.userId === null) throw refused(request);
  });
  app.decorate('authenticateInStatement', async (request: FastifyRequest) => {
    if (request.unconfirmedSession === null) throw refused(request);
  });

  // A route flagged sessionInStatement must authenticate by its statement, and only such routes may:
  // the wrong preHandler would leave it open (no userId, no check) or always refusing.
  app.addHook('onRoute', (route) => {
    const preHandlers = [route.preHandler ?? []].flat();
    const inStatement = route.config?.sessionInStatement === true;
    if (inStatement !== preHandlers.includes(app.authenticateInStatement))
      throw new Error(`${route.method} ${route.url}: sessionInStatement goes with authenticateInStatement`);
  });
});

declare module 'fastify' {
  interface FastifyRequest {
    tokenExpired?: boolean;
  }
}
