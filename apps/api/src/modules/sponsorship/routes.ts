import { fromApiLocale, isLocale } from '@consigne/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import { perMinute } from '../../lib/rate-limits.js';
import { invite, remind, sponsorshipOf, sponsorshipYearlyCap } from './service.js';
import { endpoints } from '@consigne/contract';
import { route } from '../../lib/route.js';

const auth = (app: Parameters<FastifyPluginAsyncZod>[0]) => ({
  onRequest: [],
  preHandler: [app.authenticate],
});

/** Sponsorship (docs/rules.md#sponsorship): the customer's code, godsons, reminders. */
export const sponsorshipRoutes: FastifyPluginAsyncZod<{ config: Pick<Config, 'publicUrl'> }> = async (
  app,
  { config },
) => {
  // A wrong SPONSORSHIP_YEARLY_CAP stops the start-up, not the first delivery of a godson.
  sponsorshipYearlyCap();
  const perUser = (max: number) => perMinute(max, (request) => `sponsorship|${request.userId ?? 0}`);

  route(
    app,
    endpoints.getSponsorship,
    {
      ...auth(app),
    },
    async (request) =>
      sponsorshipOf(app.db, request.userId!, {
        publicUrl: config.publicUrl,
        locale: fromApiLocale(request.locale),
      }),
  );

  route(
    app,
    endpoints.inviteGodson,
    {
      ...auth(app),
      config: { rateLimit: perUser(10) },
    },
    async (request, reply) => {
      const language = request.body.language;
      const id = await invite(app.db, app.mailer, request.userId!, {
        email: request.body.email,
        locale: isLocale(language) ? language : fromApiLocale(request.locale),
        publicUrl: config.publicUrl,
      });
      return reply.status(201).send({ id });
    },
  );

  route(
    app,
    endpoints.remindGodson,
    {
      ...auth(app),
      config: { rateLimit: perUser(20) },
    },
    async (request) =>
      remind(app.db, app.mailer, request.userId!, request.params.id, {
        publicUrl: config.publicUrl,
        requestLocale: fromApiLocale(request.locale),
      }),
  );
};
