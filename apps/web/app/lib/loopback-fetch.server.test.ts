import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loopbackFetch } from './loopback-fetch.server.js';

let server: http.Server;
let base = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/moved') return void res.writeHead(301, { location: '/json' }).end();
    if (req.url === '/empty') return void res.writeHead(204).end();
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk));
    req.on('end', () => {
      res.writeHead(req.url === '/missing' ? 404 : 200, 'Custom Status', {
        'content-type': 'application/json',
        'set-cookie': ['a=1', 'b=2'],
      });
      res.end(
        JSON.stringify({ method: req.method, auth: req.headers.authorization ?? null, body, url: req.url }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('loopbackFetch', () => {
  it('answers like fetch: status, status text, headers and body', async () => {
    const response = await loopbackFetch(`${base}/json?x=1`, {
      method: 'POST',
      headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    expect(response.ok).toBe(true);
    expect(response.statusText).toBe('Custom Status');
    expect(response.headers.get('set-cookie')).toBe('a=1, b=2');
    expect(await response.json()).toEqual({
      method: 'POST',
      auth: 'Bearer t',
      body: '{"a":1}',
      url: '/json?x=1',
    });
  });
  it('passes errors through and follows redirects', async () => {
    const missing = await loopbackFetch(`${base}/missing`);
    expect([missing.ok, missing.status]).toEqual([false, 404]);
    expect((await (await loopbackFetch(`${base}/moved`)).json()).url).toBe('/json');
    expect((await loopbackFetch(`${base}/empty`)).status).toBe(204);
  });
  it('rejects with a TypeError when the API cannot be reached, as fetch does', async () => {
    await expect(loopbackFetch('http://127.0.0.1:1/nothing')).rejects.toBeInstanceOf(TypeError);
  });
});
