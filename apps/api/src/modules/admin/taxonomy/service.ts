import type {
  AdminTaxonomy,
  createCategoryBody,
  createRayonBody,
  createTagBody,
  moveTaxonomyBody,
  updateCategoryBody,
  updateRayonBody,
  updateTagBody,
} from '@consigne/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../../lib/actor.js';
import type { z } from 'zod';
import type { Db, Tx } from '../../../db/client.js';
import {
  categories,
  categoryMasters,
  type LocalizedText,
  products,
  productTags,
  tags,
} from '../../../db/schema/index.js';
import { ApiError } from '../../../lib/errors.js';
import { invalidate } from '../../../lib/invalidation.js';
import { message, type MessageKey } from '../../../lib/messages.js';
import { assertKnownIcon, audit, changedFields } from '../shared/index.js';
import {
  claimSlugPaths,
  freeSlug,
  lockSlugs,
  redirectSlug,
  slugify,
  slugTaken,
  type SlugOwner,
} from './slugs.js';

type Names = z.infer<typeof createRayonBody>['names'];

/** A refusal that names the form field it is about, in the request's language. */
const fieldError = (actor: Actor, status: number, key: MessageKey, field: string) =>
  new ApiError(status, key, {}, [{ field, message: message(actor.locale, key) }]);

const toNames = (names: Names): LocalizedText => ({
  fr: names.fr,
  es: names.es,
  be: names.be,
  'nl-BE': names['nl-BE'],
});

/** Everything the page shows, in the storefront's order, hidden entries included. */
export async function adminTaxonomy(db: Db | Tx): Promise<AdminTaxonomy> {
  const [masters, cats, tagRows, perCategory, perTag] = await Promise.all([
    db.select().from(categoryMasters).orderBy(asc(categoryMasters.position), asc(categoryMasters.id)),
    db.select().from(categories).orderBy(asc(categories.position), asc(categories.id)),
    db.select().from(tags).orderBy(asc(tags.position), asc(tags.key)),
    db
      .select({ id: products.categoryId, count: sql<number>`count(*)::int` })
      .from(products)
      .groupBy(products.categoryId),
    db
      .select({ id: productTags.tagId, count: sql<number>`count(*)::int` })
      .from(productTags)
      .groupBy(productTags.tagId),
  ]);
  const categoryCount = new Map(perCategory.map((r) => [r.id, r.count]));
  const tagCount = new Map(perTag.map((r) => [r.id, r.count]));
  return {
    rayons: masters.map((m) => {
      const children = cats
        .filter((c) => c.masterId === m.id)
        .map((c) => ({
          id: c.id,
          masterId: c.masterId,
          slug: c.slug,
          names: c.names,
          position: c.position,
          isHidden: c.isHidden,
          writeOffOnReturn: c.writeOffOnReturn,
          version: c.version,
          productCount: categoryCount.get(c.id) ?? 0,
        }));
      return {
        id: m.id,
        slug: m.slug,
        names: m.names,
        icon: m.icon,
        color: m.color,
        position: m.position,
        isHidden: m.isHidden,
        version: m.version,
        productCount: children.reduce((sum, c) => sum + c.productCount, 0),
        categories: children,
      };
    }),
    tags: tagRows.map((tag) => ({
      id: tag.id,
      key: tag.key,
      names: tag.names,
      position: tag.position,
      isHidden: tag.isHidden,
      version: tag.version,
      productCount: tagCount.get(tag.id) ?? 0,
    })),
  };
}

/** The slug a create or an edit asks for: given (must be free), derived from French (made free), or kept. */
async function wantedSlug(
  tx: Tx,
  actor: Actor,
  body: { slug?: string; renewSlug?: boolean },
  frenchName: string,
  owner: SlugOwner,
  current: string | null,
): Promise<string> {
  if (body.slug) {
    if (body.slug !== current && (await slugTaken(tx, body.slug, owner)))
      throw fieldError(actor, 409, 'slugTaken', 'slug');
    return body.slug;
  }
  if (current !== null && !body.renewSlug) return current;
  const base = slugify(frenchName);
  if (!base) throw fieldError(actor, 422, 'invalidSlug', 'slug');
  if (base === current) return current;
  return freeSlug(tx, base, owner);
}

function assertVersion(row: { version: number }, version: number) {
  if (row.version !== version) throw new ApiError(409, 'staleVersion');
}

const nextPosition = async (tx: Tx, table: typeof categoryMasters | typeof tags) => {
  const [row] = await tx.select({ max: sql<number>`coalesce(max(${table.position}), -1)::int` }).from(table);
  return (row?.max ?? -1) + 1;
};

const nextCategoryPosition = async (tx: Tx, masterId: number) => {
  const [row] = await tx
    .select({ max: sql<number>`coalesce(max(${categories.position}), -1)::int` })
    .from(categories)
    .where(eq(categories.masterId, masterId));
  return (row?.max ?? -1) + 1;
};

/** Every change ends the same way: the catalogue caches of every instance are cleared at commit. */
async function changed(tx: Tx) {
  await invalidate(tx, 'catalog');
  return adminTaxonomy(tx);
}

export function createRayon(db: Db, actor: Actor, body: z.infer<typeof createRayonBody>) {
  assertKnownIcon(actor, body.icon, 'icon');
  return db.transaction(async (tx) => {
    await lockSlugs(tx);
    const slug = await wantedSlug(tx, actor, body, body.names.fr, null, null);
    await claimSlugPaths(tx, slug);
    const [row] = await tx
      .insert(categoryMasters)
      .values({
        slug,
        names: toNames(body.names),
        icon: body.icon,
        color: body.color.toLowerCase(),
        isHidden: body.isHidden,
        position: await nextPosition(tx, categoryMasters),
      })
      .returning();
    await audit(tx, actor, {
      action: 'rayon.create',
      entity: 'category_master',
      entityId: row!.id,
      after: row,
    });
    return { id: row!.id, taxonomy: await changed(tx) };
  });
}

export function updateRayon(db: Db, actor: Actor, id: number, body: z.infer<typeof updateRayonBody>) {
  assertKnownIcon(actor, body.icon, 'icon');
  return db.transaction(async (tx) => {
    await lockSlugs(tx);
    const [row] = await tx.select().from(categoryMasters).where(eq(categoryMasters.id, id)).for('update');
    if (!row) throw new ApiError(404, 'rayonNotFound');
    assertVersion(row, body.version);
    const names = body.names ? toNames(body.names) : row.names;
    const slug = await wantedSlug(tx, actor, body, names.fr, { kind: 'rayon', id }, row.slug);
    const next = {
      names,
      slug,
      isHidden: body.isHidden ?? row.isHidden,
      icon: body.icon ?? row.icon,
      color: body.color?.toLowerCase() ?? row.color,
    };
    const diff = changedFields(row, next);
    if (!diff) return adminTaxonomy(tx);
    await tx
      .update(categoryMasters)
      .set({ ...next, version: sql`${categoryMasters.version} + 1` })
      .where(eq(categoryMasters.id, id));
    if (slug !== row.slug) await redirectSlug(tx, row.slug, slug);
    await audit(tx, actor, { action: 'rayon.update', entity: 'category_master', entityId: id, ...diff });
    return changed(tx);
  });
}

export function createCategory(db: Db, actor: Actor, body: z.infer<typeof createCategoryBody>) {
  return db.transaction(async (tx) => {
    await lockSlugs(tx);
    const [master] = await tx
      .select({ id: categoryMasters.id })
      .from(categoryMasters)
      .where(eq(categoryMasters.id, body.masterId))
      .for('update');
    if (!master) throw fieldError(actor, 404, 'rayonNotFound', 'masterId');
    const slug = await wantedSlug(tx, actor, body, body.names.fr, null, null);
    await claimSlugPaths(tx, slug);
    const [row] = await tx
      .insert(categories)
      .values({
        masterId: master.id,
        slug,
        names: toNames(body.names),
        isHidden: body.isHidden,
        position: await nextCategoryPosition(tx, master.id),
      })
      .returning();
    await audit(tx, actor, {
      action: 'category.create',
      entity: 'category',
      entityId: row!.id,
      after: row,
    });
    return { id: row!.id, taxonomy: await changed(tx) };
  });
}

export function updateCategory(db: Db, actor: Actor, id: number, body: z.infer<typeof updateCategoryBody>) {
  return db.transaction(async (tx) => {
    await lockSlugs(tx);
    const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!row) throw new ApiError(404, 'categoryNotFound');
    assertVersion(row, body.version);
    const masterId = body.masterId ?? row.masterId;
    if (masterId !== row.masterId) {
      const [master] = await tx
        .select({ id: categoryMasters.id })
        .from(categoryMasters)
        .where(eq(categoryMasters.id, masterId))
        .for('update');
      if (!master) throw fieldError(actor, 404, 'rayonNotFound', 'masterId');
    }
    const names = body.names ? toNames(body.names) : row.names;
    const slug = await wantedSlug(tx, actor, body, names.fr, { kind: 'category', id }, row.slug);
    const next = {
      names,
      slug,
      masterId,
      isHidden: body.isHidden ?? row.isHidden,
      writeOffOnReturn: body.writeOffOnReturn ?? row.writeOffOnReturn,
      // Moved to another Rayon: it goes last there.
      position: masterId === row.masterId ? row.position : await nextCategoryPosition(tx, masterId),
    };
    const diff = changedFields(row, next);
    if (!diff) return adminTaxonomy(tx);
    await tx
      .update(categories)
      .set({ ...next, version: sql`${categories.version} + 1` })
      .where(eq(categories.id, id));
    if (slug !== row.slug) await redirectSlug(tx, row.slug, slug);
    await audit(tx, actor, { action: 'category.update', entity: 'category', entityId: id, ...diff });
    return changed(tx);
  });
}

export function createTag(db: Db, actor: Actor, body: z.infer<typeof createTagBody>) {
  const key = body.key ?? slugify(body.names.fr);
  if (!key) throw fieldError(actor, 422, 'invalidSlug', 'key');
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(tags)
      .values({
        key,
        names: toNames(body.names),
        isHidden: body.isHidden,
        position: await nextPosition(tx, tags),
      })
      .onConflictDoNothing({ target: tags.key })
      .returning();
    const row = inserted[0];
    if (!row) throw fieldError(actor, 409, 'tagKeyTaken', 'key');
    await audit(tx, actor, { action: 'tag.create', entity: 'tag', entityId: row.id, after: row });
    return { id: row.id, taxonomy: await changed(tx) };
  });
}

export function updateTag(db: Db, actor: Actor, id: number, body: z.infer<typeof updateTagBody>) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(tags).where(eq(tags.id, id)).for('update');
    if (!row) throw new ApiError(404, 'tagNotFound');
    assertVersion(row, body.version);
    const next = {
      names: body.names ? toNames(body.names) : row.names,
      isHidden: body.isHidden ?? row.isHidden,
    };
    const diff = changedFields(row, next);
    if (!diff) return adminTaxonomy(tx);
    await tx
      .update(tags)
      .set({ ...next, version: sql`${tags.version} + 1` })
      .where(eq(tags.id, id));
    await audit(tx, actor, { action: 'tag.update', entity: 'tag', entityId: id, ...diff });
    return changed(tx);
  });
}

type Sibling = { id: number; position: number };

/**
 * Swaps the entry with its neighbour and numbers the siblings 0…n-1 (seeded or concurrent positions may
 * tie). The siblings are locked, so two moves at once apply one after the other. Null: nothing to move.
 */
function reordered(
  siblings: Sibling[],
  id: number,
  direction: 'up' | 'down',
): { order: number[]; moves: Sibling[] } | null {
  const order = siblings.map((s) => s.id);
  const at = order.indexOf(id);
  const to = direction === 'up' ? at - 1 : at + 1;
  if (at < 0 || to < 0 || to >= order.length) return null;
  [order[at], order[to]] = [order[to]!, order[at]!];
  const moves = order
    .map((siblingId, position) => ({ id: siblingId, position }))
    .filter((s) => siblings.find((old) => old.id === s.id)!.position !== s.position);
  return { order, moves };
}

type MoveKind = 'rayon' | 'category' | 'tag';
const moveTables = { rayon: categoryMasters, category: categories, tag: tags } as const;
const moveNotFound: Record<MoveKind, MessageKey> = {
  rayon: 'rayonNotFound',
  category: 'categoryNotFound',
  tag: 'tagNotFound',
};
const moveEntity: Record<MoveKind, string> = { rayon: 'category_master', category: 'category', tag: 'tag' };

async function lockedSiblings(tx: Tx, kind: MoveKind, id: number): Promise<Sibling[] | null> {
  const columns = { id: categories.id, position: categories.position };
  if (kind === 'category') {
    const [row] = await tx
      .select({ masterId: categories.masterId })
      .from(categories)
      .where(eq(categories.id, id));
    if (!row) return null;
    const rows = await tx
      .select(columns)
      .from(categories)
      .where(eq(categories.masterId, row.masterId))
      .orderBy(asc(categories.position), asc(categories.id))
      .for('update');
    // Moved to another Rayon between the two reads: no longer among these siblings.
    return rows.some((r) => r.id === id) ? rows : null;
  }
  const table = moveTables[kind];
  const rows = await tx
    .select({ id: table.id, position: table.position })
    .from(table)
    .orderBy(asc(table.position), asc(table.id))
    .for('update');
  return rows.some((r) => r.id === id) ? rows : null;
}

/** One place up or down among its siblings (the Rayons, the categories of its Rayon, the tags). */
export function moveEntry(
  db: Db,
  actor: Actor,
  kind: MoveKind,
  id: number,
  { direction }: z.infer<typeof moveTaxonomyBody>,
) {
  return db.transaction(async (tx) => {
    const siblings = await lockedSiblings(tx, kind, id);
    if (!siblings) throw new ApiError(404, moveNotFound[kind]);
    const result = reordered(siblings, id, direction);
    if (!result) return adminTaxonomy(tx);
    const table = moveTables[kind];
    for (const move of result.moves)
      await tx.update(table).set({ position: move.position }).where(eq(table.id, move.id));
    await audit(tx, actor, {
      action: `${kind}.move`,
      entity: moveEntity[kind],
      entityId: id,
      before: { order: siblings.map((s) => s.id) },
      after: { order: result.order },
    });
    return changed(tx);
  });
}
