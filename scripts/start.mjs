/**
 * `npm start`: builds only when the sources changed since the last build (start-build.mjs), then
 * serves that build as production does (`npm run serve`), saying what it is doing at each step. The
 * server's own lines follow: the database prepared, "consigne is ready at …", the demo accounts; at a
 * terminal they are readable lines, piped they are JSON (LOG_FORMAT).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { INSTANCE_ENV, INSTANCE_NODE_ARGS } from './instance-runtime.mjs';
import { build, readEnvFile, ROOT, sourceFingerprint, staleness } from './start-build.mjs';

const envFile = readEnvFile();
if (envFile) console.log(`settings: ${envFile} (variables set in the environment win)`);

const fingerprint = sourceFingerprint();
const why = staleness(fingerprint);
if (why) {
  console.log(`building the shop (${why}): about a minute the first time`);
  await build(fingerprint);
} else console.log('the build is up to date with the sources: serving it without building');

const firstStart =
  !process.env.DATABASE_URL &&
  !existsSync(join(resolve(process.env.DATA_DIR ?? join(ROOT, 'data')), 'pgdata'));
console.log(
  firstStart
    ? 'starting the server; first start: creating the embedded database (data/), then the catalogue and the demo accounts…'
    : 'starting the server…',
);

// The demo shop (its demo accounts seeded: the embedded database, or SEED_DEMO) prints real-looking
// invoices — Factur-X with their XML — under a made-up company, so a newcomer sees one at once; a shop
// that names its own seller (any SELLER_* set) or runs without demo data keeps its settings.
const demoShop = process.env.SEED_DEMO ? /^(1|true)$/.test(process.env.SEED_DEMO) : !process.env.DATABASE_URL;
const sellerNamed = Object.keys(process.env).some((name) => name.startsWith('SELLER_'));
const demoSeller =
  demoShop && !sellerNamed
    ? {
        SELLER_NAME: 'consigne démo SAS',
        SELLER_ADDRESS: '1 rue du Verre, 59000 Lille',
        SELLER_SIRET: '73282932000074',
        SELLER_VAT_NUMBER: 'FR44732829320',
      }
    : {};
if (demoShop && !sellerNamed)
  console.log('demo shop: invoices are issued by a made-up company (set SELLER_* to issue your own)');

const server = spawn(
  process.execPath,
  [...INSTANCE_NODE_ARGS, '--import', '@consigne/web/react-router-production.mjs', 'dist/server.js'],
  {
    cwd: join(ROOT, 'apps/server'),
    stdio: 'inherit',
    env: { ...INSTANCE_ENV, ...demoSeller, ...process.env, NODE_ENV: 'production' },
  },
);
// Ctrl-C reaches the server too (same process group): it drains and exits, and so do we, with its code.
// A SIGTERM sent to this process alone (npm relays it here) is passed on.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => server.kill('SIGTERM'));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
