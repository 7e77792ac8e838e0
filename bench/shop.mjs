/**
 * The built shop started by a bench script (bench/lighthouse.mjs, bench/compress.mjs): one
 * instance of `npm run serve` on the embedded database, in a process group of its own, stopped when
 * the script exits.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

/** Exits with the command to run when the shop is not built. */
export function requireBuild() {
  if (
    !existsSync(join(root, 'apps/server/dist/server.js')) ||
    !existsSync(join(root, 'apps/web/build/server'))
  ) {
    console.error('The shop is not built: run `npm run build` first.');
    process.exit(1);
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts one instance (on `port`, else PORT, else a free port; 0: a free port) with `env` added (COMPRESS, SEED_DEMO…);
 * resolves once /__version answers, with its URL and a stop function.
 */
export async function startBuiltShop(env, port = Number(process.env.PORT) || undefined) {
  requireBuild();
  const listenPort = port || (await freePort());
  let log = '';
  const child = spawn('npm', ['run', 'serve'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ENV_FILE: '', // not the developer's .env
      PORT: String(listenPort),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'consigne-bench-')),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const keep = (chunk) => (log = (log + chunk).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const stop = () => {
    if (child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  };
  process.on('exit', stop);
  const url = `http://127.0.0.1:${listenPort}`;
  for (const end = Date.now() + 180_000; Date.now() < end; await new Promise((r) => setTimeout(r, 250))) {
    if (child.exitCode !== null) throw new Error(`the shop exited with ${child.exitCode}:\n${log}`);
    const answered = await fetch(`${url}/__version`).then(
      (res) => res.ok,
      () => false,
    );
    if (answered) return { url, stop };
  }
  stop();
  throw new Error(`${url} did not answer:\n${log}`);
}
