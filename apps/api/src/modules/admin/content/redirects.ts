import type { contentListQuery, saveRedirectBody } from '@consigne/contract';
import { sameSitePath } from '@consigne/domain';
import { and, asc, count, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { Actor } from '../../../lib/actor.js';
import type { z } from 'zod';
import type { Db, Tx } from '../../../db/client.js';
import { redirects } from '../../../db/schema/index.js';
import { ApiError } from '../../../lib/errors.js';
import { invalidate } from '../../../lib/invalidation.js';
import { audit, changedFields } from '../shared/index.js';
import { fieldError, uniqueAs } from './texts.js';

type SaveRedirect = z.infer<typeof saveRedirectBody>;
type ListQuery = z.infer<typeof contentListQuery>;

/** Longer chains are not followed when looking for a loop (the storefront follows one hop at a time). */
const MAX_CHAIN = 50;

/** The storefront looks a path up without its trailing slashes (apps/api/src/modules/redirects). */
const lookupForm = (path: string) => path.replace(/\/+$/, '') || '/';

/**
 * A redirect's source: a same-site path under a locale (the storefront only asks for those), without
 * query or fragment (the lookup never sees them). Null when it is none of that.
 */
export function redirectSource(path: string): string | null {
  const safe = sameSitePath(path);
  if (safe === null || /[?#]/.test(safe)) return null;
  return lookupForm(safe);
}

/** A target: a same-site path (normalised) or an absolute https URL; null otherwise. */
export function redirectDestination(target: string): string | null {
  if (/^https:\/\//i.test(target)) {
    try {
      const url = new URL(target);
      return url.protocol === 'https:' && url.hostname && !url.username && !url.password ? url.href : null;
    } catch {
      return null;
    }
  }
  return sameSitePath(target);
}

/** The path a same-site target lands on, as the lookup would see it (null for an external target). */
const landingPath = (target: string) =>
  target.startsWith('/') ? lookupForm(new URL(target, 'https://site.invalid').pathname) : null;

/**
 * Whether `path → target` closes a cycle with the stored redirects (the row being edited left out):
 * following targets from `target` must never come back to `path`. Runs under the redirects' lock.
 */
async function closesLoop(tx: Tx, path: string, target: string, editedId: number | null) {
  let next = landingPath(target);
  const seen = new Set<string>();
  for (let hop = 0; next !== null && hop < MAX_CHAIN; hop++) {
    if (next === path) return true;
    if (seen.has(next)) return false; // an older cycle elsewhere is not this one's
    seen.add(next);
    const [row] = await tx
      .select({ target: redirects.target })
      .from(redirects)
      .where(and(eq(redirects.path, next), editedId === null ? undefined : ne(redirects.id, editedId)));
    next = row ? landingPath(row.target) : null;
  }
  return false;
}

function checked(actor: Actor, body: SaveRedirect) {
  const path = redirectSource(body.path);
  if (path === null) throw fieldError(actor, 422, 'redirectPathInvalid', 'path');
  const target = redirectDestination(body.target);
  if (target === null) throw fieldError(actor, 422, 'redirectTargetInvalid', 'target');
  return { path, target, status: body.status };
}

/**
 * Redirects are checked for loops against each other: one writer at a time (a transaction-scoped
 * advisory lock), so two concurrent saves cannot each miss the other's half of a cycle.
 */
async function lockRedirects(tx: Tx) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('consigne.redirects'))`);
}

async function assertNoLoop(tx: Tx, actor: Actor, row: ReturnType<typeof checked>, id: number | null) {
  if (await closesLoop(tx, row.path, row.target, id)) throw fieldError(actor, 422, 'redirectLoop', 'target');
}

const view = (row: typeof redirects.$inferSelect) => ({
  id: row.id,
  path: row.path,
  target: row.target,
  status: row.status as 301 | 302 | 307 | 308,
  version: row.version,
});

export async function listAdminRedirects(db: Db, query: ListQuery) {
  const term = query.q ? `%${query.q.replace(/[\\%_]/g, '\\$&')}%` : null;
  const where = term ? or(ilike(redirects.path, term), ilike(redirects.target, term)) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(redirects)
      .where(where)
      .orderBy(asc(redirects.path))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ value: count() }).from(redirects).where(where),
  ]);
  return { rows: rows.map(view), total: total?.value ?? 0, page: query.page, perPage: query.perPage };
}

const pathTaken = (actor: Actor) => (error: unknown) =>
  uniqueAs(error, actor, 'redirects_pkey', 'redirectPathTaken', 'path');

export async function createAdminRedirect(db: Db, actor: Actor, body: SaveRedirect) {
  const row = checked(actor, body);
  return db
    .transaction(async (tx) => {
      await lockRedirects(tx);
      await assertNoLoop(tx, actor, row, null);
      const [created] = await tx.insert(redirects).values(row).returning();
      await audit(tx, actor, {
        action: 'redirect.create',
        entity: 'redirect',
        entityId: created!.id,
        after: row,
      });
      await invalidate(tx, 'redirects');
      return view(created!);
    })
    .catch(pathTaken(actor));
}

async function existing(tx: Tx, id: number) {
  const [row] = await tx.select().from(redirects).where(eq(redirects.id, id));
  if (!row) throw new ApiError(404, 'notFound');
  return row;
}

export async function updateAdminRedirect(db: Db, actor: Actor, id: number, body: SaveRedirect) {
  const row = checked(actor, body);
  const version = body.version;
  if (version === undefined) throw fieldError(actor, 400, 'required', 'version');
  return db
    .transaction(async (tx) => {
      await lockRedirects(tx);
      const before = await existing(tx, id);
      await assertNoLoop(tx, actor, row, id);
      const [updated] = await tx
        .update(redirects)
        .set({ ...row, version: sql`${redirects.version} + 1` })
        .where(and(eq(redirects.id, id), eq(redirects.version, version)))
        .returning();
      if (!updated) throw new ApiError(409, 'staleVersion');
      const change = changedFields({ path: before.path, target: before.target, status: before.status }, row);
      await audit(tx, actor, {
        action: 'redirect.update',
        entity: 'redirect',
        entityId: id,
        ...(change ?? { before: null, after: null }),
      });
      await invalidate(tx, 'redirects');
      return view(updated);
    })
    .catch(pathTaken(actor));
}

export async function deleteAdminRedirect(db: Db, actor: Actor, id: number, version: number) {
  await db.transaction(async (tx) => {
    const before = await existing(tx, id);
    const [gone] = await tx
      .delete(redirects)
      .where(and(eq(redirects.id, id), eq(redirects.version, version)))
      .returning({ id: redirects.id });
    if (!gone) throw new ApiError(409, 'staleVersion');
    await audit(tx, actor, {
      action: 'redirect.delete',
      entity: 'redirect',
      entityId: id,
      before: { path: before.path, target: before.target, status: before.status },
    });
    await invalidate(tx, 'redirects');
  });
}
