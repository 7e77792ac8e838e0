// Hostile requests through nginx to the two instances (docs/security.md), for the topology test
// (scripts/test-topology.mjs): request targets that are no page, each answered at once with a 3xx to
// a path of the shop or a 4xx (`GET //` used to wait for nginx's 60 s timeout); and cookie headers
// that nginx's cache key and the page could read differently (case variants, duplicates, in both
// orders), after which no guest gets another warehouse's page from the micro-cache.
import net from 'node:net';

/** No answer within this is a request left hanging (nginx's own timeout is 60 s). */
const ANSWER_WITHIN_MS = 10_000;

/** The status, headers and body of the answer to `head` (bytes as sent), or a rejection. */
function exchangeFrom(port, head, localAddress) {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress });
    const chunks = [];
    const fail = (why) => {
      socket.destroy();
      reject(new Error(`${JSON.stringify(head.split('\r\n')[0])}: ${why}`));
    };
    socket.setTimeout(ANSWER_WITHIN_MS, () => fail(`no answer within ${ANSWER_WITHIN_MS} ms`));
    socket.on('error', (error) => fail(error.message));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => {
      const raw = Buffer.concat(chunks).toString('latin1');
      const end = raw.indexOf('\r\n\r\n');
      if (end < 0) return fail('closed without an answer');
      const [statusLine, ...lines] = raw.slice(0, end).split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers,
        body: Buffer.from(raw.slice(end + 4), 'latin1'),
      });
    });
    socket.write(head);
  });
}

/** A request's bytes; HTTP/1.0 for the pages whose body is read (no chunked encoding to undo). */
const requestHead = (target, headers = [], { method = 'GET', version = '1.1' } = {}) =>
  [`${method} ${target} HTTP/${version}`, 'Host: 127.0.0.1', ...headers, 'Connection: close', '', ''].join(
    '\r\n',
  );
const pageHead = (target, headers) => requestHead(target, headers, { version: '1.0' });

/** A Location that stays on the shop: a path with one leading slash, or the shop's own origin. */
const staysOnShop = (location, origin) =>
  /^\/(?![/\\])/.test(location) || location === origin || location.startsWith(`${origin}/`);

/** Targets no page has: each is sent to both instances (nginx balances in turn). */
const UNPARSABLE_TARGETS = [
  '//',
  '//evil.example',
  '//evil.example/fr/',
  '/\\evil.example',
  '/\\/evil.example',
  '%',
  '/%',
  'http://x/',
  'http://evil.example//evil.example',
  '/%00',
  '/fr/%E0%A4%A',
  '/fr/%zz',
  '/..//',
  '/fr/..//evil.example',
  '*',
];

/**
 * The guest listing's fingerprint: its products and their prices, which differ between warehouses
 * (a page's nonce and request id differ between renders, its catalogue does not), and how often it
 * says 'Session expirée' (once in its texts; twice on the page of a session just ended).
 */
function fingerprint(html) {
  const products = html.match(/href="\/fr\/p\/[^"]+"/g) ?? [];
  const prices = html.match(/data-testid="price"[^>]*>[^<]*/g) ?? [];
  const expired = html.match(/Session expirée/g) ?? [];
  return `${products.join(' ')}|${prices.map((p) => p.slice(p.indexOf('>') + 1)).join(' ')}|${expired.length}`;
}

/**
 * Hostile Cookie headers (one array per request: its Cookie lines) on warehouse_id and locale, and
 * private cookies written so that nginx's map misses them.
 */
const HOSTILE_COOKIES = [
  ['WAREHOUSE_ID=2; warehouse_id=1; locale=fr'],
  ['warehouse_id=1; WAREHOUSE_ID=2; locale=fr'],
  ['WAREHOUSE_ID=1; warehouse_id=2; locale=fr'],
  ['warehouse_id=2; WAREHOUSE_ID=1; locale=fr'],
  ['warehouse_id=2; warehouse_id=1; locale=fr'],
  ['warehouse_id=1; warehouse_id=2; locale=fr'],
  ['Warehouse_Id=2; locale=fr'],
  ['warehouse_id\t=2; locale=fr'],
  ['other=x,warehouse_id=2; locale=fr'],
  ['warehouse_id=%32; locale=fr'],
  ['locale=fr', 'WAREHOUSE_ID=2', 'warehouse_id=1'],
  ['warehouse_id=1', 'warehouse_id=2', 'locale=fr'],
  ['LOCALE=es; locale=fr; warehouse_id=2'],
  ['locale=fr; LOCALE=es; warehouse_id=1'],
  ['locale=es; locale=fr'],
  ['locale=fr; session_expired\t=1'],
  ['locale=fr; warehouse_id=2; SESSION_EXPIRED=1; session_expired =1'],
];

/** The guests whose pages must stay theirs: no warehouse, Lille's (1), Lyon's (2). */
const GUESTS = [
  { cookie: 'locale=fr' },
  { cookie: 'locale=fr; warehouse_id=1' },
  { cookie: 'locale=fr; warehouse_id=2' },
];

/**
 * Adds the checks to the topology test's run: `check(name, body)` and `expect`/`expectEqual` are
 * its runner's; `topology` the running topology (nginx at topology.url, instances topology.nodes);
 * `source()` the loopback address the running check sends from.
 */
export async function checkHostileRequests({ topology, check, expect, expectEqual, source }) {
  const port = Number(new URL(topology.url).port);
  // From the running check's own address (the runner's `source()`), so its requests are its own.
  const exchange = (to, head) => exchangeFrom(to, head, source());

  await check(
    'request targets that are no page: each answered at once by both instances, never sent off the shop',
    async () => {
      const logBefore = topology.upstreamLog().length;
      for (const target of UNPARSABLE_TARGETS)
        for (const method of ['GET', 'HEAD']) {
          for (let i = 0; i < 2; i++) {
            const answer = await exchange(port, requestHead(target, [], { method }));
            // nginx itself turns an absolute-form target into its path (`http://x/` → `/`): a page.
            const page = /^http:\/\/[^/]+\/$/.test(target) && answer.status === 200;
            expect(
              page || (answer.status >= 300 && answer.status < 500),
              `${method} ${target}: status ${answer.status} (${answer.body.toString().slice(0, 120)})`,
            );
            if (answer.headers.location !== undefined)
              expect(
                staysOnShop(answer.headers.location, topology.url),
                `${method} ${target}: Location ${answer.headers.location}`,
              );
          }
        }
      const upstreamErrors = topology
        .upstreamLog()
        .slice(logBefore)
        .split('\n')
        .filter((line) => /upstream_status=\S*5\d\d/.test(line));
      expectEqual(upstreamErrors, [], 'upstream failures in the internal log');
      const page = await exchange(port, pageHead('/fr/produits?after-targets=1'));
      expectEqual(page.status, 200, 'a page after them');
    },
  );

  await check('hostile cookie headers never put another warehouse’s page in the cache', async () => {
    // What each guest's page is, rendered by an instance itself (no cache between).
    const instance = Number(new URL(topology.nodes.at(-1).url).port);
    const truth = [];
    for (const guest of GUESTS) {
      const answer = await exchange(
        instance,
        pageHead('/fr/produits?fingerprint=1', [`Cookie: ${guest.cookie}`]),
      );
      expectEqual(answer.status, 200, `${guest.cookie}: status`);
      truth.push(fingerprint(answer.body.toString('utf8')));
    }
    expectEqual(new Set(truth).size, GUESTS.length, 'the three guests’ listings differ');
    for (const [i, cookies] of HOSTILE_COOKIES.entries()) {
      // A fresh URL per attack: the attacker is the first after each expiry, twice.
      const target = `/fr/produits?attack=${i}-${Date.now()}`;
      const attack = cookies.map((line) => `Cookie: ${line}`);
      for (let round = 0; round < 2; round++) {
        const answer = await exchange(port, pageHead(target, attack));
        expectEqual(answer.status, 200, `${JSON.stringify(cookies)}: status`);
      }
      for (const [g, guest] of GUESTS.entries()) {
        const answer = await exchange(port, pageHead(target, [`Cookie: ${guest.cookie}`]));
        expect(
          fingerprint(answer.body.toString('utf8')) === truth[g],
          `after ${JSON.stringify(cookies)}, the guest “${guest.cookie}” got another page (X-Cache-Status ${answer.headers['x-cache-status']})`,
        );
      }
    }
  });
}
