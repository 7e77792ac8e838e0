// The soak: the production topology (scripts/topology.mjs: two built
// instances on a fresh PostgreSQL database, Redis, nginx from deploy/nginx), a mixed load through
// nginx for SOAK_SECONDS (600 by default) — logged-in shoppers browsing, cart, checkout, guests,
// bearer API calls, logins — then the count of errors (any 5xx, timeout or connection error) and
// each instance's RSS, every 30 s and at the end, against the budget (< 600 MB). Exits 1 on an error
// or an instance over budget. A bench, not a test.
// Usage (after npm run build): SOAK_SECONDS=600 npm run bench:soak [-- --port 4700 --connections 6]
import { parseArgs } from 'node:util';
import { missingPrerequisite, startTopology } from '../scripts/topology.mjs';
import { mixedLoad, newTally, RSS_BUDGET_MB, rssMb } from './shopper-load.mjs';

const { values } = parseArgs({
  options: {
    // Ports port…port+12 (the topology test uses 4500…).
    port: { type: 'string', default: process.env.TOPOLOGY_PORT || '4700' },
    connections: { type: 'string', default: '6' },
  },
});
const seconds = Number(process.env.SOAK_SECONDS || 600);

const missing = await missingPrerequisite();
if (missing) {
  console.log(`Soak skipped: ${missing}.`);
  process.exit(0);
}

const topology = await startTopology({
  instances: 2,
  nginxPort: Number(values.port),
  // The soak logs the demo shopper in again and again: the per-account limit would answer 429.
  env: { LOGIN_RATE_LIMIT: '100000' },
  log: (line) => console.log(`topology: ${line}`),
});
const rss = () => topology.nodes.map((node) => ({ port: node.port, mb: rssMb(node.child.pid) }));
const show = (list) => list.map((r) => `${r.port} ${r.mb} MB`).join(', ');
const tally = newTally();
let verdict;
try {
  console.log(
    `${seconds} s of mixed load through nginx (${topology.url}) on ${values.connections} connections`,
  );
  console.log(`at start: ${show(rss())}`);
  let elapsed = 0;
  await mixedLoad({
    base: topology.url,
    seconds,
    connections: Number(values.connections),
    tally,
    onTick: () => {
      if (++elapsed % 30 === 0)
        console.log(`${elapsed} s: ${show(rss())}; ${tally.requests} requests, ${tally.errors} errors`);
    },
  });
  const end = rss();
  const over = end.filter((r) => r.mb >= RSS_BUDGET_MB);
  console.log(
    `requests ${tally.requests} (${Object.entries(tally.byKind)
      .map(([kind, n]) => `${kind} ${n}`)
      .join(', ')})`,
  );
  console.log(
    `errors ${tally.errors}` + (tally.firstErrors.length ? `:\n  ${tally.firstErrors.join('\n  ')}` : ''),
  );
  console.log(`RSS at the end: ${show(end)}; budget < ${RSS_BUDGET_MB} MB per instance`);
  verdict = tally.errors === 0 && over.length === 0 ? 'PASS' : 'FAIL';
  console.log(verdict);
} finally {
  await topology.stop();
}
process.exitCode = verdict === 'PASS' ? 0 : 1;
