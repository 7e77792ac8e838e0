/**
 * One built instance on a fresh PostgreSQL database, started as production starts it (the memory
 * benches: bench/memory.mjs, bench/memory-mixed.mjs). The database is created on the PostgreSQL server
 * of TEST_DATABASE_URL / DATABASE_URL (else postgres://root@127.0.0.1:5432/postgres) and dropped after.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { adminDatabaseUrl, REPO, TOPOLOGY_SECRET } from '../scripts/topology.mjs';

/**
 * Runs `run(databaseUrl)` on a database of its own, dropped afterwards; a copy of `template` when
 * given (a database already seeded, e.g. bench:scale's bench_scale_10k: no one may be connected to it).
 */
export async function withDatabase(run, template) {
  const name = `consigne_memory_${randomBytes(5).toString('hex')}`;
  const admin = postgres(adminDatabaseUrl, { max: 1, onnotice: () => undefined });
  if (template && !/^\w+$/.test(template)) throw new Error(`not a database name: ${template}`);
  await admin.unsafe(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(adminDatabaseUrl);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/**
 * One instance as the systemd unit runs it (`nodeArgs` and `env` as production sets them for the build
 * measured), on `databaseUrl`; resolves once it answers, with its base URL, pid, `stop` and the tail
 * of its output (`output`).
 */
export async function startInstance({ serverFile, webBuildDir, databaseUrl, port, nodeArgs = [], env = {} }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'consigne-memory-'));
  const child = spawn(
    process.execPath,
    [...nodeArgs, '--import', '@consigne/web/react-router-production.mjs', serverFile],
    {
      cwd: join(REPO, 'apps/server'),
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
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
        // The benches log the demo shopper in again and again: the per-account limit would answer 429.
        LOGIN_RATE_LIMIT: '100000',
        ...(webBuildDir ? { WEB_BUILD_DIR: webBuildDir } : {}),
        ...env,
      },
    },
  );
  let lines = '';
  // Its log lines (warnings and errors: LOG_LEVEL) and what it prints on a crash.
  const keep = (chunk) => (lines = (lines + chunk).slice(-5000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const stop = async () => {
    if (child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    await new Promise((done) => (child.exitCode === null ? child.once('exit', done) : done()));
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', () => child.exitCode === null && process.kill(-child.pid, 'SIGKILL'));
  const base = `http://127.0.0.1:${port}`;
  for (const end = Date.now() + 180_000; Date.now() < end; await new Promise((r) => setTimeout(r, 250))) {
    if (child.exitCode !== null) throw new Error(`the instance exited with ${child.exitCode}:\n${lines}`);
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { base, pid: child.pid, stop, output: () => lines };
  }
  await stop();
  throw new Error(`${base} did not answer:\n${lines}`);
}

/** The instance's V8 heap and external memory, in MB, from its metrics listener (NaN when absent). */
export async function v8Mb(metricsPort) {
  const text = await fetch(`http://127.0.0.1:${metricsPort}/metrics`).then(
    (r) => r.text(),
    () => '',
  );
  const read = (name) => {
    const found = new RegExp(`^${name} (\\S+)`, 'm').exec(text);
    return found ? Math.round(Number(found[1]) / 1048576) : NaN;
  };
  return {
    heap: read('nodejs_heap_size_used_bytes'),
    heapTotal: read('nodejs_heap_size_total_bytes'),
    external: read('nodejs_external_memory_bytes'),
  };
}
