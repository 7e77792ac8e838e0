import type { ApiLocale } from '@consigne/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import { perMinute } from '../../lib/rate-limits.js';
import { fieldError } from './policy.js';
import { isResetTokenValid, normalizeEmail, requestPasswordReset, resetPassword } from './service.js';
import { endpoints } from '@consigne/contract';
import { route } from '../../lib/route.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The "sent confirmation": the same answer whether or not the account exists. */
const SENT: Record<ApiLocale, string> = {
  fr_FR:
    'Si un compte existe avec cette adresse e-mail, vous allez recevoir un lien pour réinitialiser votre mot de passe.',
  fr_BE:
    'Si un compte existe avec cette adresse e-mail, vous allez recevoir un lien pour réinitialiser votre mot de passe.',
  es_ES:
    'Si existe una cuenta con este correo electrónico, recibirás un enlace para restablecer tu contraseña.',
  nl_BE:
    'Als er een account met dit e-mailadres bestaat, ontvang je een link om je wachtwoord opnieuw in te stellen.',
};

export const passwordRoutes: FastifyPluginAsyncZod<{
  config: Pick<Config, 'publicUrl' | 'loginRateLimitPerMinute'>;
}> = async (app, { config }) => {
  // The e-mail is prepared and sent after the answer, so its timing does not reveal whether the
  // account exists; pending work finishes before the app closes.
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });
  const rateLimit = (key: (body: Record<string, unknown>) => string) =>
    perMinute(
      config.loginRateLimitPerMinute,
      (request) => `${request.clientAddress}|${key((request.body ?? {}) as Record<string, unknown>)}`,
    );

  route(
    app,
    endpoints.requestPasswordReset,
    {
      config: {
        // Like login: per client address and e-mail, so nobody floods one inbox.
        rateLimit: rateLimit((body) => (typeof body.email === 'string' ? normalizeEmail(body.email) : '')),
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      if (!EMAIL.test(email)) throw fieldError(request.locale, 'email', 'invalidEmail');
      const task = requestPasswordReset(app.db, app.jobs.mailer, config.publicUrl, email)
        .catch((error: unknown) => request.log.error({ err: error }, 'password reset e-mail failed'))
        .finally(() => pending.delete(task));
      pending.add(task);
      return reply.status(202).send({ message: SENT[request.locale] });
    },
  );

  route(
    app,
    endpoints.verifyPasswordResetToken,
    {
      config: { rateLimit: rateLimit(() => 'verify') },
    },
    async (request) => ({ valid: await isResetTokenValid(app.db, request.body.token) }),
  );

  route(
    app,
    endpoints.resetPassword,
    {
      config: { rateLimit: rateLimit(() => 'reset') },
    },
    async (request, reply) => {
      await resetPassword(app.db, request.locale, request.body.token, request.body.password);
      return reply.status(204).send(null);
    },
  );
};
