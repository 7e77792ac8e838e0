// Memory of one built instance on PostgreSQL under logged-in renders (docs/performance.md): RSS and V8 heap
// before, at each step and after, against the budget (< 600 MB after 5 minutes of mixed load).
// A bench, not a test: the figures depend on the machine; compare builds side by side (--before).
//
// Usage (after npm run build):
//   npm run bench:memory                           670 logged-in renders, then 300 s of mixed load
//   npm run bench:memory -- --renders 300 --mixed 60
//   npm run bench:memory -- --before dist/server-before.js:build-before
//       the same on a previous build first (its server file in apps/server, its storefront build
//       directory in apps/web), then this one, and the ratios
// Options: --port (PORT, else 4720), --connections (4); the database is a fresh one on the
// PostgreSQL server of TEST_DATABASE_URL / DATABASE_URL (else postgres://root@127.0.0.1:5432/postgres),
// dropped after the run.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import postgres from 'postgres';
import { adminDatabaseUrl, REPO, TOPOLOGY_SECRET } from '../scripts/topology.mjs';
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

/** The V8 heap in use, in MB, from the instance's metrics listener. */
async function heapMb(metricsPort) {
  const text = await fetch(`http://127.0.0.1:${metricsPort}/metrics`).then(
    (r) => r.text(),
    () => '',
  );
  const used = /^nodejs_heap_size_used_bytes (\S+)/m.exec(text);
  return used ? Math.round(Number(used[1]) / 1048576) : NaN;
}

async function withDatabase(run) {
  const name = `consigne_memory_${randomBytes(5).toString('hex')}`;
  const admin = postgres(adminDatabaseUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(adminDatabaseUrl);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/** One instance as the systemd unit runs it, on a fresh database; resolves once it answers. */
async function startInstance({ serverFile, webBuildDir, databaseUrl }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'consigne-memory-'));
  const child = spawn(
    process.execPath,
    ['--import', '@consigne/web/react-router-production.mjs', serverFile],
    {
      cwd: join(REPO, 'apps/server'),
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        ENV_FILE: '', // not the developer's .env
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        METRICS_PORT: String(port + 1),
        DATABASE_URL: databaseUrl,
        SEED_DEMO: '1',
        JWT_SECRET: TOPOLOGY_SECRET,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // The bench logs the demo shopper in again and again: the per-account limit would answer 429.
        LOGIN_RATE_LIMIT: '100000',
        ...(webBuildDir ? { WEB_BUILD_DIR: webBuildDir } : {}),
      },
    },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-5000)));
  const stop = async () => {
    if (child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    await new Promise((done) => (child.exitCode === null ? child.once('exit', done) : done()));
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', () => child.exitCode === null && process.kill(-child.pid, 'SIGKILL'));
  const base = `http://127.0.0.1:${port}`;
  for (const end = Date.now() + 180_000; Date.now() < end; await new Promise((r) => setTimeout(r, 250))) {
    if (child.exitCode !== null) throw new Error(`the instance exited with ${child.exitCode}:\n${stderr}`);
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { base, pid: child.pid, stop };
  }
  await stop();
  throw new Error(`${base} did not answer:\n${stderr}`);
}

/** One build measured: renders, then the mixed load. Returns its figures. */
async function measure(label, build) {
  return withDatabase(async (databaseUrl) => {
    const instance = await startInstance({ ...build, databaseUrl });
    const sample = async () => ({ rss: rssMb(instance.pid), heap: await heapMb(port + 1) });
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
results.this = await measure('this', { serverFile: 'dist/server.js' });

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
