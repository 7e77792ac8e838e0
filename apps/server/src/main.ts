/**
 * The shop's server entry, composed outside the storefront (docs/adr/0007-server-composition.md).
 *
 * - Without API_URL, one process: the product API under /api, and the SSR storefront with
 *   its client build on every other path. The database is opened, migrated and seeded here.
 * - With API_URL, the storefront alone: the same security headers and CSP nonces on a host that opens
 *   no database; the pages' loaders call the API deployed at API_URL.
 */
// First: the settings of `.env` are in process.env before any other module is evaluated.
import './load-env-file.js';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  bootstrap,
  buildHost,
  clientAddressKey,
  listen,
  loadConfig,
  processLogger,
  type App,
  type Config,
} from '@consigne/api';
import { loadStorefront, mountStorefront, storefrontBuildDir } from './storefront.js';

const buildDir = storefrontBuildDir();
const build = await loadStorefront(buildDir);
const config = loadConfig();
const apiUrl = process.env.API_URL || undefined;

const app = apiUrl ? await storefrontHost(config) : (await bootstrap(config)).app;
const apiBaseUrl = apiUrl ?? (await internalApiListener(app));
await mountStorefront(app, {
  buildDir,
  build,
  apiBaseUrl,
  publicUrl: config.publicUrl,
  clientKey: clientAddressKey(config.jwtSecret),
  compress: config.compress,
});
await listen(app, config);
if (apiUrl) app.log.info(`consigne's storefront is ready at ${config.publicUrl}, its API at ${apiUrl}`);
else {
  app.log.info(`consigne is ready at ${config.publicUrl} (listening on ${config.host}:${config.port})`);
  if (config.seedDemo)
    app.log.info(
      'demo accounts, password consigne-demo: demo@example.com, pro@example.com (shop); livreur@example.com (deliveries); ' +
        'admin@example.com, gerant.lyon@example.com (back-office, /admin)',
    );
}

/** The storefront deployed apart: a host with the shop's security headers, and no database. */
async function storefrontHost(storefrontConfig: Config): Promise<App> {
  const host = await buildHost({ config: storefrontConfig, logger: processLogger(storefrontConfig) });
  if (!process.env.JWT_SECRET)
    host.log.warn(
      'JWT_SECRET is not set: shopper addresses are signed with the secret kept in DATA_DIR, which the API must share',
    );
  return host;
}

/**
 * The loaders' calls to the API go to a loopback listener of their own (the in-process fetch of
 * ./in-process-fetch.ts, ADR 0012, is not wired in: e2e shutdown.spec resets connections with it): on shutdown the public
 * listener stops accepting connections while the pages in flight still reach the API through this
 * one, which closes with the app.
 */
async function internalApiListener(api: App): Promise<string> {
  const internal = createServer((request, response) => api.routing(request, response));
  internal.keepAliveTimeout = api.server.keepAliveTimeout;
  await new Promise<void>((listening) => internal.listen(0, '127.0.0.1', listening));
  api.addHook('onClose', (_instance, done) => internal.close(() => done()));
  return `http://127.0.0.1:${(internal.address() as AddressInfo).port}`;
}
