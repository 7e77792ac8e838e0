import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import { clientAddressKey } from './lib/client-address.js';
import { buildHost } from './host.js';
import { ApiError } from './lib/errors.js';
import { connectRedis, rateLimitStore } from './lib/rate-limit-store.js';
import { accountRoutes } from './modules/account/routes.js';
import { notificationRoutes } from './modules/notifications/routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { sessionRoutes } from './modules/auth/session-routes.js';
import { blogRoutes } from './modules/blog/routes.js';
import { cartRoutes } from './modules/cart/routes.js';
import { promoRoutes } from './modules/cart/promo-routes.js';
import { catalogRoutes } from './modules/catalog/routes.js';
import { configRoutes } from './modules/config/routes.js';
import { contentRoutes } from './modules/content/routes.js';
import { healthRoutes, probeRoutes } from './modules/health/routes.js';
import { mailModule } from './modules/mail/routes.js';
import { jobsPlugin } from './jobs/plugin.js';
import { passwordRoutes } from './modules/password/routes.js';
import { redirectRoutes } from './modules/redirects/routes.js';
import { registrationRoutes } from './modules/registration/routes.js';
import { type PaymentProvider, paymentProviderFromEnv } from './modules/orders/index.js';
import { orderRoutes } from './modules/orders/routes.js';
import { orderEditRoutes } from './modules/order-edit/routes.js';
import { stripeWebhookRoutes } from './modules/orders/webhook.js';
import { operatorRoutes } from './modules/operator/routes.js';
import { emptiesPickupRoutes } from './modules/empties-pickups/routes.js';
import { usualBasketRoutes } from './modules/usual-basket/routes.js';
import { slotReservationRoutes } from './modules/slot-reservations/routes.js';
import { adminRoutes } from './modules/admin/routes.js';
import { missingSellerSettings, sellerFromEnv } from './modules/invoices/index.js';
import { invoiceRoutes } from './modules/invoices/routes.js';
import { impactRoutes } from './modules/impact/routes.js';
import { deliveryRoutes } from './modules/delivery/routes.js';
import { slotRoutes } from './modules/slots/routes.js';
import { sponsorshipRoutes } from './modules/sponsorship/routes.js';
import { trackingKey } from './modules/tracking/index.js';
import { trackingRoutes } from './modules/tracking/routes.js';
import { userRoutes } from './modules/users/routes.js';
import { warehouseRoutes } from './modules/warehouses/routes.js';
import { zoneRoutes } from './modules/zones/routes.js';
import { favouriteRoutes } from './modules/favourites/routes.js';
import { reorderRoutes } from './modules/reorder/routes.js';
import { authPlugin } from './plugins/auth.js';
import { clientAddressPlugin } from './plugins/client-address.js';
import { compressionPlugin } from './plugins/compression.js';
import { crossSitePlugin } from './plugins/cross-site.js';
import { errorsPlugin } from './plugins/errors.js';
import { localePlugin } from './plugins/locale.js';
import { openApiPlugin } from './plugins/openapi.js';
import { optionalAuthPlugin } from './plugins/optional-auth.js';
import { instrumentDatabase } from './observability/metrics.js';
import { invalidationPlugin } from './lib/invalidation.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export async function buildApp({
  database,
  config,
  logger = true,
  payments,
  jobs = true,
}: {
  database: Database;
  config: Config;
  logger?: FastifyServerOptions['logger'];
  /** The payment provider (tests pass a Stripe adapter with recorded answers); default from the env. */
  payments?: PaymentProvider | null;
  /** false only for a test app on a database that never answers (the queue could not start). */
  jobs?: boolean;
}) {
  const app = await buildHost({ config, logger });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  instrumentDatabase(database);
  app.decorate('db', database.db);
  app.addHook('onClose', async () => database.close());
  await app.register(invalidationPlugin, { database });

  await app.register(cookie);
  if (config.compress) await app.register(compressionPlugin);
  await app.register(clientAddressPlugin, {
    key: clientAddressKey(config.jwtSecret),
    trustsNobody: config.trustProxy === false,
  });
  await registerRateLimit(app, config);
  await app.register(localePlugin);
  await app.register(errorsPlugin);
  await app.register(crossSitePlugin, { publicUrl: config.publicUrl });
  await app.register(authPlugin, { secret: config.jwtSecret });
  await app.register(optionalAuthPlugin);

  await app.register(openApiPlugin);

  const tokens = {
    secret: config.jwtSecret,
    accessTokenTtlSeconds: config.accessTokenTtlSeconds,
    refreshTokenTtlSeconds: config.refreshTokenTtlSeconds,
    refreshReuseSeconds: config.refreshReuseSeconds,
  };
  await app.register(
    async (api) => {
      // The API speaks JSON only: any other body is a 415 with a clear message.
      api.removeContentTypeParser('text/plain');
      await api.register(healthRoutes, { databaseKind: database.kind });
      await api.register(probeRoutes);
      await api.register(authRoutes, { tokens, loginRateLimitPerMinute: config.loginRateLimitPerMinute });
      await api.register(sessionRoutes, { tokens });
      await api.register(userRoutes);
      await api.register(mailModule, { config });
      const paymentProvider = payments === undefined ? paymentProviderFromEnv() : payments;
      if (jobs) await api.register(jobsPlugin, { database, config, root: app, payments: paymentProvider });
      await api.register(passwordRoutes, { config });
      await api.register(accountRoutes, { config });
      await api.register(notificationRoutes, { config });
      await api.register(blogRoutes);
      await api.register(zoneRoutes);
      await api.register(registrationRoutes, {
        publicUrl: config.publicUrl,
        tokens,
        rateLimitPerMinute: config.loginRateLimitPerMinute,
      });
      await api.register(warehouseRoutes, { defaultWarehouseKey: config.defaultWarehouseKey });
      await api.register(catalogRoutes, {
        defaultWarehouseKey: config.defaultWarehouseKey,
        cacheSeconds: config.catalogCacheSeconds,
      });
      await api.register(contentRoutes);
      await api.register(configRoutes, {
        demoAccounts: config.seedDemo,
        cardPayment: Boolean(paymentProvider),
      });
      await api.register(redirectRoutes);
      await api.register(slotRoutes, {
        defaultWarehouseKey: config.defaultWarehouseKey,
        slotHoldMinutes: config.slotHoldMinutes,
      });
      await api.register(deliveryRoutes);
      await api.register(orderRoutes, {
        defaultWarehouseKey: config.defaultWarehouseKey,
        payments: paymentProvider,
        publicUrl: config.publicUrl,
        redeliveryFeeCents: config.redeliveryFeeCents,
      });
      await api.register(orderEditRoutes, { payments: paymentProvider, publicUrl: config.publicUrl });
      if (paymentProvider) await api.register(stripeWebhookRoutes, { payments: paymentProvider });
      const tracking = { publicUrl: config.publicUrl, key: trackingKey(config.trackingSecret) };
      await api.register(emptiesPickupRoutes, { feeCents: config.emptiesPickupFeeCents });
      await api.register(slotReservationRoutes);
      await api.register(usualBasketRoutes);
      await api.register(operatorRoutes, {
        earlyDeliveryDays: config.earlyDeliveryDays,
        publicUrl: config.publicUrl,
        tracking,
      });
      await api.register(trackingRoutes, { key: tracking.key });
      await api.register(adminRoutes, {
        prefix: '/admin',
        publicUrl: config.publicUrl,
        payments: paymentProvider,
        routingTableUrl: config.routingTableUrl,
        tracking,
        accounting: config.accounting,
      });
      const missingSeller = missingSellerSettings();
      if (missingSeller.length)
        app.log.warn(
          `Invoices are marked SPECIMEN until the seller's legal identity is configured: set ${missingSeller.join(', ')} (SIRET: 14 digits; VAT number: e.g. FR12345678901)`,
        );
      await api.register(sponsorshipRoutes, { config });
      await api.register(invoiceRoutes, { seller: sellerFromEnv() });
      await api.register(impactRoutes);
      await api.register(cartRoutes, { defaultWarehouseKey: config.defaultWarehouseKey });
      await api.register(favouriteRoutes, { defaultWarehouseKey: config.defaultWarehouseKey });
      await api.register(reorderRoutes, { defaultWarehouseKey: config.defaultWarehouseKey });
      await api.register(promoRoutes, {
        defaultWarehouseKey: config.defaultWarehouseKey,
        rateLimitPerMinute: config.loginRateLimitPerMinute,
      });
      // Unknown /api paths answer JSON 404, never the storefront's catch-all.
      api.all('/*', { schema: { hide: true } }, async (request) => {
        throw new ApiError(404, 'routeNotFound', { path: request.url.split('?')[0] ?? '' });
      });
    },
    { prefix: '/api' },
  );
  return app;
}

/**
 * Route limits (and the login throttles, through app.createRateLimit) keyed on the client address.
 * With REDIS_URL their counters are shared by every instance; without it they live in this process.
 */
async function registerRateLimit(app: FastifyInstance, config: Config): Promise<void> {
  const redis = config.redisUrl ? connectRedis(config.redisUrl, app.log) : undefined;
  if (redis) {
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
    // Until Redis answers, the counters fall back to this process; the start does not wait for it.
    await redis
      .connect()
      .catch((error: unknown) => app.log.error({ err: error }, 'Redis unreachable at start'));
  }
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request: FastifyRequest) => request.clientAddress,
    store: rateLimitStore(redis, `${config.redisKeyPrefix}rate-limit:`, app.log),
  });
}

export type App = Awaited<ReturnType<typeof buildApp>>;
