import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../lib/errors.js';
import { tokenOf } from './auth.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler of the routes that answer guests and customers differently (the customer's
     * warehouse): a token that is presented but refused (expired, revoked, badly signed) is a 401,
     * so the client renews the session instead of silently getting the guest's answer.
     */
    optionalAuth: (request: FastifyRequest) => Promise<void>;
  }
}

export const optionalAuthPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('optionalAuth', async (request: FastifyRequest) => {
    if (request.userId === null && tokenOf(request) !== null)
      throw new ApiError(401, request.tokenExpired ? 'tokenExpired' : 'authRequired');
  });
});
