import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import { perMinute } from '../../lib/rate-limits.js';
import {
  addressBody,
  addressIdParams,
  addressPatch,
  addressSchema,
  changePasswordBody,
  noContent,
  preferencesChangesBody,
  preferencesSchema,
  profileChangesBody,
  profileSchema,
} from '@consigne/contract';
import { errorEnvelope } from '../../lib/schemas.js';
import { REFRESH_TOKEN_COOKIE } from '@consigne/domain';
import { localeQuery } from '../../plugins/locale.js';
import { createAddress, deleteAddress, listAddresses, selectAddress, updateAddress } from './addresses.js';
import { changePassword, preferences, updatePreferences, updateProfile } from './service.js';
import { localizedZoneName } from '../../lib/zone-names.js';

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
        body: profileChangesBody,
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
        body: changePasswordBody,
        response: { 204: noContent, ...errors, 429: errorEnvelope },
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
        body: preferencesChangesBody,
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
        response: { 200: addressSchema.array(), ...errors },
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
        params: addressIdParams,
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
        params: addressIdParams,
        response: { 204: noContent, ...errors },
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
        params: addressIdParams,
        response: { 200: addressSchema, ...errors },
      },
    },
    async (request) => selectAddress(app.db, request.locale, request.userId!, request.params.id),
  );
};
