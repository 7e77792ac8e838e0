import { describe, expect, it } from 'vitest';
import { loginAs, testApp } from '../../../test/app.js';

const { app } = await testApp();

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const tamper = (token: string) => token.slice(0, -4) + (token.endsWith('AAAA') ? 'BBBB' : 'AAAA');
const refresh = (refreshToken: string) =>
  app.inject({ method: 'POST', url: '/api/token/refresh', payload: { refresh_token: refreshToken } });

describe('PATCH /api/user', () => {
  it('edits the name, phone and preferred language, and GET /api/user shows them', async () => {
    const { token } = await loginAs(app);
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: as(token),
      payload: {
        firstname: ' Camille ',
        lastname: 'Martin-Dupont',
        phone: '+33 6 11 22 33 44',
        locale: 'nl_BE',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: 'demo@example.com',
      firstname: 'Camille',
      lastname: 'Martin-Dupont',
      phone: '+33 6 11 22 33 44',
      locale: 'nl_BE',
    });
    const user = (await app.inject({ url: '/api/user', headers: as(token) })).json();
    expect(user).toMatchObject({ lastname: 'Martin-Dupont', phone: '+33 6 11 22 33 44' });
    const prefs = (await app.inject({ url: '/api/user/preferences', headers: as(token) })).json();
    expect(prefs.locale).toBe('nl_BE');
  });

  it('removes the phone with an empty value; refuses an empty name or a bad phone', async () => {
    const { token } = await loginAs(app);
    const cleared = await app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: as(token),
      payload: { phone: '' },
    });
    expect(cleared.json().phone).toBeNull();
    const empty = await app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: as(token),
      payload: { firstname: ' ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].field).toBe('firstname');
    const phone = await app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: as(token),
      payload: { phone: 'call me' },
    });
    expect(phone.statusCode).toBe(400);
  });

  it('needs a valid token', async () => {
    const { token } = await loginAs(app);
    expect(
      (await app.inject({ method: 'PATCH', url: '/api/user', payload: { firstname: 'X' } })).statusCode,
    ).toBe(401);
    expect(
      (
        await app.inject({
          method: 'PATCH',
          url: '/api/user',
          headers: as(tamper(token)),
          payload: { firstname: 'X' },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('GET/PATCH /api/user/preferences', () => {
  it('reads and saves the three opt-ins', async () => {
    const { token } = await loginAs(app, 'pro@example.com');
    const before = (await app.inject({ url: '/api/user/preferences', headers: as(token) })).json();
    expect(before).toEqual({ newsletterOptIn: false, offersOptIn: false, smsOptIn: false, locale: 'fr_FR' });
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/user/preferences',
      headers: as(token),
      payload: { offersOptIn: true, smsOptIn: true },
    });
    expect(res.json()).toEqual({
      newsletterOptIn: false,
      offersOptIn: true,
      smsOptIn: true,
      locale: 'fr_FR',
    });
    const after = (await app.inject({ url: '/api/user/preferences', headers: as(token) })).json();
    expect(after).toMatchObject({ offersOptIn: true, smsOptIn: true });
    // An empty change is harmless.
    const none = await app.inject({
      method: 'PATCH',
      url: '/api/user/preferences',
      headers: as(token),
      payload: {},
    });
    expect(none.json()).toMatchObject({ offersOptIn: true });
  });

  it('is 401 for a guest or a tampered token, 400 for a non-boolean', async () => {
    const { token } = await loginAs(app, 'pro@example.com');
    expect((await app.inject({ url: '/api/user/preferences' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/user/preferences', headers: as(tamper(token)) })).statusCode).toBe(
      401,
    );
    const bad = await app.inject({
      method: 'PATCH',
      url: '/api/user/preferences',
      headers: as(token),
      payload: { smsOptIn: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST /api/user/password', () => {
  it('checks the current password and the new one', async () => {
    const { token } = await loginAs(app, 'pro@example.com');
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/user/password',
      headers: as(token),
      payload: { currentPassword: 'not-it', newPassword: 'Un-tout-nouveau-42' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      { field: 'currentPassword', message: 'Le mot de passe actuel est incorrect.' },
    ]);
    const short = await app.inject({
      method: 'POST',
      url: '/api/user/password?locale=es_ES',
      headers: as(token),
      payload: { currentPassword: 'consigne-demo', newPassword: 'corto' },
    });
    expect(short.json().errors).toEqual([
      { field: 'newPassword', message: 'La contraseña debe tener al menos 8 caracteres.' },
    ]);
    const long = await app.inject({
      method: 'POST',
      url: '/api/user/password',
      headers: as(token),
      payload: { currentPassword: 'consigne-demo', newPassword: 'x'.repeat(129) },
    });
    expect(long.json().message).toBe('Le mot de passe ne peut pas dépasser 128 caractères.');
  });

  it('changes it, ends the other sessions and keeps the caller’s', async () => {
    const other = await loginAs(app, 'pro@example.com');
    const mine = await loginAs(app, 'pro@example.com');
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/password',
      headers: as(mine.token),
      payload: {
        currentPassword: 'consigne-demo',
        newPassword: 'Cafe-des-Pentes-2026',
        refresh_token: mine.refresh_token,
      },
    });
    expect(res.statusCode).toBe(204);
    expect((await refresh(other.refresh_token)).statusCode).toBe(401);
    expect((await refresh(mine.refresh_token)).statusCode).toBe(200);
    await expect(loginAs(app, 'pro@example.com')).rejects.toThrow(/401/);
    await loginAs(app, 'pro@example.com', 'Cafe-des-Pentes-2026');
  });

  it('keeps the session of the refresh_token cookie (browser calls)', async () => {
    const other = await loginAs(app, 'pro@example.com', 'Cafe-des-Pentes-2026');
    const mine = await loginAs(app, 'pro@example.com', 'Cafe-des-Pentes-2026');
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/password',
      cookies: { access_token: mine.token, refresh_token: mine.refresh_token },
      payload: { currentPassword: 'Cafe-des-Pentes-2026', newPassword: 'consigne-demo-back' },
    });
    expect(res.statusCode).toBe(204);
    expect((await refresh(other.refresh_token)).statusCode).toBe(401);
    expect((await refresh(mine.refresh_token)).statusCode).toBe(200);
  });

  it('does not keep a session of another user named in refresh_token', async () => {
    const demo = await loginAs(app);
    const pro = await loginAs(app, 'pro@example.com', 'consigne-demo-back');
    await app.inject({
      method: 'POST',
      url: '/api/user/password',
      headers: as(pro.token),
      payload: {
        currentPassword: 'consigne-demo-back',
        newPassword: 'consigne-demo-again',
        refresh_token: demo.refresh_token,
      },
    });
    expect((await refresh(pro.refresh_token)).statusCode).toBe(401);
    // The demo user's session is untouched.
    expect((await refresh(demo.refresh_token)).statusCode).toBe(200);
  });

  it('is 401 for a guest or a tampered token', async () => {
    const { token } = await loginAs(app);
    const payload = { currentPassword: 'consigne-demo', newPassword: 'Whatever-long-42' };
    expect((await app.inject({ method: 'POST', url: '/api/user/password', payload })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'POST', url: '/api/user/password', headers: as(tamper(token)), payload }))
        .statusCode,
    ).toBe(401);
  });
});
