// Guest pages served by nginx's micro-cache, compressed once (ADR 0010): the production
// topology of scripts/topology.mjs (fresh PostgreSQL database, Redis, two built instances, nginx from
// deploy/nginx), then autocannon through nginx on cache hits, against the budget: ≥ 4,000 req/s,
// p99 ≤ 20 ms. Prints req/s, p50, p99, the ratios to the budget and nginx's CPU per answer.
// autocannon runs on two threads (--load-workers): one thread reads every answer's body into a string
// and, on these ≈32 KB compressed (binary) pages, tops out at ≈2,600 answers/s while nginx works
// ≈7 % of a core — the load generator's limit, not the shop's. The floor, in the same run, is nginx
// sending a precompressed asset file of the same size and encoding.
// Usage: npm run bench:topology  [-- --duration 10 --workers 1 --load-workers 2 --port 4520]   (after npm run build)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { missingPrerequisite, startTopology } from '../scripts/topology.mjs';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    workers: { type: 'string', default: '1' },
    connections: { type: 'string', default: '10' },
    // autocannon's threads.
    'load-workers': { type: 'string', default: '2' },
    // Ports port…port+12 (the topology test uses 4500…).
    port: { type: 'string', default: '4520' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const loadWorkers = Number(values['load-workers']);
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
 * The floor, in the same run: nginx sending a precompressed asset of the client build (its `.br`
 * file, `brotli_static`) about as large as a compressed page: what a cache hit costs at best on this
 * machine now, the load generator's share included.
 */
function floorAsset(clientBuild, bytes = 32_000) {
  const dir = join(clientBuild, 'assets');
  const [best] = readdirSync(dir)
    .filter((f) => /\.(js|css)\.br$/.test(f))
    .map((f) => ({ f, gap: Math.abs(statSync(join(dir, f)).size - bytes) }))
    .sort((a, b) => a.gap - b.gap);
  return `/assets/${best.f.replace(/\.br$/, '')}`;
}

/** CPU time (ms) of nginx's worker processes, the children of its master. */
function nginxWorkersCpuMs(masterPid) {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[1]) !== masterPid) continue;
    ticks += Number(fields[11]) + Number(fields[12]); // utime + stime
  }
  return ticks * 10; // USER_HZ = 100
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
      `2 instances; ${connections} connections on ${loadWorkers} autocannon thread(s), ${duration} s per scenario`,
  );
  scenarios.push({
    name: 'floor-static-file',
    path: floorAsset(topology.clientBuild),
    headers: { 'accept-encoding': 'br' },
  });
  for (const s of scenarios) {
    const url = topology.url + s.path;
    // Fills the cache (MISS, then HIT) and warms up.
    for (let i = 0; i < 2; i++) await fetch(url, { headers: s.headers }).then((r) => r.arrayBuffer());
    const probe = await fetch(url, { headers: s.headers });
    await probe.arrayBuffer();
    const cache = probe.headers.get('x-cache-status') ?? 'file';
    const load = { url, connections, headers: s.headers, workers: loadWorkers > 1 ? loadWorkers : undefined };
    await autocannon({ ...load, duration: 2 });
    const cpuBefore = nginxWorkersCpuMs(topology.nginxPid);
    const r = await autocannon({ ...load, duration });
    const nginxCpuMs = nginxWorkersCpuMs(topology.nginxPid) - cpuBefore;
    const rps = Math.round(r.requests.average);
    const bytes = Math.round(r.throughput.average / Math.max(r.requests.average, 1));
    console.log(
      `${s.name.padEnd(25)} ${String(rps).padStart(6)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  ` +
        `${bytes} B/answer (${probe.headers.get('content-encoding') ?? 'identity'}, ${cache})  ` +
        `budget ${budget.rps} req/s ×${(rps / budget.rps).toFixed(2)}, ` +
        `p99 ${budget.p99} ms ×${(budget.p99 / Math.max(r.latency.p99, 0.01)).toFixed(2)}  ` +
        `nginx ${Math.round((nginxCpuMs * 1000) / Math.max(r.requests.total, 1))} µs CPU/answer` +
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
