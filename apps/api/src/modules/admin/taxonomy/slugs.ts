import { LOCALES, slugify as slugifyLabel } from '@consigne/domain';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { categories, categoryMasters, redirects } from '../../../db/schema/index.js';
import { invalidate } from '../../../lib/invalidation.js';

const MAX_SLUG = 80;

/** A URL slug from a name: 'Bières & cidres' → 'bieres-cidres' (the domain's rule); empty when nothing is left. */
export const slugify = (name: string): string => slugifyLabel(name, MAX_SLUG);

/** Where a slug lives: Rayons and categories share the storefront's /c/{slug} space. */
export type SlugOwner = { kind: 'rayon' | 'category'; id: number } | null;

/**
 * Rayon and category slugs are unique across both tables (the storefront resolves /c/{slug} in either),
 * which no single-table constraint says: every change of one takes this transaction lock first.
 */
export async function lockSlugs(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(160018)`);
}

/** True when a Rayon or a category other than `owner` already has the slug. */
export async function slugTaken(tx: Tx, slug: string, owner: SlugOwner): Promise<boolean> {
  const [master] = await tx
    .select({ id: categoryMasters.id })
    .from(categoryMasters)
    .where(
      owner?.kind === 'rayon'
        ? and(eq(categoryMasters.slug, slug), ne(categoryMasters.id, owner.id))
        : eq(categoryMasters.slug, slug),
    );
  if (master) return true;
  const [category] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(
      owner?.kind === 'category'
        ? and(eq(categories.slug, slug), ne(categories.id, owner.id))
        : eq(categories.slug, slug),
    );
  return Boolean(category);
}

/** The derived slug, or with -2, -3… when it is taken (a derived slug never fails on a homonym). */
export async function freeSlug(tx: Tx, base: string, owner: SlugOwner): Promise<string> {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '' : `-${n}`;
    const candidate = `${base.slice(0, MAX_SLUG - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!(await slugTaken(tx, candidate, owner))) return candidate;
  }
}

const listingPaths = (slug: string) => LOCALES.map((lang) => `/${lang}/c/${slug}`);

/** A slug taken again is a live address: a redirect left from an older slug must not shadow it. */
export async function claimSlugPaths(tx: Tx, slug: string): Promise<void> {
  const removed = await tx
    .delete(redirects)
    .where(inArray(redirects.path, listingPaths(slug)))
    .returning({ path: redirects.path });
  if (removed.length) await invalidate(tx, 'redirects');
}

/**
 * The old listing address of every locale redirects (301) to the new one; redirects that led to the old
 * address now lead straight to the new (no chains). The storefront's c/{slug} page asks for them.
 */
export async function redirectSlug(tx: Tx, from: string, to: string): Promise<void> {
  await claimSlugPaths(tx, to);
  const targets = listingPaths(to);
  for (const [index, path] of listingPaths(from).entries()) {
    const target = targets[index]!;
    await tx.update(redirects).set({ target }).where(eq(redirects.target, path));
    await tx
      .insert(redirects)
      .values({ path, target, status: 301 })
      .onConflictDoUpdate({ target: redirects.path, set: { target, status: 301 } });
  }
  await invalidate(tx, 'redirects');
}
