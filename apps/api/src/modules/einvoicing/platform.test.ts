import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { einvoicingSettings } from '../../config.js';
import {
  createEInvoicingPlatform,
  EInvoicingRefused,
  HttpEInvoicingPlatform,
  OfflineEInvoicingPlatform,
  type EInvoicingFile,
  type FetchFn,
} from './platform.js';

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')) as {
    status: number;
    body: unknown;
  };

/** A recorded answer of the platform in place of the network; every call is noted. */
function recorded(name: string) {
  const { status, body } = fixture(name);
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch: FetchFn = async (url, init) => {
    calls.push({ url, init: init ?? {} });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, calls };
}

const file: EInvoicingFile = {
  kind: 'invoice',
  name: 'F-000042.ubl.xml',
  contentType: 'application/xml',
  content: '<Invoice/>',
  key: 'consigne-transmission-7',
};

describe('OfflineEInvoicingPlatform', () => {
  it('writes the file under <dir>/<kind>/<name> and answers received', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'einvoicing-'));
    const receipt = await new OfflineEInvoicingPlatform(dir).send(file);
    expect(receipt).toEqual({
      remoteId: 'offline:invoice/F-000042.ubl.xml',
      filePath: 'invoice/F-000042.ubl.xml',
    });
    expect(readFileSync(join(dir, 'invoice', 'F-000042.ubl.xml'), 'utf8')).toBe('<Invoice/>');
    // Sent again (a retry): the same file, whole.
    await new OfflineEInvoicingPlatform(dir).report({
      ...file,
      kind: 'ereport',
      name: 'e.json',
      content: '{}',
    });
    expect(readFileSync(join(dir, 'ereport', 'e.json'), 'utf8')).toBe('{}');
  });

  it('refuses a name that would leave its folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'einvoicing-'));
    await expect(new OfflineEInvoicingPlatform(dir).send({ ...file, name: '../x.xml' })).rejects.toThrow(
      /unsafe/,
    );
  });
});

describe('HttpEInvoicingPlatform (recorded answers)', () => {
  const platform = (name: string) => {
    const r = recorded(name);
    const dir = mkdtempSync(join(tmpdir(), 'einvoicing-'));
    return {
      ...r,
      dir,
      platform: new HttpEInvoicingPlatform({
        url: 'https://ap.example/v1/',
        token: 't0k',
        dir,
        fetch: r.fetch,
      }),
    };
  };

  it('posts the document with its key and keeps a copy; 201 is received', async () => {
    const { platform: p, calls, dir } = platform('platform-received.json');
    expect(await p.send(file)).toEqual({
      remoteId: 'b9c3f0e2-5d1a-4f8e-9c61-7a0d2e4b8f13',
      filePath: 'invoice/F-000042.ubl.xml',
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('https://ap.example/v1/documents');
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers).toMatchObject({
      authorization: 'Bearer t0k',
      'content-type': 'application/xml',
      'idempotency-key': 'consigne-transmission-7',
    });
    expect(calls[0]!.init.body).toBe('<Invoice/>');
    expect(readFileSync(join(dir, 'invoice', 'F-000042.ubl.xml'), 'utf8')).toBe('<Invoice/>');
  });

  it('takes a 409 on the same key as already received (a retry after a lost answer)', async () => {
    const { platform: p } = platform('platform-duplicate.json');
    expect((await p.report({ ...file, kind: 'ereport', name: 'e.json' })).remoteId).toBe(
      'b9c3f0e2-5d1a-4f8e-9c61-7a0d2e4b8f13',
    );
  });

  it('posts e-reports to /reports', async () => {
    const { platform: p, calls } = platform('platform-received.json');
    await p.report({ ...file, kind: 'ereport', name: 'e.json', contentType: 'application/json' });
    expect(calls[0]!.url).toBe('https://ap.example/v1/reports');
  });

  it('a refusal (4xx) is not retried; an outage (5xx) is', async () => {
    const refused = platform('platform-refused.json').platform.send(file);
    await expect(refused).rejects.toBeInstanceOf(EInvoicingRefused);
    await expect(refused).rejects.toThrow('platform answered 422: PEPPOL-EN16931-R010');
    const down = platform('platform-unavailable.json').platform.send(file);
    await expect(down).rejects.toThrow('platform answered 503');
    await expect(down).rejects.not.toBeInstanceOf(EInvoicingRefused);
  });
});

describe('einvoicingSettings', () => {
  it('defaults to the offline platform under DATA_DIR/einvoicing', () => {
    expect(einvoicingSettings({}, '/srv/data')).toEqual({ platform: 'offline', dir: '/srv/data/einvoicing' });
    expect(createEInvoicingPlatform(einvoicingSettings({}, '/srv/data')).name).toBe('offline');
  });

  it('needs an https address and a token for the HTTP platform', () => {
    expect(() => einvoicingSettings({ EINVOICING_PLATFORM: 'pdp' }, '/d')).toThrow(/offline, http/);
    expect(() => einvoicingSettings({ EINVOICING_PLATFORM: 'http' }, '/d')).toThrow(/EINVOICING_URL/);
    expect(() =>
      einvoicingSettings({ EINVOICING_PLATFORM: 'http', EINVOICING_URL: 'http://ap.example' }, '/d'),
    ).toThrow(/https/);
    expect(() =>
      einvoicingSettings({ EINVOICING_PLATFORM: 'http', EINVOICING_URL: 'https://ap.example' }, '/d'),
    ).toThrow(/EINVOICING_TOKEN/);
    const settings = einvoicingSettings(
      { EINVOICING_PLATFORM: 'http', EINVOICING_URL: 'https://ap.example', EINVOICING_TOKEN: 'x' },
      '/d',
    );
    expect(createEInvoicingPlatform(settings).name).toBe('http');
  });
});
