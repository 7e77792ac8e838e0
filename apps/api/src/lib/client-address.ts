import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { isIP } from 'node:net';

/**
 * The shopper's address, passed by the storefront's server to the API it calls on their behalf
 * (otherwise every web shopper would share the storefront's own address, and one login bucket).
 * The API believes it only with a fresh HMAC keyed with a secret of the server side.
 */
export const CLIENT_ADDRESS_HEADER = 'x-consigne-client-address';
export const CLIENT_SIGNATURE_HEADER = 'x-consigne-client-signature';
/** A signed address is believed this long: enough for one page's calls, not for a replay later. */
const MAX_AGE_MS = 60_000;

/** The signing key, derived from JWT_SECRET with its own label (never the token key itself). */
export function clientAddressKey(jwtSecret: Uint8Array): Buffer {
  return createHmac('sha256', jwtSecret).update('consigne/client-address/v1').digest();
}

function mac(key: Buffer, address: string, timestamp: string): Buffer {
  return createHmac('sha256', key).update(`${address}\n${timestamp}`).digest();
}

/** The two headers that tell the API who the shopper is. */
export function signClientAddress(key: Buffer, address: string, now = Date.now()): Record<string, string> {
  const timestamp = String(now);
  return {
    [CLIENT_ADDRESS_HEADER]: address,
    [CLIENT_SIGNATURE_HEADER]: `${timestamp}.${mac(key, address, timestamp).toString('base64url')}`,
  };
}

/** The signed address when the headers carry one that checks and is fresh; otherwise undefined. */
export function verifyClientAddress(
  key: Buffer,
  headers: IncomingHttpHeaders,
  now = Date.now(),
): string | undefined {
  const address = headers[CLIENT_ADDRESS_HEADER];
  const signature = headers[CLIENT_SIGNATURE_HEADER];
  if (typeof address !== 'string' || typeof signature !== 'string' || !isIP(address)) return undefined;
  const [timestamp = '', given = ''] = signature.split('.');
  const age = now - Number(timestamp);
  if (!/^\d{1,15}$/.test(timestamp) || age > MAX_AGE_MS || age < -MAX_AGE_MS) return undefined;
  const expected = mac(key, address, timestamp);
  const actual = Buffer.from(given, 'base64url');
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? address : undefined;
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 becomes the last two). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().split('%')[0]!;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (s: string) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const start = part(head);
  const end = tail === undefined ? [] : part(tail);
  return [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end];
}

/**
 * The address as the limits count it: an IPv4 address as is (also when IPv4-mapped), an IPv6
 * address as its /64 network, which one subscriber gets whole (else rotating through it would
 * escape every per-address limit).
 */
export function addressBucket(address: string): string {
  if (isIP(address) !== 6) return address;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff)
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
