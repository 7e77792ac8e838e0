import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import type { Db } from '../../db/client.js';
import { refreshTokenFamilies, refreshTokens, users } from '../../db/schema/index.js';
import { defineStatement, runPrepared } from '../../db/prepared.js';
import { ApiError } from '../../lib/errors.js';
import { timingSafeDummyHash, verifyPassword } from './password.js';

export interface TokenSettings {
  secret: Uint8Array;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /**
   * How long a consumed refresh token may be presented again and get the same successor
   * (REFRESH_REUSE_SECONDS): two page loads renewing at once stay logged in; later, it is a replay.
   */
  refreshReuseSeconds: number;
}

export interface TokenPair {
  token: string;
  refresh_token: string;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A token's successor is derived from it, so a repeat within the reuse interval can be answered with
 * the same successor although only hashes are stored: only who holds the parent can compute it.
 */
const successorOf = (token: string, settings: TokenSettings) =>
  createHmac('sha256', settings.secret).update(`refresh-successor:${token}`).digest('base64url');

/** The access token names its login (`sid`), so ending the login ends the access token too. */
function signAccessToken(userId: number, familyId: string, settings: TokenSettings): Promise<string> {
  return new SignJWT({ sid: familyId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuer('consigne')
    .setIssuedAt()
    .setExpirationTime(`${settings.accessTokenTtlSeconds}s`)
    .setJti(randomUUID())
    .sign(settings.secret);
}

async function storeRefreshToken(
  db: Db,
  token: string,
  userId: number,
  familyId: string,
  settings: TokenSettings,
): Promise<void> {
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + settings.refreshTokenTtlSeconds * 1000),
  });
}

/**
 * Notes that the account is in use (users.last_login_at): the retention of inactive customers reads
 * it (ADR 0050). At most one write a day, however often the session is renewed. Never inside the
 * renewal's transaction: that one holds the login's row, and an erasure locks the user before it.
 */
async function noteLogin(db: Db, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ lastLoginAt: sql`now()` })
    .where(
      and(
        eq(users.id, userId),
        or(isNull(users.lastLoginAt), lt(users.lastLoginAt, sql`now() - interval '1 day'`)),
      ),
    );
}

/** A new login (token pair, new family) for a user: after a password check, or right after registration. */
export async function issueTokenPair(db: Db, userId: number, settings: TokenSettings): Promise<TokenPair> {
  await noteLogin(db, userId);
  const familyId = randomUUID();
  const token = randomBytes(32).toString('base64url');
  await db.insert(refreshTokenFamilies).values({ id: familyId, userId });
  await storeRefreshToken(db, token, userId, familyId, settings);
  return { token: await signAccessToken(userId, familyId, settings), refresh_token: token };
}

export async function login(
  db: Db,
  username: string,
  password: string,
  settings: TokenSettings,
): Promise<TokenPair> {
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, blockedAt: users.blockedAt })
    .from(users)
    .where(eq(users.email, username.trim().toLowerCase()));
  // Verify against a dummy hash for unknown users so timing does not reveal which e-mails exist.
  const ok = await verifyPassword(user?.passwordHash ?? (await timingSafeDummyHash()), password);
  if (!user || !ok) throw new ApiError(401, 'invalidCredentials');
  // Told only to who knows the password: the shop blocked this account (back-office).
  if (user.blockedAt) throw new ApiError(403, 'accountBlocked');
  return issueTokenPair(db, user.id, settings);
}

/** What one rotation decided, inside its transaction (a revocation must commit before the 401). */
type Rotation =
  | { kind: 'issued'; userId: number; familyId: string; refreshToken: string }
  | { kind: 'invalid' }
  | { kind: 'replayed' };

const isBlocked = async (tx: Db, userId: number) => {
  const [row] = await tx.select({ blockedAt: users.blockedAt }).from(users).where(eq(users.id, userId));
  return row?.blockedAt != null;
};

/** More rotations than this within the reuse interval is no page load: a repeat is then a replay. */
const MAX_CHAIN = 16;

/**
 * Rotates a refresh token under its family's row lock, so rotation, replay detection and revocation
 * of one login never interleave (after a detected replay no token of the family works). A first use
 * issues the successor; a repeat within the reuse interval gets the chain's living token (two page
 * loads renewing at once, on any instance, stay logged in); a later repeat is taken as theft and
 * revokes the family.
 */
export async function refresh(db: Db, presented: string, settings: TokenSettings): Promise<TokenPair> {
  const rotation = await db.transaction((tx) => rotate(tx, presented, settings));
  if (rotation.kind === 'invalid') throw new ApiError(401, 'invalidRefreshToken');
  if (rotation.kind === 'replayed') throw new ApiError(401, 'refreshTokenReused');
  await noteLogin(db, rotation.userId);
  return {
    token: await signAccessToken(rotation.userId, rotation.familyId, settings),
    refresh_token: rotation.refreshToken,
  };
}

async function rotate(tx: Db, presented: string, settings: TokenSettings): Promise<Rotation> {
  const [known] = await tx
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(presented)));
  if (!known) return { kind: 'invalid' };
  const [family] = await tx
    .select({ userId: refreshTokenFamilies.userId, revokedAt: refreshTokenFamilies.revokedAt })
    .from(refreshTokenFamilies)
    .where(eq(refreshTokenFamilies.id, known.familyId))
    .for('update');
  if (!family || family.revokedAt || (await isBlocked(tx, family.userId))) return { kind: 'invalid' };
  // Read after the lock: the state a concurrent rotation of this family committed.
  const [token] = await tx
    .select({
      id: refreshTokens.id,
      used: sql<boolean>`${refreshTokens.usedAt} IS NOT NULL`,
      live: sql<boolean>`${refreshTokens.expiresAt} > now()`,
      // The clock, not now(): a transaction that waited for the lock started before the use it sees.
      withinReuse: sql<boolean>`${refreshTokens.usedAt} > clock_timestamp() - make_interval(secs => ${settings.refreshReuseSeconds})`,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(presented)));
  if (!token?.live) return { kind: 'invalid' };
  const issued = { kind: 'issued', userId: family.userId, familyId: known.familyId } as const;
  if (!token.used) {
    const successor = successorOf(presented, settings);
    await tx
      .update(refreshTokens)
      .set({ usedAt: sql`clock_timestamp()` })
      .where(eq(refreshTokens.id, token.id));
    await storeRefreshToken(tx, successor, family.userId, known.familyId, settings);
    return { ...issued, refreshToken: successor };
  }
  const living = token.withinReuse ? await livingSuccessor(tx, presented, known.familyId, settings) : null;
  if (living) return { ...issued, refreshToken: living };
  await tx
    .update(refreshTokenFamilies)
    .set({ revokedAt: sql`now()` })
    .where(eq(refreshTokenFamilies.id, known.familyId));
  return { kind: 'replayed' };
}

/** The chain's unused, unexpired token after `token` (its successor, or theirs if they were rotated too). */
async function livingSuccessor(
  tx: Db,
  token: string,
  familyId: string,
  settings: TokenSettings,
): Promise<string | null> {
  let candidate = token;
  for (let hop = 0; hop < MAX_CHAIN; hop++) {
    candidate = successorOf(candidate, settings);
    const [row] = await tx
      .select({
        used: sql<boolean>`${refreshTokens.usedAt} IS NOT NULL`,
        live: sql<boolean>`${refreshTokens.expiresAt} > now()`,
      })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.tokenHash, hashToken(candidate)), eq(refreshTokens.familyId, familyId)));
    if (!row || !row.live) return null;
    if (!row.used) return candidate;
  }
  return null;
}

/** Ends one login: its refresh tokens and its access tokens stop working at once. */
export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .update(refreshTokenFamilies)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokenFamilies.id, familyId), isNull(refreshTokenFamilies.revokedAt)));
}

/**
 * Ends a user's sessions: revokes every login of the user, except `exceptFamilyId` (the caller's own
 * login, kept after a password change). Their access tokens stop working at once (session check).
 */
export async function revokeAllSessions(db: Db, userId: number, exceptFamilyId?: string): Promise<void> {
  await db
    .update(refreshTokenFamilies)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokenFamilies.userId, userId),
        isNull(refreshTokenFamilies.revokedAt),
        exceptFamilyId ? ne(refreshTokenFamilies.id, exceptFamilyId) : undefined,
      ),
    );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a token's `sid` can name a login at all (a login's id is a UUID). */
export const isSessionId = (familyId: string) => UUID.test(familyId);

/**
 * The one home of the session rule, as an SQL condition over two values (parameters or columns):
 * login `family` of user `user` still stands — not logged out, not ended by a password change or a
 * replay — and its user exists and is not blocked (a blocked account's logins end at once, even one
 * opened while it was being blocked; deleting a user deletes its logins). A primary-key lookup. Routes
 * that check the session in their own statement (ADR 0059) put it in their WHERE clause.
 */
export const liveSessionSql = (user: string, family: string) => `exists (
  select from refresh_token_families live_f
  join users live_u on live_u.id = live_f.user_id and live_u.blocked_at is null
  where live_f.id = ${family}::uuid and live_f.user_id = ${user} and live_f.revoked_at is null)`;

const SESSION_LIVE = defineStatement(
  'session_live',
  `select ${liveSessionSql('$1', '$2')} as live`,
  'integer, text',
);

/**
 * The session check of every authenticated request: the access token's login still stands
 * (liveSessionSql). Asked of the database each time: another instance may have ended the login, so
 * no answer is kept in memory.
 */
export async function sessionIsLive(db: Db, userId: number, familyId: string): Promise<boolean> {
  if (!isSessionId(familyId)) return false;
  const [row] = await runPrepared<{ live: boolean }>(db, SESSION_LIVE, [userId, familyId]);
  return row?.live === true;
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
