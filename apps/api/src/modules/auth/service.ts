import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import type { Db } from '../../db/client.js';
import { refreshTokens, users } from '../../db/schema/index.js';
import { ApiError } from '../../lib/errors.js';
import { timingSafeDummyHash, verifyPassword } from './password.js';

export interface TokenSettings {
  secret: Uint8Array;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
}

export interface TokenPair {
  token: string;
  refresh_token: string;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function signAccessToken(userId: number, settings: TokenSettings): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuer('consigne')
    .setIssuedAt()
    .setExpirationTime(`${settings.accessTokenTtlSeconds}s`)
    .setJti(randomUUID())
    .sign(settings.secret);
}

async function issueRefreshToken(
  db: Db,
  userId: number,
  familyId: string,
  settings: TokenSettings,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + settings.refreshTokenTtlSeconds * 1000),
  });
  return token;
}

/** A new login (token pair, new family) for a user, e.g. right after registration. */
export async function issueTokenPair(db: Db, userId: number, settings: TokenSettings): Promise<TokenPair> {
  return {
    token: await signAccessToken(userId, settings),
    refresh_token: await issueRefreshToken(db, userId, randomUUID(), settings),
  };
}

export async function login(
  db: Db,
  username: string,
  password: string,
  settings: TokenSettings,
): Promise<TokenPair> {
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, username.trim().toLowerCase()));
  // Verify against a dummy hash for unknown users so timing does not reveal which e-mails exist.
  const ok = await verifyPassword(user?.passwordHash ?? (await timingSafeDummyHash()), password);
  if (!user || !ok) throw new ApiError(401, 'invalidCredentials');
  return {
    token: await signAccessToken(user.id, settings),
    refresh_token: await issueRefreshToken(db, user.id, randomUUID(), settings),
  };
}

/**
 * Rotates a refresh token: the presented one is consumed by a conditional update (so two concurrent
 * refreshes cannot both succeed) and a new one of the same family is issued. Presenting a token that
 * was already used is treated as theft: the whole family is revoked.
 */
export async function refresh(db: Db, presented: string, settings: TokenSettings): Promise<TokenPair> {
  const tokenHash = hashToken(presented);
  const consumed = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId });
  const row = consumed[0];
  if (!row) {
    const [known] = await db
      .select({ familyId: refreshTokens.familyId, usedAt: refreshTokens.usedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash));
    if (known?.usedAt) {
      await revokeFamily(db, known.familyId);
      throw new ApiError(401, 'refreshTokenReused');
    }
    throw new ApiError(401, 'invalidRefreshToken');
  }
  return {
    token: await signAccessToken(row.userId, settings),
    refresh_token: await issueRefreshToken(db, row.userId, row.familyId, settings),
  };
}

export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/**
 * Ends a user's sessions: revokes every refresh token of the user, except those of `exceptFamilyId`
 * (the caller's own login, kept after a password change). Access tokens already issued run out
 * within their short lifetime.
 */
export async function revokeAllSessions(db: Db, userId: number, exceptFamilyId?: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        exceptFamilyId ? ne(refreshTokens.familyId, exceptFamilyId) : undefined,
      ),
    );
}

/** The login (family) a refresh token belongs to, if it is the user's. */
export async function familyOf(db: Db, userId: number, presented: string): Promise<string | null> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.tokenHash, hashToken(presented)), eq(refreshTokens.userId, userId)));
  return row?.familyId ?? null;
}

/** Logout: revokes the family of the presented refresh token, if any. */
export async function logout(db: Db, presented: string): Promise<void> {
  const [known] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(presented)));
  if (known) await revokeFamily(db, known.familyId);
}
