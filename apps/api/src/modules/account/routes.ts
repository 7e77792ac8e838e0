import { API_LOCALES } from '@consigne/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.js';
import { perMinute } from '../../lib/rate-limits.js';
import { errorEnvelope, idParam, safeText } from '../../lib/schemas.js';
import { REFRESH_TOKEN_COOKIE } from '../../plugins/auth.js';
import { localeQuery } from '../../plugins/locale.js';
import {
  createAddress,
  deleteAddress,
  HOUSE_TYPES,
  listAddresses,
  selectAddress,
  updateAddress,
} from './addresses.js';
import { changePassword, preferences, updatePreferences, updateProfile } from './service.js';
import { localizedZoneName } from '../../lib/zone-names.js';

const bodyLocale = { locale: z.string().optional() };
const text = (max: number) => safeText(max);
const optionalText = (max: number) =>
  safeText(max)
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));

const profileSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  phone: z.string().nullable(),
  locale: z.enum(API_LOCALES).describe('Preferred language of e-mails'),
});

const preferencesSchema = z.object({
  newsletterOptIn: z.boolean(),
  offersOptIn: z.boolean(),
  smsOptIn: z.boolean(),
  locale: z.enum(API_LOCALES).describe('Language of e-mails (changed with PATCH /user)'),
});

export const addressSchema = z.object({
  id: z.number(),
  name: z.string(),
  streetNumber: z.string(),
  address: z.string().describe('Street'),
  cp: z.string().describe('Postal code'),
  city: z.string(),
  country: z.string(),
  houseType: z.enum(HOUSE_TYPES),
  apartmentDetails: z.string().nullable(),
  companyName: z.string().nullable(),
  isSelected: z.boolean(),
  zone: z.object({ id: z.number(), name: z.string() }).nullable(),
  isEligible: z.boolean().describe('Inside a delivery zone: only such an address can be selected'),
});

const addressFields = {
  name: text(80).optional().describe('Label, e.g. "Maison"; defaults to number and street'),
  streetNumber: text(20),
  address: text(200).describe('Street'),
  cp: text(10).describe('Postal code'),
  city: text(100),
  country: z.enum(['FR', 'BE']).optional().describe('Defaults from the postal code (4 digits: BE)'),
  houseType: z.enum(HOUSE_TYPES).optional(),
  apartmentDetails: optionalText(200).describe('Floor, door, code…'),
  companyName: optionalText(120).describe('Kept for houseType company only'),
  lat: z.number().min(-90).max(90).nullable().optional(),
  lng: z.number().min(-180).max(180).nullable().optional(),
};
const addressBody = z.object({ ...addressFields, ...bodyLocale });
const addressPatch = z.object(addressFields).partial().extend(bodyLocale);
const idParams = z.object({ id: idParam() });

export const accountRoutes: FastifyPluginAsyncZod<{
  config: Pick<Config, 'loginRateLimitPerMinute'>;
}> = async (app, { config }) => {
  const auth = { preHandler: [app.authenticate] };
  const security = [{ bearer: [] }];
  const errors = { 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope };
  const tags = ['account'];

  app.patch(
    '/user',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Edit the profile (mes-informations): first name, last name, phone, preferred language',
        security,
        querystring: localeQuery,
        body: z.object({
          firstname: text(60).min(1).optional(),
          lastname: text(60).min(1).optional(),
          phone: optionalText(20)
            .refine((value) => value == null || /^\+?[0-9 ().-]{6,20}$/.test(value))
            .describe('Empty to remove'),
          locale: z.enum(API_LOCALES).optional().describe('Preferred language of e-mails'),
        }),
        response: { 200: profileSchema, ...errors },
      },
    },
    async (request) => updateProfile(app.db, request.userId!, request.body),
  );

  app.post(
    '/user/password',
    {
      preHandler: [app.authenticate],
      config: {
        rateLimit: perMinute(
          config.loginRateLimitPerMinute,
          (request) => `password|${request.userId ?? request.clientAddress}`,
        ),
      },
      schema: {
        tags,
        summary:
          'Change the password: needs the current one; ends the other sessions (the refresh_token given, or the cookie, stays valid)',
        security,
        querystring: localeQuery,
        body: z.object({
          // Passwords are hashed, never stored as text: any character may be in them.
          currentPassword: z.string().min(1).max(4096),
          newPassword: z.string().max(4096),
          refresh_token: safeText(200).optional().describe("The caller's refresh token, kept"),
          ...bodyLocale,
        }),
        response: { 204: z.null(), ...errors, 429: errorEnvelope },
      },
    },
    async (request, reply) => {
      await changePassword(app.db, request.locale, request.userId!, {
        currentPassword: request.body.currentPassword,
        newPassword: request.body.newPassword,
        refreshToken: request.body.refresh_token ?? request.cookies[REFRESH_TOKEN_COOKIE],
      });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/user/preferences',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Communication preferences (newsletter, offers, SMS)',
        security,
        querystring: localeQuery,
        response: { 200: preferencesSchema, ...errors },
      },
    },
    async (request) => preferences(app.db, request.userId!),
  );

  app.patch(
    '/user/preferences',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Change communication preferences',
        security,
        querystring: localeQuery,
        body: z.object({
          newsletterOptIn: z.boolean().optional(),
          offersOptIn: z.boolean().optional(),
          smsOptIn: z.boolean().optional(),
        }),
        response: { 200: preferencesSchema, ...errors },
      },
    },
    async (request) => updatePreferences(app.db, request.userId!, request.body),
  );

  app.get(
    '/user/addresses',
    {
      ...auth,
      schema: {
        tags,
        summary: "The user's addresses, the selected one first",
        security,
        querystring: localeQuery,
        response: { 200: z.array(addressSchema), ...errors },
      },
    },
    async (request) =>
      (await listAddresses(app.db, request.userId!)).map((a) =>
        a.zone ? { ...a, zone: { ...a.zone, name: localizedZoneName(a.zone.name, request.locale) } } : a,
      ),
  );

  app.post(
    '/user/addresses',
    {
      ...auth,
      schema: {
        tags,
        summary:
          'Add an address; eligibility from the delivery zones (an ineligible one is kept but cannot be selected)',
        security,
        querystring: localeQuery,
        body: addressBody,
        response: { 201: addressSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createAddress(app.db, request.locale, request.userId!, request.body)),
  );

  app.patch(
    '/user/addresses/:id',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Edit an address of the user (404 for any other id)',
        security,
        querystring: localeQuery,
        params: idParams,
        body: addressPatch,
        response: { 200: addressSchema, ...errors },
      },
    },
    async (request) =>
      updateAddress(app.db, request.locale, request.userId!, request.params.id, request.body),
  );

  app.delete(
    '/user/addresses/:id',
    {
      ...auth,
      schema: {
        tags,
        summary:
          'Delete an address; if it was the selected one, the newest other deliverable address becomes selected',
        security,
        querystring: localeQuery,
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteAddress(app.db, request.userId!, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/user/addresses/setSelected/:id',
    {
      ...auth,
      schema: {
        tags,
        summary: "Select the delivery address (must be eligible); the user's zone becomes its zone",
        security,
        querystring: localeQuery,
        params: idParams,
        response: { 200: addressSchema, ...errors },
      },
    },
    async (request) => selectAddress(app.db, request.locale, request.userId!, request.params.id),
  );
};
