// An access token lives only as long as its login, and a refresh token
// presented twice within the reuse interval gets the same successor instead of ending the login.
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { loginAs, TEST_SECRET, testApp } from '../../../test/app.js';
import { users } from '../../db/schema/index.js';
import { authPlugin } from '../../plugins/auth.js';
import { hashPassword } from './password.js';

const REUSE_SECONDS = 2;
const { app, db } = await testApp({ REFRESH_REUSE_SECONDS: String(REUSE_SECONDS) });

const PASSWORD = 'Sessions-Test-2026';
const passwordHash = await hashPassword(PASSWORD);
let created = 0;
/** A customer of its own (so deleting it or changing its password disturbs no other test). */
async function newCustomer() {
  const email = `session-${++created}@example.com`;
  const [user] = await db
    .insert(users)
    .values({ email, passwordHash, firstname: 'Sacha', lastname: 'Session' })
    .returning({ id: users.id });
  return { id: user!.id, email, login: () => loginAs(app, email, PASSWORD) };
}

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const me = (token: string) => app.inject({ url: '/api/user', headers: as(token) });
const meByCookie = (token: string) => app.inject({ url: '/api/user', cookies: { access_token: token } });
const refresh = (refresh_token: string) =>
  app.inject({ method: 'POST', url: '/api/token/refresh', payload: { refresh_token } });
const logout = (refresh_token: string) =>
  app.inject({ method: 'POST', url: '/api/token/revoke', payload: { refresh_token } });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('access tokens end with their login (item 13: session check)', () => {
  it('logout: the access token is refused at once, by header and by cookie', async () => {
    const { login } = await newCustomer();
    const pair = await login();
    const other = await login();
    expect((await me(pair.token)).statusCode).toBe(200);
    expect((await logout(pair.refresh_token)).statusCode).toBe(204);
    const after = await me(pair.token);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Votre session a expiré, veuillez vous reconnecter.');
    expect((await meByCookie(pair.token)).statusCode).toBe(401);
    // Another login of the same shopper goes on.
    expect((await me(other.token)).statusCode).toBe(200);
  });

  it('the access tokens of a rotated login stay valid until the login ends', async () => {
    const { login } = await newCustomer();
    const first = await login();
    const second = (await refresh(first.refresh_token)).json();
    expect((await me(first.token)).statusCode).toBe(200);
    expect((await me(second.token)).statusCode).toBe(200);
    await logout(second.refresh_token);
    expect((await me(first.token)).statusCode).toBe(401);
    expect((await me(second.token)).statusCode).toBe(401);
  });

  it('password change: the other logins’ access tokens are refused, the caller’s is kept', async () => {
    const { login } = await newCustomer();
    const other = await login();
    const mine = await login();
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/password',
      headers: as(mine.token),
      payload: {
        currentPassword: PASSWORD,
        newPassword: 'Sessions-Test-2027',
        refresh_token: mine.refresh_token,
      },
    });
    expect(res.statusCode).toBe(204);
    expect((await me(other.token)).statusCode).toBe(401);
    expect((await me(mine.token)).statusCode).toBe(200);
  });

  it('deleted account: its still-valid token is a 401 on every route, never a 500', async () => {
    const { id, login } = await newCustomer();
    const { token } = await login();
    await db.delete(users).where(eq(users.id, id));
    const calls = await Promise.all([
      me(token),
      app.inject({
        method: 'POST',
        url: '/api/user/addresses',
        headers: as(token),
        payload: { name: 'Maison', streetNumber: '7', address: 'rue Nationale', cp: '59000', city: 'Lille' },
      }),
      app.inject({
        method: 'PATCH',
        url: '/api/user/cart',
        headers: as(token),
        payload: { product_warehouse_id: 1, quantity: 1 },
      }),
      app.inject({ url: '/api/user/addresses', headers: as(token) }),
    ]);
    expect(calls.map((res) => res.statusCode)).toEqual([401, 401, 401, 401]);
    expect(calls[1]!.json()).toMatchObject({ message: expect.any(String), errors: [] });
  });

  it('a detected replay ends the access tokens of the login too', async () => {
    const { login } = await newCustomer();
    const first = await login();
    const second = (await refresh(first.refresh_token)).json();
    await sleep(REUSE_SECONDS * 1000 + 200);
    expect((await refresh(first.refresh_token)).statusCode).toBe(401);
    expect((await me(first.token)).statusCode).toBe(401);
    expect((await me(second.token)).statusCode).toBe(401);
  });
});

describe('refresh reuse interval (item 4)', () => {
  it('two simultaneous renewals of one token both succeed, with the same successor', async () => {
    const { login } = await newCustomer();
    const { refresh_token } = await login();
    const answers = await Promise.all([refresh(refresh_token), refresh(refresh_token)]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    const [a, b] = answers.map((res) => res.json() as { token: string; refresh_token: string });
    expect(a!.refresh_token).toBe(b!.refresh_token);
    expect((await me(a!.token)).statusCode).toBe(200);
    expect((await me(b!.token)).statusCode).toBe(200);
    // Still logged in: the successor rotates normally.
    expect((await refresh(a!.refresh_token)).statusCode).toBe(200);
  });

  it('a repeat after the successor was rotated gets the living token of the chain, not a revocation', async () => {
    const { login } = await newCustomer();
    const first = await login();
    const second = (await refresh(first.refresh_token)).json();
    const third = (await refresh(second.refresh_token)).json();
    const repeat = await refresh(first.refresh_token);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().refresh_token).toBe(third.refresh_token);
    expect((await refresh(third.refresh_token)).statusCode).toBe(200);
  });

  it('after the interval, a repeat is a replay: the whole family is revoked', async () => {
    const { login } = await newCustomer();
    const first = await login();
    const second = (await refresh(first.refresh_token)).json();
    await sleep(REUSE_SECONDS * 1000 + 200);
    const replay = await refresh(first.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toMatch(/déjà été utilisé/);
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
  });

  it('within the interval, a token of a logged-out family is refused', async () => {
    const { login } = await newCustomer();
    const first = await login();
    const second = (await refresh(first.refresh_token)).json();
    await logout(second.refresh_token);
    expect((await refresh(first.refresh_token)).statusCode).toBe(401);
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
  });
});

/** A token signed with the test secret for `sub` and `sid`, as a forger who knew the secret would make. */
const signed = (sub: string, sid: string) =>
  new SignJWT({ sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setIssuer('consigne')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(new TextEncoder().encode(TEST_SECRET));
const sidOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sid: string }).sid;

describe('a token whose subject no user can have', () => {
  it('is no user (401), not a database error, for a subject beyond the ids the database holds', async () => {
    const { id, login } = await newCustomer();
    const { token } = await login();
    for (const sub of ['99999999999', '-1', '1e3', `${id}.5`])
      expect((await me(await signed(sub, sidOf(token)))).statusCode, sub).toBe(401);
  });
});

describe('a route whose own statement checks the session (GET /api/cart, ADR 0059)', () => {
  const cart = (token: string) => app.inject({ url: '/api/cart', headers: as(token) });
  const tokenExpired = 'Votre session a expiré, veuillez vous reconnecter.';

  it('answers a live login, and refuses it at once once logged out, with the separate check’s message', async () => {
    const { login } = await newCustomer();
    const pair = await login();
    const other = await login();
    const live = await cart(pair.token);
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ packages: [], availableItems: [], itemCount: 0 });
    await logout(pair.refresh_token);
    const after = await cart(pair.token);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(tokenExpired);
    expect((await app.inject({ url: '/api/cart', cookies: { access_token: pair.token } })).statusCode).toBe(
      401,
    );
    expect((await cart(other.token)).statusCode).toBe(200);
  });

  it('refuses a blocked account’s and a deleted account’s still-valid tokens', async () => {
    const blocked = await newCustomer();
    const { token: blockedToken } = await blocked.login();
    await db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, blocked.id));
    expect((await cart(blockedToken)).statusCode).toBe(401);
    const deleted = await newCustomer();
    const { token: deletedToken } = await deleted.login();
    await db.delete(users).where(eq(users.id, deleted.id));
    expect((await cart(deletedToken)).statusCode).toBe(401);
  });

  it('refuses a login of another user, a sid that is no login, and no token, never with a 500', async () => {
    const mine = await newCustomer();
    const theirs = await newCustomer();
    const { token } = await theirs.login();
    const calls = await Promise.all([
      cart(await signed(String(mine.id), sidOf(token))),
      cart(await signed(String(mine.id), '00000000-0000-4000-8000-000000000000')),
      cart(await signed(String(mine.id), "x' or 1=1 --")),
      cart(await signed('99999999999', sidOf(token))),
      app.inject({ url: '/api/cart' }),
    ]);
    expect(calls.map((res) => res.statusCode)).toEqual([401, 401, 401, 401, 401]);
    expect(calls.slice(0, 3).map((res) => res.json().message)).toEqual(Array(3).fill(tokenExpired));
  });

  it('a route flagged so must authenticate by its statement, and only such a route may', async () => {
    for (const wrong of [
      (a: FastifyInstance) =>
        a.get('/x', { config: { sessionInStatement: true }, preHandler: [a.authenticate] }, async () => ''),
      (a: FastifyInstance) => a.get('/x', { preHandler: [a.authenticateInStatement] }, async () => ''),
    ]) {
      const bare = Fastify();
      await bare.register(authPlugin, { secret: new TextEncoder().encode(TEST_SECRET) });
      await expect(
        (async () => {
          wrong(bare);
          await bare.ready();
        })(),
      ).rejects.toThrow(/sessionInStatement goes with authenticateInStatement/);
      await bare.close();
    }
  });
});
