/**
 * The shop's server entry, composed outside the storefront (docs/adr/0007-server-composition.md).
 *
 * - Without API_URL, one process (brief §3): the product API under /api, and the SSR storefront with
 *   its client build on every other path. The database is opened, migrated and seeded here.
 * - With API_URL, the storefront alone: the same security headers and CSP nonces on a host that opens
 *   no database; the pages' loaders call the API deployed at API_URL.
 */
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
import { IN_PROCESS_API, inProcessFetch } from './in-process-fetch.js';
import { loadStorefront, mountStorefront, storefrontBuildDir } from './storefront.js';

const buildDir = storefrontBuildDir();
const build = await loadStorefront(buildDir);
const config = loadConfig();
const apiUrl = process.env.API_URL || undefined;

const app = apiUrl ? await storefrontHost(config) : (await bootstrap(config)).app;
// In one process the pages call the API in-process (docs/adr/0012-in-process-api-calls.md).
const apiBaseUrl = apiUrl ?? IN_PROCESS_API;
await mountStorefront(app, {
  buildDir,
  build,
  apiBaseUrl,
  apiFetch: apiUrl ? undefined : inProcessFetch(app, IN_PROCESS_API),
  publicUrl: config.publicUrl,
  clientKey: clientAddressKey(config.jwtSecret),
});
await listen(app, config);
app.log.info(
  apiUrl
    ? `consigne's storefront is serving on ${config.publicUrl}, its API at ${apiUrl}`
    : `consigne is serving on ${config.publicUrl}` +
        (config.seedDemo
          ? ' — demo accounts: demo@example.com / consigne-demo, pro@example.com / consigne-demo'
          : ''),
);

/** The storefront deployed apart: a host with the shop's security headers, and no database. */
async function storefrontHost(storefrontConfig: Config): Promise<App> {
  const host = await buildHost({ config: storefrontConfig, logger: processLogger(storefrontConfig) });
  if (!process.env.JWT_SECRET)
    host.log.warn(
      'JWT_SECRET is not set: shopper addresses are signed with the secret kept in DATA_DIR, which the API must share',
    );
  return host;
}
