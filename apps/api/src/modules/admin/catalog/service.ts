import type { adminProductBody, adminProductListQuery, adminProductUpdateBody } from '@consigne/contract';
import {
  formatVolume,
  fromApiLocale,
  LOCALES,
  slugify,
  toEuros,
  type ApiLocale,
  type Locale,
} from '@consigne/domain';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../../lib/actor.js';
import type { z } from 'zod';
import type { Db, Tx } from '../../../db/client.js';
import * as t from '../../../db/schema/index.js';
import { ApiError } from '../../../lib/errors.js';
import { invalidate } from '../../../lib/invalidation.js';
import { message } from '../../../lib/messages.js';
import { localized, productImageUrl, productThumbUrl } from '../../catalog/index.js';
import { audit, changedFields, type Staff, warehouseFilter } from '../shared/index.js';
import { drawNewProductPackshot } from './packshot.js';

type ListQuery = z.infer<typeof adminProductListQuery>;
type ProductBody = z.infer<typeof adminProductBody>;
type UpdateBody = z.infer<typeof adminProductUpdateBody>;

/** The locales whose name is missing, as SQL over `products`: the list's flag and its filter. */
const missingLocalesSql = sql<Locale[]>`array(
  select u.l from unnest(${sql.raw(`array[${LOCALES.map((l) => `'${l}'`).join(',')}]`)}::text[]) with ordinality u(l, n)
  where not exists (select 1 from product_translations pt
    where pt.product_id = ${t.products.id} and pt.locale = u.l and pt.name <> '')
  order by u.n)`;

/** Entries of the product in the warehouses looked at (null: all). */
const entriesIn = (warehouseIds: readonly number[] | null) =>
  warehouseIds
    ? sql`pw.product_id = ${t.products.id} and pw.warehouse_id in (${sql.join(
        warehouseIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql`pw.product_id = ${t.products.id}`;

/** The warehouses a list looks at: a given one, the manager's own ('mine'), or every one. */
function listedWarehouses(staff: Staff, warehouse: ListQuery['warehouse']): readonly number[] | null {
  if (warehouse === 'mine') return warehouseFilter(staff) ?? null;
  return warehouse ? [warehouse] : null;
}

function searchCondition(term: string): SQL {
  const like = `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const conditions: SQL[] = [
    sql`exists (select 1 from product_translations pt where pt.product_id = ${t.products.id}
      and unaccent(lower(pt.name)) like unaccent(${like}))`,
    sql`unaccent(lower(${t.products.brand})) like unaccent(${like})`,
    sql`${t.products.key} like ${like}`,
    sql`exists (select 1 from product_warehouses pw where pw.product_id = ${t.products.id} and pw.slug like ${like})`,
  ];
  if (/^\d{1,9}$/.test(term)) conditions.push(eq(t.products.id, Number(term)));
  return sql`(${sql.join(conditions, sql` or `)})`;
}

function listConditions(query: ListQuery, warehouseIds: readonly number[] | null): SQL[] {
  const where: SQL[] = [];
  if (query.search) where.push(searchCondition(query.search));
  if (query.masterId) where.push(eq(t.categories.masterId, query.masterId));
  if (query.categoryId) where.push(eq(t.products.categoryId, query.categoryId));
  if (query.packageTypeId) where.push(eq(t.products.packageTypeId, query.packageTypeId));
  if (query.incomplete) where.push(sql`cardinality(${missingLocalesSql}) > 0`);
  const inScope = entriesIn(warehouseIds);
  if (query.availability === 'available')
    where.push(sql`exists (select 1 from product_warehouses pw where ${inScope} and pw.is_available)`);
  else if (query.availability === 'unavailable')
    where.push(
      sql`exists (select 1 from product_warehouses pw where ${inScope}) and not exists (select 1 from product_warehouses pw where ${inScope} and pw.is_available)`,
    );
  else if (query.availability === 'unsold')
    where.push(sql`not exists (select 1 from product_warehouses pw where ${inScope})`);
  else if (warehouseIds) where.push(sql`exists (select 1 from product_warehouses pw where ${inScope})`);
  return where;
}

/** The back-office's product list: filtered and paged in SQL, newest first. */
export async function listProducts(db: Db, staff: Staff, query: ListQuery, apiLocale: ApiLocale) {
  const locale = fromApiLocale(apiLocale);
  const warehouseIds = listedWarehouses(staff, query.warehouse);
  if (warehouseIds && !warehouseIds.length)
    return { rows: [], total: 0, page: query.page, perPage: query.perPage };
  const where = and(...listConditions(query, warehouseIds));
  const inScope = entriesIn(warehouseIds);
  // The page's ids first (index order, cheap to skip), then the costly columns for those rows only:
  // Postgres computes the select list of every row an OFFSET skips.
  const [pageIds, [total]] = await Promise.all([
    db
      .select({ id: t.products.id })
      .from(t.products)
      .innerJoin(t.categories, eq(t.categories.id, t.products.categoryId))
      .where(where)
      .orderBy(desc(t.products.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db
      .select({ n: count() })
      .from(t.products)
      .innerJoin(t.categories, eq(t.categories.id, t.products.categoryId))
      .where(where),
  ]);
  const ids = pageIds.map((r) => r.id);
  const rows = ids.length
    ? await db
        .select({
          id: t.products.id,
          key: t.products.key,
          brand: t.products.brand,
          volume: t.products.volume,
          unit: t.products.unit,
          isHidden: t.products.isHidden,
          version: t.products.version,
          name: sql<string | null>`coalesce(
            (select nullif(pt.name, '') from product_translations pt where pt.product_id = ${t.products.id} and pt.locale = ${locale}),
            (select pt.name from product_translations pt where pt.product_id = ${t.products.id} and pt.locale = 'fr'))`,
          missingLocales: missingLocalesSql,
          entriesTotal: sql<number>`(select count(*)::int from product_warehouses pw where ${inScope})`,
          entriesAvailable: sql<number>`(select count(*)::int from product_warehouses pw where ${inScope} and pw.is_available)`,
          categoryId: t.categories.id,
          categoryNames: t.categories.names,
          masterId: t.categoryMasters.id,
          masterNames: t.categoryMasters.names,
          packageTypeId: t.packageTypes.id,
          packageTypeNames: t.packageTypes.names,
          photoId: t.productImages.photoId,
          thumbWidth: t.productImages.thumbWidth,
          thumbHeight: t.productImages.thumbHeight,
        })
        .from(t.products)
        .innerJoin(t.categories, eq(t.categories.id, t.products.categoryId))
        .innerJoin(t.categoryMasters, eq(t.categoryMasters.id, t.categories.masterId))
        .innerJoin(t.packageTypes, eq(t.packageTypes.id, t.products.packageTypeId))
        .leftJoin(t.productImages, eq(t.productImages.productId, t.products.id))
        .where(inArray(t.products.id, ids))
        .orderBy(desc(t.products.id))
    : [];
  return {
    rows: rows.map((r) => ({
      id: r.id,
      key: r.key,
      name: r.name ?? r.key,
      brand: r.brand,
      master: { id: r.masterId, name: localized(r.masterNames, locale) },
      category: { id: r.categoryId, name: localized(r.categoryNames, locale) },
      packageType: { id: r.packageTypeId, name: localized(r.packageTypeNames, locale) },
      volumeLabel: formatVolume(r.volume, r.unit),
      isHidden: r.isHidden,
      missingLocales: r.missingLocales,
      entries: { total: r.entriesTotal, available: r.entriesAvailable },
      thumb: {
        url: productThumbUrl(r.id, r.photoId),
        width: r.thumbWidth ?? 150,
        height: r.thumbHeight ?? 150,
      },
      version: r.version,
    })),
    total: total!.n,
    page: query.page,
    perPage: query.perPage,
  };
}

/** What the product form chooses from: Rayons with their categories, formats, tags, warehouses. */
export async function productOptions(db: Db, apiLocale: ApiLocale) {
  const locale = fromApiLocale(apiLocale);
  const [masters, categories, packageTypes, tags, warehouses] = await Promise.all([
    db.select().from(t.categoryMasters).orderBy(asc(t.categoryMasters.position), asc(t.categoryMasters.id)),
    db.select().from(t.categories).orderBy(asc(t.categories.position), asc(t.categories.id)),
    db.select().from(t.packageTypes).orderBy(asc(t.packageTypes.position), asc(t.packageTypes.id)),
    db.select().from(t.tags).orderBy(asc(t.tags.key)),
    db
      .select({ id: t.warehouses.id, name: t.warehouses.name })
      .from(t.warehouses)
      .orderBy(asc(t.warehouses.name)),
  ]);
  return {
    masters: masters.map((m) => ({
      id: m.id,
      name: localized(m.names, locale),
      categories: categories
        .filter((c) => c.masterId === m.id)
        .map((c) => ({ id: c.id, name: localized(c.names, locale) })),
    })),
    packageTypes: packageTypes.map((p) => ({ id: p.id, name: localized(p.names, locale) })),
    tags: tags.map((tag) => ({ id: tag.id, key: tag.key, name: localized(tag.names, locale) })),
    warehouses,
  };
}

type Translations = Record<Locale, { name: string; description: string } | null>;

/** The product sheet as the form shows it, or null for an unknown id. */
export async function productSheet(db: Db | Tx, productId: number) {
  const [row] = await db
    .select({
      product: t.products,
      masterId: t.categories.masterId,
      image: t.productImages,
    })
    .from(t.products)
    .innerJoin(t.categories, eq(t.categories.id, t.products.categoryId))
    .leftJoin(t.productImages, eq(t.productImages.productId, t.products.id))
    .where(eq(t.products.id, productId));
  if (!row) return null;
  const [texts, tagRows, entries] = await Promise.all([
    db.select().from(t.productTranslations).where(eq(t.productTranslations.productId, productId)),
    db
      .select({ id: t.productTags.tagId })
      .from(t.productTags)
      .where(eq(t.productTags.productId, productId))
      .orderBy(asc(t.productTags.tagId)),
    db
      .select({
        warehouseId: t.warehouses.id,
        warehouseName: t.warehouses.name,
        slug: t.productWarehouses.slug,
        priceCents: t.productWarehouses.priceCents,
        isAvailable: t.productWarehouses.isAvailable,
      })
      .from(t.productWarehouses)
      .innerJoin(t.warehouses, eq(t.warehouses.id, t.productWarehouses.warehouseId))
      .where(eq(t.productWarehouses.productId, productId))
      .orderBy(asc(t.warehouses.name)),
  ]);
  const translations = Object.fromEntries(
    LOCALES.map((l) => {
      const text = texts.find((x) => x.locale === l && x.name !== '');
      return [l, text ? { name: text.name, description: text.description } : null];
    }),
  ) as Translations;
  const p = row.product;
  const photoId = row.image?.photoId ?? null;
  return {
    id: p.id,
    key: p.key,
    brand: p.brand,
    masterId: row.masterId,
    categoryId: p.categoryId,
    packageTypeId: p.packageTypeId,
    volume: p.volume,
    unit: p.unit as ProductBody['unit'],
    vatClass: p.vatClass as ProductBody['vatClass'],
    depositClass: p.depositClass,
    alcoholLevel: p.alcoholLevel,
    isHidden: p.isHidden,
    tagIds: tagRows.map((r) => r.id),
    translations,
    missingLocales: LOCALES.filter((l) => !translations[l]),
    image: {
      kind: photoId ? ('photo' as const) : ('packshot' as const),
      url: productImageUrl(p.id, photoId),
      width: row.image?.width ?? 600,
      height: row.image?.height ?? 600,
      thumbUrl: productThumbUrl(p.id, photoId),
      thumbWidth: row.image?.thumbWidth ?? 150,
      thumbHeight: row.image?.thumbHeight ?? 150,
    },
    entries: entries.map(({ priceCents, ...e }) => ({ ...e, price: toEuros(priceCents) })),
    version: p.version,
    createdAt: p.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a sheet: its editable fields, not the derived ones. */
function auditedFields(sheet: NonNullable<Awaited<ReturnType<typeof productSheet>>>) {
  const { image: _image, entries: _entries, missingLocales: _missing, createdAt: _at, ...fields } = sheet;
  return fields as Record<string, unknown>;
}

type ReferenceError = 'productCategoryUnknown' | 'productPackageTypeUnknown' | 'productTagUnknown';

/** 422 naming each unknown category, format or tag the body points to. */
async function assertReferences(tx: Tx, actor: Actor, body: ProductBody): Promise<void> {
  const errors: { field: string; key: ReferenceError }[] = [];
  const [category] = await tx
    .select({ id: t.categories.id })
    .from(t.categories)
    .where(eq(t.categories.id, body.categoryId));
  if (!category) errors.push({ field: 'categoryId', key: 'productCategoryUnknown' });
  const [format] = await tx
    .select({ id: t.packageTypes.id })
    .from(t.packageTypes)
    .where(eq(t.packageTypes.id, body.packageTypeId));
  if (!format) errors.push({ field: 'packageTypeId', key: 'productPackageTypeUnknown' });
  const tagIds = [...new Set(body.tagIds)];
  if (tagIds.length) {
    const found = await tx.select({ id: t.tags.id }).from(t.tags).where(inArray(t.tags.id, tagIds));
    if (found.length !== tagIds.length) errors.push({ field: 'tagIds', key: 'productTagUnknown' });
  }
  const first = errors[0];
  if (!first) return;
  const fieldErrors = errors.map((e) => ({ field: e.field, message: message(actor.locale, e.key) }));
  throw new ApiError(422, first.key, {}, fieldErrors);
}

const productColumns = (body: ProductBody) => ({
  brand: body.brand,
  categoryId: body.categoryId,
  packageTypeId: body.packageTypeId,
  volume: body.volume,
  unit: body.unit,
  vatClass: body.vatClass,
  depositClass: body.depositClass,
  alcoholLevel: body.alcoholLevel,
  isHidden: body.isHidden,
});

/** Replaces texts and tags: a locale left empty has no row (the list flags it as missing). */
async function writeTextsAndTags(tx: Tx, productId: number, body: ProductBody): Promise<void> {
  await tx.delete(t.productTranslations).where(eq(t.productTranslations.productId, productId));
  const texts = LOCALES.flatMap((locale) => {
    const text = body.translations[locale];
    return text.name ? [{ productId, locale, name: text.name, description: text.description }] : [];
  });
  await tx.insert(t.productTranslations).values(texts);
  await tx.delete(t.productTags).where(eq(t.productTags.productId, productId));
  const tagIds = [...new Set(body.tagIds)];
  if (tagIds.length) await tx.insert(t.productTags).values(tagIds.map((tagId) => ({ productId, tagId })));
}

/** A key nobody has: the French name and brand as a slug, with a counter when taken. */
async function freeProductKey(tx: Tx, body: ProductBody): Promise<string> {
  const base = slugify(`${body.brand} ${body.translations.fr.name}`) || 'produit';
  const taken = await tx
    .select({ key: t.products.key })
    .from(t.products)
    .where(sql`${t.products.key} = ${base} or ${t.products.key} like ${`${base}-%`}`);
  const keys = new Set(taken.map((r) => r.key));
  if (!keys.has(base)) return base;
  for (let n = 2; ; n++) if (!keys.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Creates a product (admins): texts, tags and its generated packshot; sold nowhere until priced. */
export async function createProduct(db: Db, actor: Actor, body: ProductBody) {
  return db.transaction(async (tx) => {
    await assertReferences(tx, actor, body);
    const key = await freeProductKey(tx, body);
    const [created] = await tx
      .insert(t.products)
      .values({ key, ...productColumns(body) })
      .returning({ id: t.products.id });
    const productId = created!.id;
    await writeTextsAndTags(tx, productId, body);
    await tx.insert(t.productImages).values(await drawNewProductPackshot(tx, productId));
    const sheet = (await productSheet(tx, productId))!;
    await audit(tx, actor, {
      action: 'product.create',
      entity: 'product',
      entityId: productId,
      after: auditedFields(sheet),
    });
    await invalidate(tx, 'catalog');
    return sheet;
  });
}

/**
 * Takes the product's row lock if `version` is still the one stored, bumping it; else 404 (unknown id) or
 * 409 'staleVersion' (someone saved in between). Every change of the sheet starts with it.
 */
export async function claimVersion(tx: Tx, productId: number, version: number): Promise<void> {
  const bumped = await tx
    .update(t.products)
    .set({ version: sql`${t.products.version} + 1` })
    .where(and(eq(t.products.id, productId), eq(t.products.version, version)))
    .returning({ id: t.products.id });
  if (bumped.length) return;
  const [exists] = await tx
    .select({ id: t.products.id })
    .from(t.products)
    .where(eq(t.products.id, productId));
  throw exists ? new ApiError(409, 'staleVersion') : new ApiError(404, 'productNotFound');
}

/** Saves the shared product sheet (admins), refused with 409 when it changed since `body.version`. */
export async function updateProduct(db: Db, actor: Actor, productId: number, body: UpdateBody) {
  return db.transaction(async (tx) => {
    await claimVersion(tx, productId, body.version);
    await assertReferences(tx, actor, body);
    const before = auditedFields((await productSheet(tx, productId))!);
    await tx.update(t.products).set(productColumns(body)).where(eq(t.products.id, productId));
    await writeTextsAndTags(tx, productId, body);
    const sheet = (await productSheet(tx, productId))!;
    const change = changedFields(before, auditedFields(sheet));
    await audit(tx, actor, {
      action: 'product.update',
      entity: 'product',
      entityId: productId,
      before: change?.before ?? {},
      after: change?.after ?? {},
    });
    await invalidate(tx, 'catalog');
    return sheet;
  });
}
