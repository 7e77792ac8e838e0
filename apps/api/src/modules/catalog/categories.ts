import { fromApiLocale, type ApiLocale, type Locale } from '@consigne/domain';
import { asc, eq, not } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { runPrepared } from '../../db/prepared.js';
import * as t from '../../db/schema/index.js';
import { renderPackshot } from '../media/index.js';
import { CATEGORY_COUNTS } from './read-model.js';

// A translation the back-office left empty falls back to French.
const localized = (names: t.LocalizedText, locale: Locale) => names[locale] || names.fr;
/** A tile's URL; an edited Rayon's carries its version, so browsers keeping the old tile for a day fetch the new one. */
export const categoryImageUrl = (slug: string, version = 1) =>
  `/api/media/categories/${slug}.svg${version > 1 ? `?v=${version}` : ''}`;

/** Products per category of one warehouse, sold-out ones included, as the listings show them. */
async function productCounts(db: Db, warehouseId: number): Promise<Map<number, number>> {
  const rows = await runPrepared<{ categoryId: number; count: number }>(db, CATEGORY_COUNTS, [warehouseId]);
  return new Map(rows.map((r) => [r.categoryId, r.count]));
}

/**
 * The Rayons (category masters) and their categories, with counts for the warehouse, in the back-office's
 * order; hidden ones are left out (their products stay, out of the menus and listings).
 */
export async function categoryTree(db: Db, warehouseId: number, apiLocale: ApiLocale) {
  const locale = fromApiLocale(apiLocale);
  const [masters, categories, counts] = await Promise.all([
    db
      .select()
      .from(t.categoryMasters)
      .where(not(t.categoryMasters.isHidden))
      .orderBy(asc(t.categoryMasters.position), asc(t.categoryMasters.id)),
    db
      .select()
      .from(t.categories)
      .where(not(t.categories.isHidden))
      .orderBy(asc(t.categories.position), asc(t.categories.id)),
    productCounts(db, warehouseId),
  ]);
  return masters.map((m) => {
    const children = categories
      .filter((c) => c.masterId === m.id)
      .map((c) => ({
        id: c.id,
        slug: c.slug,
        name: localized(c.names, locale),
        productCount: counts.get(c.id) ?? 0,
      }));
    return {
      id: m.id,
      slug: m.slug,
      name: localized(m.names, locale),
      icon: m.icon,
      color: m.color,
      image: categoryImageUrl(m.slug, m.version),
      productCount: children.reduce((sum, c) => sum + c.productCount, 0),
      categories: children,
    };
  });
}

/** A Rayon or a category by slug, with its place in the tree (for breadcrumbs and sub-navigation). */
export async function categoryBySlug(db: Db, slug: string, warehouseId: number, apiLocale: ApiLocale) {
  const tree = await categoryTree(db, warehouseId, apiLocale);
  const master = tree.find((m) => m.slug === slug);
  if (master) return { kind: 'master' as const, ...master, master: null };
  for (const m of tree) {
    const category = m.categories.find((c) => c.slug === slug);
    if (category) {
      const { categories: siblings, ...parent } = m;
      return {
        kind: 'category' as const,
        ...category,
        icon: m.icon,
        color: m.color,
        image: m.image,
        categories: siblings,
        master: parent,
      };
    }
  }
  return null;
}

export async function listTags(db: Db, apiLocale: ApiLocale) {
  const locale = fromApiLocale(apiLocale);
  const rows = await db
    .select()
    .from(t.tags)
    .where(not(t.tags.isHidden))
    .orderBy(asc(t.tags.position), asc(t.tags.key));
  return rows.map((tag) => ({ key: tag.key, name: localized(tag.names, locale) }));
}

/** A Rayon's tile: its icon on its colour, the same art direction as the packshots. */
export async function categoryImage(db: Db, slug: string): Promise<string | null> {
  const [master] = await db.select().from(t.categoryMasters).where(eq(t.categoryMasters.slug, slug));
  if (!master) return null;
  return renderPackshot({ icon: master.icon, background: master.color, name: master.names.fr });
}
