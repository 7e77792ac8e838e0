import { defineConfig } from 'vitest/config';

/**
 * API tests run against a real PostgreSQL: embedded PGlite by default (one migrated + seeded
 * template, cloned per test file), or the server named by TEST_DATABASE_URL (a database per file,
 * created from a template database).
 */
export default defineConfig({
  test: {
    name: process.env.TEST_DATABASE_URL ? 'api (postgres)' : 'api (pglite)',
    // API_TEST_FILES (comma-separated globs): the PostgreSQL lane's own list (scripts/test-api-postgres.mjs).
    include: process.env.API_TEST_FILES?.split(',') ?? ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    // One worker runs file after file on the modules it has loaded: importing the whole app graph
    // (Fastify, Drizzle, PGlite, pdfkit...) once per worker instead of once per file halves this
    // project's CPU time. Each file still gets its own app and database (test/app.ts); nothing a
    // test relies on may live in module state it changes.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // When run alone (tests on a PostgreSQL server), keep a JSON report for .ci/run's counts.
    ...(process.env.VITEST_JSON
      ? { reporters: ['default', 'json'], outputFile: { json: process.env.VITEST_JSON } }
      : {}),
  },
});
