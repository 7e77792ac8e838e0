import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import { perMinute } from '../../lib/rate-limits.js';
import { REFRESH_TOKEN_COOKIE } from '@consigne/domain';

import { createAddress, deleteAddress, listAddresses, selectAddress, updateAddress } from './addresses.js';
import { changePassword, preferences, updatePreferences, updateProfile } from './service.js';
import { localizedZoneName } from '../../lib/zone-names.js';
import { endpoints } from '@consigne/contract';
import { route } from '../../lib/route.js';

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

  route(app, endpoints.getPreferences, auth, async (request) => preferences(app.db, request.userId!));

  route(app, endpoints.updatePreferences, auth, async (request) =>
    updatePreferences(app.db, request.userId!, request.body),
  );

  route(app, endpoints.listAddresses, auth, async (request) =>
    (await listAddresses(app.db, request.userId!)).map((a) =>
      a.zone ? { ...a, zone: { ...a.zone, name: localizedZoneName(a.zone.name, request.locale) } } : a,
    ),
  );

  route(app, endpoints.createAddress, auth, async (request, reply) =>
    reply.status(201).send(await createAddress(app.db, request.locale, request.userId!, request.body)),
  );

  route(app, endpoints.updateAddress, auth, async (request) =>
    updateAddress(app.db, request.locale, request.userId!, request.params.id, request.body),
  );

  route(app, endpoints.deleteAddress, auth, async (request, reply) => {
    await deleteAddress(app.db, request.userId!, request.params.id);
    return reply.status(204).send(null);
  });

  route(app, endpoints.selectAddress, auth, async (request) =>
    selectAddress(app.db, request.locale, request.userId!, request.params.id),
  );
};
