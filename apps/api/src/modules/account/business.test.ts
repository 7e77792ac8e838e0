import { describe, expect, it } from 'vitest';
import { loginAs, testApp } from '../../../test/app.js';

const { app } = await testApp();

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const put = (token: string, payload: object) =>
  app.inject({ method: 'PUT', url: '/api/user/business', headers: as(token), payload });

describe('the account’s business identity', () => {
  it('is seeded for pro@example.com as a French company', async () => {
    const { token } = await loginAs(app, 'pro@example.com');
    const res = await app.inject({ url: '/api/user/business', headers: as(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      profile: {
        companyName: 'Café des Pentes SARL',
        siren: '123456782',
        vatNumber: 'FR11123456782',
        peppolScheme: '0225',
        peppolId: '123456782',
      },
    });
  });

  it('is set compact and upper-case, replaced, then removed — the caller’s own only', async () => {
    const { token } = await loginAs(app);
    expect((await app.inject({ url: '/api/user/business', headers: as(token) })).json()).toEqual({
      profile: null,
    });
    const set = await put(token, {
      companyName: ' Brasserie  du Nord ',
      siren: '',
      vatNumber: 'be 0417.497.106',
      peppolScheme: '0208',
      peppolId: '0417 497 106',
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().profile).toEqual({
      companyName: 'Brasserie du Nord',
      siren: null,
      vatNumber: 'BE0417497106',
      peppolScheme: '0208',
      peppolId: '0417497106',
    });
    const replaced = await put(token, { companyName: 'Bistrot', siren: '732 829 320' });
    expect(replaced.json().profile).toMatchObject({ siren: '732829320', vatNumber: null, peppolId: null });
    // Another account's identity is untouched.
    const pro = await loginAs(app, 'pro@example.com');
    expect(
      (await app.inject({ url: '/api/user/business', headers: as(pro.token) })).json().profile.siren,
    ).toBe('123456782');
    const removed = await app.inject({ method: 'DELETE', url: '/api/user/business', headers: as(token) });
    expect(removed.json()).toEqual({ profile: null });
  });

  it('refuses a wrong identity field by field, with a clear 400', async () => {
    const { token } = await loginAs(app);
    const res = await put(token, {
      companyName: 'Bistrot',
      siren: '732829321',
      vatNumber: 'FR45732829320',
      peppolScheme: '0208',
      peppolId: '123',
    });
    expect(res.statusCode).toBe(400);
    const fields = Object.fromEntries(
      (res.json().errors as Array<{ field: string; message: string }>).map((e) => [e.field, e.message]),
    );
    expect(Object.keys(fields).sort()).toEqual(['peppolId', 'siren', 'vatNumber']);
    expect(fields.siren).toContain('SIREN');
    const neither = await put(token, { companyName: 'Bistrot' });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().errors[0].field).toBe('siren');
    const scheme = await put(token, { companyName: 'Bistrot', siren: '732829320', peppolScheme: '1234' });
    expect(scheme.statusCode).toBe(400);
    const anonymous = await app.inject({ url: '/api/user/business' });
    expect(anonymous.statusCode).toBe(401);
  });
});
