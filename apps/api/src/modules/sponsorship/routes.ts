import { fromApiLocale, isLocale } from '@consigne/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import { perMinute } from '../../lib/rate-limits.js';
import { errorEnvelope } from '../../lib/schemas.js';
import { localeQuery } from '../../plugins/locale.js';
import {
  godsonParams,
  invitationBody,
  invitationSchema,
  reminderSchema,
  sponsorshipSchema,
} from '@consigne/contract';
import { invite, remind, sponsorshipOf, sponsorshipYearlyCap } from './service.js';

const auth = (app: Parameters<FastifyPluginAsyncZod>[0]) => ({
  onRequest: [],
  preHandler: [app.authenticate],
});
const errors = { 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope };

/** Sponsorship (spec §1, §3 Sponsorship, §4 reminder states): the customer's code, godsons, reminders. */
export const sponsorshipRoutes: FastifyPluginAsyncZod<{ config: Pick<Config, 'publicUrl'> }> = async (
  app,
  { config },
) => {
  // A wrong SPONSORSHIP_YEARLY_CAP stops the start-up, not the first delivery of a godson.
  sponsorshipYearlyCap();
  const perUser = (max: number) => perMinute(max, (request) => `sponsorship|${request.userId ?? 0}`);

  app.get(
    '/user/sponsorship',
    {
      ...auth(app),
      schema: {
        tags: ['sponsorship'],
        summary: 'The customer’s sponsorship code, share link and godsons (active and pending)',
        security: [{ bearer: [] }],
        querystring: localeQuery,
        response: { 200: sponsorshipSchema, ...errors },
      },
    },
    async (request) =>
      sponsorshipOf(app.db, request.userId!, {
        publicUrl: config.publicUrl,
        locale: fromApiLocale(request.locale),
      }),
  );

  app.post(
    '/user/sponsorship/invitations',
    {
      ...auth(app),
      config: { rateLimit: perUser(10) },
      schema: {
        tags: ['sponsorship'],
        summary:
          'Invite a friend by e-mail: a pending godson, who gets the code and the link in the chosen language',
        security: [{ bearer: [] }],
        querystring: localeQuery,
        body: invitationBody,
        response: {
          201: invitationSchema,
          ...errors,
          409: errorEnvelope,
          429: errorEnvelope,
          502: errorEnvelope,
        },
      },
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

  app.post(
    '/user/sponsorship/godsons/:id/reminder',
    {
      ...auth(app),
      config: { rateLimit: perUser(20) },
      schema: {
        tags: ['sponsorship'],
        summary:
          'Remind a godson who has not ordered yet (an e-mail in the godson’s language); once per godson per 7 days (429 before)',
        security: [{ bearer: [] }],
        querystring: localeQuery,
        params: godsonParams,
        response: {
          200: reminderSchema,
          ...errors,
          409: errorEnvelope,
          429: errorEnvelope,
          502: errorEnvelope,
        },
      },
    },
    async (request) =>
      remind(app.db, app.mailer, request.userId!, request.params.id, {
        publicUrl: config.publicUrl,
        requestLocale: fromApiLocale(request.locale),
      }),
  );
};
