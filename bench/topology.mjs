// Guest pages served by nginx's micro-cache, compressed once (issue 15, point 5): the production
// topology of scripts/topology.mjs (fresh PostgreSQL database, Redis, two built instances, nginx from
// deploy/nginx), then autocannon through nginx on cache hits, against the budget: ≥ 4,000 req/s,
// p99 ≤ 20 ms. Prints req/s, p50, p99 and the ratios to the budget.
// Usage: npm run bench:topology  [-- --duration 10 --workers 1 --port 4520]   (after npm run build)
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { missingPrerequisite, startTopology } from '../scripts/topology.mjs';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    workers: { type: 'string', default: '1' },
    connections: { type: 'string', default: '10' },
    // Ports port…port+12 (the topology test uses 4500…).
    port: { type: 'string', default: '4520' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const budget = { rps: 4000, p99: 20 };

const missing = await missingPrerequisite();
if (missing) {
  console.log(`Topology benchmark skipped: ${missing}.`);
  process.exit(0);
}

// A guest's browser after its first page: the locale cookie is set (a page answered with Set-Cookie
// is not stored, so a visitor's very first page is always rendered).
const guest = { cookie: 'locale=fr' };
const scenarios = [
  { name: 'cached-produits-br', path: '/fr/produits', headers: { ...guest, 'accept-encoding': 'br' } },
  { name: 'cached-home-br', path: '/fr', headers: { ...guest, 'accept-encoding': 'br' } },
  {
    name: 'cached-product-br',
    path: '/fr/p/biere-blonde-bio-33cl',
    headers: { ...guest, 'accept-encoding': 'br' },
  },
  {
    name: 'cached-produits-gzip',
    path: '/fr/produits',
    headers: { ...guest, 'accept-encoding': 'gzip, deflate' },
  },
  {
    name: 'cached-produits-identity',
    path: '/fr/produits',
    headers: { ...guest, 'accept-encoding': 'identity' },
  },
];

/**
 * The floor, in the same run: nginx sending a file of the client build about as large as a
 * compressed page (≈ 21 KB), uncompressed: what a cache hit costs at best on this machine now.
 */
function floorAsset(clientBuild, bytes = 21_000) {
  const dir = join(clientBuild, 'assets');
  const [best] = readdirSync(dir)
    .filter((f) => /\.(js|css)$/.test(f))
    .map((f) => ({ f, gap: Math.abs(statSync(join(dir, f)).size - bytes) }))
    .sort((a, b) => a.gap - b.gap);
  return `/assets/${best.f}`;
}

const topology = await startTopology({
  instances: 2,
  nginxPort: Number(values.port),
  workers: Number(values.workers),
  log: (line) => console.log(`topology: ${line}`),
});
try {
  console.log(
    `nginx (${values.workers} worker${values.workers === '1' ? '' : 's'}) on ${topology.url}, ` +
      `2 instances; ${connections} connections, ${duration} s per scenario`,
  );
  scenarios.push({
    name: 'floor-static-file',
    path: floorAsset(topology.clientBuild),
    headers: { 'accept-encoding': 'identity' },
  });
  for (const s of scenarios) {
    const url = topology.url + s.path;
    // Fills the cache (MISS, then HIT) and warms up.
    for (let i = 0; i < 2; i++) await fetch(url, { headers: s.headers }).then((r) => r.arrayBuffer());
    const probe = await fetch(url, { headers: s.headers });
    await probe.arrayBuffer();
    const cache = probe.headers.get('x-cache-status') ?? 'file';
    await autocannon({ url, connections, duration: 2, headers: s.headers });
    const r = await autocannon({ url, connections, duration, headers: s.headers });
    const rps = Math.round(r.requests.average);
    const bytes = Math.round(r.throughput.average / Math.max(r.requests.average, 1));
    console.log(
      `${s.name.padEnd(25)} ${String(rps).padStart(6)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  ` +
        `${bytes} B/answer (${probe.headers.get('content-encoding') ?? 'identity'}, ${cache})  ` +
        `budget ${budget.rps} req/s ×${(rps / budget.rps).toFixed(2)}, ` +
        `p99 ${budget.p99} ms ×${(budget.p99 / Math.max(r.latency.p99, 0.01)).toFixed(2)}` +
        (r.errors ? `  errors ${r.errors}` : '') +
        (r.non2xx ? `  non-2xx ${r.non2xx}` : ''),
    );
  }
  console.log(
    'ratios ≥ 1 meet the budget (req/s: measured/budget; p99: budget/measured). Note: 2 cores shared by nginx, the instances and the load generator.',
  );
} finally {
  await topology.stop();
}
