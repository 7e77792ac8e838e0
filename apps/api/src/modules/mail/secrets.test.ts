import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app.js';
import { bearer, staffTokens } from '../../../test/staff.js';
import { users } from '../../db/schema/index.js';
import { rowsOf } from '../../jobs/executors.js';
import { rowsHolding } from '../../../test/secrets.js';
import { maskSecrets, revealSecrets, sealSecrets, unsealSecrets } from './secrets.js';
import { startTestSmtpServer } from './testing.js';

const smtp = await startTestSmtpServer();
afterAll(() => smtp.close());
const { app, db } = await testApp({ SMTP_URL: smtp.url });

/** Asks for a reset link and returns the token read from the message the SMTP server received. */
async function resetTokenOf(email: string): Promise<string> {
  const after = smtp.count(email);
  const res = await app.inject({ method: 'POST', url: '/api/password/reset-request', payload: { email } });
  expect(res.statusCode).toBe(202);
  const mail = await smtp.waitFor(email, { after });
  const token = /reset-password\/nouveau\?token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
  expect(token, mail.text).toBeDefined();
  await app.jobs.drain();
  return token!;
}

describe('a reset link is a live secret: sent, never stored', () => {
  it('no row of any table, job queue included, holds the token the SMTP server received', async () => {
    const token = await resetTokenOf('demo@example.com');
    expect(await rowsHolding(db, token)).toEqual([]);
    // The outbox keeps the e-mail, its link masked.
    const [mail] = rowsOf<{ text: string; status: string }>(
      await db.execute(
        sql`select text, status from mail_outbox where "to" = 'demo@example.com' and template = 'password-reset' order by id desc limit 1`,
      ),
    );
    expect(mail).toMatchObject({ status: 'sent' });
    expect(mail!.text).toMatch(/reset-password\/nouveau\?token=\[\[secret:0\]\]/);
    // …and the link still works.
    const valid = await app.inject({ method: 'POST', url: '/api/password/reset/verify', payload: { token } });
    expect(valid.json()).toEqual({ valid: true });
  });

  it('the customer’s GDPR export carries no live secret', async () => {
    const token = await resetTokenOf('demo@example.com');
    const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'demo@example.com'));
    const { admin } = await staffTokens(db);
    const res = await app.inject({ url: `/api/admin/customers/${demo!.id}/export`, headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.json().emails.some((e: { template: string }) => e.template === 'password-reset')).toBe(true);
    expect(res.body).not.toContain(token);
  });
});

describe('sealing and masking', () => {
  const key = Buffer.alloc(32, 7);
  const secret = 'abc_DEF-123456789012345';

  it('masks every copy of a secret, and fills it back', () => {
    const texts = { subject: 'Lien', text: `a ${secret} b ${secret}`, html: `<a href="x?t=${secret}">` };
    const masked = maskSecrets(texts, [secret]);
    expect(JSON.stringify(masked)).not.toContain(secret);
    expect(revealSecrets(masked, [secret])).toEqual(texts);
    expect(() => maskSecrets(texts, ['a&b=c d'])).toThrow('URL-safe');
  });

  it('opens a seal with its key only', () => {
    const sealed = sealSecrets(key, [secret]);
    expect(sealed).not.toContain(secret);
    expect(unsealSecrets(key, sealed)).toEqual([secret]);
    expect(() => unsealSecrets(Buffer.alloc(32, 8), sealed)).toThrow();
  });
});
