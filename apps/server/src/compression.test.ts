/**
 * COMPRESS=1: the one process (API + storefront, src/main.ts) compresses its pages and the
 * API's JSON itself — br when accepted, else gzip, else none — and every variant decodes to the same
 * document. The precompressed assets (scripts/precompress-assets.mjs) are served as they are.
 */
import { mkdtempSync, readdirSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storefrontBuildDir } from './storefront.js';
import { ensureStorefrontBuilt, start, stop, type Started } from './test-process.js';

const serverRoot = new URL('..', import.meta.url).pathname;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as sent (no decoding: fetch would undo the encoding under test). */
  raw: Buffer;
}

function get(url: string, acceptEncoding: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, raw: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

function decode({ headers, raw }: Answer): string {
  const encoding = headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(raw).toString();
  if (encoding === 'gzip') return gunzipSync(raw).toString();
  expect(encoding).toBeUndefined();
  return raw.toString();
}

/** The parts of a page that change on every request (CSP nonces). */
const sameDocument = (html: string) => html.replace(/nonce="[^"]+"/g, 'nonce=""');

describe('COMPRESS=1 in the one process', () => {
  let shop: Started | undefined;

  beforeAll(async () => {
    ensureStorefrontBuilt();
    shop = await start(
      serverRoot,
      'src/main.ts',
      {
        DATA_DIR: mkdtempSync(join(tmpdir(), 'consigne-compress-')),
        DATABASE_URL: '',
        SEED_DEMO: '0',
        COMPRESS: '1',
      },
      '/__version',
    );
  });

  afterAll(() => stop(shop));

  it('sends a page as br, gzip or identity, each decoding to the same HTML, with Vary: Accept-Encoding', async () => {
    const url = `${shop!.url}/fr/p/biere-blonde-bio-33cl`;
    const [br, gzip, identity, preferred] = await Promise.all([
      get(url, 'br'),
      get(url, 'gzip'),
      get(url, 'identity'),
      get(url, 'gzip, deflate, br, zstd'),
    ]);
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(preferred.headers['content-encoding']).toBe('br');
    const html = sameDocument(decode(identity));
    expect(html).toContain('biere-blonde-bio-33cl');
    expect(html).toMatch(/<\/html>$/);
    for (const answer of [br, gzip, preferred]) {
      expect(answer.status).toBe(200);
      expect(sameDocument(decode(answer))).toBe(html);
      expect(answer.raw.length).toBeLessThan(identity.raw.length / 3);
    }
    for (const answer of [br, gzip, identity]) {
      expect(String(answer.headers.vary)).toMatch(/accept-encoding/i);
      expect(answer.headers['content-length']).toBeUndefined();
    }
  });

  it("compresses a 404 page too, and keeps the pages' Set-Cookie", async () => {
    const [br, identity] = await Promise.all([
      get(`${shop!.url}/fr/nulle-part`, 'br'),
      get(`${shop!.url}/fr/nulle-part`, ''),
    ]);
    expect(br.status).toBe(404);
    expect(br.headers['content-encoding']).toBe('br');
    expect(sameDocument(decode(br))).toBe(sameDocument(decode(identity)));
    expect(br.headers['set-cookie']).toEqual(identity.headers['set-cookie']);
  });

  it("compresses the API's JSON with the same negotiation, and leaves small answers alone", async () => {
    const url = `${shop!.url}/api/products/biere-blonde-bio-33cl?locale=fr_FR`;
    const [br, gzip, identity] = await Promise.all([
      get(url, 'br;q=1, gzip;q=0.5'),
      get(url, 'gzip'),
      get(url, 'br;q=0'),
    ]);
    expect([br, gzip, identity].map((a) => a.headers['content-encoding'])).toEqual(['br', 'gzip', undefined]);
    const json = JSON.parse(identity.raw.toString()) as unknown;
    expect(JSON.parse(decode(br))).toEqual(json);
    expect(JSON.parse(decode(gzip))).toEqual(json);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const health = await get(`${shop!.url}/api/health`, 'br');
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('serves the precompressed siblings of an asset, immutable, with Vary: Accept-Encoding', async () => {
    const assets = readdirSync(`${storefrontBuildDir()}client/assets`);
    const js = assets.find((name) => name.endsWith('.js') && assets.includes(`${name}.br`));
    expect(js, 'npm run build -w @consigne/web precompresses the assets').toBeDefined();
    const url = `${shop!.url}/assets/${js}`;
    const [br, gzip, identity] = await Promise.all([get(url, 'br'), get(url, 'gzip'), get(url, 'identity')]);
    expect([br, gzip, identity].map((a) => a.headers['content-encoding'])).toEqual(['br', 'gzip', undefined]);
    for (const answer of [br, gzip, identity]) {
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.headers['content-type']).toMatch(/javascript/);
      expect(decode(answer)).toBe(identity.raw.toString());
    }
  });

  // @fastify/static 10 passes setHeaders the reply, no longer the raw response (storefront.ts).
  it("sends the driver's service worker no-cache, the other public files for a day", async () => {
    const [worker, favicon] = await Promise.all([
      get(`${shop!.url}/driver-sw.js`, 'identity'),
      get(`${shop!.url}/favicon.svg`, 'identity'),
    ]);
    expect([worker.status, favicon.status]).toEqual([200, 200]);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(favicon.headers['cache-control']).toBe('public, max-age=86400');
  });
});
