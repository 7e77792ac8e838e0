// Test helper only: never exported by the module's front door, so smtp-server (a development
// dependency) stays out of the production bundle. Tests import this file directly.
/**
 * Test helper: a real SMTP server (smtp-server) on a random local port that keeps the messages it
 * receives, with just enough MIME decoding to read the subject and the text part.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** The Message-ID header. */
  messageId: string;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

const decodeQuotedPrintable = (value: string) =>
  Buffer.from(
    value
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** RFC 2047 encoded words of a header ("=?UTF-8?Q?...?=" and "=?UTF-8?B?...?="). */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([BbQq])\?([^?]*)\?=/g, (_, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function headersOf(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** Text and HTML parts of a (possibly multipart) message. */
export function parseMail(raw: string): Omit<ReceivedMail, 'to' | 'raw'> {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = headersOf(raw.slice(0, split));
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const parts: Record<string, string> = {};
  const walk = (partHeaders: Record<string, string>, partBody: string) => {
    const type = partHeaders['content-type'] ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (boundary) {
      for (const chunk of partBody.split(`--${boundary}`).slice(1)) {
        if (chunk.startsWith('--')) break;
        const at = chunk.search(/\r?\n\r?\n/);
        walk(headersOf(chunk.slice(0, at)), chunk.slice(at).replace(/^\r?\n\r?\n/, ''));
      }
      return;
    }
    const kind = type.toLowerCase().startsWith('text/html') ? 'html' : 'text';
    parts[kind] ??= decodeBody(partHeaders, partBody);
  };
  walk(headers, body);
  return {
    subject: decodeHeader(headers.subject ?? ''),
    messageId: headers['message-id'] ?? '',
    text: parts.text ?? '',
    html: parts.html ?? '',
  };
}

/**
 * `beforeAccept` runs once the server holds a message, before it answers 250 (a test kills the
 * sending process there: the server has the message, the sender never learns it).
 */
export async function startTestSmtpServer({
  beforeAccept,
}: { beforeAccept?: (mail: ReceivedMail) => void } = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail = { to: session.envelope.rcptTo.map((r) => r.address), raw, ...parseMail(raw) };
        received.push(mail);
        beforeAccept?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Messages received for this address so far. */
    count: (to: string) => received.filter((m) => m.to.includes(to)).length,
    /** Waits for a message to this address beyond the first `after` ones, and returns the latest. */
    async waitFor(to: string, { after = 0, timeoutMs = 10_000 } = {}): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mine = received.filter((m) => m.to.includes(to));
        if (mine.length > after) return mine[mine.length - 1]!;
        if (Date.now() > deadline) throw new Error(`no e-mail for ${to} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
