// The topology test's attacks on nginx's limits (ADR 0019), run through nginx against
// the two instances while shoppers keep shopping: oversized bodies, slow clients (headers and bodies
// sent a byte at a time), a flood of requests. The attackers come from 127.0.0.2, each attack's
// shopper from an address of its own in 127.0.1/24 (the loopback accepts any 127/8 source), so that
// nginx's per-address limits are seen holding the attacker back and no one else. Each attack is bounded in sockets and in time.
// Called by scripts/test-topology.mjs; the limits are deploy/nginx's (docs/production.md, Limits).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { join } from 'node:path';

let shoppers = 0;
/** A fresh address for each attack's shopper: no allowance spent by an earlier check. */
const nextShopper = () => `127.0.1.${10 + shoppers++}`;
const ATTACKER = '127.0.0.2';
/** A shopper's request not answered within this counts as failed (a page renders in < 1 s here). */
const SHOPPER_TIMEOUT_MS = 10_000;
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/**
 * Runs the attacks as checks of the test's runner. `check(name, body)` records one check, `expect`
 * throws with a message, `topology` is startTopology's answer.
 */
export async function checkAttackLimits({ check, expect, topology }) {
  const { url } = topology;
  const errorLog = () => readFileSync(join(topology.prefix, 'logs/error.log'), 'utf8');

  await check(
    'oversized bodies (30 × 1.5 MB to /api/login_check every 4 s) are the sender’s 413: no instance leaves the pool',
    async () => {
      const logBefore = errorLog().length;
      const { shoppers, attack } = await underAttack(url, async () => {
        const answers = [];
        for (let round = 0; round < 3; round++) {
          const started = Date.now();
          const body = Buffer.alloc(1_500_000, 'a');
          answers.push(
            ...(await Promise.all(
              Array.from({ length: 30 }, () =>
                send(url, '/api/login_check', {
                  method: 'POST',
                  localAddress: ATTACKER,
                  headers: { 'content-type': 'application/json' },
                  body,
                }),
              ),
            )),
          );
          await sleep(Math.max(0, 4000 - (Date.now() - started)));
        }
        return answers;
      });
      expectShoppersServed(expect, shoppers);
      console.log(
        `      oversized: ${summary(attack)}; the shopper's ${shoppers.length} requests all answered`,
      );
      expect(
        attack.every((a) => a === 413),
        `every oversized body answered 413: ${summary(attack)}`,
      );
      const upstreamErrors = errorLog()
        .slice(logBefore)
        .split('\n')
        .filter((line) => /upstream/.test(line));
      expect(
        upstreamErrors.length === 0,
        `nginx logged upstream failures:\n${upstreamErrors.slice(0, 5).join('\n')}`,
      );
    },
  );

  await check(
    'slow clients from one address (2,500 headers and 2,500 bodies a byte every 5 s): limited, timed out, shoppers served',
    async () => {
      const rssBefore = workersRssKb(topology.nginxPid);
      const { shoppers, attack } = await underAttack(url, async () => {
        const port = Number(new URL(url).port);
        const slowHeaders = Array.from({ length: 2500 }, () =>
          trickle(port, 'GET /fr HTTP/1.1\r\nHost: 127.0.0.1\r\n', () => 'X-Slow: 1\r\n'),
        );
        const slowBodies = Array.from({ length: 2500 }, () =>
          trickle(
            port,
            'POST /api/login_check HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
              'Content-Length: 1000\r\n\r\n',
            () => 'a',
          ),
        );
        await sleep(3000);
        const rssAtPeak = workersRssKb(topology.nginxPid);
        await sleep(13_000);
        return {
          rssAtPeak,
          slowHeaders: slowHeaders.map((s) => s.stop()),
          slowBodies: slowBodies.map((s) => s.stop()),
        };
      });
      expectShoppersServed(expect, shoppers);
      const { slowHeaders, slowBodies, rssAtPeak } = attack;
      console.log(
        `      slow headers: ${summary(slowHeaders.map((s) => s.status))}; slow bodies: ` +
          `${summary(slowBodies.map((s) => s.status))}; nginx workers' RSS ${rssBefore} kB, 3 s in ${rssAtPeak} kB; ` +
          `the shopper's ${shoppers.length} requests all answered`,
      );
      const limited = slowBodies.filter((s) => s.status === 429).length;
      const stillOpen = [...slowHeaders, ...slowBodies].filter((s) => s.open).length;
      expect(
        limited > 0,
        `the per-address connection limit answered 429: ${summary(slowBodies.map((s) => s.status))}`,
      );
      expect(
        stillOpen === 0,
        `nginx closed every slow socket within the header and body timeouts (${stillOpen} still open after 16 s; ` +
          `headers: ${summary(slowHeaders.map((s) => s.status))}, bodies: ${summary(slowBodies.map((s) => s.status))})`,
      );
    },
  );

  await checkEdgeLanguages({ check, expect, url });

  await check(
    'a flood of requests from one address is answered 429 past its burst, shoppers served',
    async () => {
      const { shoppers, attack } = await underAttack(url, async () => {
        const answers = [];
        for (let batch = 0; batch < 10; batch++)
          answers.push(
            ...(await Promise.all(
              Array.from({ length: 40 }, (_, i) =>
                send(url, `/api/health?flood=${batch}-${i}`, { localAddress: ATTACKER }),
              ),
            )),
          );
        return answers;
      });
      expectShoppersServed(expect, shoppers);
      console.log(`      flood: ${summary(attack)}; the shopper's ${shoppers.length} requests all answered`);
      expect(
        attack.includes(429) && attack.every((a) => a === 200 || a === 429),
        `the flood got 200 then 429: ${summary(attack)}`,
      );
    },
  );
}

/**
 * nginx's own answers speak the asker's language (scripts/edge-pages.mjs): the API's envelope in its
 * `locale`, a page in its URL's; an instance's own refusals pass through as they are.
 */
async function checkEdgeLanguages({ check, expect, url }) {
  await check('nginx’s own 413 and 429 answer in the asker’s language, as JSON to the API', async () => {
    const oversized = Buffer.alloc(1_500_000, 'a');
    const api = await fetchAnswer(url, '/api/login_check?locale=nl_BE', {
      method: 'POST',
      localAddress: ATTACKER,
      headers: { 'content-type': 'application/json' },
      body: oversized,
    });
    expect(api.status === 413 && /application\/json/.test(api.type), `413 JSON: ${api.status} ${api.type}`);
    expect(
      JSON.parse(api.body).message === 'De inhoud van het verzoek is te groot.' &&
        JSON.parse(api.body).code === 'body_too_large',
      `the API's envelope in Dutch: ${api.body}`,
    );
    const form = await fetchAnswer(url, '/nl-BE/mes-adresses', {
      method: 'POST',
      localAddress: ATTACKER,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: oversized,
    });
    expect(
      form.status === 413 && /text\/html/.test(form.type) && /<html lang="nl-BE">/.test(form.body),
      `413 page in nl-BE: ${form.status} ${form.type} ${form.body.slice(0, 80)}`,
    );
    expect(form.body.includes('Te groot om te versturen'), 'the Dutch title');

    // Past the burst, the internal server's limit: pages (not cached: unknown addresses) and the API.
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        i % 2 === 0
          ? fetchAnswer(url, `/es/pagina-${Date.now()}-${i}`, { localAddress: ATTACKER })
          : fetchAnswer(url, `/api/health?locale=es_ES&n=${i}`, { localAddress: ATTACKER }),
      ),
    );
    const limited = answers.filter((a) => typeof a === 'object' && a.status === 429);
    const page = limited.find((a) => /text\/html/.test(a.type));
    const json = limited.find((a) => /application\/json/.test(a.type));
    expect(page !== undefined && json !== undefined, `429 pages and JSON: ${limited.length} limited`);
    expect(
      page.body.includes('Un poco demasiado rápido'),
      `the Spanish 429 page: ${page.body.slice(0, 120)}`,
    );
    expect(
      JSON.parse(json.body).code === 'too_many_attempts' &&
        /^Demasiados intentos/.test(JSON.parse(json.body).message),
      `the Spanish 429 envelope: ${json.body}`,
    );
  });
}

/**
 * Runs `attack` while a shopper (from an address of its own) keeps browsing: the API's health, a page that is
 * not in the cache (rendered by an instance), the catalogue's API; a request every 250 ms or so.
 */
async function underAttack(url, attack) {
  const shoppers = [];
  let attacking = true;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 2, localAddress: nextShopper() });
  const shop = (async () => {
    for (let visit = 0; attacking; visit++) {
      for (const path of [
        '/api/health',
        `/fr/produits?visit=${Date.now()}-${visit}`,
        '/api/products/cross-sell?limit=4',
      ])
        shoppers.push({ path, status: await send(url, path, { agent, timeoutMs: SHOPPER_TIMEOUT_MS }) });
      await sleep(250);
    }
  })();
  try {
    return { attack: await attack(), shoppers };
  } finally {
    attacking = false;
    await shop;
    agent.destroy();
  }
}

function expectShoppersServed(expect, shoppers) {
  const failed = shoppers.filter((s) => s.status !== 200);
  // The shopper must have browsed during the attack; how often depends on the machine (a busy CI made
  // 6 requests in the short flood), what matters is that every one is answered.
  expect(shoppers.length >= 3, `the shopper made ${shoppers.length} requests`);
  expect(
    failed.length === 0,
    `${failed.length} of ${shoppers.length} shopper requests failed: ` +
      failed
        .slice(0, 6)
        .map((f) => `${f.path} → ${f.status}`)
        .join(', '),
  );
}

/** One request; resolves with its status, or the error's code ('timeout' past timeoutMs). */
async function send(url, path, options = {}) {
  const answer = await fetchAnswer(url, path, options);
  return typeof answer === 'string' ? answer : answer.status;
}

/** One request; resolves with { status, type, body }, or the error's code ('timeout' past timeoutMs). */
function fetchAnswer(
  url,
  path,
  { method = 'GET', headers = {}, body, agent, localAddress, timeoutMs = 30_000 } = {},
) {
  return new Promise((resolve) => {
    const request = http.request(
      new URL(path, url),
      {
        method,
        headers: { ...(body ? { 'content-length': body.length } : {}), ...headers },
        ...(agent ? { agent } : { agent: false, localAddress }),
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            type: response.headers['content-type'] ?? '',
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', (error) => resolve(error.code ?? 'error'));
      },
    );
    request.setTimeout(timeoutMs, () => {
      request.destroy();
      resolve('timeout');
    });
    request.on('error', (error) => resolve(error.code ?? 'error'));
    request.end(body);
  });
}

/**
 * A client from 127.0.0.2 that sends `head`, then `next()` every 5 s. stop() closes it and says what
 * nginx did: the status it answered (or 'closed' without one), and whether the socket was still open.
 */
function trickle(port, head, next) {
  const socket = net.connect({ port, host: '127.0.0.1', localAddress: ATTACKER });
  let received = '';
  let open = true;
  let status = 'none';
  socket.on('connect', () => socket.write(head));
  socket.on('data', (chunk) => {
    received += chunk.toString('latin1');
    status = Number(received.match(/^HTTP\/1\.1 (\d{3})/)?.[1]) || status;
  });
  socket.on('error', () => undefined);
  socket.on('close', () => {
    open = false;
    if (status === 'none') status = 'closed';
  });
  const timer = setInterval(() => {
    if (open && socket.writable) socket.write(next());
  }, 5000);
  return {
    stop() {
      clearInterval(timer);
      const outcome = { status, open };
      socket.destroy();
      return outcome;
    },
  };
}

/** The resident memory (kB) of nginx's workers, the children of its master. */
function workersRssKb(masterPid) {
  const ps = spawnSync('ps', ['-o', 'rss=', '--ppid', String(masterPid)], { encoding: 'utf8' });
  return ps.stdout
    .split('\n')
    .filter(Boolean)
    .reduce((sum, kb) => sum + Number(kb), 0);
}

/** Counts of each outcome: "413×90" or "200×12, 429×388". */
function summary(outcomes) {
  const counts = new Map();
  for (const outcome of outcomes) counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
  return [...counts].map(([outcome, n]) => `${outcome}×${n}`).join(', ');
}
