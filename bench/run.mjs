// Throughput and latency of the started shop, against its budgets (docs/performance.md).
// Starts `npm run serve` on a free port with a fresh embedded database, warms up, then runs each
// scenario with autocannon and prints req/s, p50, p99 and the ratio to its budget.
// Usage: npm run bench  [-- --duration 10 --only ssr-home --port 4390]
//        npm run bench -- --postgres postgres://postgres@127.0.0.1:5432/postgres   (a fresh database on
//        that server instead of embedded PGlite; created for the run, dropped after it)
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import postgres from 'postgres';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    only: { type: 'string' },
    url: { type: 'string' },
    // Other benchmarks may run on this machine: pick a free port for the started server.
    port: { type: 'string', default: '4390' },
    postgres: { type: 'string' },
  },
});
const duration = Number(values.duration);
const port = Number(values.port);
const base = values.url ?? `http://127.0.0.1:${port}`;

/** Budgets: minimum req/s and maximum p99 (ms). */
const scenarios = [
  { name: 'ssr-produits', path: '/fr/produits', connections: 10, budget: { rps: 600, p99: 60 } },
  {
    name: 'ssr-product',
    path: '/fr/p/biere-blonde-bio-33cl',
    connections: 10,
    budget: { rps: 600, p99: 60 },
  },
  { name: 'ssr-home', path: '/fr', connections: 10, budget: { rps: 600, p99: 60 } },
  { name: 'ssr-404', path: '/fr/nimporte-quoi', connections: 10, budget: { rps: 600, p99: 60 } },
  {
    name: 'api-cross-sell',
    path: '/api/products/cross-sell?limit=24',
    connections: 10,
    budget: { rps: 500, p99: 15 },
  },
  { name: 'api-warehouse', path: '/api/warehouse/', connections: 10, budget: { rps: 500, p99: 15 } },
  // The demo shopper's cart (a few lines), authenticated; budget: p99 ≤ 15 ms at 500 req/s.
  { name: 'api-cart', path: '/api/cart', connections: 10, budget: { rps: 500, p99: 15 }, auth: true },
  // Changing a line (the answer is the whole cart); budget: ≥ 1,000/s on PostgreSQL.
  {
    name: 'api-cart-patch',
    path: '/api/user/cart',
    method: 'PATCH',
    body: 'cartLine',
    connections: 10,
    budget: { rps: 1000, p99: 50 },
    auth: true,
  },
  // The budget's own terms: p99 at an offered load of 500 req/s, evenly paced by autocannon (with
  // many connections its timers fire together and the bursts, not the server, make the tail).
  {
    name: 'api-cart-500',
    path: '/api/cart',
    connections: Number(process.env.BENCH_PACED_CONNECTIONS ?? 3),
    rate: 500,
    budget: { rps: 495, p99: 15 },
    auth: true,
  },
].filter((s) => !values.only || s.name === values.only);

async function waitFor(url, ms) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server did not answer ${url}`);
}

/** With --postgres: a fresh database on that server for this run (the shop migrates and seeds it). */
let databaseUrl;
const admin = values.postgres ? postgres(values.postgres, { max: 1, onnotice: () => undefined }) : null;
const benchDatabase = `consigne_bench_${process.pid}`;
if (admin) {
  await admin.unsafe(`create database ${benchDatabase}`);
  const url = new URL(values.postgres);
  url.pathname = `/${benchDatabase}`;
  databaseUrl = url.toString();
  console.log(`PostgreSQL: fresh database ${benchDatabase} on ${url.host}`);
}

let server;
if (!values.url) {
  server = spawn('npm', ['run', 'serve'], {
    cwd: new URL('..', import.meta.url).pathname,
    env: {
      ...process.env,
      ENV_FILE: '', // not the developer's .env
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'consigne-bench-')),
      // The scenarios log in as the demo shopper (off by default on a PostgreSQL server).
      SEED_DEMO: '1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
}
try {
  await waitFor(`${base}/api/health`, 120_000);
  const results = [];
  const login = await fetch(`${base}/api/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo@example.com', password: 'consigne-demo' }),
  });
  const { token } = await login.json();
  // A realistic cart: three lines in two crate formats.
  const entries = await (
    await fetch(`${base}/api/products/cross-sell?limit=3&sort=name`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json();
  for (const [i, entry] of entries.products.entries()) {
    await fetch(`${base}/api/user/cart`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ product_warehouse_id: entry.id, quantity: 6 + i }),
    });
  }
  for (const s of scenarios) {
    const headers = s.auth ? { authorization: `Bearer ${token}` } : {};
    if (s.body) headers['content-type'] = 'application/json';
    const request = s.body
      ? {
          method: s.method,
          // The first line of the bench cart, its quantity set again and again (an upsert each time).
          body: JSON.stringify({ product_warehouse_id: entries.products[0].id, quantity: 7 }),
        }
      : {};
    const paced = s.rate ? { overallRate: s.rate } : {};
    await autocannon({
      url: base + s.path,
      connections: s.connections,
      duration: 2,
      headers,
      ...paced,
      ...request,
    }); // warm-up
    const r = await autocannon({
      url: base + s.path,
      connections: s.connections,
      duration,
      headers,
      ...paced,
      ...request,
    });
    const row = {
      scenario: s.name,
      database: databaseUrl ? 'postgres' : values.url ? 'as served' : 'pglite',
      path: s.path,
      rps: Math.round(r.requests.average),
      p50: r.latency.p50,
      p99: r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors,
      rpsRatio: +(r.requests.average / s.budget.rps).toFixed(2),
      p99Ratio: +(s.budget.p99 / Math.max(r.latency.p99, 0.01)).toFixed(2),
    };
    results.push(row);
    console.log(
      `${s.name.padEnd(16)} ${String(row.rps).padStart(6)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  ` +
        `budget ${s.budget.rps} req/s ×${row.rpsRatio}, p99 ${s.budget.p99} ms ×${row.p99Ratio}` +
        (row.errors ? `  errors ${row.errors}` : '') +
        (row.non2xx ? `  non-2xx ${row.non2xx} ${JSON.stringify(r.statusCodeStats)}` : ''),
    );
  }
  mkdirSync(new URL('./results', import.meta.url), { recursive: true });
  writeFileSync(
    new URL(`./results/${new Date().toISOString().slice(0, 19)}.json`, import.meta.url),
    JSON.stringify(results, null, 2),
  );
  console.log(
    'ratios ≥ 1 meet the budget (req/s: measured/budget; p99: budget/measured). Note: 2 cores shared by server and load generator.',
  );
} finally {
  if (server) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    process.kill(-server.pid, 'SIGTERM');
    if (server.exitCode === null && server.signalCode === null) await exited;
  }
  if (admin) {
    await admin.unsafe(`drop database if exists ${benchDatabase} with (force)`);
    await admin.end();
  }
}
