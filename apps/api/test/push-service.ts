/**
 * A fake Web Push service for tests: an HTTP server (allowed by PUSH_TEST_HOSTS) that takes what the
 * shop POSTs to a device's endpoint, and a device (a P-256 key pair and an auth secret) that decrypts
 * it as a browser would (RFC 8291, aes128gcm): what a test reads is what the device would show.
 */
import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeDevice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
  authSecret: Buffer;
}

export interface PushReceived {
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
  /** The decrypted payload, for the device the path names. */
  payload: { title: string; body: string; url: string; tag: string } | null;
}

/** The payload of an aes128gcm push for this device (RFC 8291 §3.4, RFC 8188 §2). */
function decryptPush(device: Pick<FakeDevice, 'ecdh' | 'authSecret'>, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const cipher = body.subarray(21 + idLength);
  const shared = device.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, device.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipher.subarray(cipher.length - 16));
  const plain = Buffer.concat([decipher.update(cipher.subarray(0, cipher.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then padding zeros.
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  return plain.subarray(0, end).toString('utf8');
}

export async function startFakePushService(
  options: {
    /** Called when a push arrives, before it is answered; answer false to leave it unanswered (a kill). */
    beforeAnswer?: (received: PushReceived) => boolean | void;
    status?: number;
    /** A fixed port (the end-to-end shop is told it before the service starts); else a free one. */
    port?: number;
  } = {},
) {
  const devices = new Map<string, FakeDevice>();
  const received: PushReceived[] = [];
  /** Pushes answered 201: those the service took. */
  const accepted: PushReceived[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const device = devices.get(request.url ?? '');
      let payload: PushReceived['payload'] = null;
      try {
        if (device) payload = JSON.parse(decryptPush(device, body));
      } catch {
        payload = null;
      }
      const push = { path: request.url ?? '', headers: request.headers, body, payload };
      received.push(push);
      if (options.beforeAnswer?.(push) === false) return;
      const status = options.status ?? 201;
      if (status === 201) accepted.push(push);
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const host = `127.0.0.1:${port}`;
  return {
    host,
    received,
    accepted,
    /** A new device subscribed to this service: its endpoint and keys, as PushSubscription.toJSON(). */
    device(): FakeDevice {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const path = `/push/${randomBytes(8).toString('hex')}`;
      const device = {
        endpoint: `http://${host}${path}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
        ecdh,
        authSecret,
      };
      devices.set(path, device);
      return device;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
