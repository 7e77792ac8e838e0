// Runs the API integration tests against a PostgreSQL server: TEST_DATABASE_URL, else DATABASE_URL,
// else the local server on 127.0.0.1:5432 when one answers. Skips (exit 0, says so) when none is reachable.
import { spawnSync } from 'node:child_process';
import net from 'node:net';

const url =
  process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || 'postgres://root@127.0.0.1:5432/postgres';
const { hostname, port } = new URL(url);
const reachable = await new Promise((resolve) => {
  const socket = net.connect({ host: hostname, port: Number(port || 5432) });
  socket.setTimeout(2000);
  socket.once('connect', () => {
    socket.destroy();
    resolve(true);
  });
  socket.once('error', () => resolve(false));
  socket.once('timeout', () => {
    socket.destroy();
    resolve(false);
  });
});
if (!reachable) {
  console.log(`PostgreSQL not reachable at ${hostname}:${port || 5432}: API tests on a server skipped.`);
  process.exit(0);
}
console.log(`API integration tests against PostgreSQL at ${hostname}:${port || 5432}`);
const result = spawnSync('npx', ['vitest', 'run', '--root', 'apps/api'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url, VITEST_JSON: '../../test-results/api-postgres.json' },
});
process.exit(result.status ?? 1);
