import { fromApiLocale, isLocale, LOCALES } from '@consigne/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.js';
import { perMinute } from '../../lib/rate-limits.js';
import { errorEnvelope, euros, idParam } from '../../lib/schemas.js';
import { localeQuery } from '../../plugins/locale.js';
import { emailSchema } from '../registration/schema.js';
import { invite, remind, sponsorshipOf, sponsorshipYearlyCap } from './service.js';

const godson = z.object({
  id: z.number().describe('The referral id: the reminder route takes it'),
  name: z.string().nullable().describe("A registered godson's first name and initial"),
  email: z.string().nullable().describe('An invited (pending) godson’s e-mail, as the sponsor typed it'),
  ordered: z.boolean().describe('The godson has placed an order (not cancelled)'),
  rewarded: z.boolean().describe('The godson’s first delivered order earned the sponsor the reward'),
  createdAt: z.string(),
  reminded: z.boolean(),
  remindedAt: z.string().nullable(),
  canRemind: z.boolean().describe('Not ordered yet and not reminded in the last 7 days'),
  nextReminderAt: z.string().nullable().describe('When a reminder is possible again (null: now)'),
});

export const sponsorshipSchema = z.object({
  code: z.string(),
  link: z.string().describe('Registration step 1 with the code pre-filled (?parrain=CODE)'),
  reward: euros.describe('Reward per godson whose first order is delivered (spec §9: 10 €)'),
  yearlyCap: z.number().describe('Rewards per calendar year at most (SPONSORSHIP_YEARLY_CAP)'),
  totalEarned: euros,
  activeGodsons: z.array(godson).describe('Registered godsons, newest first'),
  inactiveGodsons: z.array(godson).describe('Invited e-mails not registered yet, newest first'),
});

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
        body: z.object({
          email: emailSchema,
          language: z
            .enum(LOCALES, { error: 'invalidValue' })
            .optional()
            .describe('Storefront locale of the invitation e-mail (default: the request’s)'),
          locale: z.string().optional(),
        }),
        response: {
          201: z.object({ id: z.number() }),
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
        params: z.object({ id: idParam() }),
        response: {
          200: z.object({ remindedAt: z.string(), nextReminderAt: z.string() }),
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
