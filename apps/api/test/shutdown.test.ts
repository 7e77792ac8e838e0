import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const port = 4400 + Math.floor(Math.random() * 500);

async function waitForHealth(url: string, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('API did not start');
}

describe('graceful shutdown', () => {
  it('on SIGTERM finishes in-flight requests, closes the database and exits 0', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: new URL('..', import.meta.url).pathname,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'consigne-shutdown-')),
        DATABASE_URL: '',
      },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    await waitForHealth(`http://127.0.0.1:${port}/api/health`, 60_000);
    // A slow, uncached call (a fuzzy search over a fresh database), connected before the signal.
    const inFlight = fetch(
      `http://127.0.0.1:${port}/api/products/cross-sell?limit=100&search=biere%20blonde%20bio`,
    );
    await new Promise((r) => setTimeout(r, 30));
    child.kill('SIGTERM');
    expect((await inFlight).status).toBe(200);
    expect(await exited).toBe(0);
  }, 90_000);
});
