// Resident memory of one built instance on PostgreSQL under a mixed load of pages and API calls as
// fast as it answers (issue 34: ≤ 600 MiB after 5 minutes, throughput within 10 % of the previous
// build's). RSS is sampled every second; the summary gives its peak and final value, the V8 heap and
// external memory, req/s and p99, and the budget met or not. A bench, not a test: read the ratios
// of one run, the absolute figures move with the machine.
//
// Usage (after npm run build):
//   npm run bench:memory-mixed                                    300 s on this build
//   npm run bench:memory-mixed -- --seconds 60                    a quick run
//   npm run bench:memory-mixed -- --before dist/server-before.js:build-before --rounds 2
//       the previous build (its server file in apps/server, its storefront build directory in
//       apps/web, started as it was: no runtime settings) then this one, alternated, each round on
//       fresh databases; ratios this/before at the end
// --template bench_scale_10k: each database a copy of that one (the 10,000-product catalogue of
// npm run bench:scale) instead of a fresh demo shop.
// Options: --connections (8) concurrent clients, --port (5240; port+1 is the metrics listener),
// --plain: start this build without the production runtime settings (scripts/instance-runtime.mjs),
// to tell what the code changes do from what the settings do; --node-args '…' and --env NAME=value
// (repeatable): more for this build, to try a setting.
import { parseArgs } from 'node:util';
import { INSTANCE_ENV, INSTANCE_NODE_ARGS } from '../scripts/instance-runtime.mjs';
import { startInstance, v8Mb, withDatabase } from './one-instance.mjs';
import { DEMO, RSS_BUDGET_MB, rssMb } from './shopper-load.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '300' },
    connections: { type: 'string', default: '8' },
    port: { type: 'string', default: process.env.PORT || '5240' },
    before: { type: 'string' },
    rounds: { type: 'string', default: '1' },
    plain: { type: 'boolean', default: false },
    template: { type: 'string' },
    'node-args': { type: 'string', default: '' },
    env: { type: 'string', multiple: true, default: [] },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const port = Number(values.port);
const TIMEOUT_MS = 15_000;
/** The budget in MiB; RSS is read in MiB (kB / 1024). */
const BUDGET = RSS_BUDGET_MB;

const SEARCHES = [
  'biere',
  'eau',
  'cafe',
  'jus',
  'vin',
  'bio',
  'lait',
  'coca',
  'pack',
  'blonde',
  'sans alcool',
];
const SORTS = ['', '&sort=price&direction=asc', '&sort=name&direction=asc', '&sort=newest&direction=desc'];
const LOCALES = ['fr', 'nl-BE', 'es', 'be'];
const pick = (list, n) => list[n % list.length];

/**
 * What one request of the mix is, by its number: half pages rendered on the server (listings with
 * their pages, sorts and searches, product pages, categories, a logged-in listing), half API calls
 * (listing, cart read, cart change). Varied so that the catalogue's caches hold many keys, as with
 * real shoppers.
 */
function mix(n, catalogue, session) {
  const locale = pick(LOCALES, n >> 4);
  const listingQuery = () => {
    const page = 1 + (n % catalogue.pages);
    const search = n % 3 === 0 ? `&search=${encodeURIComponent(pick(SEARCHES, n >> 2))}` : '';
    return `page=${search ? 1 : page}${search}${pick(SORTS, n >> 1)}`;
  };
  const bearer = { authorization: `Bearer ${session.token}` };
  switch (n % 16) {
    case 0:
    case 1:
    case 2:
      return { kind: 'SSR listing', path: `/${locale}/produits?${listingQuery()}` };
    case 3:
      return {
        kind: 'SSR listing, logged in',
        path: `/fr/produits?${listingQuery()}`,
        headers: session.cookie,
      };
    case 4:
    case 5:
      return { kind: 'SSR product', path: `/${locale}/p/${pick(catalogue.products, n >> 3)}` };
    case 6:
      return { kind: 'SSR category', path: `/${locale}/c/${pick(catalogue.categories, n >> 4)}` };
    case 7:
      return {
        kind: 'SSR product, logged in',
        path: `/fr/p/${pick(catalogue.products, n >> 4)}`,
        headers: session.cookie,
      };
    case 8:
    case 9:
    case 10:
      return {
        kind: 'API listing',
        path: `/api/products/cross-sell?locale=fr_FR&limit=24&${listingQuery()}`,
      };
    case 11:
      return { kind: 'API product', path: `/api/products/${pick(catalogue.products, n >> 4)}?locale=fr_FR` };
    case 12:
    case 13:
    case 14:
      return { kind: 'API cart read', path: '/api/cart?locale=fr_FR', headers: bearer };
    default:
      return {
        kind: 'API cart change',
        path: '/api/user/cart?locale=fr_FR',
        method: 'PATCH',
        headers: { ...bearer, 'content-type': 'application/json' },
        body: JSON.stringify({
          product_warehouse_id: pick(catalogue.orderable, n >> 4),
          quantity: 1 + (n % 5),
        }),
      };
  }
}

async function getJson(base, path, init) {
  const res = await fetch(base + path, init);
  if (!res.ok) throw new Error(`${path}: ${res.status} ${(await res.text()).slice(0, 200)}`);
  return res.json();
}

/** The demo shopper logged in, and what the mix picks from: product and category slugs, pages. */
async function prepare(base) {
  const { token, refresh_token } = await getJson(base, '/api/login_check', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  const session = {
    token,
    cookie: { cookie: `locale=fr; access_token=${token}; refresh_token=${refresh_token}` },
  };
  const bearer = { headers: { authorization: `Bearer ${token}` } };
  const first = await getJson(base, '/api/products/cross-sell?locale=fr_FR&limit=100', bearer);
  const products = [...first.products];
  for (let page = 2; products.length < Math.min(first.count, 400); page++)
    products.push(
      ...(await getJson(base, `/api/products/cross-sell?locale=fr_FR&limit=100&page=${page}`, bearer))
        .products,
    );
  const categories = await getJson(base, '/api/categories?locale=fr_FR');
  return {
    session,
    catalogue: {
      products: products.map((p) => p.slug),
      orderable: products.filter((p) => p.isAvailable && p.maxOrderable > 0).map((p) => p.id),
      categories: categories.map((c) => c.slug),
      pages: Math.max(1, Math.ceil(first.count / 24)),
    },
  };
}

/** The load for `seconds` on `connections` clients; the latencies (ms) and failures it met. */
async function load(base, { session, catalogue }, onSecond) {
  const latencies = [];
  const byKind = {};
  let errors = 0;
  let refused = 0;
  const firstErrors = [];
  let n = 0;
  const end = Date.now() + seconds * 1000;
  const ticker = setInterval(onSecond, 1000);
  const client = async () => {
    while (Date.now() < end) {
      const request = mix(n++, catalogue, session);
      const started = performance.now();
      let failure;
      try {
        const res = await fetch(base + request.path, {
          method: request.method ?? 'GET',
          headers: request.headers,
          body: request.body,
          redirect: 'manual',
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        await res.arrayBuffer();
        // A 4xx is counted apart (a product of another warehouse, a page past the end): it is the mix's
        // fault, not the instance's.
        if (res.status >= 500) failure = `${res.status}`;
        else if (res.status >= 400 && refused++ < 3)
          firstErrors.push(`${request.kind} ${request.path}: ${res.status}`);
      } catch (error) {
        failure = error.name === 'TimeoutError' ? 'timeout' : error.message;
      }
      const ms = performance.now() - started;
      latencies.push(ms);
      (byKind[request.kind] ??= []).push(ms);
      if (failure) {
        errors++;
        if (firstErrors.length < 8) firstErrors.push(`${request.kind} ${request.path}: ${failure}`);
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: connections }, client));
  } finally {
    clearInterval(ticker);
  }
  return { latencies, byKind, errors, refused, firstErrors };
}

function p99(list) {
  if (!list.length) return NaN;
  const sorted = Float64Array.from(list).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))];
}

/** One build measured on a fresh database: RSS every second, V8 every 5 s, the load's figures. */
async function measure(label, build) {
  return withDatabase(async (databaseUrl) => {
    const instance = await startInstance({ ...build, databaseUrl, port });
    try {
      const prepared = await prepare(instance.base);
      const start = { rss: rssMb(instance.pid), ...(await v8Mb(port + 1)) };
      let peak = start.rss;
      let v8 = start;
      let elapsed = 0;
      const result = await load(instance.base, prepared, () => {
        const rss = rssMb(instance.pid);
        peak = Math.max(peak, rss);
        if (++elapsed % 5 === 0) void v8Mb(port + 1).then((s) => (v8 = s));
        if (elapsed % 30 === 0)
          console.log(
            `${label.padEnd(8)} ${String(elapsed).padStart(4)} s  RSS ${String(rss).padStart(5)} MiB  ` +
              `V8 heap ${v8.heap}/${v8.heapTotal} MiB, external ${v8.external} MiB`,
          );
      });
      const final = { rss: rssMb(instance.pid), ...(await v8Mb(port + 1)) };
      peak = Math.max(peak, final.rss);
      const kinds = Object.entries(result.byKind)
        .map(([kind, list]) => `${kind} ${list.length} (p99 ${p99(list).toFixed(0)} ms)`)
        .join(', ');
      console.log(`${label.padEnd(8)} ${kinds}; 4xx ${result.refused}, errors ${result.errors}`);
      for (const line of result.firstErrors) console.log(`  ${line}`);
      // A failure may be the shared PostgreSQL's (too many clients), not the build's: its own words.
      if (result.errors)
        console.log(`${label.padEnd(8)} the instance's last log lines:\n${instance.output().slice(-1500)}`);
      return {
        start,
        peak,
        final,
        reqPerSecond: result.latencies.length / seconds,
        p99: p99(result.latencies),
        errors: result.errors,
      };
    } finally {
      await instance.stop();
    }
  }, values.template);
}

const builds = [];
if (values.before) {
  const [serverFile, webBuildDir] = values.before.split(':');
  builds.push({ label: 'before', serverFile, webBuildDir });
}
builds.push({
  label: 'this',
  serverFile: 'dist/server.js',
  nodeArgs: [...(values.plain ? [] : INSTANCE_NODE_ARGS), ...values['node-args'].split(' ').filter(Boolean)],
  env: {
    ...(values.plain ? {} : INSTANCE_ENV),
    ...Object.fromEntries(
      values.env.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
    ),
  },
});
console.log(
  `one instance on PostgreSQL, port ${port}: ${seconds} s of mixed load (SSR listing, product, category, ` +
    `logged-in pages; API listing, product, cart read and change) on ${connections} clients, ` +
    `${values.rounds} round(s) of ${builds.map((b) => b.label).join(', ')}; this build started with ` +
    ([...builds.at(-1).nodeArgs, ...Object.entries(builds.at(-1).env).map(([k, v]) => `${k}=${v}`)].join(
      ' ',
    ) || 'no runtime settings'),
);
const results = Object.fromEntries(builds.map((b) => [b.label, []]));
for (let round = 0; round < Number(values.rounds); round++)
  for (const build of builds) results[build.label].push(await measure(build.label, build));

const verdict = (r) => r.final.rss <= BUDGET && r.peak <= BUDGET && r.errors === 0;
const rows = [
  ['RSS at start (MiB)', (r) => r.start.rss],
  ['V8 heap used/total, start', (r) => `${r.start.heap}/${r.start.heapTotal}`],
  ['RSS peak (MiB)', (r) => r.peak],
  ['RSS final (MiB)', (r) => r.final.rss],
  ['V8 heap used/total, final', (r) => `${r.final.heap}/${r.final.heapTotal}`],
  ['external, final (MiB)', (r) => r.final.external],
  ['req/s', (r) => Math.round(r.reqPerSecond)],
  ['p99 (ms)', (r) => Math.round(r.p99)],
  ['errors', (r) => r.errors],
];
const columns = builds.flatMap((b) =>
  results[b.label].map((r, i) => ({ name: `${b.label} ${i + 1}`, r, label: b.label })),
);
console.log(`\n${''.padEnd(28)}${columns.map((c) => c.name.padStart(10)).join('')}`);
for (const [name, read] of rows)
  console.log(`${name.padEnd(28)}${columns.map((c) => String(read(c.r)).padStart(10)).join('')}`);
console.log(
  `${`budget ≤ ${BUDGET} MiB`.padEnd(28)}${columns.map((c) => (verdict(c.r) ? 'met' : 'NOT MET').padStart(10)).join('')}`,
);
const mean = (label, read) => results[label].reduce((sum, r) => sum + read(r), 0) / results[label].length;
if (values.before) {
  const ratio = (read) => (mean('this', read) / mean('before', read)).toFixed(2);
  const throughput = mean('this', (r) => r.reqPerSecond) / mean('before', (r) => r.reqPerSecond);
  console.log(
    `this/before (means of the rounds): RSS peak ×${ratio((r) => r.peak)}, final ×${ratio((r) => r.final.rss)}, ` +
      `req/s ×${throughput.toFixed(2)} (within 10 %: ${throughput >= 0.9 ? 'met' : 'NOT MET'}), p99 ×${ratio((r) => r.p99)}`,
  );
}
process.exitCode = results.this.every(verdict) ? 0 : 1;
