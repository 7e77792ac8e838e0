/**
 * What `npm start` and `npm run dev` share: reading `.env`, telling whether the build on disk was made
 * from the sources as they are, and building with one line of progress per step.
 *
 * Fresh or not is decided by content, not by dates: a hash of every file the build reads (the
 * storefront, the server and API sources, the workspace packages, the lockfile, the build scripts),
 * written to apps/server/dist/build-stamp.json after a build made here. A `git checkout` back and
 * forth, a deleted file or a new dependency changes it; editing a test or a doc does not. A build
 * made by hand (`npm run build`) writes no stamp: the next `npm start` builds once more.
 */
import { createHash } from 'node:crypto';
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const STAMP = join(ROOT, 'apps/server/dist/build-stamp.json');

/**
 * The repository's `.env` into process.env (a variable already set wins), as the server does
 * (apps/server/src/env-file.ts); ENV_FILE names another file, ENV_FILE= none.
 */
export function readEnvFile(env = process.env) {
  const file = env.ENV_FILE ?? join(ROOT, '.env');
  if (!file) return undefined;
  try {
    process.loadEnvFile(file);
    return file;
  } catch (error) {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  }
}

/** What the build reads; tests, docs and generated folders aside. */
export const BUILD_INPUTS = [
  'package-lock.json',
  'package.json',
  'tsconfig.base.json',
  'scripts/build-server.mjs',
  'scripts/precompress-assets.mjs',
  'apps/web',
  'apps/server/src',
  'apps/server/package.json',
  'apps/api/src',
  'apps/api/package.json',
  'packages/domain',
  'packages/contract',
  'packages/api-client',
];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.react-router', 'test', 'coverage']);
const isSkippedDir = (name) => SKIPPED_DIRS.has(name) || name.startsWith('build');
const isSkippedFile = (name) =>
  /\.test\.tsx?$/.test(name) || name.endsWith('.md') || name.endsWith('.tsbuildinfo');

function* files(path) {
  const entries = readdirSync(path, { withFileTypes: true });
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const full = join(path, entry.name);
    if (entry.isDirectory()) {
      if (!isSkippedDir(entry.name)) yield* files(full);
    } else if (!isSkippedFile(entry.name)) yield full;
  }
}

/** A hash of the build's inputs (paths and contents) and of the settings that change its output. */
export function sourceFingerprint(env = process.env) {
  const hash = createHash('sha256');
  hash.update(`WEB_BUILD_DIR=${env.WEB_BUILD_DIR ?? 'build'}\0`);
  for (const input of BUILD_INPUTS) {
    const path = join(ROOT, input);
    if (!existsSync(path)) continue;
    for (const file of statSync(path).isDirectory() ? files(path) : [path]) {
      hash.update(`${relative(ROOT, file)}\0`);
      hash.update(readFileSync(file));
      hash.update('\0');
    }
  }
  return hash.digest('hex');
}

/** The outputs `npm run serve` needs. */
export function buildOutputs(env = process.env) {
  return [
    join(ROOT, 'apps/server/dist/server.js'),
    join(ROOT, 'apps/web', env.WEB_BUILD_DIR ?? 'build', 'server/index.js'),
  ];
}

/** Why a build is needed, or undefined when the build on disk matches the sources. */
export function staleness(fingerprint, env = process.env) {
  if (!buildOutputs(env).every((file) => existsSync(file))) return 'no build yet';
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(STAMP, 'utf8'));
  } catch {
    return 'the build was not made by npm start';
  }
  return stamp.fingerprint === fingerprint ? undefined : 'the sources changed since the last build';
}

export function writeStamp(fingerprint) {
  writeFileSync(STAMP, `${JSON.stringify({ fingerprint, builtAt: new Date().toISOString() }, null, 2)}\n`);
}

export const BUILD_STEPS = [
  {
    title: 'storefront: client and server bundles (React Router, Vite), precompressed assets',
    command: ['npm', 'run', 'build', '--silent', '-w', '@consigne/web'],
  },
  {
    title: 'server: one JavaScript file that plain node runs (esbuild)',
    command: ['npm', 'run', 'build', '--silent', '-w', '@consigne/server'],
  },
];

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/**
 * Runs one command with its output kept aside (shown only if it fails), and a line that says what is
 * being done and for how long: at a terminal the time ticks on the same line.
 */
export function runStep(label, [command, ...args], { cwd = ROOT, out = process.stdout } = {}) {
  const started = Date.now();
  const tty = out.isTTY === true;
  out.write(tty ? `${label}…` : `${label}…\n`);
  const ticker = tty ? setInterval(() => out.write(`\r${label}… ${seconds(started)}`), 1000) : undefined;
  const output = [];
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      clearInterval(ticker);
      if (code === 0) {
        out.write(`${tty ? '\r\x1b[K' : ''}${label}: done in ${seconds(started)}\n`);
        resolve();
      } else {
        out.write(`${tty ? '\r\x1b[K' : ''}${label}: FAILED after ${seconds(started)}\n`);
        process.stderr.write(Buffer.concat(output));
        reject(new Error(`${[command, ...args].join(' ')} exited with ${code}`));
      }
    });
  });
}

/** Builds (every step, in order) and stamps the build with the sources' fingerprint. */
export async function build(fingerprint, steps = BUILD_STEPS) {
  for (const [i, step] of steps.entries())
    await runStep(`[${i + 1}/${steps.length}] ${step.title}`, step.command);
  writeStamp(fingerprint);
}
