/**
 * Requests a shop on the internet gets that no browser sends, sent as bytes to the one process
 * (the topology test sends them through nginx, scripts/topology-attacks-requests.mjs):
 * - request targets and Host headers that are no page (`GET //` was never answered: each such
 *   request waited for nginx's timeout) are answered at once, with a 3xx to a path of the shop
 *   or a 4xx;
 * - cookie headers that the cache's key (nginx reads cookie names in any case, the first of
 *   duplicates…) and the page would read differently make an answer no shared cache may store.
 */
import net from 'node:net';
import type { App } from '@consigne/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOneProcess } from './test-process.js';

interface Answer {
  status: number;
  headers: Record<string, string>;
}

/**
 * The status and headers of the answer to `head` (request line and headers, as bytes), or a
 * rejection when the connection closes without one or none comes in 20 s (a request left hanging).
 */
function exchange(port: number, head: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    const fail = (why: string) => {
      socket.destroy();
      reject(new Error(`${JSON.stringify(head.split('\r\n')[0])}: ${why}`));
    };
    socket.setTimeout(20_000, () => fail('no answer'));
    socket.on('error', (error) => fail(error.message));
    socket.on('close', () => fail('closed without an answer'));
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return;
      const [statusLine = '', ...lines] = received.slice(0, end).split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers });
      socket.destroy();
    });
    socket.write(head);
  });
}

const get = (target: string, headers: string[] = [], method = 'GET') =>
  [`${method} ${target} HTTP/1.1`, 'Host: 127.0.0.1', ...headers, 'Connection: close', '', ''].join('\r\n');

/** A Location no browser reads as another host: a path with one leading slash. */
const sameSite = (location: string) => /^\/(?![/\\])/.test(location);

let app: App;
let port: number;

beforeAll(async () => {
  let url: string;
  ({ app, url } = await startOneProcess());
  port = Number(new URL(url).port);
});
afterAll(async () => {
  await app?.close();
});

describe('request targets that are no page', () => {
  it.each([
    ['//', '/'],
    ['//?a=1', '/?a=1'],
    ['//evil.example', '/evil.example'],
    ['//evil.example/fr/', '/evil.example/fr/'],
    ['/\\evil.example', '/evil.example'],
    ['///\\evil.example/x?q=1', '/evil.example/x?q=1'],
  ])('%s is redirected to the same path with one slash (%s), on this host', async (target, location) => {
    for (const method of ['GET', 'HEAD', 'POST']) {
      const answer = await exchange(port, get(target, ['Content-Length: 0'], method));
      expect([method, answer.status, answer.headers.location]).toEqual([method, 301, location]);
    }
  });

  it.each(['/..//', '/%2e%2e//evil.example', '/fr/..//evil.example', 'http://evil.example/fr', '*'])(
    '%s is a 404',
    async (target) => {
      const answer = await exchange(port, get(target));
      expect(answer.status).toBe(404);
      expect(answer.headers.location).toBeUndefined();
    },
  );

  it.each(['%', '/%', '/fr/%E0%A4%A', '/fr/%zz', '/%00', '/fr/p/%C0'])(
    '%s is answered with a 4xx',
    async (target) => {
      const answer = await exchange(port, get(target));
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    },
  );

  it.each(['a b', '[', 'evil.example/x', 'user@evil.example', 'shop:99999'])(
    'a Host header that names no host (%s) is a 400',
    async (host) => {
      const answer = await exchange(port, `GET /fr HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      expect(answer.status).toBe(400);
    },
  );

  it('a page is still a page, and every Location it gives stays on the shop', async () => {
    expect((await exchange(port, get('/fr/produits'))).status).toBe(200);
    const redirected = await exchange(port, get('/produits'));
    expect(redirected.status).toBe(302);
    expect(sameSite(redirected.headers.location ?? '')).toBe(true);
  });
});

describe('cookies the cache key and the page could read differently', () => {
  /** nginx's statement of its key's cookies (deploy/nginx/consigne/public.conf). */
  const keyedOn = (warehouse: string, locale = 'fr') =>
    `X-Consigne-Cache-Cookies: warehouse_id=${warehouse}; locale=${locale}`;
  const cacheControl = async (headers: string[]) =>
    (await exchange(port, get('/fr/produits', headers))).headers['cache-control'];

  it('a guest page read from the values nginx keyed on may be stored', async () => {
    expect(await cacheControl(['Cookie: locale=fr; warehouse_id=2', keyedOn('2')])).toMatch(
      /^public, .*s-maxage=/,
    );
    expect(await cacheControl(['Cookie: locale=fr', keyedOn('')])).toMatch(/^public, .*s-maxage=/);
    // Without a proxy's statement (no shared cache in front, or a CDN keying on the whole header).
    expect(await cacheControl(['Cookie: locale=fr; warehouse_id=2'])).toMatch(/^public, .*s-maxage=/);
  });

  // The whole range of readings apart is in apps/web/app/lib/shared-cache.test.ts; here, one of each
  // kind through the real page: a case variant first, a tab before '=', a comma, two Cookie lines.
  it.each([
    { cookies: ['WAREHOUSE_ID=2; warehouse_id=1; locale=fr'], nginxReads: '2' },
    { cookies: ['warehouse_id=1; WAREHOUSE_ID=2; locale=fr'], nginxReads: '1' },
    { cookies: ['warehouse_id\t=2; locale=fr'], nginxReads: '' },
    { cookies: ['other=x,warehouse_id=2; locale=fr'], nginxReads: '2' },
    { cookies: ['locale=fr', 'WAREHOUSE_ID=2', 'warehouse_id=1'], nginxReads: '2' },
  ])('$cookies (nginx reads warehouse_id=$nginxReads) is never stored', async ({ cookies, nginxReads }) => {
    const headers = [...cookies.map((cookie) => `Cookie: ${cookie}`), keyedOn(nginxReads)];
    expect(await cacheControl(headers)).toBe('private, no-store');
  });

  it.each([
    ['LOCALE=es; locale=fr', 'es'],
    ['locale=fr; Locale=es', 'fr'],
  ])('%s (nginx reads locale=%s) is never stored', async (cookie, locale) => {
    expect(await cacheControl([`Cookie: ${cookie}`, keyedOn('', locale)])).toBe('private, no-store');
  });

  it.each(['session_expired\t=1', 'selected_address =%7B%7D'])(
    'a private cookie nginx does not see (%s) keeps the page private',
    async (cookie) => {
      expect(await cacheControl([`Cookie: locale=fr; ${cookie}`, keyedOn('')])).toBe('private, no-store');
    },
  );
});
