/**
 * COMPRESS=1: responses compressed by the Node process itself, for a deployment without
 * a proxy in front. Off by default: compressing in Node costs most of the SSR throughput (the design
 * measured −60 %, docs/performance.md has this build's figure); behind nginx, nginx compresses
 * (and caches the compressed variants). Static assets never go through this: they are precompressed
 * at build time (scripts/precompress-assets.mjs) and served as they are.
 *
 * This plugin compresses the API's JSON answers; the storefront's pages, written to the raw response
 * by React Router, are compressed by `compressRawResponse` (apps/server/src/storefront.ts uses it).
 */
import type { OutgoingHttpHeader, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import {
  brotliCompress,
  constants,
  createBrotliCompress,
  createGzip,
  gzip,
  type BrotliCompress,
  type Gzip,
} from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export type Encoding = 'br' | 'gzip';

/** Below this, compression saves less than its cost (and a packet holds the answer anyway). */
export const COMPRESS_MIN_BYTES = 1024;
/**
 * Brotli at quality 4 (nginx's brotli module defaults to 6, Node's zlib to 11, which is meant for
 * files compressed once): on dynamic answers it beats gzip -6 in both size and CPU.
 */
const BROTLI_OPTIONS = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};
const GZIP_OPTIONS = { level: 6 };
const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript|manifest\+json|problem\+json)|image\/svg)/i;

/**
 * The encoding to answer in: br when the client accepts it, else gzip, else none (`q=0` refuses).
 * `*` accepts both.
 */
export function negotiateEncoding(acceptEncoding: string | string[] | undefined): Encoding | undefined {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  if (!header) return undefined;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const quality = (name: Encoding) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (quality('br') > 0) return 'br';
  if (quality('gzip') > 0) return 'gzip';
  return undefined;
}

/** Whether a response with these headers is worth compressing (text, not yet encoded). */
export function compressible(contentType: unknown, contentEncoding: unknown): boolean {
  return typeof contentType === 'string' && COMPRESSIBLE.test(contentType) && !contentEncoding;
}

/** Adds Accept-Encoding to the Vary header value (keeping what is there). */
export function varyOnEncoding(vary: unknown): string {
  const current = Array.isArray(vary) ? vary.join(', ') : typeof vary === 'string' ? vary : '';
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(current)) return current;
  return current ? `${current}, Accept-Encoding` : 'Accept-Encoding';
}

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export function compressBuffer(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br' ? brotli(body, BROTLI_OPTIONS) : gz(body, GZIP_OPTIONS);
}

function compressStream(encoding: Encoding): BrotliCompress | Gzip {
  return encoding === 'br' ? createBrotliCompress(BROTLI_OPTIONS) : createGzip(GZIP_OPTIONS);
}

/** The API's JSON (and other text) answers compressed in an onSend hook. */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!compressible(reply.getHeader('content-type'), reply.getHeader('content-encoding'))) return payload;
    reply.header('vary', varyOnEncoding(reply.getHeader('vary')));
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (!encoding || body.length < COMPRESS_MIN_BYTES || request.method === 'HEAD') return payload;
    const compressed = await compressBuffer(body, encoding);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
});

type WriteHead = (status: number, headers?: unknown) => ServerResponse;
type Header = [name: string, value: OutgoingHttpHeader];

function headerPairs(headers: unknown): Header[] {
  if (Array.isArray(headers)) {
    const pairs: Header[] = [];
    for (let i = 0; i < headers.length; i += 2)
      pairs.push([String(headers[i]), headers[i + 1] as OutgoingHttpHeader]);
    return pairs;
  }
  return headers && typeof headers === 'object' ? (Object.entries(headers) as Header[]) : [];
}

/**
 * Compresses what a handler writes to a raw response (writeHead, write, end: React Router's
 * request listener), when the client accepts br or gzip and the response is text. Chunks written in
 * one go are compressed together and flushed once the event loop turns, so a streamed page (its
 * deferred data) still reaches the browser as it comes.
 */
export function compressRawResponse(
  res: ServerResponse,
  acceptEncoding: string | string[] | undefined,
): void {
  const encoding = negotiateEncoding(acceptEncoding);
  const writeHead = res.writeHead.bind(res) as WriteHead;
  const write = res.write.bind(res) as (chunk: unknown) => boolean;
  const end = res.end.bind(res) as (chunk?: unknown) => ServerResponse;
  res.writeHead = ((status: number, headers?: unknown) => {
    const pairs = headerPairs(headers);
    const value = (name: string) => pairs.find(([n]) => n.toLowerCase() === name)?.[1] ?? res.getHeader(name);
    if (
      status < 200 ||
      status === 204 ||
      status === 304 ||
      !compressible(value('content-type'), value('content-encoding'))
    )
      return writeHead(status, headers);
    const rest = pairs.filter(([n]) => !/^(vary|content-length)$/i.test(n));
    res.removeHeader('content-length');
    // Name, value, name, value… (a Set-Cookie value may be an array: kept whole).
    const flat: OutgoingHttpHeader[] = [];
    for (const [name, headerValue] of rest) flat.push(name, headerValue);
    flat.push('vary', varyOnEncoding(value('vary')));
    if (!encoding) return writeHead(status, flat);
    flat.push('content-encoding', encoding);
    const zip = compressStream(encoding);
    zip.on('data', (chunk: Buffer) => {
      if (!res.destroyed) write(chunk);
    });
    // A client gone mid-page: the compressor stops with it.
    res.on('close', () => zip.destroy());
    zip.on('end', () => end());
    zip.on('error', (error: Error) => res.destroy(error));
    let flushing = false;
    res.write = ((chunk: unknown) => {
      zip.write(chunk as Buffer);
      if (!flushing) {
        flushing = true;
        setImmediate(() => {
          flushing = false;
          if (!zip.writableEnded) zip.flush();
        });
      }
      return true;
    }) as ServerResponse['write'];
    res.end = ((chunk?: unknown) => {
      if (chunk !== undefined && typeof chunk !== 'function') zip.end(chunk as Buffer);
      else zip.end();
      return res;
    }) as ServerResponse['end'];
    return writeHead(status, flat);
  }) as ServerResponse['writeHead'];
}
