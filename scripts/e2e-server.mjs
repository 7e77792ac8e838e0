// The shop the end-to-end journeys run against (Playwright's webServer): on a fresh database of the
// PostgreSQL server when one answers (E2E_DATABASE_URL, else TEST_DATABASE_URL, else DATABASE_URL, else
// the local server on 127.0.0.1:5432), else on the embedded PGlite of DATA_DIR. E2E_EMBEDDED=1 forces
// the embedded one.
// Why a server: PGlite runs every query on the shop's one Node thread, and the journeys of three
// Playwright workers queue behind it; PostgreSQL answers from its own processes. The embedded database
// stays covered by the API tests' PGlite lane and by the journeys that start their own shop (shutdown,
// login throttle).
import { spawn } from 'node:child_process';
import { answers } from './answers.mjs';
import postgres from 'postgres';

const PREFIX = 'consigne_e2e_';

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

/** A fresh database named after this process; the ones of runs whose process is gone are dropped. */
async function freshDatabase(adminUrl) {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  const stale = await admin`select datname from pg_database where datname like ${`${PREFIX}%`}`;
  for (const { datname } of stale) {
    const pid = Number(datname.slice(PREFIX.length).split('_')[0]);
    if (!alive(pid)) await admin.unsafe(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  }
  const name = `${PREFIX}${process.pid}_${Date.now().toString(36)}`;
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
      await admin.end({ timeout: 2 });
    },
  };
}

const adminUrl =
  process.env.E2E_DATABASE_URL ||
  process.env.TEST_DATABASE_URL ||
  process.env.DATABASE_URL ||
  'postgres://root@127.0.0.1:5432/postgres';
const { hostname, port } = new URL(adminUrl);
const useServer = process.env.E2E_EMBEDDED !== '1' && (await answers(hostname, Number(port || 5432)));
const database = useServer ? await freshDatabase(adminUrl) : null;
console.log(
  database
    ? `e2e shop on PostgreSQL at ${hostname}:${port || 5432} (a fresh database)`
    : 'e2e shop on embedded PGlite',
);

// A developer's own .env (DATABASE_URL…) must not reach the test server: ENV_FILE= reads none.
const env = { ...process.env, ENV_FILE: '' };
if (database) env.DATABASE_URL = database.url;
else delete env.DATABASE_URL;
const shop = spawn('npm', ['run', 'serve'], { stdio: 'inherit', env });

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    shop.kill(signal);
  });
}
shop.once('exit', async (code, signal) => {
  await database?.drop();
  process.exit(code ?? (signal ? 1 : 0));
});
