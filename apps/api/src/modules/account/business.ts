/**
 * The account's business identity (mon-compte/entreprise, ADR 0045): one per account, the caller's
 * own only. The body was checked by the contract (`businessIdentityProblems`); it is stored compact.
 */
import { normalizeBusinessIdentity, type PeppolScheme } from '@consigne/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';

type Row = typeof t.businessProfiles.$inferSelect;

const view = (row: Row | undefined) => ({
  profile: row
    ? {
        companyName: row.companyName,
        siren: row.siren,
        vatNumber: row.vatNumber,
        peppolScheme: row.peppolScheme as PeppolScheme | null,
        peppolId: row.peppolId,
      }
    : null,
});

export async function getBusinessProfile(db: Db, userId: number) {
  const [row] = await db.select().from(t.businessProfiles).where(eq(t.businessProfiles.userId, userId));
  return view(row);
}

export async function setBusinessProfile(
  db: Db,
  userId: number,
  body: {
    companyName: string;
    siren?: string | null;
    vatNumber?: string | null;
    peppolScheme?: string | null;
    peppolId?: string | null;
  },
) {
  const identity = normalizeBusinessIdentity({
    companyName: body.companyName,
    siren: body.siren ?? null,
    vatNumber: body.vatNumber ?? null,
    peppolScheme: body.peppolScheme ?? null,
    peppolId: body.peppolId ?? null,
  });
  const [row] = await db
    .insert(t.businessProfiles)
    .values({ userId, ...identity })
    .onConflictDoUpdate({ target: t.businessProfiles.userId, set: { ...identity, updatedAt: new Date() } })
    .returning();
  return view(row);
}

export async function deleteBusinessProfile(db: Db, userId: number) {
  await db.delete(t.businessProfiles).where(eq(t.businessProfiles.userId, userId));
  return view(undefined);
}
