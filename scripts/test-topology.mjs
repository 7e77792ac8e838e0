// The topology test (ADR 0010): two built instances on a fresh PostgreSQL database and Redis,
// behind nginx configured by deploy/nginx (scripts/topology.mjs), and a shopper's journey through nginx
// with real requests: the guest pages' micro-cache and its compressed variants, the assets, login,
// cart, slot, checkout and logout; then the checks of several instances through the proxy.
// Skips (exit 0, one line) when nginx, PostgreSQL, Redis or the build is missing.
// Writes test-results/topology.json ({passed, failed, tests: [{name, ok, ms, error?}]}).
// Usage: npm run test:topology   (after npm run build)   [TOPOLOGY_PORT=4500: ports 4500…4512;
// TOPOLOGY_BROWSER=0 leaves out the Chromium journey (CHROMIUM_PATH, default /usr/bin/chromium)]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import postgres from 'postgres';
import {
  missingPrerequisite,
  PREVIOUS_ASSET,
  reachable,
  REPO,
  startNginx,
  startTopology,
} from './topology.mjs';
import { checkAttackLimits } from './topology-attacks-limits.mjs';

import { checkHostileRequests } from './topology-attacks-requests.mjs';

const REUSE_SECONDS = 2;
const LOGIN_LIMIT = 10;
const DEMO = { username: 'demo@example.com', password: 'consigne-demo' };

const missing = await missingPrerequisite();
if (missing) {
  console.log(`Topology test skipped: ${missing}.`);
  process.exit(0);
}

const began = performance.now();
/** Writes test-results/topology.json (read by scripts/test-summary.mjs) and prints the counts. */
function report(results) {
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  mkdirSync(join(REPO, 'test-results'), { recursive: true });
  writeFileSync(
    join(REPO, 'test-results/topology.json'),
    `${JSON.stringify({ passed, failed, tests: results }, null, 2)}\n`,
  );
  console.log(
    `Topology: ${passed} passed, ${failed} failed in ${((performance.now() - began) / 1000).toFixed(1)} s`,
  );
  return failed;
}

let topology;
try {
  topology = await startTopology({
    instances: 2,
    nginxPort: Number(process.env.TOPOLOGY_PORT || 4500),
    env: { REFRESH_REUSE_SECONDS: String(REUSE_SECONDS), LOGIN_RATE_LIMIT: String(LOGIN_LIMIT) },
    log: (line) => console.log(`topology: ${line}`),
  });
} catch (error) {
  const ms = Math.round(performance.now() - began);
  console.log(`  ✗ the topology starts\n      ${error.message.split('\n').join('\n      ')}`);
  report([{ name: 'the topology starts', ok: false, ms, error: error.message }]);
  process.exit(1);
}
const base = topology.url;

// ---------------------------------------------------------------------------------------------
// HTTP with the bytes as sent (no decompression), keep-alive, and a cookie jar per shopper.

// Each check sends from its own loopback address (any 127/8 source reaches nginx on 127.0.0.1), so
// nginx's and the API's per-address limits see every check as a new client: a fast machine sending
// one check's requests back to back never spends the next check's allowance. 127.0.0.1 is left to
// Chromium (whose source the kernel chooses) and 127.0.0.2 to the attackers of the limits' checks.
let checkNumber = 0;
let source = '127.0.0.10';
const nextSource = () => `127.0.${10 + Math.floor(checkNumber / 200)}.${(checkNumber++ % 200) + 10}`;
const agents = new Map();
function agentFrom(address) {
  if (!agents.has(address))
    agents.set(address, new http.Agent({ keepAlive: true, maxSockets: 4, localAddress: address }));
  return agents.get(address);
}

function request(path, { method = 'GET', headers = {}, body, jar, origin = base } = {}) {
  const url = new URL(path, origin);
  const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  const sent = {
    ...(payload !== undefined && typeof body !== 'string' ? { 'content-type': 'application/json' } : {}),
    ...(jar?.header() ? { cookie: jar.header() } : {}),
    ...headers,
  };
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers: sent, agent: agentFrom(source) }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const answer = { status: res.statusCode, headers: res.headers, raw: Buffer.concat(chunks) };
        jar?.take(res.headers['set-cookie']);
        resolve(answer);
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

/** The body as text, decompressed as its Content-Encoding says. */
function text(answer) {
  const encoding = answer.headers['content-encoding'];
  const bytes =
    encoding === 'br'
      ? brotliDecompressSync(answer.raw)
      : encoding === 'gzip'
        ? gunzipSync(answer.raw)
        : answer.raw;
  return bytes.toString('utf8');
}
const json = (answer) => JSON.parse(text(answer));

class Jar {
  cookies = new Map();
  constructor(initial = {}) {
    for (const [name, value] of Object.entries(initial)) this.cookies.set(name, value);
  }
  take(setCookies = []) {
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

// ---------------------------------------------------------------------------------------------
// A minimal runner: named checks in order, each timed; a failure is recorded and the run goes on.

const results = [];
async function check(name, body) {
  source = nextSource();
  const started = performance.now();
  try {
    await body();
    results.push({ name, ok: true, ms: Math.round(performance.now() - started) });
    console.log(`  ✓ ${name}`);
  } catch (error) {
    results.push({ name, ok: false, ms: Math.round(performance.now() - started), error: error.message });
    console.log(`  ✗ ${name}\n      ${error.message.split('\n').join('\n      ')}`);
  }
}
function expect(condition, message) {
  if (!condition) throw new Error(message);
}
function expectEqual(actual, expected, what) {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) throw new Error(`${what}: expected ${e}, got ${a}`);
}
const cacheStatus = (answer) => answer.headers['x-cache-status'];
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
/** The instance (host:port) that answered the request of this X-Request-Id, from the internal log. */
function upstreamOf(answer) {
  const id = answer.headers['x-request-id'];
  const line = topology
    .upstreamLog()
    .split('\n')
    .find((l) => l.includes(`id=${id} `));
  return line?.match(/upstream=(\S+)/)?.[1];
}

// ---------------------------------------------------------------------------------------------

const guest = new Jar();
const br = { 'accept-encoding': 'gzip, deflate, br' };
const gzip = { 'accept-encoding': 'gzip, deflate' };
let demoName = '';
const shopper = new Jar();
let assetPath = '';

try {
  console.log(`Topology test: nginx on ${base}, instances ${topology.nodes.map((n) => n.port).join(', ')}`);

  await check('both instances started at once on the empty database: migrated and seeded once', async () => {
    const sql = postgres(topology.database.url, { max: 1, onnotice: () => undefined });
    try {
      const journal = JSON.parse(
        readFileSync(join(REPO, 'apps/api/src/db/migrations/meta/_journal.json'), 'utf8'),
      );
      const [migrations] = await sql`select count(*)::int as n from drizzle.__drizzle_migrations`;
      expectEqual(migrations.n, journal.entries.length, 'migrations applied');
      const [runs] = await sql`select count(*)::int as n, count(distinct part)::int as parts from seed_runs`;
      expectEqual(runs.n, runs.parts, 'seed parts run (each once)');
      const [warehouses] =
        await sql`select count(*)::int as n, count(distinct key)::int as keys from warehouses`;
      expectEqual(warehouses.n, warehouses.keys, 'warehouses (each once)');
      const demo = await sql`select firstname from users where email = ${DEMO.username}`;
      expectEqual(demo.length, 1, 'demo accounts (SEED_DEMO=1)');
      demoName = demo[0].firstname;
    } finally {
      await sql.end();
    }
  });

  await check('plain HTTP redirects to HTTPS', async () => {
    const answer = await request('/fr/produits?x=1', { origin: topology.redirectUrl });
    expectEqual(answer.status, 301, 'status');
    expect(/^https:\/\/[^/]+\/fr\/produits\?x=1$/.test(answer.headers.location), answer.headers.location);
  });

  await check('the production site as shipped: TLS and HTTP/2 on the public server', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'consigne-topology-tls-'));
    try {
      const cert = join(dir, 'cert.pem');
      const key = join(dir, 'key.pem');
      const self = spawnSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'ec',
          '-pkeyopt',
          'ec_paramgen_curve:prime256v1',
          '-nodes',
          '-days',
          '1',
          '-subj',
          '/CN=127.0.0.1',
          '-keyout',
          key,
          '-out',
          cert,
        ],
        { encoding: 'utf8' },
      );
      expect(!self.error && self.status === 0, `openssl: ${self.error?.message ?? self.stderr}`);
      const port = topology.ports.port + 5;
      const nginx = startNginx({
        dir,
        ports: { ...topology.ports, port, redirectPort: port + 1, internalPort: port + 2 },
        tls: { cert, key },
      });
      try {
        for (let i = 0; i < 100 && !(await reachable(`https://127.0.0.1:${port}`)); i++) await sleep(50);
        const session = http2.connect(`https://127.0.0.1:${port}`, {
          rejectUnauthorized: false,
          localAddress: source,
        });
        const failed = new Promise((_, reject) => session.once('error', reject));
        failed.catch(() => undefined);
        try {
          const get = (path) =>
            new Promise((resolve, reject) => {
              const stream = session.request({ ':path': path, 'accept-encoding': 'br', cookie: 'locale=fr' });
              stream.on('response', (headers) => {
                stream.resume();
                stream.on('end', () => resolve(headers));
              });
              stream.on('error', reject);
            });
          const answers = [];
          for (let i = 0; i < 2; i++) answers.push(await Promise.race([get('/fr/produits'), failed]));
          expectEqual(session.alpnProtocol, 'h2', 'ALPN');
          expectEqual(
            answers.map((h) => [h[':status'], h['content-encoding']]),
            [
              [200, 'br'],
              [200, 'br'],
            ],
            'status and encoding',
          );
          expect(answers[1]['x-cache-status'] === 'HIT', `second answer ${answers[1]['x-cache-status']}`);
          expect(answers[1]['strict-transport-security'], 'the app sends Strict-Transport-Security');
        } finally {
          session.close();
        }
      } finally {
        await nginx.stop();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  await check(
    'an address without its locale sends each visitor to their own language, never a cached one',
    async () => {
      // Two instances behind the cache: the redirect depends on the cookie and Accept-Language, so
      // a stored answer would send a Fleming to the Spanish shop.
      const spanish = await request('/produits', {
        jar: new Jar(),
        headers: { 'accept-language': 'es-ES,es;q=0.9' },
      });
      const fleming = await request('/produits', {
        jar: new Jar(),
        headers: { 'accept-language': 'nl-BE,nl;q=0.9' },
      });
      const chosen = new Jar();
      chosen.cookies.set('locale', 'fr');
      const french = await request('/produits', { jar: chosen, headers: { 'accept-language': 'es' } });
      expectEqual(
        [spanish, fleming, french].map((answer) => [answer.status, answer.headers.location]),
        [
          [302, '/es/produits'],
          [302, '/nl-BE/produits'],
          [302, '/fr/produits'],
        ],
        'redirects',
      );
      for (const answer of [spanish, fleming, french]) {
        expect(cacheStatus(answer) !== 'HIT', 'a redirect is never served from the cache');
        expect(
          /cookie/i.test(answer.headers.vary) && /accept-language/i.test(answer.headers.vary),
          'Vary: Cookie, Accept-Language',
        );
      }
    },
  );

  await check('a guest listing is served from the cache on the second hit, brotli-compressed', async () => {
    // The first page sets the locale cookie (a Set-Cookie answer is never stored), as in a browser.
    const home = await request('/fr', { jar: guest, headers: br });
    expectEqual(home.status, 200, '/fr status');
    expect(guest.cookies.get('locale') === 'fr', 'the locale cookie is set');
    const first = await request('/fr/produits', { jar: guest, headers: br });
    const second = await request('/fr/produits', { jar: guest, headers: br });
    expectEqual([first.status, second.status], [200, 200], 'statuses');
    expectEqual([cacheStatus(first), cacheStatus(second)], ['MISS', 'HIT'], 'X-Cache-Status');
    expectEqual(second.headers['content-encoding'], 'br', 'Content-Encoding');
    expect(/s-maxage=\d+/.test(second.headers['cache-control']), 'the app’s Cache-Control passes on');
    expect(String(second.headers.vary).includes('Accept-Encoding'), 'Vary: Accept-Encoding');
    expect(first.raw.equals(second.raw), 'the hit is the stored answer, byte for byte');
    const html = text(second);
    expect(html.includes('<html') && html.includes('</html>'), 'a whole page');
    // The stylesheet is inlined (ADR 0011): the page's JavaScript modules are its assets.
    assetPath = html.match(/\/assets\/[\w.-]+\.js/)?.[0] ?? '';
    expect(first.headers['x-request-id'] !== second.headers['x-request-id'], 'a request id per request');
  });

  await check('gzip and uncompressed variants are cached apart, each compressed once', async () => {
    const a = await request('/fr/produits', { jar: guest, headers: gzip });
    const b = await request('/fr/produits', { jar: guest, headers: gzip });
    expectEqual([cacheStatus(a), cacheStatus(b)], ['MISS', 'HIT'], 'gzip X-Cache-Status');
    expectEqual(b.headers['content-encoding'], 'gzip', 'gzip Content-Encoding');
    expect(text(b).includes('</html>'), 'gzip: a whole page');
    const c = await request('/fr/produits', { jar: guest });
    const d = await request('/fr/produits', { jar: guest });
    expectEqual([cacheStatus(c), cacheStatus(d)], ['MISS', 'HIT'], 'identity X-Cache-Status');
    expectEqual(d.headers['content-encoding'], undefined, 'identity Content-Encoding');
    expect(d.raw.length > b.raw.length * 3, `uncompressed ${d.raw.length} B vs gzip ${b.raw.length} B`);
  });

  await check('the guest’s warehouse cookie is part of the cache key', async () => {
    const other = new Jar({ locale: 'fr', warehouse_id: '2' });
    const a = await request('/fr/produits', { jar: other, headers: br });
    const b = await request('/fr/produits', { jar: other, headers: br });
    expectEqual([cacheStatus(a), cacheStatus(b)], ['MISS', 'HIT'], 'X-Cache-Status');
  });

  await check(
    'assets come from nginx with immutable caching, precompressed when the build has .br/.gz, the previous release’s too',
    async () => {
      expect(assetPath, 'the page links a JavaScript module under /assets/');
      const file = join(topology.clientBuild, assetPath);
      for (const [encoding, headers, suffix] of [
        ['br', br, '.br'],
        ['gzip', gzip, '.gz'],
      ]) {
        const answer = await request(assetPath, { headers });
        expectEqual(answer.status, 200, `${encoding} status`);
        expectEqual(
          answer.headers['cache-control'],
          'public, max-age=31536000, immutable',
          `${encoding} Cache-Control`,
        );
        expectEqual(answer.headers['x-request-id'], undefined, `${encoding}: not proxied to an instance`);
        expectEqual(answer.headers['content-encoding'], encoding, `${encoding} Content-Encoding`);
        if (existsSync(file + suffix))
          expectEqual(
            answer.raw.length,
            statSync(file + suffix).size,
            `${encoding}: the build's ${suffix} file`,
          );
      }
      const plain = await request(assetPath);
      expectEqual(plain.raw.length, statSync(file).size, 'uncompressed: the file itself');
      const previous = await request(PREVIOUS_ASSET);
      expectEqual(
        [previous.status, previous.headers['cache-control']],
        [200, 'public, max-age=31536000, immutable'],
        'an asset of the previous release',
      );
      expectEqual((await request('/assets/nowhere-0123.js')).status, 404, 'an asset of no release');
      const favicon = await request('/favicon.svg');
      expectEqual([favicon.status, favicon.headers['x-request-id']], [200, undefined], 'favicon from disk');
    },
  );

  await check('login through the storefront’s form', async () => {
    shopper.cookies.set('locale', 'fr');
    const form = new URLSearchParams({ ...DEMO, redirect: '/fr/cart' }).toString();
    const answer = await request('/fr/login', {
      method: 'POST',
      jar: shopper,
      body: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
    });
    expectEqual([answer.status, answer.headers.location], [302, '/fr/cart'], 'redirect');
    expect(shopper.cookies.has('access_token') && shopper.cookies.has('refresh_token'), 'session cookies');
    const cart = await request('/fr/cart', { jar: shopper, headers: br });
    expectEqual(cart.status, 200, '/fr/cart status');
  });

  await check(
    'a request with the session cookie is never a cache hit and never gets a guest’s page',
    async () => {
      expect(demoName, 'the demo shopper’s first name');
      // The guest's page is in the cache (previous checks); the shopper's requests for it bypass it.
      for (let i = 0; i < 2; i++) {
        const answer = await request('/fr/produits', { jar: shopper, headers: br });
        expectEqual([answer.status, cacheStatus(answer)], [200, 'BYPASS'], `shopper's request ${i + 1}`);
        expect(/private|no-store/.test(answer.headers['cache-control']), 'a private answer');
        expect(text(answer).includes(demoName), `the page is the shopper's (${demoName})`);
      }
      // …and the guests' cached page holds none of it.
      const cached = await request('/fr/produits', { jar: guest, headers: br });
      expectEqual(cacheStatus(cached), 'HIT', 'guest X-Cache-Status');
      expect(!text(cached).includes(demoName), 'the cached page names nobody');
      // A bearer token bypasses too (the API's public catalogue answers are cacheable).
      const login = json(await request('/api/login_check', { method: 'POST', body: DEMO }));
      const api = await request('/api/products/cross-sell?limit=4', {
        headers: { authorization: `Bearer ${login.token}` },
      });
      expectEqual([api.status, cacheStatus(api)], [200, 'BYPASS'], 'bearer request');
    },
  );

  const apiHeaders = { origin: base, ...br };
  await check('cart: PATCH /api/user/cart with the session cookie', async () => {
    const list = json(
      await request('/api/products/cross-sell?locale=fr_FR&limit=24', { jar: shopper, headers: br }),
    );
    // Lines until the cart can be ordered (the warehouse's minimum order).
    let cart = { isValidable: false };
    for (const entry of list.products.filter((p) => p.isAvailable && p.maxOrderable > 0).slice(0, 8)) {
      const answer = await request('/api/user/cart?locale=fr_FR', {
        method: 'PATCH',
        jar: shopper,
        headers: apiHeaders,
        body: { product_warehouse_id: entry.id, quantity: Math.min(entry.maxOrderable, 6) },
      });
      expectEqual(answer.status, 200, `PATCH status (${text(answer).slice(0, 200)})`);
      expect(cacheStatus(answer) === undefined, 'a PATCH never touches the cache');
      cart = json(answer);
      if (cart.isValidable) break;
    }
    expect(cart.isValidable, 'the cart can be ordered');
  });

  await check('slot: the shopper selects a delivery slot', async () => {
    const groups = json(await request('/api/slots?locale=fr_FR', { jar: shopper, headers: br }));
    const slot = groups.flatMap((g) => g.slots).find((s) => !s.isFull);
    expect(slot, 'a slot with room');
    const answer = await request(`/api/user/select/slot/${slot.id}?locale=fr_FR`, {
      method: 'POST',
      jar: shopper,
      headers: apiHeaders,
      body: {},
    });
    expectEqual(answer.status, 200, `select status (${text(answer).slice(0, 200)})`);
  });

  await check('checkout: the order is placed and listed', async () => {
    const answer = await request('/api/orders', {
      method: 'POST',
      jar: shopper,
      headers: { ...apiHeaders, 'idempotency-key': `topology-${Date.now()}` },
      body: { paymentMethod: 'offline', acceptTerms: true, adultDeclared: true, locale: 'fr_FR' },
    });
    expectEqual(answer.status, 201, `POST /api/orders (${text(answer).slice(0, 300)})`);
    const { orderId } = json(answer);
    const order = await request(`/api/orders/${orderId}?locale=fr_FR`, { jar: shopper, headers: br });
    expectEqual(order.status, 200, 'GET the order');
    const page = await request(`/fr/commande/confirmation/${orderId}`, { jar: shopper, headers: br });
    expectEqual([page.status, cacheStatus(page)], [200, 'BYPASS'], 'confirmation page');
  });

  await check('logout ends the session; the shopper is a guest served from the cache again', async () => {
    const refreshToken = shopper.cookies.get('refresh_token');
    const answer = await request('/fr/logout', { method: 'POST', jar: shopper, headers: { origin: base } });
    expectEqual(answer.status, 302, 'logout status');
    expect(!shopper.cookies.has('access_token') && !shopper.cookies.has('refresh_token'), 'cookies cleared');
    const replay = await request('/api/token/refresh', {
      method: 'POST',
      body: { refresh_token: refreshToken },
    });
    expectEqual(replay.status, 401, 'the revoked refresh token');
    const page = await request('/fr/produits', { jar: shopper, headers: br });
    expectEqual(cacheStatus(page), 'HIT', 'X-Cache-Status after logout');
  });

  await checkHostileRequests({ topology, check, expect, expectEqual, source: () => source });

  const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (process.env.TOPOLOGY_BROWSER === '0') console.log('  - browser journey skipped: TOPOLOGY_BROWSER=0');
  else if (!existsSync(chromiumPath)) console.log(`  - browser journey skipped: no ${chromiumPath}`);
  else
    await check(
      'in Chromium: a cached page hydrates under its CSP; login; the session bypasses the cache',
      async () => {
        const browser = await chromium.launch({
          executablePath: chromiumPath,
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
        });
        try {
          const page = await browser.newPage({ baseURL: base });
          const errors = [];
          page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
          page.on('console', (message) => {
            if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
          });
          const statuses = [];
          for (const path of ['/fr', '/fr/c/bieres', '/fr/c/bieres']) {
            const response = await page.goto(path);
            statuses.push(response.headers()['x-cache-status']);
          }
          expectEqual(statuses.at(-1), 'HIT', `X-Cache-Status of the visits (${statuses.join(', ')})`);
          await page.waitForFunction(
            () => '__k' in document.documentElement && '__reactRouterDataRouter' in window,
            undefined,
            { timeout: 15_000 },
          );
          // A button that works only once hydrated: the guest's + opens the login dialog.
          await page.getByRole('button', { name: 'Ajouter Bière blonde bio au panier' }).first().click();
          await page.getByRole('dialog').waitFor({ state: 'visible', timeout: 10_000 });
          await page.goto('/fr/login?redirect=%2Ffr%2Fcart');
          await page.getByLabel('Adresse e-mail').fill(DEMO.username);
          await page.getByLabel('Mot de passe').fill(DEMO.password);
          await page.getByRole('button', { name: 'Se connecter' }).click();
          await page.waitForURL('**/fr/cart', { timeout: 15_000 });
          const listing = await page.goto('/fr/c/bieres');
          expectEqual(listing.headers()['x-cache-status'], 'BYPASS', 'the logged-in listing');
          expect((await page.content()).includes(demoName), 'the logged-in page is the shopper’s');
          expectEqual(errors, [], 'console errors');
        } finally {
          await browser.close();
        }
      },
    );

  await check(
    `login rate limit counted once across both instances (${LOGIN_LIMIT} per account)`,
    async () => {
      const attempt = (i) =>
        request('/api/login_check', {
          method: 'POST',
          body: { username: 'pro@example.com', password: `wrong-${i}` },
        });
      const answers = [];
      for (let i = 0; i < LOGIN_LIMIT + 2; i++) answers.push(await attempt(i));
      expectEqual(
        answers.map((a) => a.status),
        [...Array(LOGIN_LIMIT).fill(401), 429, 429],
        'statuses',
      );
      const upstreams = new Set(answers.slice(0, LOGIN_LIMIT).map(upstreamOf));
      expectEqual(upstreams.size, 2, `instances that answered (${[...upstreams].join(', ')})`);
    },
  );

  await check('refresh-token reuse detected when the two refreshes land on different instances', async () => {
    const pair = json(await request('/api/login_check', { method: 'POST', body: DEMO }));
    const renewed = await request('/api/token/refresh', {
      method: 'POST',
      body: { refresh_token: pair.refresh_token },
    });
    expectEqual(renewed.status, 200, 'first refresh');
    const successor = json(renewed);
    await sleep(REUSE_SECONDS * 1000 + 300);
    const replay = await request('/api/token/refresh', {
      method: 'POST',
      body: { refresh_token: pair.refresh_token },
    });
    expectEqual(replay.status, 401, 'replay after the reuse interval');
    expect(upstreamOf(renewed) && upstreamOf(renewed) !== upstreamOf(replay), 'two instances answered');
    const next = await request('/api/token/refresh', {
      method: 'POST',
      body: { refresh_token: successor.refresh_token },
    });
    expectEqual(next.status, 401, 'the successor is revoked with its family');
    const user = await request('/api/user', { headers: { authorization: `Bearer ${successor.token}` } });
    expectEqual(user.status, 401, 'its access token too');
  });

  await checkAttackLimits({ check, expect, topology });

  await check('an instance stops: nginx sends every request to the other one', async () => {
    await topology.stopInstance(topology.nodes[0]);
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await request('/api/health'));
    expectEqual(
      answers.map((a) => a.status),
      Array(6).fill(200),
      'statuses',
    );
    const page = await request(`/fr/produits?stopped=${Date.now()}`, { jar: guest, headers: br });
    expectEqual(page.status, 200, 'a page not in the cache');
  });

  await check('every instance stopped: a page and the API get nginx’s 503 in their language', async () => {
    await topology.stopInstance(topology.nodes[1]);
    const page = await request(`/be/produits?down=${Date.now()}`, { jar: guest });
    expectEqual(page.status, 503, 'a page not in the cache');
    expect(page.headers['retry-after'] === '60', `Retry-After: ${page.headers['retry-after']}`);
    const html = text(page);
    expect(/<html lang="fr-BE">/.test(html), `the Belgian page: ${html.slice(0, 80)}`);
    expect(html.includes('Nous revenons dans un instant'), 'its title');
    const api = await request(`/api/health?locale=nl_BE&down=${Date.now()}`);
    expectEqual(api.status, 503, 'the API');
    expectEqual(JSON.parse(text(api)).code, 'service_unavailable', 'the envelope’s code');
  });
} finally {
  for (const agent of agents.values()) agent.destroy();
  await topology.stop();
}

process.exit(report(results) ? 1 : 0);
