// Self time of a V8 CPU profile (`node --cpu-prof`) summed by package, and its heaviest functions.
// Usage: node bench/profile-summary.mjs <file.cpuprofile> [--top 40]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    top: { type: 'string', default: '40' },
    // Leaves out the start-up (migrations, seed, warm-up): samples of the first N seconds.
    skip: { type: 'string', default: '0' },
  },
});
const profile = JSON.parse(readFileSync(positionals[0], 'utf8'));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parents = new Map();
for (const n of profile.nodes) for (const child of n.children ?? []) parents.set(child, n.id);
const self = new Map();
// Samples are taken at regular intervals: a node's self time is its share of the samples.
let elapsed = 0;
for (let i = 0; i < profile.samples.length; i++) {
  const id = profile.samples[i];
  elapsed += profile.timeDeltas[i] ?? 0;
  // Idle time is no cost: shares are of the CPU time.
  if (elapsed < Number(values.skip) * 1e6 || nodes.get(id).callFrame.functionName === '(idle)') continue;
  self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
}
const total = [...self.values()].reduce((a, b) => a + b, 0);

/** The package (or area) a function belongs to. */
function areaOf({ url, functionName }) {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node internals';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 13).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.includes('/apps/web/')) return 'app: storefront build';
  if (url.includes('/apps/server/')) return 'app: server bundle (api, server, session)';
  return url;
}

const byArea = new Map();
const byFunction = new Map();
for (const [id, time] of self) {
  const { callFrame } = nodes.get(id);
  const area = areaOf(callFrame);
  byArea.set(area, (byArea.get(area) ?? 0) + time);
  const key = `${callFrame.functionName || '(anonymous)'}  ${area}:${callFrame.lineNumber + 1}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + time);
}
/** Total time (self and callees) of each function, each sample counted once per function on its stack. */
const inclusive = new Map();
for (const [id, time] of self) {
  const seen = new Set();
  for (let at = id; at !== undefined; at = parents.get(at)) {
    const { callFrame } = nodes.get(at);
    const key = `${callFrame.functionName || '(anonymous)'}  ${areaOf(callFrame)}:${callFrame.lineNumber + 1}`;
    if (seen.has(key)) continue;
    seen.add(key);
    inclusive.set(key, (inclusive.get(key) ?? 0) + time);
  }
}
const pct = (t) => `${((100 * t) / total).toFixed(1).padStart(5)} %`;
console.log(
  `${(elapsed / 1e6).toFixed(1)} s profiled, ${(total / 1000).toFixed(0)} ms sampled after the skip\n\nby package:`,
);
for (const [area, t] of [...byArea].sort((a, b) => b[1] - a[1]).slice(0, 25))
  console.log(`${pct(t)}  ${area}`);
console.log('\nby function, with callees:');
for (const [fn, t] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top)))
  console.log(`${pct(t)}  ${fn}`);
console.log('\nby function:');
for (const [fn, t] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top)))
  console.log(`${pct(t)}  ${fn}`);
