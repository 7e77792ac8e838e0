import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { alwaysAnswered } from './always-answered.js';

describe('alwaysAnswered', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((closed) => (server ? server.close(() => closed()) : closed())));

  /** A server whose every request runs `fail` inside alwaysAnswered; its logged errors. */
  async function serve(fail: (res: ServerResponse) => Promise<void>) {
    const logged: unknown[] = [];
    server = createServer((_req, res) => {
      void alwaysAnswered(res, { error: ({ err }) => logged.push(err) }, () => fail(res));
    });
    await new Promise<void>((listening) => server!.listen(0, '127.0.0.1', listening));
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, logged };
  }

  it('answers 500 when the handling throws before anything was sent, and logs the error', async () => {
    const { url, logged } = await serve(() => Promise.reject(new Error('no URL in //')));
    const res = await fetch(url);
    expect([res.status, res.headers.get('cache-control'), await res.text()]).toEqual([500, 'no-store', '']);
    expect(logged).toEqual([new Error('no URL in //')]);
  });

  it('cuts the connection when it throws mid-answer: the client sees a broken answer, not a wait', async () => {
    const { url, logged } = await serve(async (res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<html>');
      await new Promise((flushed) => setImmediate(flushed));
      throw new Error('failed while writing');
    });
    const res = await fetch(url);
    expect(res.status).toBe(200);
    await expect(res.text()).rejects.toThrow();
    expect(logged).toHaveLength(1);
  });
});
