#!/usr/bin/env node
/**
 * The job queue's own costs, pg-boss alone on PostgreSQL (a fresh database per variant, dropped after):
 * - start: `start()` of a new instance on a schema already installed, as every instance's start-up
 *   (the first start, which installs the schema, is printed apart);
 * - send: 500 no-op jobs enqueued one by one (`send`, as the shop's requests enqueue), jobs/s;
 * - work: the same 500 worked as the shop's workers work them (batches of 1, the next fetch right
 *   after each job, `notifyWorker`), from the worker's start to the last completion, jobs/s.
 * With --compare, another pg-boss (a package directory, e.g. an older version installed with
 * `npm install --prefix /tmp/pg-boss-10 pg-boss@10.4.2`) runs beside the API's, alternately, round by
 * round, in the same run.
 *
 *   node bench/jobs.mjs [--postgres postgres://root@127.0.0.1:5432/postgres] [--jobs 500] [--rounds 5]
 *                       [--compare /tmp/pg-boss-10/node_modules/pg-boss]
 *
 * Budget (this 2-CPU machine, shared, PostgreSQL on it): start ≤ 500 ms, a small part of an instance's
 * start-up; send ≥ 150 and work ≥ 100 jobs/s, far above the shop's peak (a sale's busiest minute
 * places a few hundred orders, a job each, on several instances).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import postgres from 'postgres';

const { values } = parseArgs({
  options: {
    postgres: { type: 'string', default: 'postgres://root@127.0.0.1:5432/postgres' },
    jobs: { type: 'string', default: '500' },
    rounds: { type: 'string', default: '5' },
    compare: { type: 'string' },
  },
});
const JOBS = Number(values.jobs);
const ROUNDS = Number(values.rounds);
const BUDGET = { startMs: 500, sendPerSecond: 150, workPerSecond: 100 };
const root = new URL('..', import.meta.url).pathname;

/** A pg-boss package directory: its version and its PgBoss class (a named export from 11, the default before). */
async function load(dir) {
  const { version, main, exports } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const entry = typeof exports === 'string' ? exports : (exports?.['.']?.default ?? exports?.['.'] ?? main);
  const module = await import(pathToFileURL(join(dir, entry)).href);
  return { version, PgBoss: module.PgBoss ?? module.default };
}

const apiPgBoss = join(
  createRequire(join(root, 'apps/api/package.json')).resolve('pg-boss/package.json'),
  '..',
);
const variants = [{ label: 'api', ...(await load(apiPgBoss)) }];
if (values.compare) variants.unshift({ label: 'compare', ...(await load(values.compare)) });

const admin = postgres(values.postgres, { max: 1, onnotice: () => undefined });
for (const [i, variant] of variants.entries()) {
  variant.database = `consigne_bench_jobs_${process.pid}_${i}`;
  await admin.unsafe(`create database ${variant.database}`);
  const url = new URL(values.postgres);
  url.pathname = `/${variant.database}`;
  variant.url = url.toString();
  variant.sql = postgres(variant.url, { max: 1, onnotice: () => undefined });
  variant.results = { start: [], send: [], work: [] };
}

const boss = (variant) => {
  const instance = new variant.PgBoss({
    connectionString: variant.url,
    max: 2,
    application_name: 'bench-jobs',
  });
  instance.on('error', (error) => console.error(`${variant.label}: ${error.message}`));
  return instance;
};

async function install(variant) {
  const instance = boss(variant);
  const started = performance.now();
  await instance.start();
  variant.install = performance.now() - started;
  await instance.createQueue('bench', { retryLimit: 2, expireInSeconds: 120 });
  await instance.stop({ graceful: false, wait: true, close: true });
}

async function round(variant) {
  const instance = boss(variant);
  let started = performance.now();
  await instance.start();
  variant.results.start.push(performance.now() - started);

  started = performance.now();
  for (let i = 0; i < JOBS; i++) await instance.send('bench', { i });
  variant.results.send.push(JOBS / ((performance.now() - started) / 1000));

  let done = 0;
  let finished;
  const allDone = new Promise((resolve) => (finished = resolve));
  started = performance.now();
  const id = await instance.work('bench', { batchSize: 1, pollingIntervalSeconds: 2 }, async () => {
    // As the shop's workers: the next fetch at once, not after the polling interval.
    setImmediate(() => instance.notifyWorker(id));
    if (++done === JOBS) finished();
  });
  await allDone;
  // The last completion is written after its handler returns: wait for it.
  for (;;) {
    const [{ n }] = await variant.sql.unsafe(
      `select count(*)::int as n from pgboss.job where name = 'bench' and state = 'completed'`,
    );
    if (n >= JOBS * (variant.results.work.length + 1)) break;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  variant.results.work.push(JOBS / ((performance.now() - started) / 1000));
  await instance.stop({ graceful: true, wait: true, close: true, timeout: 10_000 });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
try {
  for (const variant of variants) await install(variant);
  for (let r = 0; r < ROUNDS; r++) {
    for (const variant of r % 2 ? [...variants].reverse() : variants) {
      await round(variant);
      const { start, send, work } = variant.results;
      console.log(
        `round ${r + 1} pg-boss ${variant.version.padEnd(8)} start ${start.at(-1).toFixed(0).padStart(4)} ms  send ${send.at(-1).toFixed(0).padStart(5)} jobs/s  work ${work.at(-1).toFixed(0).padStart(5)} jobs/s`,
      );
    }
  }
  console.log(
    `\n${JOBS} no-op jobs, ${ROUNDS} rounds, medians; PostgreSQL at ${new URL(values.postgres).host}`,
  );
  for (const variant of variants) {
    const start = median(variant.results.start);
    const send = median(variant.results.send);
    const work = median(variant.results.work);
    const ok = start <= BUDGET.startMs && send >= BUDGET.sendPerSecond && work >= BUDGET.workPerSecond;
    console.log(
      `  pg-boss ${variant.version.padEnd(8)} install ${variant.install.toFixed(0)} ms; start ${start.toFixed(0)} ms, send ${send.toFixed(0)} jobs/s, work ${work.toFixed(0)} jobs/s ${ok ? '✔' : '✘'} (budget: start ≤ ${BUDGET.startMs} ms, send ≥ ${BUDGET.sendPerSecond}, work ≥ ${BUDGET.workPerSecond} jobs/s)`,
    );
  }
  if (variants.length === 2) {
    const [before, after] = variants;
    const ratio = (pick) => (median(pick(after.results)) / median(pick(before.results))).toFixed(2);
    console.log(
      `  ${after.version} / ${before.version}: start ×${ratio((r) => r.start)}, send ×${ratio((r) => r.send)}, work ×${ratio((r) => r.work)}`,
    );
  }
} finally {
  for (const variant of variants) await variant.sql.end();
  for (const variant of variants)
    await admin.unsafe(`drop database if exists ${variant.database} with (force)`);
  await admin.end();
}
