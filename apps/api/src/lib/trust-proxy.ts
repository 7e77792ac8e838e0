import { isIP } from 'node:net';

/** What Fastify's `trustProxy` accepts: nobody, everybody, a hop count, or addresses and ranges. */
export type TrustProxy = boolean | number | string[];

/** proxy-addr's names for the usual private ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (bits === undefined) return true;
  const max = version === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/**
 * TRUST_PROXY: unset or `false` trusts nobody (X-Forwarded-For is ignored); `true` trusts every
 * hop; a whole number trusts that many hops in front of the server; otherwise a comma-separated
 * list of addresses, CIDR ranges or proxy-addr's names (loopback, linklocal, uniquelocal).
 * Anything else stops the start: a typo here would silently trust the wrong clients.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text) === 0 ? false : Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !isAddressOrRange(entry));
  if (bad !== undefined)
    throw new Error(
      `TRUST_PROXY: "${bad}" is not an address, a CIDR range (10.0.0.0/8), loopback, a hop count, true or false`,
    );
  return entries;
}

/** The Fastify option: a hop count becomes the function Fastify itself builds for numbers (typed). */
export function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}
