import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { loginAs, TEST_SECRET, testApp } from '../../../test/app.js';

const { app } = await testApp();
const { token } = await loginAs(app);
const bearer = { authorization: `Bearer ${token}` };

describe('GET /api/user', () => {
  it('returns every field of a user for the demo shopper', async () => {
    const res = await app.inject({ url: '/api/user', headers: bearer });
    expect(res.statusCode).toBe(200);
    const user = res.json();
    expect(user).toMatchObject({
      firstname: 'Camille',
      nbOrders: 0,
      isPriceHtEligible: false,
      zone: { isDeliveryPoint: false, name: 'Nord (59)' },
      address: {
        name: 'Maison',
        streetNumber: '12',
        address: 'rue Nationale',
        cp: '59000',
        city: 'Lille',
        isSelected: true,
      },
      pendingDepositTotal: 10.4,
      walletAmount: 14.6,
    });
    expect(user.zone.id).toBeTypeOf('number');
    expect(user).toHaveProperty('selectedSlot', null);
  });

  it('flags the pro account for prices excl. VAT', async () => {
    const pro = await loginAs(app, 'pro@example.com');
    const res = await app.inject({ url: '/api/user', headers: { authorization: `Bearer ${pro.token}` } });
    expect(res.json()).toMatchObject({ firstname: 'Julien', isPriceHtEligible: true });
  });

  it('accepts the access_token cookie for same-origin browser calls', async () => {
    const res = await app.inject({ url: '/api/user', cookies: { access_token: token } });
    expect(res.statusCode).toBe(200);
  });

  it('is 401 with a message without a token, with a forged one, and with an expired one', async () => {
    const none = await app.inject({ url: '/api/user' });
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe('Vous devez être connecté pour accéder à cette ressource.');

    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('consigne')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    expect(
      (await app.inject({ url: '/api/user', headers: { authorization: `Bearer ${forged}` } })).statusCode,
    ).toBe(401);

    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('consigne')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(TEST_SECRET));
    const res = await app.inject({ url: '/api/user', headers: { authorization: `Bearer ${expired}` } });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Votre session a expiré, veuillez vous reconnecter.');
  });
});

describe('balances', () => {
  it('GET /api/user/pendingDeposit/total → total', async () => {
    const res = await app.inject({ url: '/api/user/pendingDeposit/total', headers: bearer });
    expect(res.json()).toEqual({ total: 10.4 });
  });
  it('GET /api/user/billing/wallet → amount', async () => {
    const res = await app.inject({ url: '/api/user/billing/wallet', headers: bearer });
    expect(res.json()).toEqual({ amount: 14.6 });
  });
});
