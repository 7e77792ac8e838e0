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
// Files this lane would only repeat: they touch no database (or build their own PGlite), so the embedded
// lane has already run exactly what they check. The OpenAPI fuzz is input validation before any query
// (4xx, never a 500), on the same PostgreSQL engine PGlite is; here it cost a minute of the CI's critical path.
const SAME_IN_BOTH_LANES = [
  'test/fuzz-openapi.test.ts',
  'test/runtime-deps.test.ts',
  'src/db/prepared.test.ts',
  'src/db/migrations-journal.test.ts',
  'src/db/seed/packaging.test.ts',
  'src/db/seed/data/**',
  'src/lib/{jwt,trust-proxy,schemas,client-address,cache}.test.ts',
  'src/observability/request-log.test.ts',
  'src/plugins/compression.test.ts',
  'src/modules/no-seed-imports.test.ts',
  'src/modules/cart/pricing.test.ts',
  'src/modules/media/*packshot.test.ts',
  'src/modules/registration/address-lookup.test.ts',
  'src/modules/admin/slots/mail.test.ts',
];
const exclude = SAME_IN_BOTH_LANES.flatMap((glob) => ['--exclude', glob]);
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--root', 'apps/api', '--maxWorkers', workers, ...exclude],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      TEST_DATABASE_URL: url,
      ...(redisAnswers ? { TEST_REDIS_URL: redisUrl } : {}),
      VITEST_JSON: '../../test-results/api-postgres.json',
    },
  },
);
process.exit(result.status ?? 1);
