import { eq } from 'drizzle-orm';
import { DEFAULT_LOCALE, fromApiLocale, isLocale, toApiLocale, type ApiLocale } from '@consigne/domain';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { ApiError } from '../../lib/errors.js';
import { familyOf, hashPassword, revokeAllSessions, verifyPassword } from '../auth/index.js';
import { assertAcceptablePassword, fieldError } from '../password/index.js';

const apiLocaleOf = (stored: string): ApiLocale => toApiLocale(isLocale(stored) ? stored : DEFAULT_LOCALE);

export interface ProfileChanges {
  firstname?: string;
  lastname?: string;
  phone?: string | null;
  /** Preferred language (of e-mails), as an API locale. */
  locale?: ApiLocale;
}

/** PATCH /user: the identity fields of mes-informations; the e-mail is not changed here. */
export async function updateProfile(db: Db, userId: number, changes: ProfileChanges) {
  const set: Partial<typeof users.$inferInsert> = {};
  if (changes.firstname !== undefined) set.firstname = changes.firstname;
  if (changes.lastname !== undefined) set.lastname = changes.lastname;
  if (changes.phone !== undefined) set.phone = changes.phone;
  if (changes.locale !== undefined) set.locale = fromApiLocale(changes.locale);
  const query = Object.keys(set).length
    ? db.update(users).set(set).where(eq(users.id, userId)).returning()
    : db.select().from(users).where(eq(users.id, userId));
  const [user] = await query;
  if (!user) throw new ApiError(404, 'userNotFound');
  return {
    id: user.id,
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    phone: user.phone,
    locale: apiLocaleOf(user.locale),
  };
}

/**
 * POST /user/password: checks the current password, sets the new one and ends the other sessions.
 * The caller's own login (the family of the refresh token it presents) is kept.
 */
export async function changePassword(
  db: Db,
  locale: ApiLocale,
  userId: number,
  {
    currentPassword,
    newPassword,
    refreshToken,
  }: { currentPassword: string; newPassword: string; refreshToken?: string },
): Promise<void> {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new ApiError(404, 'userNotFound');
  if (!(await verifyPassword(user.passwordHash, currentPassword)))
    throw fieldError(locale, 'currentPassword', 'wrongCurrentPassword');
  assertAcceptablePassword(locale, 'newPassword', newPassword);
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(newPassword) })
    .where(eq(users.id, userId));
  const keep = refreshToken ? await familyOf(db, userId, refreshToken) : null;
  await revokeAllSessions(db, userId, keep ?? undefined);
}

export interface Preferences {
  newsletterOptIn: boolean;
  offersOptIn: boolean;
  smsOptIn: boolean;
}

const preferenceColumns = {
  newsletterOptIn: users.newsletterOptIn,
  offersOptIn: users.offersOptIn,
  smsOptIn: users.smsOptIn,
  locale: users.locale,
};

/** mon-compte/newsletter-et-communications: the three opt-ins, and the language of e-mails. */
export async function preferences(db: Db, userId: number) {
  const [row] = await db.select(preferenceColumns).from(users).where(eq(users.id, userId));
  if (!row) throw new ApiError(404, 'userNotFound');
  return { ...row, locale: apiLocaleOf(row.locale) };
}

export async function updatePreferences(db: Db, userId: number, changes: Partial<Preferences>) {
  const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  if (Object.keys(set).length === 0) return preferences(db, userId);
  const [row] = await db.update(users).set(set).where(eq(users.id, userId)).returning(preferenceColumns);
  if (!row) throw new ApiError(404, 'userNotFound');
  return { ...row, locale: apiLocaleOf(row.locale) };
}
