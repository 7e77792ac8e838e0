import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'packages/routing',
      'packages/contract',
      'packages/api-client',
      'apps/api',
      'apps/web',
      'apps/server',
    ],
    // A worker per CPU (Vitest's default leaves one to its main process, which mostly waits: on CI's
    // 2 CPUs that ran every file one after the other).
    maxWorkers: availableParallelism(),
    // CI keeps a JSON report so .ci/run can print the run's counts.
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: process.env.VITEST_JSON ?? 'test-results/unit.json' },
  },
});
