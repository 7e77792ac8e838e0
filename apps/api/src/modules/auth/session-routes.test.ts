import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { loginAs, TEST_SECRET, testApp } from '../../../test/app.js';

const { app } = await testApp({ ACCESS_TOKEN_TTL: '60' });

/** The browser's renewal call: same-origin fetch with the custom header and the session cookies. */
const renew = (cookies: Record<string, string>, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/session/refresh',
    headers: { 'x-consigne-session': '1', 'sec-fetch-site': 'same-origin', ...headers },
    cookies,
  });

const setCookies = (res: Awaited<ReturnType<typeof renew>>) =>
  Object.fromEntries(res.cookies.map((c) => [c.name, c]));

describe('POST /api/session/refresh (browser renewal, refresh token in an HttpOnly cookie)', () => {
  it('rotates both cookies with the login attributes and exposes no token to the page', async () => {
    const pair = await loginAs(app);
    const res = await renew({ refresh_token: pair.refresh_token, access_token: pair.token });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(res.headers['cache-control']).toBe('no-store');
    const { access_token: access, refresh_token: refresh } = setCookies(res);
    expect(refresh!.value).not.toBe(pair.refresh_token);
    expect(decodeJwt(access!.value).sub).toBe(decodeJwt(pair.token).sub);
    for (const [cookie, maxAge] of [
      [access!, 7 * 24 * 3600],
      [refresh!, 30 * 24 * 3600],
    ] as const)
      expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', httpOnly: true, maxAge });
    expect(access!.secure).toBeUndefined();
    // The old refresh token was consumed; the new pair works for the API and for the next renewal.
    const user = await app.inject({
      method: 'GET',
      url: '/api/user',
      cookies: { access_token: access!.value },
    });
    expect(user.statusCode).toBe(200);
    expect((await renew({ refresh_token: refresh!.value })).statusCode).toBe(204);
  });

  it('marks the cookies Secure behind https', async () => {
    const { refresh_token } = await loginAs(app);
    const res = await renew({ refresh_token }, { 'x-forwarded-proto': 'https' });
    expect(res.statusCode).toBe(204);
    expect(setCookies(res).refresh_token!.secure).toBe(true);
  });

  it('answers 401 without a refresh cookie, and empties both cookies for a refused token', async () => {
    const none = await renew({});
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({
      code: 'auth_required',
      message: 'Vous devez être connecté pour accéder à cette ressource.',
      errors: [],
    });
    const bad = await renew({ refresh_token: 'not-a-token' });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().message).toBe('Refresh token invalide ou expiré.');
    const cleared = setCookies(bad);
    expect(cleared.access_token).toMatchObject({ value: '', maxAge: 0 });
    expect(cleared.refresh_token).toMatchObject({ value: '', maxAge: 0 });
  });

  it('refuses cross-site requests (CSRF) and leaves the token unused', async () => {
    const { refresh_token } = await loginAs(app);
    const attempts = [
      // A cross-site HTML form: no custom header.
      renew({ refresh_token }, { 'x-consigne-session': '', 'sec-fetch-site': 'cross-site' }),
      app.inject({ method: 'POST', url: '/api/session/refresh', cookies: { refresh_token } }),
      // A script on another site (or a sibling subdomain) even if it could add the header.
      renew({ refresh_token }, { 'sec-fetch-site': 'cross-site' }),
      renew({ refresh_token }, { 'sec-fetch-site': 'same-site' }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Requête refusée : elle ne vient pas de la boutique.');
      expect(res.cookies).toEqual([]);
    }
    const nl = await app.inject({
      method: 'POST',
      url: '/api/session/refresh?locale=nl_BE',
      cookies: { refresh_token },
    });
    expect(nl.json().message).toBe('Verzoek geweigerd: het komt niet van de winkel.');
    // The shopper's own renewal still works: nothing above consumed the token.
    expect((await renew({ refresh_token })).statusCode).toBe(204);
  });
});

describe('routes that answer guests and customers differently', () => {
  const routes = [
    '/api/warehouse/',
    '/api/slots',
    '/api/categories',
    '/api/categories/vins',
    '/api/products/cross-sell',
    '/api/products/some-product',
  ];
  const signed = (secret: string, expiresAt: number) =>
    new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('consigne')
      .setIssuedAt(expiresAt - 900)
      .setExpirationTime(expiresAt)
      .sign(new TextEncoder().encode(secret));

  it('answer 401 to a refused token (expired, or badly signed though not expired), never the guest view', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await signed(TEST_SECRET, now - 60);
    const otherSecret = await signed('another-secret-another-secret-another-secret', now + 600);
    for (const url of routes) {
      const viaCookie = await app.inject({ url, cookies: { access_token: expired } });
      expect([url, viaCookie.statusCode]).toEqual([url, 401]);
      expect(viaCookie.json().message).toBe('Votre session a expiré, veuillez vous reconnecter.');
      const viaHeader = await app.inject({ url, headers: { authorization: `Bearer ${otherSecret}` } });
      expect([url, viaHeader.statusCode]).toEqual([url, 401]);
      // A guest (no token) still gets the guest's answer.
      expect((await app.inject({ url })).statusCode).not.toBe(401);
    }
    const { token } = await loginAs(app);
    const customer = await app.inject({ url: '/api/slots', cookies: { access_token: token } });
    expect(customer.statusCode).toBe(200);
  });
});
