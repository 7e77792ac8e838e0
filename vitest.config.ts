import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/api-client', 'apps/api', 'apps/web', 'apps/server'],
    // CI keeps a JSON report so .ci/run can print the run's counts.
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: process.env.VITEST_JSON ?? 'test-results/unit.json' },
  },
});
