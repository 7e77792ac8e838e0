import type { AddressInfo } from 'node:net';
import { buildHost, loadConfig, type App } from '@consigne/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_PROCESS_API, inProcessFetch } from './in-process-fetch.js';

/** The shop's own host (security headers and all) with routes that show what a call carried. */
async function host(): Promise<App> {
  const app = await buildHost({ config: loadConfig({ DATA_DIR: '/tmp/consigne-test-data' }), logger: false });
  app.get('/api/echo', (request, reply) =>
    reply
      .header('set-cookie', ['a=1; Path=/', 'b=2; Path=/; HttpOnly'])
      .send({ query: request.query, signed: request.headers['x-client'] ?? null, ip: request.ip }),
  );
  app.post('/api/echo', (request, reply) =>
    reply.code(201).send({ body: request.body, type: request.headers['content-type'] }),
  );
  app.delete('/api/nothing', (_request, reply) => reply.code(204).send());
  app.get('/api/refused', (_request, reply) => reply.code(401).send({ message: 'Unauthorized' }));
  await app.ready();
  return app;
}

describe('inProcessFetch: the API called without a socket', () => {
  let app: App;
  let apiFetch: typeof fetch;
  let overHttp: string;
  beforeAll(async () => {
    app = await host();
    apiFetch = inProcessFetch(app, IN_PROCESS_API);
    await app.listen({ port: 0, host: '127.0.0.1' });
    overHttp = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => app.close());

  it('gives the answer HTTP gives: status, headers (every Set-Cookie) and body', async () => {
    const path = '/api/echo?locale=fr&warehouseId=2';
    const init = { headers: { accept: 'application/json', 'x-client': 'signed-address' } };
    const [inProcess, http] = await Promise.all([
      apiFetch(`${IN_PROCESS_API}${path}`, init),
      fetch(`${overHttp}${path}`, init),
    ]);
    expect(inProcess.status).toBe(http.status);
    expect(inProcess.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/; HttpOnly']);
    expect(inProcess.headers.getSetCookie()).toEqual(http.headers.getSetCookie());
    expect(inProcess.headers.get('content-type')).toBe(http.headers.get('content-type'));
    expect(inProcess.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await inProcess.json()).toEqual({
      query: { locale: 'fr', warehouseId: '2' },
      signed: 'signed-address',
      ip: '127.0.0.1',
    });
  });

  it('sends a body with its method and headers, in any of fetch’s header forms', async () => {
    const res = await apiFetch(`${IN_PROCESS_API}/api/echo`, {
      method: 'POST',
      headers: new Headers({ 'content-type': 'application/json' }),
      body: JSON.stringify({ refresh_token: 'r' }),
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ body: { refresh_token: 'r' }, type: 'application/json' });
    const fromRequest = await apiFetch(
      new Request(`${IN_PROCESS_API}/api/echo`, {
        method: 'POST',
        headers: [['content-type', 'application/json']],
        body: '{"n":1}',
      }),
    );
    expect(await fromRequest.json()).toEqual({ body: { n: 1 }, type: 'application/json' });
  });

  it('keeps statuses without a body, and error answers, as they are', async () => {
    const none = await apiFetch(`${IN_PROCESS_API}/api/nothing`, { method: 'DELETE' });
    expect(none.status).toBe(204);
    expect(none.body).toBeNull();
    const refused = await apiFetch(new URL(`${IN_PROCESS_API}/api/refused`));
    expect(refused.status).toBe(401);
    expect(refused.ok).toBe(false);
    expect(await refused.json()).toEqual({ message: 'Unauthorized' });
  });

  it('sends a call to another origin over the network', async () => {
    const res = await apiFetch(`${overHttp}/api/echo?via=http`);
    expect(((await res.json()) as { query: unknown }).query).toEqual({ via: 'http' });
  });

  it('honours an aborted signal', async () => {
    await expect(
      apiFetch(`${IN_PROCESS_API}/api/echo`, { signal: AbortSignal.abort() }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });
});

it('fails as fetch does once the API has closed', async () => {
  const app = await host();
  const apiFetch = inProcessFetch(app, IN_PROCESS_API);
  expect((await apiFetch(`${IN_PROCESS_API}/api/echo`)).status).toBe(200);
  await app.close();
  await expect(apiFetch(`${IN_PROCESS_API}/api/echo`)).rejects.toThrow(new TypeError('fetch failed'));
});
