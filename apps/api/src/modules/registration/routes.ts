import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perMinute } from '../../lib/rate-limits.js';
import { errorEnvelope } from '../../lib/schemas.js';
import { localeQuery } from '../../plugins/locale.js';
import type { TokenSettings } from '../auth/service.js';
import type { AddressLookup } from './address-lookup.js';
import { createAddressLookup } from './adapters/index.js';
import { officialCommunes } from './adapters/offline.js';
import {
  addressSearchQuery,
  addressSearchResponse,
  leadBody,
  leadSavedSchema,
  registrationBody,
  tokenPairSchema,
} from '@consigne/contract';
import { register, saveLead, searchAddresses } from './service.js';
import { localizedZoneName } from '../../lib/zone-names.js';

/**
 * Bodies are validated in the service (schema.ts) rather than by Fastify, so that each field gets
 * its own message (e.g. 'L'email est requis') in errors[]; the schemas below document them.
 */
const validatedInHandler = () => (data: unknown) => ({ value: data });

export const registrationRoutes: FastifyPluginAsyncZod<{
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

  app.get(
    '/address/search',
    {
      schema: {
        tags: ['registration'],
        summary: `Address suggestions for a typed address, with delivery eligibility (lookup: ${lookup.code})`,
        querystring: addressSearchQuery,
        response: { 200: addressSearchResponse, 400: errorEnvelope },
      },
    },
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

  app.post(
    '/register',
    {
      config: { rateLimit: perMinute(options.rateLimitPerMinute * 3) },
      validatorCompiler: validatedInHandler,
      schema: {
        tags: ['registration'],
        summary: 'Create an account at a delivered address; the new user is logged in',
        querystring: localeQuery,
        body: registrationBody,
        response: { 201: tokenPairSchema, 400: errorEnvelope, 429: errorEnvelope },
      },
    },
    async (request, reply) => {
      const tokens = await register(app.db, request.body, request.locale, options.tokens);
      return reply.status(201).send(tokens);
    },
  );

  app.post(
    '/non-eligible',
    {
      config: { rateLimit: perMinute(options.rateLimitPerMinute * 3) },
      validatorCompiler: validatedInHandler,
      schema: {
        tags: ['registration'],
        summary: 'Leave an e-mail to hear when an address that is not delivered yet becomes delivered',
        querystring: localeQuery,
        body: leadBody,
        response: { 201: leadSavedSchema, 400: errorEnvelope, 429: errorEnvelope },
      },
    },
    async (request, reply) => {
      await saveLead(app.db, request.body, request.locale);
      return reply.status(201).send({ ok: true as const });
    },
  );
};
