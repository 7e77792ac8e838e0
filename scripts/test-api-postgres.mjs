// Runs the API integration tests against a PostgreSQL server: TEST_DATABASE_URL, else DATABASE_URL,
// else the local server on 127.0.0.1:5432 when one answers. Skips (exit 0, says so) when none is reachable.
// Redis (TEST_REDIS_URL, else REDIS_URL, else 127.0.0.1:6379) is passed on as TEST_REDIS_URL when it
// answers: the tests of several instances sharing their limits need it.
import { spawnSync } from 'node:child_process';
import { answers } from './answers.mjs';
import { availableParallelism } from 'node:os';

const url =
  process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || 'postgres://root@127.0.0.1:5432/postgres';
const { hostname, port } = new URL(url);

const reachable = await answers(hostname, Number(port || 5432));
if (!reachable) {
  console.log(`PostgreSQL not reachable at ${hostname}:${port || 5432}: API tests on a server skipped.`);
  process.exit(0);
}
const redisUrl = process.env.TEST_REDIS_URL || process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const redis = new URL(redisUrl);
const redisAnswers = await answers(redis.hostname, Number(redis.port || 6379));
console.log(
  `API integration tests against PostgreSQL at ${hostname}:${port || 5432}` +
    (redisAnswers
      ? ` and Redis at ${redis.hostname}:${redis.port || 6379}`
      : ' (no Redis: tests of several instances skipped)'),
);
// PostgreSQL does part of the work in its own processes (about a third of the CPU time of a run):
// one worker more than CPUs keeps both busy while files wait on it. TEST_PG_WORKERS overrides.
const workers = String(Number(process.env.TEST_PG_WORKERS) || availableParallelism() + 1);
// What only a server shows (ADR 0016): concurrent transactions and row locks (PGlite runs one connection),
// several instances and their LISTEN/NOTIFY, the job queue, shutdown and readiness, migrations on a
// server, and the modules whose raw SQL goes through the postgres.js driver (figures, deposits, cart,
// checkout, stock). Every API file runs on PGlite in the unit lane, on the same PostgreSQL engine;
// TEST_PG_ALL=1 runs every file here too (about 1,000 s beside the e2e journeys on 2 CPUs: over CI's 20 minutes).
const all = process.env.TEST_PG_ALL === '1';
const SERVER_FILES = [
  'test/instances/**/*.test.ts',
  'test/shutdown.test.ts',
  'test/readiness-shutdown.test.ts',
  'test/cart-store.property.test.ts',
  'src/jobs/**/*.test.ts',
  'src/db/migration-*.test.ts',
  // Transactions on a busy pool (reserved-transactions.ts): what PGlite's single connection never shows.
  'src/db/reserved-transactions.test.ts',
  'src/lib/rate-limit-store.test.ts',
  'src/modules/health/**/*.test.ts',
  'src/modules/auth/rotation-race.test.ts',
  // The session check's own SQL (liveSessionSql), alone and inside the cart read's statement (ADR 0059).
  'src/modules/auth/sessions.test.ts',
  'src/modules/cart/**/*.test.ts',
  // The catalogue's read model: plpgsql triggers and prepared statements through postgres.js (ADR 0052).
  'src/modules/catalog/**/*.test.ts',
  'src/modules/favourites/**/*.test.ts',
  'src/modules/orders/races.test.ts',
  // Delivery instructions changed while the driver starts the round.
  'src/modules/orders/instructions-race.test.ts',
  'src/modules/orders/orders.test.ts',
  // Card payments: the same webhook at two instances at once, the refund job run twice at once.
  'src/modules/orders/stripe.test.ts',
  'src/modules/orders/place-order/**/*.test.ts',
  'src/modules/operator/**/*.test.ts',
  // Proof of delivery: bytea photos, an upsert under the order's row lock.
  'src/modules/delivery-proof/**/*.test.ts',
  'src/modules/sponsorship/**/*.test.ts',
  'src/modules/admin/orders/edit.test.ts',
  // Two managers planning and moving a slot's rounds at once: row locks and the changed-since check.
  'src/modules/admin/rounds/move.test.ts',
  'src/modules/admin/orders/edit-races.test.ts',
  'src/modules/admin/staff-races.test.ts',
  'src/modules/admin/picking/**/*.test.ts',
  'src/modules/admin/slots/**/*.test.ts',
  'src/modules/admin/stock/**/*.test.ts',
  'src/modules/admin/figures/**/*.test.ts',
  'src/modules/admin/deposits/**/*.test.ts',
  'src/modules/admin/deposit-forfeits/**/*.test.ts',
  // Reserved weekly slots: the race for a slot's last place, the extend job run by two instances at once.
  'src/modules/slot-reservations/**/*.test.ts',
  // A usual basket's date placed by two passes at once: the customer's and the date's row locks.
  'src/modules/usual-basket/**/*.test.ts',
  // The shopper's edit against the picker, staff and the driver starting the round: row locks.
  'src/modules/order-edit/*race*.test.ts',
];
const result = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--root',
    'apps/api',
    '--maxWorkers',
    workers,
    ...(all ? ['--exclude', 'test/fuzz-openapi.test.ts'] : []),
  ],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      TEST_DATABASE_URL: url,
      ...(redisAnswers ? { TEST_REDIS_URL: redisUrl } : {}),
      VITEST_JSON: '../../test-results/api-postgres.json',
      // The e-invoices are captured and validated from the PGlite run (npm test): the same code.
      EINVOICE_CAPTURE_DIR: '',
      ...(all ? {} : { API_TEST_FILES: SERVER_FILES.join(',') }),
    },
  },
);
process.exit(result.status ?? 1);
