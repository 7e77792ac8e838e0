/**
 * Observability of the one process (docs/observability.md): a page's request id reaches the API's
 * log lines of its loaders' calls; one JSON line per request, without secrets; Prometheus metrics on
 * their own listener, with the storefront's pages labelled by route id.
 */
import { readdirSync } from 'node:fs';
import { Writable } from 'node:stream';
import { processLogger, setQueueDepthSource, type App } from '@consigne/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storefrontBuildDir } from './storefront.js';
import { startOneProcess } from './test-process.js';

const METRICS_PORT = 4711;
let base = '';

interface LogLine {
  level: number;
  reqId?: string;
  msg: string;
  req?: { method: string; url: string; route?: string };
  res?: { statusCode: number };
  responseTime?: number;
}

describe('request ids, logs and metrics of the one process', () => {
  const raw: string[] = [];
  const lines = (): LogLine[] => raw.map((line) => JSON.parse(line) as LogLine);
  let app: App;

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        raw.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    ({ app, url: base } = await startOneProcess({
      env: { METRICS_PORT: String(METRICS_PORT) },
      logger: (config) => ({ ...processLogger(config), stream }),
    }));
  });
  afterAll(async () => {
    setQueueDepthSource(undefined);
    await app?.close();
  });

  it("gives a page's X-Request-Id to the API's log lines of its loaders' calls", async () => {
    const res = await fetch(`${base}/fr/produits`, { headers: { 'x-request-id': 'abc-123' } });
    expect(res.status).toBe(200);
    await res.text();
    expect(res.headers.get('x-request-id')).toBe('abc-123');
    const ofPage = lines().filter((line) => line.reqId === 'abc-123');
    const apiCalls = ofPage.filter((line) => line.req?.url.startsWith('/api/'));
    expect(apiCalls.length).toBeGreaterThanOrEqual(2);
    // One line per request: the page's own, with its status and duration.
    const page = ofPage.filter((line) => line.req?.url === '/fr/produits');
    expect(page).toHaveLength(1);
    expect(page[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', route: 'routes/produits' },
      res: { statusCode: 200 },
    });
    expect(page[0]!.responseTime).toBeGreaterThan(0);
    expect(ofPage.every((line) => line.msg !== 'incoming request')).toBe(true);
  });

  it('replaces a forged request id, and never logs it', async () => {
    const forged = 'abc def<script>';
    const res = await fetch(`${base}/api/health/live`, {
      headers: { 'x-request-id': encodeURIComponent(forged) + '%0Afake' },
    });
    const tooLong = await fetch(`${base}/api/health/live`, { headers: { 'x-request-id': 'a'.repeat(65) } });
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(tooLong.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    await fetch(`${base}/fr/produits`, { headers: { 'x-request-id': 'abc def' } }).then((r) => r.text());
    expect(raw.join('\n')).not.toContain('abc def');
    expect(raw.join('\n')).not.toContain('a'.repeat(65));
  });

  it('never logs cookies, Authorization, or a token in the URL', async () => {
    await fetch(`${base}/fr/reset-password/nouveau?token=secret-reset-token&lang=fr`, {
      headers: { 'x-request-id': 'reset-1', cookie: 'access_token=cookie-secret-value' },
    }).then((r) => r.text());
    await fetch(`${base}/api/user`, {
      headers: { 'x-request-id': 'auth-1', authorization: 'Bearer bearer-secret-value' },
    }).then((r) => r.text());
    const text = raw.join('\n');
    for (const secret of ['secret-reset-token', 'cookie-secret-value', 'bearer-secret-value'])
      expect(text).not.toContain(secret);
    const reset = lines().find((line) => line.reqId === 'reset-1' && line.req?.url.startsWith('/fr/'));
    expect(reset?.req?.url).toBe('/fr/reset-password/nouveau?token=[redacted]&lang=fr');
    const user = lines().find((line) => line.reqId === 'auth-1');
    expect(user).toMatchObject({ req: { url: '/api/user', route: '/api/user' }, res: { statusCode: 401 } });
  });

  it('serves Prometheus metrics on their own port only, pages labelled by route id', async () => {
    setQueueDepthSource(async () => ({ emails: 3, invoices: 0 }));
    for (let i = 0; i < 3; i++) await fetch(`${base}/fr/produits`).then((r) => r.text());
    await fetch(`${base}/fr/p/biere-blonde-bio-33cl`).then((r) => r.text());
    await fetch(`${base}/fr/produits.data`).then((r) => r.text());
    const asset = readdirSync(`${storefrontBuildDir()}client/assets`).find((file) => file.endsWith('.js'));
    expect((await fetch(`${base}/assets/${asset}`)).status).toBe(200);
    const scrape = await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`);
    expect(scrape.status).toBe(200);
    expect(scrape.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await scrape.text();
    const series = (name: string, labels: string) =>
      Number(new RegExp(`^${name}\\{${labels}\\} (\\S+)$`, 'm').exec(text)?.[1]);
    const count = 'consigne_http_request_duration_seconds_count';
    expect(series(count, 'method="GET",route="routes/produits",status_code="200"')).toBeGreaterThanOrEqual(4);
    expect(series(count, 'method="GET",route="routes/p.\\$slug",status_code="200"')).toBeGreaterThanOrEqual(
      1,
    );
    expect(series(count, 'method="GET",route="\\(storefront data\\)",status_code="200"')).toBe(1);
    expect(series(count, 'method="GET",route="/assets/\\*",status_code="200"')).toBe(1);
    expect(text).not.toContain(asset);
    // The API's routes by pattern, never the raw URL.
    expect(
      series(count, 'method="GET",route="/api/products/:slug",status_code="200"'),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('biere-blonde-bio-33cl');
    expect(series('consigne_queue_depth', 'queue="emails"')).toBe(3);
    expect(series('consigne_db_pool_max_connections', 'kind="pglite"')).toBe(1);
    expect(text).toContain('# TYPE consigne_orders_placed_total counter');
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
      'nodejs_gc_duration_seconds',
    ])
      expect(text).toContain(`# TYPE ${name}`);
    // A queue that fails leaves its gauge empty; the scrape is still served.
    setQueueDepthSource(() => Promise.reject(new Error('queue down')));
    const withoutQueue = await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`);
    expect(withoutQueue.status).toBe(200);
    expect(await withoutQueue.text()).not.toMatch(/^consigne_queue_depth\{/m);
    // The public listener has no metrics.
    const publicScrape = await fetch(`${base}/metrics`);
    expect(await publicScrape.text()).not.toContain('consigne_http_request_duration_seconds');
  });
});
