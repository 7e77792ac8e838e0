/**
 * The storefront deployed apart (API_URL): two real processes, the API (apps/api/src/server.ts, on
 * an embedded database) and this entry with API_URL. The proof that the storefront opens no
 * database is what a database would leave behind: its DATABASE_URL points at a listener of this
 * test, which must see no connection, and its DATA_DIR (where PGlite would keep its files) must
 * never be created. The API process, started the same way, shows that this proof sees a database.
 */
import { existsSync, mkdtempSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureStorefrontBuilt, start, stop, type Started } from './test-process.js';

const serverRoot = new URL('..', import.meta.url).pathname;
const apiRoot = new URL('../../api/', import.meta.url).pathname;
const SECRET = 'split-deployment-secret-0123456789abcdef';

describe('the storefront deployed apart (API_URL)', () => {
  const apiDataDir = mkdtempSync(join(tmpdir(), 'consigne-split-api-'));
  const storefrontDataDir = join(mkdtempSync(join(tmpdir(), 'consigne-split-web-')), 'data');
  const databaseConnections: net.Socket[] = [];
  const databaseTrap = net.createServer((socket) => {
    databaseConnections.push(socket);
    socket.destroy();
  });
  let api: Started | undefined;
  let storefront: Started | undefined;

  beforeAll(async () => {
    ensureStorefrontBuilt();
    await new Promise<void>((listening) => databaseTrap.listen(0, '127.0.0.1', listening));
    const trapPort = (databaseTrap.address() as net.AddressInfo).port;
    api = await start(
      apiRoot,
      'src/server.ts',
      { DATA_DIR: apiDataDir, DATABASE_URL: '', JWT_SECRET: SECRET, SEED_DEMO: '0' },
      '/api/health',
    );
    storefront = await start(
      serverRoot,
      'src/main.ts',
      {
        API_URL: api.url,
        DATABASE_URL: `postgres://consigne@127.0.0.1:${trapPort}/consigne`,
        DATA_DIR: storefrontDataDir,
        JWT_SECRET: SECRET,
      },
      '/__version',
    );
  });

  afterAll(async () => {
    stop(storefront);
    stop(api);
    await new Promise((closed) => databaseTrap.close(closed));
  });

  it('renders a product page from the API at API_URL, with the CSP nonce on its scripts', async () => {
    const res = await fetch(`${storefront!.url}/fr/p/biere-blonde-bio-33cl`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('biere-blonde-bio-33cl');
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(
      res.headers.get('content-security-policy') ?? '',
    )?.[1];
    expect(nonce).toBeDefined();
    expect(html).toContain(`nonce="${nonce}"`);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('mounts no API of its own: /api/health is not the JSON answer of the API', async () => {
    const fromApi = await fetch(`${api!.url}/api/health`);
    expect(fromApi.headers.get('content-type')).toMatch(/application\/json/);
    const fromStorefront = await fetch(`${storefront!.url}/api/health`, { redirect: 'manual' });
    expect(fromStorefront.headers.get('content-type') ?? '').not.toMatch(/application\/json/);
  });

  it('opens no database: no connection to DATABASE_URL, no data directory', () => {
    expect(databaseConnections).toHaveLength(0);
    expect(existsSync(storefrontDataDir)).toBe(false);
    // The same observation sees the API's database: its embedded files in its DATA_DIR.
    expect(existsSync(join(apiDataDir, 'pgdata'))).toBe(true);
  });
});
