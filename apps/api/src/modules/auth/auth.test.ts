import { describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { loginAs, testApp } from '../../../test/app.js';

const LIMIT = 10;
// No refresh reuse interval here: a repeat is a replay at once (sessions.test.ts covers the interval).
const { app } = await testApp({ LOGIN_RATE_LIMIT: String(LIMIT), REFRESH_REUSE_SECONDS: '0' });

describe('POST /api/login_check', () => {
  it('returns a short-lived access token and a refresh token', async () => {
    const { token, refresh_token } = await loginAs(app);
    const claims = decodeJwt(token);
    expect(claims.sub).toMatch(/^\d+$/);
    expect(claims.exp! - claims.iat!).toBe(15 * 60);
    expect(refresh_token.length).toBeGreaterThanOrEqual(40);
  });

  it('accepts the e-mail in any case', async () => {
    await expect(loginAs(app, '  Demo@Example.com ')).resolves.toHaveProperty('token');
  });

  it('refuses a wrong password with 401 and a message', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { username: 'pro@example.com', password: 'nope' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      code: 'invalid_credentials',
      message: 'Identifiants invalides.',
      errors: [],
    });
  });

  it('answers in the requested locale', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/login_check?locale=nl_BE',
      payload: { username: 'nobody@example.com', password: 'x' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Aanmelden mislukt: controleer je e-mailadres en wachtwoord.');
  });

  it('gives 400, never 500, for malformed JSON and missing fields', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/api/login_check',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "demo@example.com", ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Le corps de la requête n’est pas un JSON valide.');

    const missing = await app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { username: 'demo@example.com' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0]).toEqual({
      field: 'password',
      message: 'password : Ce champ est requis.',
    });
  });

  it('rate-limits repeated attempts on one account, not the others', async () => {
    const attempt = () =>
      app.inject({
        method: 'POST',
        url: '/api/login_check',
        payload: { username: 'ratelimited@example.com', password: 'x' },
      });
    const statuses = [];
    for (let i = 0; i <= LIMIT; i++) statuses.push((await attempt()).statusCode);
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(401));
    expect(statuses[LIMIT]).toBe(429);
    expect((await attempt()).json().message).toBe('Trop de tentatives. Réessayez dans une minute.');
    const other = await app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { username: 'other@example.com', password: 'x' },
    });
    expect(other.statusCode).toBe(401);
  });
});

describe('POST /api/token/refresh', () => {
  const refresh = (refresh_token: string) =>
    app.inject({ method: 'POST', url: '/api/token/refresh', payload: { refresh_token } });

  it('rotates: a new pair each time, the old refresh token is single-use', async () => {
    const first = await loginAs(app);
    const res = await refresh(first.refresh_token);
    expect(res.statusCode).toBe(200);
    const second = res.json();
    expect(second.token).toBeTypeOf('string');
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await refresh(second.refresh_token)).statusCode).toBe(200);
  });

  it('revokes the whole family when a used token is replayed', async () => {
    const first = await loginAs(app);
    const second = (await refresh(first.refresh_token)).json();
    const replay = await refresh(first.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toMatch(/déjà été utilisé/);
    // The legitimate successor is now dead too: the thief and the victim both have to log in again.
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
  });

  it('lets only one of two concurrent refreshes of the same token win', async () => {
    const { refresh_token } = await loginAs(app);
    const results = await Promise.all([refresh(refresh_token), refresh(refresh_token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('refuses an unknown token and a missing one', async () => {
    expect((await refresh('not-a-token')).statusCode).toBe(401);
    const missing = await app.inject({ method: 'POST', url: '/api/token/refresh', payload: {} });
    expect(missing.statusCode).toBe(400);
  });

  it('revoke (logout) ends the family', async () => {
    const { refresh_token } = await loginAs(app);
    const res = await app.inject({ method: 'POST', url: '/api/token/revoke', payload: { refresh_token } });
    expect(res.statusCode).toBe(204);
    expect((await refresh(refresh_token)).statusCode).toBe(401);
  });
});
