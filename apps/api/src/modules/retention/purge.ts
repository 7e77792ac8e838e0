import { and, eq, inArray, lt, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  notifications,
  passwordResetTokens,
  refreshTokenFamilies,
  refreshTokens,
  registrationRequests,
} from '../../db/schema/index.js';

/**
 * How long a dead credential is kept after it stopped working: a day, so that a support question
 * ("my link did not work yesterday") can still be answered from the rows, and no longer.
 */
const GRACE = sql`now() - interval '1 day'`;

/**
 * How long a notification told is kept: its rendered e-mail and texts hold the shopper's name and
 * order; a quarter is long enough for "I never got the message" to be answered from the row.
 */
const NOTIFICATIONS_KEPT = sql`now() - interval '90 days'`;

/**
 * Deletes what the shop no longer needs and must not keep (personal data kept only as long as its
 * purpose): registrations never confirmed (a name, an address, a phone, a password hash), used or
 * lapsed password-reset links, refresh tokens past their expiry and the sessions left without one.
 * A refresh token still valid is kept even once used: reuse detection needs it until it expires.
 * Notifications (and their SMS records) a quarter after they were settled; one still to send stays.
 * Idempotent; each statement stands alone, so a run cut short leaves nothing half done.
 */
export async function purgeExpiredRecords(db: Db) {
  const registrations = await db
    .delete(registrationRequests)
    .where(lt(registrationRequests.expiresAt, GRACE))
    .returning({ id: registrationRequests.id });
  const resetLinks = await db
    .delete(passwordResetTokens)
    .where(
      // A used link's used_at is set: lt() on null is never true, so unused live links stay.
      or(lt(passwordResetTokens.expiresAt, GRACE), lt(passwordResetTokens.usedAt, GRACE)),
    )
    .returning({ id: passwordResetTokens.id });
  const tokens = await db
    .delete(refreshTokens)
    .where(lt(refreshTokens.expiresAt, GRACE))
    .returning({ id: refreshTokens.id });
  const sessions = await db
    .delete(refreshTokenFamilies)
    .where(
      and(
        lt(refreshTokenFamilies.createdAt, GRACE),
        notExists(
          db
            .select({ one: sql`1` })
            .from(refreshTokens)
            .where(eq(refreshTokens.familyId, refreshTokenFamilies.id)),
        ),
      ),
    )
    .returning({ id: refreshTokenFamilies.id });
  const told = await db
    .delete(notifications)
    .where(
      and(
        inArray(notifications.status, ['sent', 'failed', 'skipped']),
        lt(notifications.createdAt, NOTIFICATIONS_KEPT),
      ),
    )
    .returning({ id: notifications.id });
  return {
    notifications: told.length,
    registrations: registrations.length,
    resetLinks: resetLinks.length,
    refreshTokens: tokens.length,
    sessions: sessions.length,
  };
}
