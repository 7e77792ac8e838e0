import { describe, expect, it } from 'vitest';
import { testApp, TEST_SECRET } from '../../../test/app.js';
import { clientAddressKey, signClientAddress } from '../../lib/client-address.js';

// Per account: LIMIT a minute; per client address: 3 × LIMIT, so the 10th attempt from one address is refused.
const LIMIT = 3;
const PER_ADDRESS = LIMIT * 3;
const storefrontKey = clientAddressKey(new TextEncoder().encode(TEST_SECRET));
const strangerKey = clientAddressKey(new TextEncoder().encode('another-secret-another-secret-0123456789'));

const trustNobody = (await testApp({ LOGIN_RATE_LIMIT: String(LIMIT) })).app;
const behindProxy = (await testApp({ LOGIN_RATE_LIMIT: String(LIMIT), TRUST_PROXY: '127.0.0.1' })).app;
type App = typeof trustNobody;

let account = 0;
/** A failed login for a new (unknown) account each time, so only the per-address limit can trip. */
async function failedLogin(app: App, remoteAddress: string, headers: Record<string, string> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login_check',
    remoteAddress,
    headers,
    payload: { username: `nobody-${account++}@example.com`, password: 'wrong-password' },
  });
  return res.statusCode;
}

/** The statuses of PER_ADDRESS + 1 failed logins, each with the headers `headersOf(i)`. */
async function burst(app: App, remoteAddress: string, headersOf: (i: number) => Record<string, string>) {
  const statuses: number[] = [];
  for (let i = 0; i <= PER_ADDRESS; i++) statuses.push(await failedLogin(app, remoteAddress, headersOf(i)));
  return statuses;
}
const LOCKED = [...Array<number>(PER_ADDRESS).fill(401), 429];

describe('the client address of the per-address login limit', () => {
  it('ignores X-Forwarded-For by default: rotating it does not escape the limit', async () => {
    expect(await burst(trustNobody, '192.0.2.10', (i) => ({ 'x-forwarded-for': `203.0.113.${i}` }))).toEqual(
      LOCKED,
    );
  });

  it('believes X-Forwarded-For from a trusted proxy (TRUST_PROXY), one bucket per forwarded client', async () => {
    expect(await burst(behindProxy, '127.0.0.1', () => ({ 'x-forwarded-for': '203.0.113.50' }))).toEqual(
      LOCKED,
    );
    expect(await failedLogin(behindProxy, '127.0.0.1', { 'x-forwarded-for': '203.0.113.51' })).toBe(401);
  });

  it("keys on the shopper's address the storefront signs, one bucket per shopper", async () => {
    expect(
      await burst(trustNobody, '127.0.0.1', () => signClientAddress(storefrontKey, '198.51.100.1')),
    ).toEqual(LOCKED);
    expect(
      await failedLogin(trustNobody, '127.0.0.1', signClientAddress(storefrontKey, '198.51.100.2')),
    ).toBe(401);
  });

  it('counts an IPv6 client as its /64: rotating through it does not escape the limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= PER_ADDRESS; i++)
      statuses.push(await failedLogin(trustNobody, `2001:db8:1:2::${(i + 1).toString(16)}`));
    expect(statuses).toEqual(LOCKED);
    expect(await failedLogin(trustNobody, '2001:db8:1:3::1')).toBe(401);
  });

  it('ignores a client address signed with another key, stale, or not an address', async () => {
    const forged = (i: number) => signClientAddress(strangerKey, `198.51.100.${100 + i}`);
    expect(await burst(trustNobody, '192.0.2.20', forged)).toEqual(LOCKED);

    const stale = (i: number) =>
      signClientAddress(storefrontKey, `198.51.100.${150 + i}`, Date.now() - 120_000);
    expect(await burst(trustNobody, '192.0.2.21', stale)).toEqual(LOCKED);

    const tampered = (i: number) => ({
      ...signClientAddress(storefrontKey, '198.51.100.200'),
      'x-consigne-client-address': `198.51.100.${201 + i}`,
    });
    expect(await burst(trustNobody, '192.0.2.22', tampered)).toEqual(LOCKED);
  });
});

describe('the password-reset limit', () => {
  it("keys on the shopper's signed address, so one shopper's flood does not block another", async () => {
    const ask = (address: string) =>
      trustNobody.inject({
        method: 'POST',
        url: '/api/password/reset-request',
        headers: signClientAddress(storefrontKey, address),
        payload: { email: 'shared-inbox@example.com' },
      });
    const codes: number[] = [];
    for (let i = 0; i <= LIMIT; i++) codes.push((await ask('198.51.100.30')).statusCode);
    expect(codes).toEqual([...Array<number>(LIMIT).fill(202), 429]);
    expect((await ask('198.51.100.31')).statusCode).toBe(202);
  });
});
