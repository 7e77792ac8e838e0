// The production topology started on this machine (docs/production.md): a fresh PostgreSQL database,
// N instances of the built shop as the systemd unit runs them (deploy/systemd/consigne@.service), and
// nginx in front with deploy/nginx/consigne.conf rendered for the run (its own ports and paths, plain
// HTTP instead of TLS: every rule comes from the same files). Used by the topology test
// (scripts/test-topology.mjs) and the benchmarks (bench/topology.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { INSTANCE_ENV, INSTANCE_NODE_ARGS } from './instance-runtime.mjs';

export const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SITE = join(REPO, 'deploy/nginx/consigne.conf');
const RULES = join(REPO, 'deploy/nginx/consigne');
const CLIENT_BUILD = join(REPO, 'apps/web/build/client');
const SERVER_DIR = join(REPO, 'apps/server');
const MODULES = '/usr/lib/nginx/modules';

/** The PostgreSQL server the databases are created on (as scripts/test-api-postgres.mjs). */
export const adminDatabaseUrl =
  process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || 'postgres://root@127.0.0.1:5432/postgres';
export const redisUrl = process.env.TEST_REDIS_URL || process.env.REDIS_URL || 'redis://127.0.0.1:6379';
/** Shared by every instance, as production requires (at least 32 characters). */
export const TOPOLOGY_SECRET = 'topology-secret-topology-secret-0123456789';

/** True when a TCP connection to the URL's host and port opens within two seconds. */
export function reachable(url, defaultPort) {
  const { hostname, port } = new URL(url);
  return new Promise((done) => {
    const socket = net.connect({ host: hostname, port: Number(port || defaultPort) });
    const end = (ok) => {
      socket.destroy();
      done(ok);
    };
    socket.setTimeout(2000);
    socket.once('connect', () => end(true));
    socket.once('error', () => end(false));
    socket.once('timeout', () => end(false));
  });
}

/** nginx: NGINX, else on the PATH, else Debian's /usr/sbin/nginx (not on every user's PATH). */
const nginxBinary =
  process.env.NGINX ||
  (!spawnSync('nginx', ['-v']).error ? 'nginx' : existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : null);

/** Why the topology cannot run here (a one-line reason), or null when it can. */
export async function missingPrerequisite() {
  if (!nginxBinary) return 'nginx is not installed';
  for (const module of ['ngx_http_brotli_filter_module.so', 'ngx_http_brotli_static_module.so'])
    if (!existsSync(join(MODULES, module)))
      return `${MODULES}/${module} is missing (libnginx-mod-http-brotli-filter/-static)`;
  if (!(await reachable(adminDatabaseUrl, 5432)))
    return `PostgreSQL is not reachable at ${new URL(adminDatabaseUrl).host}`;
  if (!(await reachable(redisUrl, 6379))) return `Redis is not reachable at ${new URL(redisUrl).host}`;
  if (!existsSync(join(SERVER_DIR, 'dist/server.js')) || !existsSync(CLIENT_BUILD))
    return 'the shop is not built (npm run build)';
  return null;
}

/**
 * Renders deploy/nginx/consigne.conf for a run: every replacement must find its line, so the test
 * notices when the site file changes shape. Plain HTTP on `port`, unless `tls` ({cert, key}) is given.
 */
export function renderSite({
  port,
  redirectPort,
  internalPort,
  instancePorts,
  cacheDir,
  logDir,
  previousBuild,
  tls,
}) {
  let site = readFileSync(SITE, 'utf8');
  const replace = (pattern, by) => {
    if (!pattern.test(site)) throw new Error(`deploy/nginx/consigne.conf: no line matches ${pattern}`);
    site = site.replace(pattern, by);
  };
  replace(
    /(upstream consigne_app \{\n)(?:.*\n)*?(\s*keepalive)/,
    (_all, head, keepalive) =>
      head +
      instancePorts.map((p) => `    server 127.0.0.1:${p} max_fails=2 fail_timeout=10s;\n`).join('') +
      keepalive,
  );
  replace(/127\.0\.0\.1:8081/g, `127.0.0.1:${internalPort}`);
  replace(/proxy_cache_path \S+/, `proxy_cache_path ${cacheDir}`);
  replace(/\/etc\/nginx\/consigne\//g, `${RULES}/`);
  replace(/listen 80;\n\s*listen \[::\]:80;/, `listen 127.0.0.1:${redirectPort};`);
  if (tls) {
    replace(/listen 443 ssl http2;\n\s*listen \[::\]:443 ssl http2;/, `listen 127.0.0.1:${port} ssl http2;`);
    replace(/(ssl_certificate) \S+;/, `$1 ${tls.cert};`);
    replace(/(ssl_certificate_key) \S+;/, `$1 ${tls.key};`);
  } else {
    replace(/listen 443 ssl http2;\n\s*listen \[::\]:443 ssl http2;/, `listen 127.0.0.1:${port};`);
    replace(/^\s*ssl_.*\n/gm, '');
  }
  replace(/^(\s*root) \/srv\/consigne\/current\/apps\/web\/build\/client;/gm, `$1 ${CLIENT_BUILD};`);
  replace(/(set \$consigne_previous_build) \/srv\/consigne\/previous\/\S+;/, `$1 ${previousBuild};`);
  replace(/\/var\/log\/nginx\//g, `${logDir}/`);
  return site;
}

/**
 * The lines of /etc/nginx/nginx.conf that docs/production.md (nginx, Limits) has the operator set,
 * used as they are here: connections per worker (clients and upstreams alike), and the files a
 * worker may open (its connections, cache and temporary files, logs).
 */
export const NGINX_WORKER_CONNECTIONS = 16384;
export const NGINX_WORKER_RLIMIT_NOFILE = 32768;

function nginxMain({ sitePath, workers }) {
  return [
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    `worker_processes ${workers};`,
    `worker_rlimit_nofile ${NGINX_WORKER_RLIMIT_NOFILE};`,
    `load_module ${MODULES}/ngx_http_brotli_filter_module.so;`,
    `load_module ${MODULES}/ngx_http_brotli_static_module.so;`,
    `events { worker_connections ${NGINX_WORKER_CONNECTIONS}; }`,
    'http {',
    '    include /etc/nginx/mime.types;',
    '    default_type application/octet-stream;',
    '    sendfile on;',
    '    tcp_nopush on;',
    '    keepalive_requests 100000;',
    `    include ${sitePath};`,
    '}',
    '',
  ].join('\n');
}

/** An asset only the previous release has (startNginx puts it in the previous client build). */
export const PREVIOUS_ASSET = '/assets/previous-release.js';

/**
 * nginx with the site rendered for `ports` (its own prefix, logs and cache under `dir`); with `tls`
 * ({cert, key}) the public server keeps TLS and HTTP/2 on `ports.port`. Resolves once nginx -t passed.
 */
export function startNginx({ dir, ports, workers = 1, tls }) {
  mkdirSync(join(dir, 'logs'), { recursive: true });
  mkdirSync(join(dir, 'cache'), { recursive: true });
  // The previous release's client build: one asset of its own.
  const previousBuild = join(dir, 'previous');
  mkdirSync(join(previousBuild, 'assets'), { recursive: true });
  writeFileSync(join(previousBuild, PREVIOUS_ASSET), '// an asset of the previous release\n');
  const sitePath = join(dir, 'consigne.conf');
  writeFileSync(
    sitePath,
    renderSite({ ...ports, cacheDir: join(dir, 'cache'), logDir: join(dir, 'logs'), previousBuild, tls }),
  );
  const confPath = join(dir, 'nginx.conf');
  writeFileSync(confPath, nginxMain({ sitePath, workers }));
  const args = ['-p', dir, '-c', confPath, '-e', join(dir, 'logs/error.log')];
  const check = spawnSync(nginxBinary, [...args, '-t', '-q'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  const nginx = spawn(nginxBinary, [...args, '-g', `daemon off; pid ${join(dir, 'nginx.pid')};`], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  nginx.stderr.on('data', (chunk) => (errors += chunk));
  const exited = new Promise((done) => nginx.once('exit', done));
  return {
    pid: nginx.pid,
    errors: () => errors,
    /** False once nginx has exited (a port taken, a configuration error at start). */
    running: () => nginx.exitCode === null && nginx.signalCode === null,
    stop: async () => {
      if (nginx.exitCode === null) nginx.kill('SIGQUIT');
      await exited;
    },
  };
}

async function createDatabase() {
  const name = `consigne_topology_${randomBytes(5).toString('hex')}`;
  const admin = postgres(adminDatabaseUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(adminDatabaseUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** Thrown by a waitFor check: waiting longer cannot help (the process exited). */
class Gone extends Error {}

async function waitFor(check, what, ms, output = () => '') {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if (await check()) return;
    } catch (error) {
      if (error instanceof Gone) throw error;
      /* not yet */
    }
    await sleep(100);
  }
  throw new Error(`${what} not ready within ${ms} ms\n${output()}`);
}

/** One instance as the systemd unit starts it (`npm run serve`), in its own process group. */
function startInstance(port, env) {
  const child = spawn(
    process.execPath,
    [...INSTANCE_NODE_ARGS, '--import', '@consigne/web/react-router-production.mjs', 'dist/server.js'],
    { cwd: SERVER_DIR, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...INSTANCE_ENV, ...env } },
  );
  let output = '';
  const keep = (chunk) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((done) => child.once('exit', (code, signal) => done(code ?? signal)));
  return { port, url: `http://127.0.0.1:${port}`, child, exited, output: () => output };
}

async function stopInstance(instance, signal = 'SIGTERM') {
  if (instance.child.exitCode === null && instance.child.signalCode === null) {
    try {
      process.kill(-instance.child.pid, signal);
    } catch {
      /* gone */
    }
  }
  const killer = setTimeout(() => {
    try {
      process.kill(-instance.child.pid, 'SIGKILL');
    } catch {
      /* gone */
    }
  }, 30_000);
  const code = await instance.exited;
  clearTimeout(killer);
  return code;
}

/**
 * Starts the topology: a fresh database (dropped by stop()), `instances` instances at once on it
 * (they migrate and seed it under the database's advisory lock), nginx on `nginxPort` in front.
 * Ports used: nginxPort (public), +1 (the HTTP→HTTPS redirect), +2 (the internal compressing server),
 * +10… (the instances). `env` is added to the instances' environment.
 */
export async function startTopology({
  instances: count = 2,
  nginxPort = 4500,
  workers = 1,
  env = {},
  log = () => undefined,
} = {}) {
  const prefix = mkdtempSync(join(tmpdir(), 'consigne-topology-'));
  const ports = {
    port: nginxPort,
    redirectPort: nginxPort + 1,
    internalPort: nginxPort + 2,
    instancePorts: Array.from({ length: count }, (_, i) => nginxPort + 10 + i),
  };
  const url = `http://127.0.0.1:${nginxPort}`;
  const cleanups = [];
  // Interrupted (Ctrl-C, CI's timeout) or crashed: the detached instances and nginx must not outlive
  // the run.
  const onSignal = (signal) => void stop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  const onCrash = (error) => {
    console.error(error);
    void stop().finally(() => process.exit(1));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  process.once('uncaughtException', onCrash);
  process.once('unhandledRejection', onCrash);
  const stop = async () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    process.off('uncaughtException', onCrash);
    process.off('unhandledRejection', onCrash);
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error(`topology: stopping: ${error.message}`);
      }
    }
    cleanups.length = 0;
  };
  try {
    const database = await createDatabase();
    cleanups.push(() => database.drop());
    log(`database ${database.name}`);

    const started = performance.now();
    // One Redis prefix for the run: the instances share their counters, apart from other runs.
    const shared = {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      // A developer's .env stays out of the run.
      ENV_FILE: '',
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: `consigne-topology-${randomBytes(4).toString('hex')}:`,
      JWT_SECRET: TOPOLOGY_SECRET,
      PUBLIC_URL: url,
      TRUST_PROXY: 'loopback',
      SEED_DEMO: '1',
      MAIL_DEV_OUTBOX: '1',
      LOG_LEVEL: 'warn',
      DATA_DIR: join(prefix, 'data'),
      ...env,
    };
    const nodes = ports.instancePorts.map((port) =>
      startInstance(port, { ...shared, PORT: String(port), ...env }),
    );
    cleanups.push(() => Promise.all(nodes.map((node) => stopInstance(node))));

    const nginx = startNginx({ dir: prefix, ports, workers });
    cleanups.push(() => nginx.stop());

    await Promise.all(
      nodes.map((node) =>
        waitFor(
          async () => {
            if (node.child.exitCode !== null)
              throw new Gone(`instance on ${node.port} exited:\n${node.output()}`);
            return (await fetch(`${node.url}/api/health`)).ok;
          },
          `instance on ${node.port}`,
          120_000,
          node.output,
        ),
      ),
    );
    const instancesMs = Math.round(performance.now() - started);
    log(`${count} instances up in ${instancesMs} ms`);
    await waitFor(
      async () => {
        if (!nginx.running()) throw new Gone(`nginx exited:\n${nginx.errors()}`);
        return (await fetch(`${url}/api/health`)).ok;
      },
      'nginx',
      10_000,
      nginx.errors,
    );
    cleanups.push(() => rmSync(prefix, { recursive: true, force: true }));
    // The prefix goes last: its logs stay readable until every process has stopped.
    cleanups.unshift(cleanups.pop());
    return {
      url,
      redirectUrl: `http://127.0.0.1:${ports.redirectPort}`,
      ports,
      prefix,
      database,
      nodes,
      instancesMs,
      clientBuild: CLIENT_BUILD,
      /** nginx's master process (its workers are its children). */
      nginxPid: nginx.pid,
      /** The internal server's access log: one line per request an instance answered (upstream=…). */
      upstreamLog: () => readFileSync(join(prefix, 'logs/consigne.upstream.log'), 'utf8'),
      stopInstance,
      stop,
    };
  } catch (error) {
    await stop();
    rmSync(prefix, { recursive: true, force: true });
    throw error;
  }
}
