/**
 * Registering with an address that already has an account answers exactly as a new
 * registration does, and the address's owner is told by e-mail (a real SMTP server here).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app.js';
import { rowsHolding } from '../../../test/secrets.js';
import { startTestSmtpServer } from '../mail/testing.js';

const smtp = await startTestSmtpServer();
afterAll(() => smtp.close());
const { app, db } = await testApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://shop.example' });

let counter = 0;
const form = (email: string) => ({
  address: { number: '12', street: 'rue Nationale', postalCode: '59000', city: 'Lille', country: 'FR' },
  houseType: 'house',
  firstname: 'Léa',
  lastname: 'Dubois',
  phone: '06 12 34 56 78',
  email,
  password: 'verre-consigné-2026',
  isAdult: true,
});
const register = (email: string, locale = 'fr_FR') =>
  app.inject({ method: 'POST', url: `/api/register?locale=${locale}`, payload: form(email) });

describe('POST /api/register reveals nothing about existing accounts', () => {
  it('answers a taken address exactly as a new one, in each language', async () => {
    for (const locale of ['fr_FR', 'fr_BE', 'es_ES', 'nl_BE']) {
      const taken = await register('demo@example.com', locale);
      const fresh = await register(`fresh-${Date.now()}-${++counter}@example.com`, locale);
      expect([taken.statusCode, taken.body]).toEqual([fresh.statusCode, fresh.body]);
      expect(taken.statusCode).toBe(202);
    }
    expect((await register('demo@example.com')).json()).toEqual({
      message:
        'Presque terminé ! Nous venons d’envoyer un e-mail à cette adresse : ouvrez-le pour finaliser la création de votre compte.',
    });
  });

  it('e-mails the owner of a taken address, in their language: sign in or choose a new password', async () => {
    const after = smtp.count('pro@example.com');
    expect((await register('PRO@example.com ', 'es_ES')).statusCode).toBe(202);
    const mail = await smtp.waitFor('pro@example.com', { after });
    expect(mail.subject).toBe('Une tentative d’inscription avec votre adresse e-mail');
    expect(mail.text).toContain('Vous avez déjà un compte : aucun nouveau compte n’a été créé.');
    expect(mail.text).toContain('https://shop.example/fr/login');
    expect(mail.text).toContain('https://shop.example/fr/reset-password');
  });

  it('e-mails a new address the link that creates the account; the link is stored nowhere', async () => {
    const email = `new-${Date.now()}@example.com`;
    expect((await register(email, 'nl_BE')).statusCode).toBe(202);
    const mail = await smtp.waitFor(email);
    expect(mail.subject).toBe('Bevestig je nieuwe consigne-account');
    const token = /https:\/\/shop\.example\/nl-BE\/inscription\/success\?token=([A-Za-z0-9_-]{43})/.exec(
      mail.text,
    )?.[1];
    expect(token, mail.text).toBeDefined();
    await app.jobs.drain();
    expect(await rowsHolding(db, token!)).toEqual([]);
    // No account until the link is followed.
    const early = await app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { username: email, password: 'verre-consigné-2026' },
    });
    expect(early.statusCode).toBe(401);
    const confirmed = await app.inject({ method: 'POST', url: '/api/register/confirm', payload: { token } });
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json().token).toBeTypeOf('string');
  });
});
