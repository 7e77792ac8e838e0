import type { ApiLocale } from '@consigne/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perMinute } from '../../lib/rate-limits.js';
import type { TokenSettings } from '../auth/index.js';
import type { AddressLookup } from './address-lookup.js';
import { createAddressLookup } from './adapters/index.js';
import { officialCommunes } from '../zones/index.js';
import { registrationConfirmBody } from '@consigne/contract';
import { parseBody } from './validation.js';
import { confirmRegistration, requestRegistration, saveLead, searchAddresses } from './service.js';
import { localizedZoneName } from '../../lib/zone-names.js';
import { endpoints } from '@consigne/contract';
import { route } from '../../lib/route.js';

/**
 * Bodies are validated in the service (schema.ts) rather than by Fastify, so that each field gets
 * its own message (e.g. 'L'email est requis') in errors[]; the schemas below document them.
 */
const validatedInHandler = () => (data: unknown) => ({ value: data });

/** The answer to every valid registration, whether or not the address already has an account. */
const SENT: Record<ApiLocale, string> = {
  fr_FR:
    'Presque terminé ! Nous venons d’envoyer un e-mail à cette adresse : ouvrez-le pour finaliser la création de votre compte.',
  fr_BE:
    'Presque terminé ! Nous venons d’envoyer un e-mail à cette adresse : ouvrez-le pour finaliser la création de votre compte.',
  es_ES:
    '¡Ya casi está! Acabamos de enviar un correo a esta dirección: ábrelo para terminar de crear tu cuenta.',
  nl_BE:
    'Bijna klaar! We hebben zonet een e-mail naar dit adres gestuurd. Open die om het aanmaken van je account af te ronden.',
};

export const registrationRoutes: FastifyPluginAsyncZod<{
  /** PUBLIC_URL: the e-mailed links are built on it, never on the request's Host. */
  publicUrl: string;
  tokens: TokenSettings;
  /** LOGIN_RATE_LIMIT: an address may create 3 × this many accounts or leads a minute (anti-automation). */
  rateLimitPerMinute: number;
  /** Defaults to the start-up choice of env ADDRESS_LOOKUP (offline, geoplateforme or bpost). */
  addressLookup?: AddressLookup;
}> = async (app, options) => {
  const lookup =
    options.addressLookup ??
    createAddressLookup(process.env.ADDRESS_LOOKUP, {
      db: app.db,
      onError: (error) => app.log.warn({ err: error }, 'address lookup failed, using the offline lookup'),
    });
  // The official commune list (a large JSON) is read once: at start-up rather than on a first search.
  app.addHook('onListen', async () => {
    officialCommunes();
  });

  route(
    app,
    endpoints.searchAddresses,
    { description: `The address lookup in use: ${lookup.code}` },
    async (request) => ({
      suggestions: (await searchAddresses(app.db, lookup, request.query.q, request.query.country)).map(
        (s) => ({
          ...s,
          precision: s.precision ?? 'street',
          zoneName: s.zoneName === null ? null : localizedZoneName(s.zoneName, request.locale),
        }),
      ),
    }),
  );

  route(
    app,
    endpoints.register,
    {
      config: { rateLimit: perMinute(options.rateLimitPerMinute * 3) },
      validatorCompiler: validatedInHandler,
    },
    async (request, reply) => {
      await requestRegistration(app.db, app.jobs.mailer, options.publicUrl, request.body, request.locale);
      return reply.status(202).send({ message: SENT[request.locale] });
    },
  );

  route(
    app,
    endpoints.confirmRegistration,
    {
      config: { rateLimit: perMinute(options.rateLimitPerMinute * 3) },
      validatorCompiler: validatedInHandler,
    },
    async (request, reply) => {
      const { token } = parseBody(registrationConfirmBody, request.body, request.locale);
      return reply.status(201).send(await confirmRegistration(app.db, token, request.locale, options.tokens));
    },
  );

  route(
    app,
    endpoints.leaveNonEligibleEmail,
    {
      config: { rateLimit: perMinute(options.rateLimitPerMinute * 3) },
      validatorCompiler: validatedInHandler,
    },
    async (request, reply) => {
      await saveLead(app.db, request.body, request.locale);
      return reply.status(201).send({ ok: true as const });
    },
  );
};
