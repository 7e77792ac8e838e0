import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loginAs, testApp } from '../../../test/app.js';
import { mailOutbox, passwordResetTokens, users } from '../../db/schema/index.js';
import { startTestSmtpServer } from '../mail/testing.js';

const smtp = await startTestSmtpServer();
afterAll(() => smtp.close());
const { app, db } = await testApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://shop.example/' });

const SENT_FR =
  'Si un compte existe avec cette adresse e-mail, vous allez recevoir un lien pour réinitialiser votre mot de passe.';
const LINK = /https:\/\/shop\.example\/(fr|es|be|nl-BE)\/reset-password\/nouveau\?token=([A-Za-z0-9_-]{43})/;

const requestReset = (email: string, locale = 'fr_FR') =>
  app.inject({ method: 'POST', url: `/api/password/reset-request?locale=${locale}`, payload: { email } });
const reset = (token: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/password/reset', payload: { token, password } });
const verify = async (token: string) =>
  (await app.inject({ method: 'POST', url: '/api/password/reset/verify', payload: { token } })).json().valid;

async function until<T>(read: () => Promise<T | undefined>): Promise<T | undefined> {
  for (let i = 0; i < 200; i++) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 20));
  }
  return undefined;
}

/** Asks for a link and returns the token read from the e-mail the SMTP server received. */
async function tokenFromMail(email: string) {
  const after = smtp.count(email);
  expect((await requestReset(email)).statusCode).toBe(202);
  const mail = await smtp.waitFor(email, { after });
  const match = LINK.exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return { token: match![2]!, lang: match![1]!, mail };
}

describe('POST /api/password/reset-request', () => {
  it('e-mails a single-use link through SMTP in the user’s language, stored hashed', async () => {
    const { token, lang, mail } = await tokenFromMail('demo@example.com');
    expect(lang).toBe('fr');
    expect(mail.subject).toBe('Réinitialisez votre mot de passe consigne');
    expect(mail.text).toContain('Bonjour Camille,');
    expect(mail.html).toContain(`/fr/reset-password/nouveau?token=${token}`);

    const hash = createHash('sha256').update(token).digest('hex');
    const [row] = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, hash));
    expect(row!.usedAt).toBeNull();
    const minutes = (row!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(58);
    expect(minutes).toBeLessThanOrEqual(60);
    // Recorded in the outbox too, as sent (just after the SMTP server has answered).
    const sent = await until(async () =>
      (await db.select().from(mailOutbox).where(eq(mailOutbox.to, 'demo@example.com'))).find(
        (row) => row.status === 'sent',
      ),
    );
    expect(sent).toMatchObject({ template: 'password-reset', locale: 'fr', error: null });
    expect(sent!.sentAt).toBeInstanceOf(Date);
  });

  it('builds the link on PUBLIC_URL whatever Host or X-Forwarded-Host the request forges', async () => {
    const after = smtp.count('pro@example.com');
    const res = await app.inject({
      method: 'POST',
      url: '/api/password/reset-request?locale=fr_FR',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
      payload: { email: 'pro@example.com' },
    });
    expect(res.statusCode).toBe(202);
    const mail = await smtp.waitFor('pro@example.com', { after });
    expect(mail.text).toMatch(LINK);
    expect(`${mail.text}${mail.html}`).not.toContain('evil.example');
  });

  it('answers an unknown e-mail exactly like a known one, and sends nothing', async () => {
    const known = await requestReset('DEMO@example.com ');
    const unknown = await requestReset('nobody@example.com');
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    expect(unknown.json()).toEqual({ message: SENT_FR });
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.count('nobody@example.com')).toBe(0);
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.to, 'nobody@example.com'))).toEqual([]);
  });

  it('answers in the request language', async () => {
    const res = await requestReset('nobody@example.com', 'nl_BE');
    expect(res.json().message).toBe(
      'Als er een account met dit e-mailadres bestaat, ontvang je een link om je wachtwoord opnieuw in te stellen.',
    );
  });

  it('writes to the user in their own language, with their locale in the link', async () => {
    await db.update(users).set({ locale: 'nl-BE' }).where(eq(users.email, 'pro@example.com'));
    const { lang, mail } = await tokenFromMail('pro@example.com');
    expect(lang).toBe('nl-BE');
    expect(mail.subject).toBe('Stel je wachtwoord voor consigne opnieuw in');
    expect(mail.text).toContain('Hallo Julien,');
  });

  it('refuses an invalid e-mail address', async () => {
    const res = await requestReset('not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'invalid_email',
      message: 'Adresse e-mail invalide.',
      errors: [{ field: 'email', message: 'Adresse e-mail invalide.' }],
    });
  });

  it('is rate-limited per client and e-mail', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await requestReset('flood@example.com')).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 202)).toBe(true);
    expect(codes[10]).toBe(429);
    expect((await requestReset('other@example.com')).statusCode).toBe(202);
  });
});

describe('POST /api/password/reset', () => {
  it('sets the new password once and ends every session', async () => {
    const session = await loginAs(app);
    const { token } = await tokenFromMail('demo@example.com');
    expect(await verify(token)).toBe(true);

    // A refused password does not burn the link.
    const short = await reset(token, 'court');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual([
      { field: 'password', message: 'Le mot de passe doit contenir au moins 8 caractères.' },
    ]);
    const common = await reset(token, 'password1');
    expect(common.json().message).toBe('Ce mot de passe est trop courant : choisissez-en un autre.');
    expect(await verify(token)).toBe(true);

    expect((await reset(token, 'Nouveau-mot-de-passe-42')).statusCode).toBe(204);
    // The new password works, the old one no longer does.
    await loginAs(app, 'demo@example.com', 'Nouveau-mot-de-passe-42');
    await expect(loginAs(app)).rejects.toThrow(/401/);
    // The session opened before the reset is over.
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      payload: { refresh_token: session.refresh_token },
    });
    expect(refreshed.statusCode).toBe(401);

    // A second use of the link is refused.
    const again = await reset(token, 'Encore-un-autre-mot-42');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: 'reset_link_invalid',
      message: 'Ce lien de réinitialisation n’est plus valide. Demandez-en un nouveau.',
      errors: [
        { field: 'token', message: 'Ce lien de réinitialisation n’est plus valide. Demandez-en un nouveau.' },
      ],
    });
    expect(await verify(token)).toBe(false);
  });

  it('ends the other links of the user when one is used', async () => {
    const first = await tokenFromMail('demo@example.com');
    const second = await tokenFromMail('demo@example.com');
    expect((await reset(second.token, 'Troisieme-mot-de-passe-42')).statusCode).toBe(204);
    expect((await reset(first.token, 'Quatrieme-mot-de-passe-42')).statusCode).toBe(400);
  });

  it('refuses an expired link', async () => {
    const { token } = await tokenFromMail('demo@example.com');
    const hash = createHash('sha256').update(token).digest('hex');
    await db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(passwordResetTokens.tokenHash, hash), isNull(passwordResetTokens.usedAt)));
    expect(await verify(token)).toBe(false);
    const res = await reset(token, 'Expire-mot-de-passe-42');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Ce lien de réinitialisation n’est plus valide. Demandez-en un nouveau.');
  });

  it('refuses an unknown token, in the request language', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/password/reset?locale=es_ES',
      payload: { token: 'x'.repeat(43), password: 'Nuevo-secreto-42' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Este enlace de restablecimiento ya no es válido. Solicita uno nuevo.');
  });
});

describe('without SMTP_URL', () => {
  it('keeps the e-mail in the outbox, listed by /api/dev/outbox', async () => {
    const outbox = await testApp();
    const res = await outbox.app.inject({
      method: 'POST',
      url: '/api/password/reset-request',
      payload: { email: 'demo@example.com' },
    });
    expect(res.statusCode).toBe(202);
    const list = await until(async () => {
      const rows: Array<{ text: string; sentAt: string | null }> = (
        await outbox.app.inject({ url: '/api/dev/outbox?to=demo@example.com' })
      ).json();
      return rows.length ? rows : undefined;
    });
    expect(list).toHaveLength(1);
    expect(list![0]!.sentAt).toBeNull();
    expect(list![0]!.text).toMatch(/http:\/\/localhost:3000\/fr\/reset-password\/nouveau\?token=/);
  });
});
