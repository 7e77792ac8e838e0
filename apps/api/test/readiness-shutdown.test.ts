/**
 * Readiness during the real graceful shutdown (bootstrap's listen): from the SIGTERM on,
 * /api/health/ready answers 503 while a request in flight still finishes, liveness stays 200, and the
 * process then exits 0.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { TEST_SECRET } from './app.js';

const apiRoot = new URL('..', import.meta.url).pathname;
const port = 4720 + Math.floor(Math.random() * 10);
const base = `http://127.0.0.1:${port}`;

const status = (path: string) =>
  fetch(`${base}${path}`).then(
    async (res) => ({ status: res.status, body: (await res.json()) as Record<string, unknown> }),
    () => ({ status: 0, body: {} }),
  );

// The process's shutdown path, whatever its database: run once, on the embedded one (its template dump).
describe.skipIf(process.env.TEST_DATABASE_URL)('readiness during the graceful shutdown', () => {
  let child: ChildProcess | undefined;
  let output = '';
  afterAll(() => {
    if (child?.pid && child.exitCode === null) process.kill(child.pid, 'SIGKILL');
  });

  it('is 503 from the SIGTERM on, while the request in flight finishes; then the process exits 0', async () => {
    child = spawn(process.execPath, ['--import', 'tsx', 'test/fixtures/slow-api.ts'], {
      cwd: apiRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PGLITE_DUMP: inject('pgliteDump'),
        JWT_SECRET: TEST_SECRET,
        DATA_DIR: '/tmp/consigne-test-data',
        DATABASE_URL: '',
        HOST: '127.0.0.1',
        PORT: String(port),
        SHUTDOWN_GRACE_SECONDS: '30',
      },
    });
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));

    const end = Date.now() + 60_000;
    while ((await status('/api/health/ready')).status !== 200) {
      expect(child.exitCode, output).toBeNull();
      expect(Date.now(), output).toBeLessThan(end);
      await new Promise((r) => setTimeout(r, 200));
    }

    let slowDone = false;
    const slow = fetch(`${base}/slow`).then(async (res) => {
      slowDone = true;
      return { status: res.status, body: await res.json() };
    });
    await new Promise((r) => setTimeout(r, 300));
    child.kill('SIGTERM');

    let ready = await status('/api/health/ready');
    for (let i = 0; i < 50 && ready.status === 200; i++) {
      await new Promise((r) => setTimeout(r, 100));
      ready = await status('/api/health/ready');
    }
    expect(ready).toMatchObject({ status: 503, body: { status: 'not_ready', shuttingDown: true } });
    expect(slowDone).toBe(false);
    expect((await status('/api/health/live')).status).toBe(200);

    expect((await status('/release')).status).toBe(200);
    expect(await slow).toEqual({ status: 200, body: { done: true } });
    expect(await exited, output).toBe(0);
  });
});
