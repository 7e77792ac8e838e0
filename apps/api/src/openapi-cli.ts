/**
 * `npm run lint:openapi` (first step): writes the OpenAPI document the API serves at /api/docs/json to
 * the file named as argument, for redocly and openapi-typescript. The app is built with every
 * optional module on (Stripe's webhook, the development outbox), over an empty in-memory database
 * it never queries: the document is made from the routes' schemas alone.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { fromPglite, pgliteExtensions } from './db/client.js';
import { StripePayments } from './modules/orders/index.js';

const target = process.argv[2];
if (!target) {
  console.error('usage: tsx apps/api/src/openapi-cli.ts <file.json>');
  process.exit(2);
}
const database = fromPglite(await PGlite.create({ extensions: pgliteExtensions }));
const config = loadConfig({ JWT_SECRET: 'openapi-document-only-'.repeat(3), MAIL_DEV_OUTBOX: '1' });
// Never called: its presence declares the webhook and card-payment routes.
const payments = new StripePayments({
  secretKey: 'sk_test_openapi',
  webhookSecret: 'whsec_test_openapi',
  apiBase: 'http://127.0.0.1:9',
});
const app = await buildApp({ database, config, logger: false, payments, jobs: false });
await app.ready();
const document = app.swagger();
await app.close();
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
console.log(`OpenAPI document: ${target} (${Object.keys(document.paths ?? {}).length} paths)`);
