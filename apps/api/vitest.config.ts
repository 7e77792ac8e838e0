import { defineConfig } from 'vitest/config';

/**
 * API tests run against a real PostgreSQL: embedded PGlite by default (one migrated + seeded
 * template, cloned per test file), or the server named by TEST_DATABASE_URL (a database per file,
 * created from a template database).
 */
export default defineConfig({
  test: {
    name: process.env.TEST_DATABASE_URL ? 'api (postgres)' : 'api (pglite)',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // When run alone (tests on a PostgreSQL server), keep a JSON report for .ci/run's counts.
    ...(process.env.VITEST_JSON
      ? { reporters: ['default', 'json'], outputFile: { json: process.env.VITEST_JSON } }
      : {}),
  },
});
