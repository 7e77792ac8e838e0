// Prints the counts of a test run from the JSON reports in test-results/, with each suite's time and the
// names of the tests that failed (a CI log often keeps only its tail), ending with the plain
// 'N passed, N failed' line CI reads.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const reports = [
  ['unit + API (PGlite)', 'test-results/unit.json', 'vitest'],
  ['API (PostgreSQL)', 'test-results/api-postgres.json', 'vitest'],
  ['topology (nginx, 2 instances)', 'test-results/topology.json', 'topology'],
  ['e2e (Chromium)', 'test-results/e2e.json', 'playwright'],
];

/** Vitest's JSON report: counts, wall time, and the full names of the failed tests and files. */
function vitest(json) {
  const failures = json.testResults.flatMap((file) => {
    const tests = file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${file.name.replace(`${process.cwd()}/`, '')} › ${test.fullName}`);
    // A file that failed to load has no failed test of its own.
    return tests.length === 0 && file.status === 'failed' ? [`${file.name} (did not load)`] : tests;
  });
  const ends = json.testResults.map((file) => file.endTime ?? json.startTime);
  return {
    passed: json.numPassedTests,
    failed: json.numFailedTests + (json.numFailedTestSuites ?? 0),
    skipped: json.numPendingTests + json.numTodoTests,
    seconds: (Math.max(json.startTime, ...ends) - json.startTime) / 1000,
    failures,
  };
}

/** Playwright's JSON report: a test failed when its last try did; flaky ones are named apart. */
function playwright(json) {
  const failures = [];
  const flaky = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const name = `${spec.file} › ${[...path, spec.title].join(' › ')} [${test.projectName}]`;
        if (test.status === 'unexpected') failures.push(name);
        if (test.status === 'flaky') flaky.push(name);
      }
    }
    for (const child of suite.suites ?? [])
      walk(child, suite.file === child.file ? [...path, child.title] : path);
  };
  for (const suite of json.suites ?? []) walk(suite, []);
  for (const error of json.errors ?? []) failures.push(`(run error) ${error.message?.split('\n')[0]}`);
  return {
    passed: json.stats.expected + json.stats.flaky,
    failed: json.stats.unexpected + (json.errors?.length ?? 0),
    skipped: json.stats.skipped,
    seconds: json.stats.duration / 1000,
    failures,
    flaky,
  };
}

function topology(json) {
  const failures = (json.tests ?? []).filter((test) => !test.ok).map((test) => test.name);
  const seconds = (json.tests ?? []).reduce((sum, test) => sum + (test.ms ?? 0), 0) / 1000;
  return { passed: json.passed, failed: json.failed, skipped: 0, seconds, failures };
}

const readers = { vitest, playwright, topology };
let passed = 0;
let failed = 0;
let skipped = 0;
const named = [];
for (const [name, file, kind] of reports) {
  if (!existsSync(file)) continue;
  const counts = readers[kind](JSON.parse(readFileSync(file, 'utf8')));
  passed += counts.passed;
  failed += counts.failed;
  skipped += counts.skipped;
  console.log(
    `${name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped in ${Math.round(counts.seconds)} s`,
  );
  for (const test of counts.failures) named.push(`  failed: ${test}`);
  for (const test of counts.flaky ?? []) named.push(`  flaky (passed on retry): ${test}`);
}
// The official validation of every e-invoice the unit run issued (scripts/validate-einvoices.mjs).
const einvoices = join(process.env.EINVOICE_CAPTURE_DIR || 'test-results/einvoices', 'summary.json');
if (existsSync(einvoices)) {
  const { summary, failed: failedAssertions } = JSON.parse(readFileSync(einvoices, 'utf8'));
  console.log(`e-invoices (EN 16931, Factur-X): ${summary}`);
  if (failedAssertions > 0) {
    failed += 1;
    named.push('  failed: e-invoices (npm run test:einvoices)');
  }
}
if (named.length > 0) console.log(named.join('\n'));
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
