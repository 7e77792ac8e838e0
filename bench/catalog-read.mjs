#!/usr/bin/env node
/**
 * The uncached catalogue read path, before and after a change, side by side in one run (issue 34,
 * ADR 0052): two API processes (`apps/api/src/server.ts` of two checkouts, each on a PostgreSQL
 * database of its own, seeded at start, CATALOG_CACHE_SECONDS=0 unless --cache), and autocannon on the same
 * listing, category listing and search of each, alternately. Each scenario is run twice per side:
 * flat out (req/s) and at a fixed 200 req/s (p99, the budget's rate).
 *
 *   node bench/catalog-read.mjs --before /path/to/other/checkout [--seconds 10] [--rounds 2]
 *     [--connections 10] [--server postgres://root@127.0.0.1:5432] [--prefix consigne_catalog_bench]
 *     [--cache 30]  (the catalogue cache on both sides: the cached figures; default 0, the read path)
 *
 * The "after" side is this checkout. Both databases are dropped and made again by each run.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import postgres from 'postgres';

const { values } = parseArgs({
  options: {
    before: { type: 'string' },
    seconds: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '2' },
    connections: { type: 'string', default: '10' },
    rate: { type: 'string', default: '200' },
    server: { type: 'string', default: process.env.BENCH_PG_SERVER ?? 'postgres://root@127.0.0.1:5432' },
    prefix: { type: 'string', default: 'consigne_catalog_bench' },
    // The catalogue cache's seconds on both sides: 0 measures the read path itself; 30 (the shop's
    // default) the cached figures, which issue 34 asks to stay as good as before.
    cache: { type: 'string', default: '0' },
  },
});
if (!values.before) {
  console.error('--before <checkout> is required (a worktree of the commit to compare with, installed).');
  process.exit(1);
}
const after = new URL('..', import.meta.url).pathname;
const SCENARIOS = {
  listing: '/api/products/cross-sell?page=1&limit=24',
  category: '/api/products/cross-sell?page=1&limit=24&section=bieres',
  search: `/api/products/cross-sell?page=1&limit=24&search=${encodeURIComponent('biere blonde')}`,
};

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function freshDatabase(name) {
  const admin = postgres(`${values.server}/postgres`, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.unsafe(`CREATE DATABASE ${name}`);
  await admin.end();
  return `${values.server}/${name}`;
}

/** Starts the API of `checkout` on `databaseUrl`; resolves once it answers, with its URL and stop. */
async function startApi(checkout, databaseUrl) {
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: checkout,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ENV_FILE: '',
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'consigne-catalog-bench-')),
      DATABASE_URL: databaseUrl,
      JWT_SECRET: randomBytes(24).toString('hex'),
      CATALOG_CACHE_SECONDS: values.cache,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
    },
  });
  const keep = (chunk) => (log = (log + chunk).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const stop = () => {
    if (child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  };
  process.on('exit', stop);
  const url = `http://127.0.0.1:${port}`;
  for (const end = Date.now() + 300_000; Date.now() < end; await new Promise((r) => setTimeout(r, 500))) {
    if (child.exitCode !== null) throw new Error(`${checkout} exited with ${child.exitCode}:\n${log}`);
    const answered = await fetch(`${url}${SCENARIOS.listing}`).then(
      (res) => res.ok,
      () => false,
    );
    if (answered) return { url, stop };
  }
  stop();
  throw new Error(`${url} did not answer:\n${log}`);
}

const sides = {};
// One after the other: each seeds its database at start (CPU shared with the other side otherwise).
sides.before = await startApi(values.before, await freshDatabase(`${values.prefix}_before`));
sides.after = await startApi(after, await freshDatabase(`${values.prefix}_after`));

const seconds = Number(values.seconds);
const run = (url, overallRate) =>
  autocannon({
    url,
    connections: Number(values.connections),
    duration: seconds,
    ...(overallRate ? { overallRate } : {}),
  });

const results = {};
for (const path of Object.values(SCENARIOS)) {
  for (const side of Object.keys(sides)) await run(`${sides[side].url}${path}`); // warm-up: plans, JIT
}
for (let round = 0; round < Number(values.rounds); round++) {
  for (const [scenario, path] of Object.entries(SCENARIOS)) {
    for (const [side, { url }] of Object.entries(sides)) {
      const flat = await run(`${url}${path}`);
      const paced = await run(`${url}${path}`, Number(values.rate));
      const row = (results[`${scenario} ${side}`] ??= []);
      row.push({
        rate: flat.requests.average,
        p99: paced.latency.p99,
        errors: flat.errors + flat.non2xx + paced.errors + paced.non2xx,
      });
      console.log(
        `round ${round + 1} ${scenario.padEnd(8)} ${side.padEnd(6)} ${flat.requests.average.toFixed(0).padStart(6)} req/s flat out, p99 ${paced.latency.p99} ms at ${values.rate} req/s, errors ${row.at(-1).errors}`,
      );
    }
  }
}
const mean = (rows, pick) => rows.reduce((sum, r) => sum + pick(r), 0) / rows.length;
console.log(
  `\n${values.connections} connections, ${values.rounds} rounds × ${seconds} s, PostgreSQL, CATALOG_CACHE_SECONDS=${values.cache}:`,
);
for (const scenario of Object.keys(SCENARIOS)) {
  const [b, a] = [results[`${scenario} before`], results[`${scenario} after`]];
  const [rateB, rateA] = [mean(b, (r) => r.rate), mean(a, (r) => r.rate)];
  console.log(
    `  ${scenario.padEnd(8)} before ${rateB.toFixed(0).padStart(5)} req/s p99 ${mean(b, (r) => r.p99).toFixed(1)} ms | after ${rateA.toFixed(0).padStart(5)} req/s p99 ${mean(a, (r) => r.p99).toFixed(1)} ms | ×${(rateA / rateB).toFixed(2)} req/s`,
  );
}
process.exit(0);
