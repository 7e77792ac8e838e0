import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../lib/errors.js';

import { login, logout, refresh, type TokenSettings } from './service.js';
import { endpoints } from '@consigne/contract';
import { route } from '../../lib/route.js';

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

  route(
    app,
    endpoints.logIn,
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
    },
    async (request) => login(app.db, request.body.username, request.body.password, tokens),
  );

  route(app, endpoints.refreshTokens, async (request) => refresh(app.db, request.body.refresh_token, tokens));

  route(app, endpoints.revokeRefreshToken, async (request, reply) => {
    await logout(app.db, request.body.refresh_token);
    return reply.status(204).send(null);
  });
};
