// Prints the counts of a test run from the JSON reports in test-results/, ending with the plain
// 'N passed, N failed' line CI reads.
import { existsSync, readFileSync } from 'node:fs';

const reports = [
  ['unit + API (PGlite)', 'test-results/unit.json', 'vitest'],
  ['API (PostgreSQL)', 'test-results/api-postgres.json', 'vitest'],
  ['topology (nginx, 2 instances)', 'test-results/topology.json', 'topology'],
  ['e2e (Chromium)', 'test-results/e2e.json', 'playwright'],
];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const [name, file, kind] of reports) {
  if (!existsSync(file)) continue;
  const json = JSON.parse(readFileSync(file, 'utf8'));
  const counts =
    kind === 'topology'
      ? { passed: json.passed, failed: json.failed, skipped: 0 }
      : kind === 'vitest'
        ? {
            passed: json.numPassedTests,
            // A test file that fails to load runs no test: count it as a failure.
            failed: json.numFailedTests + (json.numFailedTestSuites ?? 0),
            skipped: json.numPendingTests + json.numTodoTests,
          }
        : {
            passed: json.stats.expected + json.stats.flaky,
            failed: json.stats.unexpected + (json.errors?.length ?? 0),
            skipped: json.stats.skipped,
          };
  passed += counts.passed;
  failed += counts.failed;
  skipped += counts.skipped;
  console.log(`${name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
