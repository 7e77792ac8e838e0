import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../src/db/client.js';
import * as t from '../src/db/schema/index.js';
import { issueTokenPair } from '../src/modules/auth/service.js';
import { TEST_SECRET, type testApp } from './app.js';

type App = Awaited<ReturnType<typeof testApp>>['app'];

/** Everyone the back-office's role checks tell apart. `null` is the anonymous caller. */
export interface StaffTokens {
  admin: string;
  /** The seeded manager of Lyon (gerant.lyon@example.com). */
  lyonManager: string;
  /** A manager of Lille, created here. */
  lilleManager: string;
  /** The seeded driver of Lille (livreur@example.com). */
  operator: string;
  /** The seeded demo shopper. */
  customer: string;
  anonymous: null;
}

export const warehouseIdOf = async (db: Db, key: string): Promise<number> => {
  const [row] = await db.select({ id: t.warehouses.id }).from(t.warehouses).where(eq(t.warehouses.key, key));
  return row!.id;
};

const settings = {
  secret: new TextEncoder().encode(TEST_SECRET),
  accessTokenTtlSeconds: 600,
  refreshTokenTtlSeconds: 3600,
  refreshReuseSeconds: 30,
};

const tokenOf = async (db: Db, email: string) => {
  const [user] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, email));
  if (!user) throw new Error(`no seeded account ${email}`);
  return (await issueTokenPair(db, user.id, settings)).token;
};

/** Signed tokens of every role (no password hashing: fast). */
export async function staffTokens(db: Db): Promise<StaffTokens> {
  const tag = Math.random().toString(36).slice(2, 8);
  const [lille] = await db
    .insert(t.users)
    .values({
      email: `gerant-lille-${tag}@example.com`,
      passwordHash: 'x',
      firstname: 'Lina',
      lastname: 'Roux',
      role: 'manager',
    })
    .returning({ id: t.users.id });
  await db
    .insert(t.staffWarehouses)
    .values({ userId: lille!.id, warehouseId: await warehouseIdOf(db, 'lille') });
  return {
    admin: await tokenOf(db, 'admin@example.com'),
    lyonManager: await tokenOf(db, 'gerant.lyon@example.com'),
    lilleManager: await tokenOf(db, `gerant-lille-${tag}@example.com`),
    operator: await tokenOf(db, 'livreur@example.com'),
    customer: await tokenOf(db, 'demo@example.com'),
    anonymous: null,
  };
}

export const bearer = (token: string | null) => (token ? { authorization: `Bearer ${token}` } : {});

/**
 * Sends one request as each role and checks the status each gets: the role matrix every back-office
 * route is tested with. `expected` names a status per role (e.g. { admin: 200, lyonManager: 403, … }).
 */
export async function expectRoleMatrix(
  app: App,
  tokens: StaffTokens,
  request: InjectOptions | ((role: keyof StaffTokens) => InjectOptions),
  expected: Record<keyof StaffTokens, number>,
): Promise<void> {
  const seen: Partial<Record<keyof StaffTokens, number>> = {};
  for (const role of Object.keys(expected) as (keyof StaffTokens)[]) {
    const options = typeof request === 'function' ? request(role) : request;
    // The role's token replaces any authorization the request names; its other headers (a multipart
    // content type) are kept.
    const headers = { ...(options.headers as Record<string, string> | undefined), ...bearer(tokens[role]) };
    const res = await app.inject({ ...options, headers } as InjectOptions);
    seen[role] = res.statusCode;
  }
  expect(seen).toEqual(expected);
}
