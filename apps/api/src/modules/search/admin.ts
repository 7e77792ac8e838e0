import type { createSynonymSetBody, SynonymSet, updateSynonymSetBody } from '@consigne/contract';
import type { Locale } from '@consigne/domain';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import * as t from '../../db/schema/index.js';
import { ApiError } from '../../lib/errors.js';
import { invalidate } from '../../lib/invalidation.js';
import { audit, type Actor, type Db, type Tx } from '../admin/shared/index.js';

/*
 * The synonym sets staff keep (docs/search.md#synonyms). Every change is one transaction: the row
 * checked against the version read, the audit entry, and the catalogue's invalidation, which empties
 * every instance's listings and synonyms when it commits.
 */

type Row = typeof t.searchSynonyms.$inferSelect;

const view = (row: Row): SynonymSet => ({
  id: row.id,
  searchLocale: row.locale,
  terms: row.terms,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
});

export async function listSynonymSets(db: Db, searchLocale: Locale | undefined) {
  const rows = await db
    .select()
    .from(t.searchSynonyms)
    .where(searchLocale ? eq(t.searchSynonyms.locale, searchLocale) : undefined)
    .orderBy(asc(t.searchSynonyms.locale), asc(t.searchSynonyms.id));
  return { sets: rows.map(view) };
}

export async function createSynonymSet(db: Db, actor: Actor, body: z.infer<typeof createSynonymSetBody>) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(t.searchSynonyms)
      .values({ locale: body.searchLocale, terms: body.terms })
      .returning();
    await audit(tx, actor, {
      action: 'synonyms.create',
      entity: 'search_synonyms',
      entityId: row!.id,
      after: view(row!),
    });
    await invalidate(tx, 'catalog');
    return view(row!);
  });
}

/** The set under its row lock, at the version the editor read. */
async function lockedAt(tx: Tx, id: number, version: number): Promise<Row> {
  const [row] = await tx.select().from(t.searchSynonyms).where(eq(t.searchSynonyms.id, id)).for('update');
  if (!row) throw new ApiError(404, 'synonymSetNotFound');
  if (row.version !== version) throw new ApiError(409, 'staleVersion');
  return row;
}

export async function updateSynonymSet(
  db: Db,
  actor: Actor,
  id: number,
  body: z.infer<typeof updateSynonymSetBody>,
) {
  return db.transaction(async (tx) => {
    const before = await lockedAt(tx, id, body.version);
    const [row] = await tx
      .update(t.searchSynonyms)
      .set({ terms: body.terms, version: before.version + 1, updatedAt: new Date() })
      .where(eq(t.searchSynonyms.id, id))
      .returning();
    await audit(tx, actor, {
      action: 'synonyms.update',
      entity: 'search_synonyms',
      entityId: id,
      before: { terms: before.terms },
      after: { terms: row!.terms },
    });
    await invalidate(tx, 'catalog');
    return view(row!);
  });
}

export async function deleteSynonymSet(db: Db, actor: Actor, id: number, version: number) {
  return db.transaction(async (tx) => {
    const before = await lockedAt(tx, id, version);
    await tx.delete(t.searchSynonyms).where(eq(t.searchSynonyms.id, id));
    await audit(tx, actor, {
      action: 'synonyms.delete',
      entity: 'search_synonyms',
      entityId: id,
      before: view(before),
    });
    await invalidate(tx, 'catalog');
    return view(before);
  });
}
