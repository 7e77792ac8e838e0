// Where a test run's time went, from the JSON reports in test-results/: for each Vitest report the
// files that took longest (wall time from the file's start to its end, setup included), for the
// journeys the tests that took longest (every try added up), and each report's summed time beside
// its wall time (how well it kept its workers busy). CI prints it after the counts, so a slow run
// says which files made it slow. `node scripts/test-durations.mjs [how many, default 12]`.
import { existsSync, readFileSync } from 'node:fs';

const top = Number(process.argv[2]) || 12;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const relative = (file) => file.replace(`${process.cwd()}/`, '');

function printSlowest(title, rows, wallMs) {
  const summed = rows.reduce((sum, row) => sum + row.ms, 0);
  console.log(`${title}: ${rows.length} in ${seconds(wallMs)} of wall time, ${seconds(summed)} summed`);
  for (const row of [...rows].sort((a, b) => b.ms - a.ms).slice(0, top))
    console.log(`  ${seconds(row.ms).padStart(8)}  ${row.name}`);
}

/** Vitest: a file's time from its start to its end (its app and database set-up included). */
function vitestFiles(title, file) {
  const json = JSON.parse(readFileSync(file, 'utf8'));
  const rows = json.testResults.map((result) => ({
    name: relative(result.name),
    ms: (result.endTime ?? result.startTime) - (result.startTime ?? json.startTime),
  }));
  const end = Math.max(json.startTime, ...json.testResults.map((r) => r.endTime ?? json.startTime));
  printSlowest(title, rows, end - json.startTime);
}

/** Playwright: each test's tries added up (a retried journey counts twice), with its project. */
function playwrightTests(title, file) {
  const json = JSON.parse(readFileSync(file, 'utf8'));
  const rows = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        rows.push({
          name: `${spec.file} › ${[...path, spec.title].join(' › ')} [${test.projectName}]`,
          ms: test.results.reduce((sum, result) => sum + (result.duration ?? 0), 0),
        });
    for (const child of suite.suites ?? [])
      walk(child, suite.file === child.file ? [...path, child.title] : path);
  };
  for (const suite of json.suites ?? []) walk(suite, []);
  printSlowest(title, rows, json.stats.duration);
}

const reports = [
  ['unit + API (PGlite), slowest files', 'test-results/unit.json', vitestFiles],
  ['API (PostgreSQL), slowest files', 'test-results/api-postgres.json', vitestFiles],
  ['e2e (Chromium), slowest journeys', 'test-results/e2e.json', playwrightTests],
];
for (const [title, file, print] of reports) if (existsSync(file)) print(title, file);
