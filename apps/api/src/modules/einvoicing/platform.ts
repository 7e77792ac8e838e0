/**
 * The e-invoicing platform behind an adapter (ADR 0046): a French approved platform (PDP) or a Peppol
 * access point receives the shop's e-invoices and its B2C e-reports. The offline default writes each
 * file under DATA_DIR/einvoicing/<kind>/<name> and answers "received", so the shop runs, and its
 * tests pass, without any contract with a platform. The HTTP adapter keeps the same copy of the file
 * and posts it to the platform; its calls are never made inside a database transaction (the send job
 * runs them after the commit that queued the document).
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { EInvoicingSettings } from '../../config.js';

export type FetchFn = (input: string, init?: RequestInit) => Promise<Response>;

/** What the platform receives: a kind (the folder), a file name, its content, and a stable key. */
export interface EInvoicingFile {
  kind: 'invoice' | 'credit_note' | 'ereport';
  /** The file's name, unique for the document (`F-000042.xml`, `ereport-…-2026-11-01-2026-11-10.json`). */
  name: string;
  contentType: 'application/xml' | 'application/json';
  content: string;
  /**
   * The transmission's key, the same on every retry: a platform that already received it answers so
   * instead of receiving it twice (the Idempotency-Key header).
   */
  key: string;
}

export interface EInvoicingReceipt {
  /** The platform's id of what it received. */
  remoteId: string;
  /** Where the shop's copy was written, relative to DATA_DIR/einvoicing. */
  filePath: string;
}

/** A failure the platform will not get over by itself (a refused document): not retried. */
export class EInvoicingRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EInvoicingRefused';
  }
}

export interface EInvoicingPlatform {
  readonly name: string;
  /** An invoice or credit note to its buyer (Peppol, or a PDP for a French business). */
  send(document: EInvoicingFile): Promise<EInvoicingReceipt>;
  /** A period's B2C e-report to the tax administration. */
  report(file: EInvoicingFile): Promise<EInvoicingReceipt>;
}

/** Names that stay inside their folder: letters, digits, dot, dash, underscore. */
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** Writes the file under `dir/<kind>/<name>`, whole or not at all (a temporary file renamed). */
export async function writeEInvoicingFile(dir: string, file: EInvoicingFile): Promise<string> {
  if (!SAFE_NAME.test(file.name))
    throw new Error(`einvoicing: unsafe file name ${JSON.stringify(file.name)}`);
  const folder = join(dir, file.kind);
  await mkdir(folder, { recursive: true });
  const path = join(folder, file.name);
  const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, file.content, 'utf8');
  await rename(temporary, path);
  return `${file.kind}/${file.name}`;
}

/** The default: the files are written, and count as sent. */
export class OfflineEInvoicingPlatform implements EInvoicingPlatform {
  readonly name = 'offline';
  constructor(private readonly dir: string) {}

  async send(document: EInvoicingFile): Promise<EInvoicingReceipt> {
    const filePath = await writeEInvoicingFile(this.dir, document);
    return { remoteId: `offline:${filePath}`, filePath };
  }

  report(file: EInvoicingFile): Promise<EInvoicingReceipt> {
    return this.send(file);
  }
}

/** How long one call to the platform may take. */
export const PLATFORM_TIMEOUT_MS = 20_000;

/**
 * A platform's HTTP API, in the shape most PDPs and access points offer: the document as the request
 * body, a bearer token, an idempotency key; `201 { id }` when received, `409 { id }` when that key was
 * already received (a retry after a lost answer: sent), another 4xx when refused (not retried), 5xx or
 * no answer: retried by the job. Paths: /documents (e-invoices) and /reports (e-reports).
 */
export class HttpEInvoicingPlatform implements EInvoicingPlatform {
  readonly name = 'http';
  constructor(private readonly options: { url: string; token: string; dir: string; fetch?: FetchFn }) {}

  send(document: EInvoicingFile): Promise<EInvoicingReceipt> {
    return this.post('documents', document);
  }

  report(file: EInvoicingFile): Promise<EInvoicingReceipt> {
    return this.post('reports', file);
  }

  private async post(path: 'documents' | 'reports', file: EInvoicingFile): Promise<EInvoicingReceipt> {
    // The shop's own copy first: what it sent is kept whatever the platform answers.
    const filePath = await writeEInvoicingFile(this.options.dir, file);
    const fetchFn = this.options.fetch ?? ((input, init) => fetch(input, init));
    const response = await fetchFn(`${this.options.url.replace(/\/+$/, '')}/${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${this.options.token}`,
        'content-type': file.contentType,
        'idempotency-key': file.key,
        'x-document-kind': file.kind,
        'x-file-name': file.name,
        accept: 'application/json',
      },
      body: file.content,
      signal: AbortSignal.timeout(PLATFORM_TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => ({}))) as { id?: unknown; message?: unknown };
    if ((response.status === 201 || response.status === 200 || response.status === 409) && body.id)
      return { remoteId: String(body.id), filePath };
    // The platform's message names the rule the document broke, not the buyer: safe to keep.
    const reason = `platform answered ${response.status}${typeof body.message === 'string' ? `: ${body.message.slice(0, 300)}` : ''}`;
    if (response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429)
      throw new EInvoicingRefused(reason);
    throw new Error(reason);
  }
}

/** The start-up choice (EINVOICING_PLATFORM, EINVOICING_URL, EINVOICING_TOKEN). */
export function createEInvoicingPlatform(
  settings: EInvoicingSettings,
  fetchFn?: FetchFn,
): EInvoicingPlatform {
  if (settings.platform === 'http')
    return new HttpEInvoicingPlatform({
      url: settings.url!,
      token: settings.token!,
      dir: settings.dir,
      ...(fetchFn ? { fetch: fetchFn } : {}),
    });
  return new OfflineEInvoicingPlatform(settings.dir);
}
