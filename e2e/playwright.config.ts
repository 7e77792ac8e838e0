import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { chromiumLaunchOptions, headlessShellLaunchOptions } from './chromium.js';
import { E2E_JWT_SECRET, E2E_PUSH, E2E_STRIPE } from './server-env.js';

const port = Number(process.env.E2E_PORT ?? 4310);
export const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;
// The back-office's journeys change the shared catalogue (new products, Rayons, prices, promo codes):
// they run against a shop of their own, beside the others instead of after them.
const adminPort = port + 1;
const adminURL =
  process.env.E2E_ADMIN_BASE_URL ?? process.env.E2E_BASE_URL ?? `http://127.0.0.1:${adminPort}`;
// A fresh embedded database per run: the journeys start from the seeded demo shop.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'consigne-e2e-'));
const stripeBase = `http://127.0.0.1:${E2E_STRIPE.port}`;
/**
 * The back-office's shop has a seller identity (a fictitious company with a valid SIRET and VAT
 * number): its business invoices are Factur-X, as the books journey checks. The storefront's shop has
 * none, so its invoices stay SPECIMEN (the defects journey checks that).
 */
const E2E_SELLER = {
  SELLER_NAME: 'Consigne Démo SAS',
  SELLER_ADDRESS: '12 rue Esquermoise, 59000 Lille',
  SELLER_SIRET: '73282932000074',
  SELLER_VAT_NUMBER: 'FR44732829320',
};

/** A shop for the journeys, with the demo accounts, on its own database. */
function shop(
  shopPort: number,
  shopURL: string,
  shopDataDir: string,
  extraEnv: Record<string, string> = {},
): Extract<NonNullable<PlaywrightTestConfig['webServer']>, { command: string }> {
  return {
    // On a fresh PostgreSQL database when one answers, else on the embedded PGlite of DATA_DIR.
    command: 'node scripts/e2e-server.mjs',
    cwd: '..',
    url: `${shopURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    // The wrapper drops its database once the shop has stopped.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(shopPort),
      HOST: '127.0.0.1',
      // A developer's .env (SMTP_URL, DATABASE_URL…) stays out of the journeys.
      ENV_FILE: '',
      DATA_DIR: shopDataDir,
      // The journeys log in as the demo accounts; absolute URLs (canonical, sitemaps) on this server.
      SEED_DEMO: '1',
      PUBLIC_URL: shopURL,
      LOG_LEVEL: 'warn',
      JWT_SECRET: E2E_JWT_SECRET,
      // The journeys log in often from one address; the limit itself is tested in the API tests.
      LOGIN_RATE_LIMIT: '1000',
      // The reset journey reads its e-mail from GET /api/dev/outbox (off in production otherwise).
      MAIL_DEV_OUTBOX: '1',
      // The driver journeys deliver orders booked for a later day (the rule itself: API tests).
      EARLY_DELIVERY_DAYS: '7',
      // Card payment offered, through the fake Stripe above (the card journey).
      STRIPE_SECRET_KEY: E2E_STRIPE.secretKey,
      STRIPE_WEBHOOK_SECRET: E2E_STRIPE.webhookSecret,
      STRIPE_API_BASE: stripeBase,
      // The usual baskets' pass every minute, not five: the usual-basket journey waits for its date placed.
      USUAL_BASKET_CRON: '* * * * *',
      // Web Push to the push journey's fake push service (plain HTTP, allowed for this host only).
      PUSH_TEST_HOSTS: `127.0.0.1:${E2E_PUSH.port},127.0.0.1:${E2E_PUSH.journeyPort}`,
      ...extraEnv,
    },
    stdout: 'pipe',
  };
}

/** The journeys that subscribe a browser to Web Push, which only the whole Chromium has. */
const PUSH_JOURNEYS = /notifications\.spec/;
/** The back-office's journeys that subscribe shoppers to Web Push. */
const PUSH_ADMIN_JOURNEYS = /admin-rounds\.spec/;
/** With one shop for all (E2E_BASE_URL), the back-office's journeys run after the storefront's. */
const afterTheStorefront =
  process.env.E2E_BASE_URL && !process.env.E2E_ADMIN_BASE_URL
    ? { dependencies: ['desktop', 'mobile', 'push'] }
    : {};

export default defineConfig({
  testDir: './tests',
  // A minute a journey: on CI's 2 CPUs beside the PostgreSQL lane, journeys that register a customer
  // (now through the e-mailed link) took 25–35 s, over the former 30 s, without failing an assertion.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  // The journeys wait on the browser, the server and their own timers more than they compute (about half
  // of 2 CPUs): a third worker fills the idle time. E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS) || 3,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: '../test-results/e2e.json' }]] : 'list',
  outputDir: '../test-results/e2e',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: headlessShellLaunchOptions,
    locale: 'fr-FR',
  },
  projects: [
    {
      // On their own shop (adminURL), first: their long journeys start at once and the storefront's short
      // ones fill the workers after them, instead of ending the run on a tail of long ones. With an
      // E2E_BASE_URL given, after the others, on that one shop.
      name: 'admin',
      use: { ...devices['Desktop Chrome'], launchOptions: headlessShellLaunchOptions, baseURL: adminURL },
      testMatch: /admin[^/]*\.spec/,
      testIgnore: PUSH_ADMIN_JOURNEYS,
      ...afterTheStorefront,
    },
    {
      // The rounds' journeys tell the shoppers by push: the whole browser, as the push project below.
      name: 'admin-push',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions, baseURL: adminURL },
      testMatch: PUSH_ADMIN_JOURNEYS,
      ...afterTheStorefront,
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions: headlessShellLaunchOptions },
      testIgnore: [/mobile\.spec/, /admin[^/]*\.spec/, PUSH_JOURNEYS],
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], launchOptions: headlessShellLaunchOptions },
      testMatch: /mobile\.spec/,
    },
    {
      // Web Push and the notification permission exist in the whole browser only, not in the shell.
      name: 'push',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
      testMatch: PUSH_JOURNEYS,
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : [
        {
          // The fake Stripe of the card journey: its API answers 401 without the key (= ready).
          command: 'npx tsx apps/api/test/fake-stripe.ts',
          cwd: '..',
          url: `${stripeBase}/v1/checkout/sessions`,
          timeout: 60_000,
          reuseExistingServer: false,
          env: {
            STRIPE_SECRET_KEY: E2E_STRIPE.secretKey,
            STRIPE_WEBHOOK_SECRET: E2E_STRIPE.webhookSecret,
            FAKE_STRIPE_PORT: String(E2E_STRIPE.port),
            FAKE_STRIPE_WEBHOOK_URL: `${baseURL}/api/payments/stripe/webhook`,
          },
        },
        shop(port, baseURL, dataDir),
        shop(adminPort, adminURL, mkdtempSync(join(tmpdir(), 'consigne-e2e-admin-')), E2E_SELLER),
      ],
});
