import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginBody, noContent, refreshTokenBody, tokenPairSchema } from '@consigne/contract';
import { ApiError } from '../../lib/errors.js';
import { localeQuery } from '../../plugins/locale.js';
import { errorEnvelope } from '../../lib/schemas.js';
import { login, logout, refresh, type TokenSettings } from './service.js';

export const authRoutes: FastifyPluginAsyncZod<{
  tokens: TokenSettings;
  loginRateLimitPerMinute: number;
}> = async (app, { tokens, loginRateLimitPerMinute }) => {
  // Fixed one-minute windows in the rate-limit store: shared by every instance when Redis is set.
  const perAccount = app.createRateLimit({
    max: loginRateLimitPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) =>
      `login-account|${(request.body as { username: string }).username.trim().toLowerCase()}`,
  });
  const perAddress = app.createRateLimit({
    max: loginRateLimitPerMinute * 3,
    timeWindow: 60_000,
    keyGenerator: (request) => `login-address|${request.clientAddress}`,
  });

  app.post(
    '/login_check',
    {
      preHandler: async (request, reply) => {
        // Per account (however many addresses try it) and per address (however many accounts it tries),
        // counted before the password is checked, so known and unknown e-mails answer alike.
        const counts = await Promise.all([perAccount(request), perAddress(request)]);
        const wait = Math.max(
          ...counts.map((count) => (!count.isAllowed && count.isExceeded ? count.ttlInSeconds || 1 : 0)),
        );
        if (wait) {
          reply.header('retry-after', String(wait));
          throw new ApiError(429, 'tooManyAttempts');
        }
      },
      schema: {
        tags: ['auth'],
        summary: 'Log in with e-mail and password',
        querystring: localeQuery,
        body: loginBody,
        response: {
          200: tokenPairSchema,
          400: errorEnvelope,
          401: errorEnvelope,
          403: errorEnvelope,
          429: errorEnvelope,
        },
      },
    },
    async (request) => login(app.db, request.body.username, request.body.password, tokens),
  );

  app.post(
    '/token/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'Rotate a refresh token: returns a new access token and a new refresh token',
        querystring: localeQuery,
        body: refreshTokenBody,
        // 503: the database is out of reach; the token is then neither used nor refused.
        response: { 200: tokenPairSchema, 400: errorEnvelope, 401: errorEnvelope, 503: errorEnvelope },
      },
    },
    async (request) => refresh(app.db, request.body.refresh_token, tokens),
  );

  app.post(
    '/token/revoke',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log out: revoke the refresh token and its family',
        querystring: localeQuery,
        body: refreshTokenBody,
        response: { 204: noContent, 400: errorEnvelope },
      },
    },
    async (request, reply) => {
      await logout(app.db, request.body.refresh_token);
      return reply.status(204).send(null);
    },
  );
};
