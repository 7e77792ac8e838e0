/** Test helpers: the server's entries started as real processes (split.test.ts, compression.test.ts). */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import { expect } from 'vitest';
import { storefrontBuildDir } from './storefront.js';

/** The storefront's server build (npm run build makes it; the unit tests may run before it). */
export function ensureStorefrontBuilt(): void {
  if (!existsSync(`${storefrontBuildDir()}server/index.js`))
    expect(spawnSync('npm', ['run', 'build', '-w', '@consigne/web'], { stdio: 'ignore' }).status).toBe(0);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
}

/** A process of its own group (stopped whole), started from a TypeScript entry through tsx. */
export async function start(
  cwd: string,
  entry: string,
  env: Record<string, string>,
  ready: string,
): Promise<Started> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const end = Date.now() + 180_000;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}:\n${output}`);
    const answered = await fetch(`${url}${ready}`).then(
      (res) => res.ok,
      () => false,
    );
    if (answered) return { child, url, output: () => output };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${entry} did not answer ${ready}:\n${output}`);
}

export function stop(started: Started | undefined): void {
  if (started?.child.pid && started.child.exitCode === null) process.kill(-started.child.pid, 'SIGKILL');
}

/**
 * A TCP proxy of the test's own in front of a real service (PostgreSQL, Redis, the API): `cut()`
 * resets every open connection and refuses new ones, as a server that went away does; `restore()`
 * accepts connections again on the same port. The service itself never knows.
 */
export interface CuttableProxy {
  port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function cuttableProxy(
  target: { host: string; port: number },
  port: number,
): Promise<CuttableProxy> {
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target);
    const drop = () => {
      for (const socket of [client, upstream]) {
        open.delete(socket);
        socket.destroy();
      }
    };
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('error', drop).on('close', drop);
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = () => new Promise<void>((listening) => server.listen(port, '127.0.0.1', listening));
  const stop = () => {
    const closed = new Promise<void>((done) => server.close(() => done()));
    for (const socket of open) socket.resetAndDestroy();
    open.clear();
    return closed;
  };
  await listen();
  return { port, cut: stop, restore: listen, close: stop };
}
