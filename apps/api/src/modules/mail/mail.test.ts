import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCALES } from '@consigne/domain';
import { testApp } from '../../../test/app.js';
import { mailOutbox } from '../../db/schema/index.js';
import { mailSecretsKey } from './secrets.js';
import { passwordResetMail } from './templates.js';
import { startTestSmtpServer } from './testing.js';
import { createMailTransport, OutboxTransport, SmtpTransport } from './transport.js';

const smtp = await startTestSmtpServer();
afterAll(() => smtp.close());
const { app, db, config } = await testApp();
const key = mailSecretsKey(config.jwtSecret);
const TOKEN = 'abc_DEF-1234567890123456789';

const message = (to: string) => ({
  to,
  ...passwordResetMail('fr', {
    firstname: 'Camille',
    link: `https://shop.example/fr/reset-password/nouveau?token=${TOKEN}`,
  }),
  template: 'password-reset',
  locale: 'fr',
  secrets: [TOKEN],
});

describe('transport strategy', () => {
  it('is the outbox without SMTP_URL, SMTP with it', () => {
    const settings = { mailFrom: 'x <x@example.com>', jwtSecret: config.jwtSecret };
    expect(createMailTransport(db, { ...settings, smtpUrl: undefined })).toBeInstanceOf(OutboxTransport);
    expect(createMailTransport(db, { ...settings, smtpUrl: smtp.url })).toBeInstanceOf(SmtpTransport);
  });

  it('OutboxTransport stores the message unsent, its secret sealed', async () => {
    const result = await new OutboxTransport(db, key).send(message('outbox@example.com'));
    expect(result.sentAt).toBeNull();
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, result.id));
    expect(row).toMatchObject({
      to: 'outbox@example.com',
      subject: 'Réinitialisez votre mot de passe consigne',
      template: 'password-reset',
      locale: 'fr',
      status: 'kept',
      sentAt: null,
      error: null,
    });
    expect(row!.text).toContain('https://shop.example/fr/reset-password/nouveau?token=[[secret:0]]');
    expect(JSON.stringify(row)).not.toContain(TOKEN);
  });
});

describe('SmtpTransport against a real SMTP server', () => {
  it('delivers the message (subject, text and HTML with the link) under the row’s Message-ID, and records sentAt', async () => {
    const transport = new SmtpTransport(db, smtp.url, 'consigne <bonjour@consigne.app>');
    const result = await transport.send(message('camille@example.com'));
    await transport.close();
    expect(result.error).toBeNull();
    expect(result.sentAt).toBeInstanceOf(Date);

    const mail = await smtp.waitFor('camille@example.com');
    expect(mail.subject).toBe('Réinitialisez votre mot de passe consigne');
    expect(mail.raw).toMatch(/^From: consigne <bonjour@consigne\.app>/m);
    expect(mail.text).toContain('Bonjour Camille,');
    expect(mail.text).toContain(`https://shop.example/fr/reset-password/nouveau?token=${TOKEN}`);
    expect(mail.html).toContain(`href="https://shop.example/fr/reset-password/nouveau?token=${TOKEN}"`);

    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, result.id));
    expect(row!.sentAt).toBeInstanceOf(Date);
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(row!.messageId).toMatch(/^<[0-9a-f-]{36}@consigne\.app>$/);
    expect(mail.raw).toContain(`Message-ID: ${row!.messageId}`);
    expect(JSON.stringify(row)).not.toContain(TOKEN);
  });

  it('records the error when the server cannot be reached, without throwing', async () => {
    const closed = await startTestSmtpServer();
    await closed.close();
    const transport = new SmtpTransport(db, closed.url, 'consigne <bonjour@consigne.app>');
    const result = await transport.send(message('nobody@example.com'));
    await transport.close();
    expect(result.sentAt).toBeNull();
    expect(result.error).toMatch(/ECONNREFUSED|connect/i);
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, result.id));
    expect(row).toMatchObject({ status: 'failed', sentAt: null, error: result.error });
  });
});

describe('password-reset template', () => {
  it.each(LOCALES)('%s: subject, text and HTML carry the link; HTML is escaped', (locale) => {
    const mail = passwordResetMail(locale, {
      firstname: '<b>Zoé</b>',
      link: 'https://x.example/r?token=a&b',
    });
    expect(mail.subject).toMatch(/consigne/);
    expect(mail.text).toContain('https://x.example/r?token=a&b');
    expect(mail.text).toContain('<b>Zoé</b>');
    expect(mail.html).toContain('href="https://x.example/r?token=a&amp;b"');
    expect(mail.html).toContain('&lt;b&gt;Zoé&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Zoé');
  });

  it('speaks each language', () => {
    const link = 'https://x.example';
    expect(passwordResetMail('es', { firstname: 'Ana', link }).subject).toBe(
      'Restablece tu contraseña de consigne',
    );
    expect(passwordResetMail('nl-BE', { firstname: 'Lotte', link }).text).toContain('Hallo Lotte,');
    expect(passwordResetMail('be', { firstname: 'Lou', link }).html).toContain('lang="fr-BE"');
  });
});

describe('GET /api/dev/outbox', () => {
  it('lists the latest e-mails, filtered by recipient, with the links of an e-mail kept unsent', async () => {
    await new OutboxTransport(db, key).send(message('Listed@Example.com'.toLowerCase()));
    const res = await app.inject({ url: '/api/dev/outbox?to=listed@example.com' });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ to: 'listed@example.com', template: 'password-reset', sentAt: null });
    expect(list[0].text).toContain(`?token=${TOKEN}`);
  });

  it('does not exist in production', async () => {
    const prod = await testApp({ NODE_ENV: 'production' });
    const res = await prod.app.inject({ url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Route introuvable : /api/dev/outbox');
  });

  it('can be enabled in production for end-to-end tests (MAIL_DEV_OUTBOX=1)', async () => {
    const e2e = await testApp({ NODE_ENV: 'production', MAIL_DEV_OUTBOX: '1' });
    expect((await e2e.app.inject({ url: '/api/dev/outbox' })).statusCode).toBe(200);
  });
});
