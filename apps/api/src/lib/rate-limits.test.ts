// Anti-automation limits of the routes that create things or guess secrets, keyed on the client.
import { describe, expect, it } from 'vitest';
import { loginAs, testApp, TEST_SECRET } from '../../test/app.js';
import { clientAddressKey, signClientAddress } from './client-address.js';

const LIMIT = 2;
const { app } = await testApp({ LOGIN_RATE_LIMIT: String(LIMIT) });
const key = clientAddressKey(new TextEncoder().encode(TEST_SECRET));

/** The statuses of `count` calls; `i` numbers them (for a different body each time). */
async function statuses(count: number, call: (i: number) => Promise<{ statusCode: number }>) {
  const codes: number[] = [];
  for (let i = 0; i < count; i++) codes.push((await call(i)).statusCode);
  return codes;
}

describe('per-address limits on creating accounts and leads', () => {
  it.each(['/api/register', '/api/non-eligible'])(
    '%s: the (3 × LOGIN_RATE_LIMIT + 1)th call of one shopper a minute is refused, not another’s',
    async (url) => {
      const post = (address: string) =>
        app.inject({ method: 'POST', url, headers: signClientAddress(key, address), payload: {} });
      const codes = await statuses(3 * LIMIT + 1, () => post('198.51.100.60'));
      expect(codes.slice(0, 3 * LIMIT)).not.toContain(429);
      expect(codes[3 * LIMIT]).toBe(429);
      expect((await post('198.51.100.61')).statusCode).not.toBe(429);
    },
  );
});

describe('promo codes', () => {
  it('refuses the (LOGIN_RATE_LIMIT + 1)th code a customer tries in a minute', async () => {
    const { token } = await loginAs(app);
    const apply = (i: number) =>
      app.inject({
        method: 'POST',
        url: '/api/cart/promo',
        headers: { authorization: `Bearer ${token}` },
        payload: { code: `GUESS${i}` },
      });
    const codes = await statuses(LIMIT + 1, apply);
    expect(codes.slice(0, LIMIT)).not.toContain(429);
    expect(codes[LIMIT]).toBe(429);
    // Removing the code is not limited.
    const remove = await app.inject({
      method: 'DELETE',
      url: '/api/cart/promo',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(remove.statusCode).toBe(200);
  });
});
