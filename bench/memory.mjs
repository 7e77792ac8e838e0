// Memory of one built instance on PostgreSQL under logged-in renders (docs/performance.md): RSS and V8 heap
// before, at each step and after, against the budget (< 600 MB after 5 minutes of mixed load).
// A bench, not a test: the figures depend on the machine; compare builds side by side (--before).
//
// Usage (after npm run build):
//   npm run bench:memory                           670 logged-in renders, then 300 s of mixed load
//   npm run bench:memory -- --renders 300 --mixed 60
//   npm run bench:memory -- --before dist/server-before.js:build-before
//       the same on a previous build first (its server file in apps/server, its storefront build
//       directory in apps/web, started with no runtime settings), then this one (started with
//       production's, scripts/instance-runtime.mjs), and the ratios
// Options: --port (PORT, else 4720), --connections (4); the database is a fresh one on the
// PostgreSQL server of TEST_DATABASE_URL / DATABASE_URL (else postgres://root@127.0.0.1:5432/postgres),
// dropped after the run.
import { parseArgs } from 'node:util';
import { INSTANCE_ENV, INSTANCE_NODE_ARGS } from '../scripts/instance-runtime.mjs';
import { startInstance, v8Mb, withDatabase } from './one-instance.mjs';
import { login, mixedLoad, newTally, RSS_BUDGET_MB, rssMb, Shopper, SHOPPER_PAGES } from './shopper-load.mjs';

const { values } = parseArgs({
  options: {
    renders: { type: 'string', default: '670' },
    mixed: { type: 'string', default: '300' },
    connections: { type: 'string', default: '4' },
    port: { type: 'string', default: process.env.PORT || '4720' },
    before: { type: 'string' },
  },
});
const renders = Number(values.renders);
const mixedSeconds = Number(values.mixed);
const port = Number(values.port);

/** One build measured: renders, then the mixed load. Returns its figures. */
async function measure(label, build) {
  return withDatabase(async (databaseUrl) => {
    const instance = await startInstance({ ...build, databaseUrl, port });
    const sample = async () => ({ rss: rssMb(instance.pid), heap: (await v8Mb(port + 1)).heap });
    const line = (what, s) =>
      console.log(
        `${label.padEnd(8)} ${what.padEnd(34)} RSS ${String(s.rss).padStart(5)} MB  V8 heap ${String(s.heap).padStart(4)} MB`,
      );
    try {
      const tally = newTally();
      const start = await sample();
      line('started', start);
      const session = await login(instance.base, tally);
      if (!session) throw new Error('the demo shopper cannot log in');
      const shopper = new Shopper(instance.base, tally, session);
      const step = Math.max(1, Math.round(renders / 10));
      for (let i = 1; i <= renders; i++) {
        await shopper.render();
        if (i % step === 0 || i === renders) line(`${i} logged-in renders`, await sample());
      }
      const afterRenders = await sample();
      let seconds = 0;
      await mixedLoad({
        base: instance.base,
        seconds: mixedSeconds,
        connections: Number(values.connections),
        tally,
        onTick: () => {
          if (++seconds % 30 === 0) void sample().then((s) => line(`mixed load, ${seconds} s`, s));
        },
      });
      const end = await sample();
      line(`after ${mixedSeconds} s of mixed load`, end);
      console.log(
        `${label.padEnd(8)} ${tally.requests} requests (${Object.entries(tally.byKind)
          .map(([k, n]) => `${k} ${n}`)
          .join(', ')}), errors ${tally.errors}` +
          (tally.firstErrors.length ? `\n  ${tally.firstErrors.join('\n  ')}` : ''),
      );
      return { start, afterRenders, end, errors: tally.errors };
    } finally {
      await instance.stop();
    }
  });
}

console.log(
  `one instance on PostgreSQL, port ${port}; ${renders} logged-in renders (${SHOPPER_PAGES.join(' ')}), ` +
    `then ${mixedSeconds} s of mixed load on ${values.connections} connections`,
);
const results = {};
if (values.before) {
  const [serverFile, webBuildDir] = values.before.split(':');
  results.before = await measure('before', { serverFile, webBuildDir });
}
results.this = await measure('this', {
  serverFile: 'dist/server.js',
  nodeArgs: INSTANCE_NODE_ARGS,
  env: INSTANCE_ENV,
});

const verdict = (r) => (r.end.rss < RSS_BUDGET_MB && r.errors === 0 ? 'PASS' : 'FAIL');
for (const [label, r] of Object.entries(results))
  console.log(
    `${label.padEnd(8)} RSS ${r.start.rss} MB at start → ${r.afterRenders.rss} MB after ${renders} logged-in renders → ` +
      `${r.end.rss} MB after ${mixedSeconds} s of mixed load; budget < ${RSS_BUDGET_MB} MB (×${(RSS_BUDGET_MB / r.end.rss).toFixed(2)}), ` +
      `errors ${r.errors}: ${verdict(r)}`,
  );
if (results.before)
  console.log(
    `this/before: growth over the renders ×${((results.this.afterRenders.rss - results.this.start.rss) / Math.max(1, results.before.afterRenders.rss - results.before.start.rss)).toFixed(2)}, ` +
      `RSS at the end ×${(results.this.end.rss / results.before.end.rss).toFixed(2)}`,
  );
process.exitCode = verdict(results.this) === 'PASS' ? 0 : 1;
