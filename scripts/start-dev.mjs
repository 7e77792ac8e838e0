/**
 * `npm run dev`: the shop from its TypeScript sources (tsx, NODE_ENV=development), rebuilt and
 * restarted as files change:
 * - the storefront or a workspace package (apps/web, packages/*): the storefront is built again
 *   (about 30 s), then the server restarts on the new build: reload the page to see it;
 * - the API or the server (apps/api/src, apps/server/src): the server restarts (a few seconds).
 * Tests, docs and generated folders are not watched.
 *
 * Why a build and not Vite's dev server (HMR): the browser runs Preact, the server React
 * (docs/adr/0002-preact-client-runtime.md), and every page carries a strict CSP with nonces; Vite's
 * dev server would serve the browser another runtime and inline scripts the CSP refuses, so what
 * you saw in development would not be what production serves.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync, watch } from 'node:fs';
import { join, relative } from 'node:path';
import {
  BUILD_STEPS,
  build,
  readEnvFile,
  ROOT,
  runStep,
  sourceFingerprint,
  staleness,
} from './start-build.mjs';

readEnvFile();
const fingerprint = sourceFingerprint();
const why = staleness(fingerprint);
if (why) {
  console.log(`building the shop first (${why})`);
  await build(fingerprint);
}

const WATCHED = {
  storefront: [
    'apps/web/app',
    'apps/web/public',
    'packages/domain/src',
    'packages/contract/src',
    'packages/api-client/src',
  ],
  server: ['apps/api/src', 'apps/server/src'],
};
/** Tests, generated folders, and editors' and sed's temporary files. */
const ignored = (file) =>
  /\.test\.tsx?$|(^|\/)(\.react-router|node_modules)(\/|$)|~$|\.sw.$|(^|\/)(sed[A-Za-z0-9]{6}|4913|\.#.*)$/.test(
    file,
  );

let server;
function startServer() {
  server = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: join(ROOT, 'apps/server'),
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development' },
  });
}

/** Stops the server: it drains as in production; a development restart waits 3 s at most. */
function stopServer() {
  const stopping = server;
  if (!stopping || stopping.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => stopping.kill('SIGKILL'), 3000);
    stopping.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    stopping.kill('SIGTERM');
  });
}

const pending = new Set();
let timer;
let busy = false;

async function rebuild() {
  if (busy) return;
  busy = true;
  while (pending.size) {
    const kinds = new Set(pending);
    pending.clear();
    if (kinds.has('storefront')) {
      try {
        await runStep('storefront changed: building it again', BUILD_STEPS[0].command);
      } catch {
        console.log('the storefront did not build: fix the error above, the server keeps the last build');
        continue;
      }
    }
    await stopServer();
    console.log(
      kinds.has('storefront') ? 'restarting on the new build: reload the page' : 'restarting the server',
    );
    startServer();
  }
  busy = false;
}

/**
 * Watches every directory under `dir`, each on its own (new ones as they appear). Not fs.watch's
 * `recursive`: on Linux it follows each file's inode, and loses a file an editor (or sed -i, or git)
 * replaces by renaming another over it; a directory's watch sees every name in it change.
 */
/** Each watched directory's watcher, so that a directory removed and made again is watched anew. */
const watchers = new Map();
function watchTree(dir, onChange) {
  if (watchers.has(dir)) return;
  let watcher;
  try {
    watcher = watch(dir, (_event, name) => {
      if (!name) return;
      const path = join(dir, name);
      if (!existsSync(path)) unwatch(path);
      else if (statSync(path).isDirectory() && !ignored(name)) watchTree(path, onChange);
      onChange(relative(ROOT, path));
    });
  } catch {
    return; // gone already
  }
  watchers.set(dir, watcher);
  watcher.on('error', () => unwatch(dir));
  for (const entry of readdirSync(dir, { withFileTypes: true }))
    if (entry.isDirectory() && !ignored(entry.name)) watchTree(join(dir, entry.name), onChange);
}

/** Stops watching `dir` and what was under it. */
function unwatch(dir) {
  for (const [path, watcher] of watchers)
    if (path === dir || path.startsWith(`${dir}/`)) {
      watcher.close();
      watchers.delete(path);
    }
}

for (const [kind, dirs] of Object.entries(WATCHED))
  for (const dir of dirs)
    watchTree(join(ROOT, dir), (file) => {
      if (ignored(file)) return;
      if (!pending.size) console.log(`${file} changed`);
      pending.add(kind);
      clearTimeout(timer);
      timer = setTimeout(rebuild, 300);
    });

startServer();
console.log('watching apps/web, packages/*/src, apps/api/src and apps/server/src (Ctrl-C stops)');
// Ctrl-C reaches the server too (same process group); once it has exited, so do we.
process.on('SIGINT', () => {
  if (!server || server.exitCode !== null) process.exit(0);
  server.once('exit', () => process.exit(0));
});
process.on('SIGTERM', () => stopServer().then(() => process.exit(0)));
