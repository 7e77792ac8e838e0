import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { DEFAULT_LOCALE, isLocale, type ApiLocale } from '@consigne/domain';
import type { Db } from '../../db/client.js';
import { passwordResetTokens, users } from '../../db/schema/index.js';
import { hashPassword, revokeAllSessions } from '../auth/index.js';
import { type MailTransport, passwordResetMail } from '../mail/index.js';
import { assertAcceptablePassword, fieldError } from './policy.js';

/** A reset link works once, within an hour. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** How a link's token is stored: its SHA-256 (the token itself is 32 random bytes). */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * Creates a single-use reset token (32 random bytes; only its SHA-256 is stored) and e-mails the
 * link in the user's language. Does nothing for an unknown address: the caller answers the same.
 */
export async function requestPasswordReset(
  db: Db,
  mailer: MailTransport,
  publicUrl: string,
  email: string,
): Promise<void> {
  const address = normalizeEmail(email);
  const [user] = await db
    .select({ id: users.id, firstname: users.firstname, locale: users.locale })
    .from(users)
    .where(eq(users.email, address));
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  const locale = isLocale(user.locale) ? user.locale : DEFAULT_LOCALE;
  const link = `${publicUrl}/${locale}/reset-password/nouveau?token=${encodeURIComponent(token)}`;
  await mailer.send({
    to: address,
    ...passwordResetMail(locale, { firstname: user.firstname, link }),
    template: 'password-reset',
    locale,
    secrets: [token],
  });
}

/** Is this link still usable (known, unused, not expired)? For the page that asks for the new password. */
export async function isResetTokenValid(db: Db, token: string): Promise<boolean> {
  const [row] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    );
  return Boolean(row);
}

/**
 * Sets the new password once: the token is consumed by a conditional update (unused and not
 * expired), so two concurrent uses cannot both succeed. The user's other reset links end too, and
 * every session (refresh token) is revoked.
 */
export async function resetPassword(
  db: Db,
  locale: ApiLocale,
  token: string,
  password: string,
): Promise<void> {
  // Check the password first, so a refused one does not burn the link.
  assertAcceptablePassword(locale, 'password', password);
  const passwordHash = await hashPassword(password);
  const userId = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!row) return null;
    await tx.update(users).set({ passwordHash }).where(eq(users.id, row.userId));
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.userId, row.userId), isNull(passwordResetTokens.usedAt)));
    return row.userId;
  });
  if (userId === null) throw fieldError(locale, 'token', 'resetLinkInvalid');
  await revokeAllSessions(db, userId);
}
