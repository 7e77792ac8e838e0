import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import { perMinute } from '../../lib/rate-limits.js';
import { REFRESH_TOKEN_COOKIE, type ApiLocale } from '@consigne/domain';

import {
  createAddress,
  deleteAddress,
  listAddresses,
  selectAddress,
  updateAddress,
  type AddressView,
} from './addresses.js';
import { changePassword, preferences, updatePreferences, updateProfile } from './service.js';
import { deleteBusinessProfile, getBusinessProfile, setBusinessProfile } from './business.js';
import { localizedZoneName } from '../../lib/zone-names.js';
import { localizedAddressName } from '../../lib/address-names.js';
import { endpoints } from '@consigne/contract';
import { route } from '../../lib/route.js';

/** An address as its reader sees it: a default name ("Huis") and its zone's name in the reader's language. */
const forReader = (a: AddressView, locale: ApiLocale): AddressView => ({
  ...a,
  name: localizedAddressName(a.name, locale),
  zone: a.zone ? { ...a.zone, name: localizedZoneName(a.zone.name, locale) } : a.zone,
});

export const accountRoutes: FastifyPluginAsyncZod<{
  config: Pick<Config, 'loginRateLimitPerMinute'>;
}> = async (app, { config }) => {
  const auth = { preHandler: [app.authenticate] };

  route(app, endpoints.updateProfile, auth, async (request) =>
    updateProfile(app.db, request.userId!, request.body),
  );

  route(
    app,
    endpoints.changePassword,
    {
      preHandler: [app.authenticate],
      config: {
        rateLimit: perMinute(
          config.loginRateLimitPerMinute,
          (request) => `password|${request.userId ?? request.clientAddress}`,
        ),
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

  route(app, endpoints.getBusinessProfile, auth, async (request) =>
    getBusinessProfile(app.db, request.userId!),
  );

  route(app, endpoints.updateBusinessProfile, auth, async (request) =>
    setBusinessProfile(app.db, request.userId!, request.body),
  );

  route(app, endpoints.deleteBusinessProfile, auth, async (request) =>
    deleteBusinessProfile(app.db, request.userId!),
  );

  route(app, endpoints.getPreferences, auth, async (request) => preferences(app.db, request.userId!));

  route(app, endpoints.updatePreferences, auth, async (request) =>
    updatePreferences(app.db, request.userId!, request.body),
  );

  route(app, endpoints.listAddresses, auth, async (request) =>
    (await listAddresses(app.db, request.userId!)).map((a) => forReader(a, request.locale)),
  );

  route(app, endpoints.createAddress, auth, async (request, reply) =>
    reply
      .status(201)
      .send(
        forReader(await createAddress(app.db, request.locale, request.userId!, request.body), request.locale),
      ),
  );

  route(app, endpoints.updateAddress, auth, async (request) =>
    forReader(
      await updateAddress(app.db, request.locale, request.userId!, request.params.id, request.body),
      request.locale,
    ),
  );

  route(app, endpoints.deleteAddress, auth, async (request, reply) => {
    await deleteAddress(app.db, request.userId!, request.params.id);
    return reply.status(204).send(null);
  });

  route(app, endpoints.selectAddress, auth, async (request) =>
    forReader(
      await selectAddress(app.db, request.locale, request.userId!, request.params.id),
      request.locale,
    ),
  );
};
