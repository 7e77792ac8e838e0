import { readFileSync } from 'node:fs';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import {
  BODY_LIMIT_BYTES,
  bodyLimitOf,
  FILE_BODY_LIMITS,
  PRODUCT_PHOTO_BODY_LIMIT_BYTES,
  PROOF_PHOTO_BODY_LIMIT_BYTES,
  STOCK_IMPORT_BODY_LIMIT_BYTES,
} from '@consigne/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../test/app.js';

const OVERSIZED = 1_500_000;

/**
 * What nginx does with a body: sends all of it, then reads the answer, then sends the next request
 * on the same keep-alive connection (here the last one asks to close it). Resolves with what came
 * back once the connection ended, and how it ended.
 */
function sendAsNginxDoes(port: number, requests: string[]) {
  return new Promise<{ received: string; ended: string }>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    const finish = (ended: string) => {
      socket.destroy();
      resolve({ received, ended });
    };
    socket.setTimeout(10_000, () => finish('timeout'));
    socket.on('connect', () => {
      for (const request of requests) socket.write(request);
    });
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('error', (error: NodeJS.ErrnoException) => finish(error.code ?? 'error'));
    socket.on('close', () => finish('closed'));
  });
}

const oversizedLogin =
  `POST /api/login_check?locale=nl_BE HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
  `Content-Length: ${OVERSIZED}\r\n\r\n` +
  'a'.repeat(OVERSIZED);
const health = 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n';

describe('request bodies over their route’s limit', () => {
  let app: Awaited<ReturnType<typeof testApp>>['app'];
  beforeAll(async () => {
    ({ app } = await testApp());
  });

  it('are answered 413 with a readable message, the connection kept: the next request on it is served', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const { received, ended } = await sendAsNginxDoes(port, [oversizedLogin, health]);
    const [first, second] = received.split(/(?=HTTP\/1\.1 \d{3} )/);
    expect(first).toMatch(/^HTTP\/1\.1 413 /);
    expect(first).not.toMatch(/^connection: close/im);
    expect(first).toContain('"message":"De inhoud van het verzoek is te groot."');
    expect(second).toMatch(/^HTTP\/1\.1 200 /);
    expect(ended).toBe('closed');
  });

  it('are refused before they are read, whatever the route, with the message of the caller’s locale', async () => {
    const declared = { 'content-type': 'application/json', 'content-length': String(BODY_LIMIT_BYTES + 1) };
    for (const [url, text] of [
      ['/api/login_check', 'Le corps de la requête est trop volumineux.'],
      ['/api/token/refresh?locale=es_ES', 'El cuerpo de la petición es demasiado grande.'],
    ] as const) {
      const res = await app.inject({ method: 'POST', url, headers: declared, payload: 'x' });
      expect([url, res.statusCode, res.json<{ message: string }>().message]).toEqual([url, 413, text]);
    }
  });

  it('are the routes’ own: the stock import and the product photo take their files, every other route 1 MiB', () => {
    expect(bodyLimitOf('/api/login_check')).toBe(1024 * 1024);
    expect(bodyLimitOf('/fr/login?redirect=/fr/cart')).toBe(BODY_LIMIT_BYTES);
    expect(bodyLimitOf('/api/admin/stock/import/preview?locale=fr_FR')).toBe(STOCK_IMPORT_BODY_LIMIT_BYTES);
    expect(bodyLimitOf('/admin/prix-et-stocks.data?index')).toBe(STOCK_IMPORT_BODY_LIMIT_BYTES);
    expect(bodyLimitOf('/api/admin/products/12/photo?version=3')).toBe(PRODUCT_PHOTO_BODY_LIMIT_BYTES);
    expect(bodyLimitOf('/admin/produits/12')).toBe(PRODUCT_PHOTO_BODY_LIMIT_BYTES);
    expect(bodyLimitOf('/api/operator/orders/12/preuve/photo?locale=fr_FR')).toBe(
      PROOF_PHOTO_BODY_LIMIT_BYTES,
    );
    expect(bodyLimitOf('/api/operator/orders/12/preuve')).toBe(BODY_LIMIT_BYTES);
    expect(bodyLimitOf('/api/admin/stock/import/apply')).toBe(BODY_LIMIT_BYTES);
  });
});

/** nginx's sizes: bytes, k or m. */
const bytesOf = (size: string) =>
  Number(size.replace(/[km]$/i, '')) * ({ k: 1024, m: 1024 * 1024 }[size.slice(-1).toLowerCase()] ?? 1);
const nginxFile = (name: string) =>
  readFileSync(new URL(`../../../../deploy/nginx/consigne/${name}`, import.meta.url), 'utf8');

describe('nginx’s body limits (deploy/nginx/consigne)', () => {
  it('are the instances’ own: none lets through a body an instance refuses', () => {
    const publicConf = nginxFile('public.conf');
    const serverLimit = /^client_max_body_size (\S+);/m.exec(publicConf)?.[1];
    expect(serverLimit && bytesOf(serverLimit)).toBe(BODY_LIMIT_BYTES);
    const locations = [...publicConf.matchAll(/^location ~ (\S+) \{\n\s*client_max_body_size (\S+);/gm)].map(
      ([, regex, size]) => ({ regex, bytes: bytesOf(size!) }),
    );
    expect(locations).toEqual(
      FILE_BODY_LIMITS.map(({ paths, bytes }) => ({ regex: paths.source.replaceAll('\\/', '/'), bytes })),
    );
    // The internal server sees only what the public one let through.
    expect(nginxFile('compress.conf')).toMatch(/^\s*client_max_body_size 0;/m);
  });
});
