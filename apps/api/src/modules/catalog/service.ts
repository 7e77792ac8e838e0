import {
  bottleDepositCents,
  formatVolume,
  fromApiLocale,
  discountedPrice,
  minimumAge,
  priceExcludingVat,
  pricePerReferenceUnit,
  toEuros,
  vatCountryOf,
  vatRate,
  MAX_SEARCH_GROUPS,
  type ApiLocale,
  type Country,
  type DepositClass,
  type ExpandedSearch,
  type Locale,
  type VatClass,
} from '@consigne/domain';
import { and, asc, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { CrossSellQuery } from '@consigne/contract';

// A translation the back-office left empty falls back to French.
export const localized = (names: t.LocalizedText, locale: Locale) => names[locale] || names.fr;

/**
 * An entry can be ordered (put in a cart, given as a gift) while it is available and its product not
 * hidden: the one home of the rule, as SQL text over the aliases of `product_warehouses` and
 * `products` (the cart's raw SQL) and as a Drizzle condition on those tables.
 */
export const orderableEntrySql = (entry: string, product: string) =>
  `(${entry}.is_available and not ${product}.is_hidden)`;
export const isOrderableEntry = () => sql.raw(orderableEntrySql('"product_warehouses"', '"products"'));

/**
 * The anti-waste discount a shopper gets: the entry's percentage until its end date, 0 after it (no
 * end date: until it is changed). The one home of the rule, read by listings, product pages, the cart
 * and orders alike, as SQL text over an alias of `product_warehouses` (the cart's raw SQL) and as a
 * Drizzle expression; `now()` is the transaction's clock.
 */
export const effectiveDiscountSql = (entry: string) =>
  `(case when ${entry}.discount_ends_at is null or ${entry}.discount_ends_at > now() then ${entry}.discount_anti_waste_percent else 0 end)`;
export const effectiveDiscount = () => sql<number>`${sql.raw(effectiveDiscountSql('"product_warehouses"'))}`;

/** A product's name in `locale`, else in French, else its key: over `products` in the query. */
export const productNameIn = (locale: string) => sql<string>`coalesce(
  (select ${t.productTranslations.name} from ${t.productTranslations} where ${t.productTranslations.productId} = ${t.products.id} and ${t.productTranslations.locale} = ${locale}),
  (select ${t.productTranslations.name} from ${t.productTranslations} where ${t.productTranslations.productId} = ${t.products.id} and ${t.productTranslations.locale} = 'fr'),
  ${t.products.key})`;

/** What a product warehouse entry is shown from: its row with product, category and crate format. */
export interface EntryFields {
  id: number;
  name: string;
  slug: string;
  priceCents: number;
  isAvailable: boolean;
  maxOrderable: number;
  discountAntiWastePercent: number;
  productId: number;
  description: string;
  brand: string;
  volume: number;
  unit: string;
  isHidden: boolean;
  isNew: boolean;
  alcoholLevel: number | null;
  depositClass: DepositClass;
  vatClass: string;
  categoryId: number;
  categoryNames: t.LocalizedText;
  categorySlug: string;
  masterId: number;
  masterNames: t.LocalizedText;
  masterSlug: string;
  packageTypeId: number;
  packageTypeNames: t.LocalizedText;
  capacity: number | null;
  /** Sizes of the packshot and of its thumbnail (null: no image stored). */
  imageWidth: number | null;
  imageHeight: number | null;
  thumbWidth: number | null;
  thumbHeight: number | null;
  /** The uploaded photo shown instead of the packshot (back-office), or null. */
  photoId: number | null;
}

/**
 * The age a product may be sold at in the `country` its warehouse delivers (docs/rules.md#alcohol),
 * from its strength and its Rayon: never the shopper's language. Null: not an alcoholic drink there.
 */
export const entryMinimumAge = (
  r: Pick<EntryFields, 'alcoholLevel' | 'categorySlug' | 'masterSlug'>,
  country: Country,
): number | null =>
  minimumAge(
    { alcoholLevel: r.alcoholLevel, category: { slug: r.categorySlug, master: { slug: r.masterSlug } } },
    country,
  );

/**
 * A product warehouse entry with its product, in `locale`, priced in the VAT `country` of
 * its warehouse: the one shape of listings, product pages and cart lines.
 */
export function entryView(
  r: EntryFields,
  country: Country,
  locale: Locale,
  tags: ReadonlyArray<{ key: string; names: t.LocalizedText }>,
) {
  const vatClass = r.vatClass as VatClass;
  const price = discountedPrice(r.priceCents, r.discountAntiWastePercent);
  const perUnit = pricePerReferenceUnit(price, r.volume, r.unit);
  const image = productImageUrl(r.productId, r.photoId);
  const thumb = productThumbUrl(r.productId, r.photoId);
  return {
    id: r.id,
    name: r.name,
    slug: r.slug,
    price: toEuros(price),
    priceHt: toEuros(priceExcludingVat(price, country, vatClass)),
    originalPrice: toEuros(r.priceCents),
    customPricePerUnit: perUnit ? toEuros(perUnit.cents) : null,
    pricePerUnitUnit: perUnit?.unit ?? null,
    isAvailable: r.isAvailable,
    maxOrderable: r.maxOrderable,
    discountAntiWastePercent: r.discountAntiWastePercent,
    product: {
      id: r.productId,
      name: r.name,
      description: r.description,
      brand: r.brand,
      image1: image,
      image1Width: r.imageWidth ?? DEFAULT_IMAGE_SIZE,
      image1Height: r.imageHeight ?? DEFAULT_IMAGE_SIZE,
      thumb150: thumb,
      thumb150Width: r.thumbWidth ?? DEFAULT_IMAGE_SIZE,
      thumb150Height: r.thumbHeight ?? DEFAULT_IMAGE_SIZE,
      internalImage: image,
      volume: r.volume,
      volumeTranslated: formatVolume(r.volume, r.unit),
      unit: r.unit,
      isHidden: r.isHidden,
      isNew: r.isNew,
      alcoholLevel: r.alcoholLevel,
      minimumAge: entryMinimumAge(r, country),
      bottleDeposit: toEuros(bottleDepositCents(r.depositClass)),
      vatRate: vatRate(country, vatClass),
      category: {
        id: r.categoryId,
        name: localized(r.categoryNames, locale),
        slug: r.categorySlug,
        master: { id: r.masterId, name: localized(r.masterNames, locale), slug: r.masterSlug },
      },
      packageType: {
        id: r.packageTypeId,
        name: localized(r.packageTypeNames, locale),
        capacity: r.capacity,
      },
      tags: tags.map((tag) => ({ key: tag.key, name: localized(tag.names, locale) })),
    },
  };
}
/** image1: the uploaded photo when there is one (its id in the URL: a new photo is a new URL), else the packshot. */
export const productImageUrl = (productId: number, photoId: number | null = null) =>
  photoId ? `/api/media/products/${productId}-${photoId}.webp` : `/api/media/products/${productId}.svg`;
/** The thumb150 rendition: the photo's, or the same packshot, lighter (no soft shadows, brand line or label icon). */
export const productThumbUrl = (productId: number, photoId: number | null = null) =>
  photoId
    ? `/api/media/products/${productId}-${photoId}-thumb150.webp`
    : `/api/media/products/${productId}-thumb150.svg`;
/** What a product without a stored image is announced as (the size of the first packshots). */
const DEFAULT_IMAGE_SIZE = 400;

const searchHaystack = () =>
  sql`unaccent(lower(${t.productTranslations.name} || ' ' || ${t.products.brand}))`;

/** A word as a `like` pattern's literal part. */
const likeLiteral = (word: string) => sql`unaccent(lower(${word.replace(/[%_\\]/g, (c) => `\\${c}`)}))`;

/**
 * One word in the name or brand, accent- and case-insensitive; what the shopper typed is also found
 * with a small typo (trigram word similarity). Synonyms and singulars are staff's and the rules' own
 * spelling: a substring test is enough, and it keeps a search's trigram work to the words typed.
 */
function wordMatches(word: string, typed: boolean): SQL {
  const found = sql`${searchHaystack()} like '%' || ${likeLiteral(word)} || '%'`;
  return typed
    ? or(found, sql`word_similarity(unaccent(lower(${word})), ${searchHaystack()}) >= 0.5`)!
    : found;
}

/**
 * A search's word groups (@consigne/domain expandSearch): every group matches, by any of its
 * alternatives (the first is what the shopper typed); an alternative of several words matches when
 * all its words do.
 */
function searchCondition(groups: string[][]): SQL {
  return and(
    ...groups.map((alternatives) =>
      or(
        ...alternatives.map((alternative, at) =>
          and(...alternative.split(' ').map((word) => wordMatches(word, at === 0)))!,
        ),
      )!,
    ),
  )!;
}

/** How well the typed alternative matches, 0–1: each word found whole counts 1, else its trigram similarity. */
function typedScore(alternative: string): SQL {
  const words = alternative.split(' ');
  const scores = words.map(
    (word) =>
      sql`case when ${searchHaystack()} like '%' || ${likeLiteral(word)} || '%' then 1 else word_similarity(unaccent(lower(${word})), ${searchHaystack()}) end`,
  );
  return sql`(${sql.join(scores, sql` + `)}) / ${words.length}`;
}

/** A synonym or a singular: found whole (all its words), or not. */
const otherScore = (alternative: string) =>
  sql`case when ${and(...alternative.split(' ').map((word) => wordMatches(word, false)))} then 1 else 0 end`;

/** A synonym or a singular weighs a little less than what the shopper typed: the typed word ranks first. */
const SYNONYM_WEIGHT = 0.9;

/** How well a product answers: each group's best alternative, added up; the size asked for ranks first. */
function relevance({ groups, format }: ExpandedSearch): SQL {
  const groupScores = groups.map(
    ([typed, ...others]) =>
      sql`greatest(${sql.join(
        [typedScore(typed!), ...others.map((other) => sql`${SYNONYM_WEIGHT}::float8 * ${otherScore(other)}`)],
        sql`, `,
      )})`,
  );
  const size = format.volume
    ? sql` + case when (case ${t.products.unit} when 'l' then 100 when 'kg' then 1000 when 'ml' then 0.1 else 1 end) * ${t.products.volume} = ${format.volume.amount} then 0.5 else 0 end`
    : sql``;
  return sql`(${sql.join(groupScores, sql` + `)}${size})`;
}

/** A search nobody expanded (no synonyms at hand): its words as typed, one group each. */
const literalSearch = (search: string): ExpandedSearch => ({
  groups: search
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, MAX_SEARCH_GROUPS)
    .map((word) => [word]),
  format: { volume: null, pack: false },
});

/**
 * Sort key only: the price a shopper pays, in SQL so the database can order and page by it. Every
 * price shown is the domain's discountedPrice; catalog.test.ts "sorts by price both ways" fails if
 * this ordering and those prices disagree.
 */
const sellingPrice = sql`${t.productWarehouses.priceCents} - round(${t.productWarehouses.priceCents} * ${effectiveDiscount()} / 100.0)`;

/**
 * Every query of a listing reads the same joined rows: entry, product, translation (in the request's
 * locale), category, Rayon and crate format. Dynamic mode keeps the caller's selection type.
 */
function joinCatalog<T extends PgSelect>(query: T, locale: Locale): T {
  return query
    .innerJoin(t.products, eq(t.products.id, t.productWarehouses.productId))
    .innerJoin(
      t.productTranslations,
      and(eq(t.productTranslations.productId, t.products.id), eq(t.productTranslations.locale, locale)),
    )
    .innerJoin(t.categories, eq(t.categories.id, t.products.categoryId))
    .innerJoin(t.categoryMasters, eq(t.categoryMasters.id, t.categories.masterId))
    .innerJoin(t.packageTypes, eq(t.packageTypes.id, t.products.packageTypeId))
    .leftJoin(t.productImages, eq(t.productImages.productId, t.products.id)) as unknown as T; // joins keep the caller's selection
}

/** Internal filters on top of the public query: one entry by slug, or leaving one product out. */
export interface CatalogFilters {
  /** Entries only: no total count and no facets (product page, cart). */
  entriesOnly?: boolean;
  slug?: string;
  excludeProductId?: number;
  /** Only these entries (the cart's lines). */
  ids?: number[];
  /** Keep entries of hidden products (the cart shows them as unavailable). */
  includeHidden?: boolean;
  /** `search` expanded with the synonyms (search module); else its words are matched as typed. */
  expandedSearch?: ExpandedSearch;
}

export async function crossSell(
  db: Db,
  q: CrossSellQuery & CatalogFilters,
  warehouse: { id: number; country: string },
  apiLocale: ApiLocale,
) {
  const locale = fromApiLocale(apiLocale);
  // VAT is the country the sale ships from, whatever the language the shopper reads.
  const country = vatCountryOf(warehouse);

  const base: SQL[] = [eq(t.productWarehouses.warehouseId, warehouse.id)];
  // A hidden Rayon or category takes its products out of the listings too (they are not deleted).
  if (!q.includeHidden)
    base.push(
      eq(t.products.isHidden, false),
      eq(t.categories.isHidden, false),
      eq(t.categoryMasters.isHidden, false),
    );
  if (q.ids) base.push(inArray(t.productWarehouses.id, q.ids));
  const search = q.search ? (q.expandedSearch ?? literalSearch(q.search)) : null;
  if (search?.groups.length) base.push(searchCondition(search.groups));
  if (q.section) base.push(or(eq(t.categories.slug, q.section), eq(t.categoryMasters.slug, q.section))!);
  if (q.packageType) base.push(eq(t.products.packageTypeId, q.packageType));
  if (q.slug) base.push(eq(t.productWarehouses.slug, q.slug));
  if (q.excludeProductId) base.push(ne(t.products.id, q.excludeProductId));
  const wantedTags = [...(q.tags ?? []), ...(q.tag ? [q.tag] : [])];
  const tagConditions = wantedTags.map(
    (key) =>
      sql`exists (select 1 from ${t.productTags} pt join ${t.tags} tg on tg.id = pt.tag_id where pt.product_id = ${t.products.id} and tg.key = ${key})`,
  );
  const where = and(...base, ...tagConditions);

  const dir = q.direction === 'desc' ? desc : asc;
  const sort = q.sort ?? (search?.groups.length ? 'relevance' : undefined);
  const order: SQL[] =
    sort === 'relevance' && search?.groups.length
      ? // Equally relevant: the plainer product (shorter name) first, « Appelsap » before its variants.
        [
          desc(relevance(search)),
          asc(sql`length(${t.productTranslations.name})`),
          asc(t.productTranslations.name),
        ]
      : sort === 'name'
        ? [dir(t.productTranslations.name)]
        : sort === 'price'
          ? [dir(sellingPrice), asc(t.productTranslations.name)]
          : sort === 'newest'
            ? [
                q.direction === 'asc' ? asc(t.products.createdAt) : desc(t.products.createdAt),
                asc(t.products.id),
              ]
            : [asc(t.categoryMasters.position), asc(t.categories.position), asc(t.productTranslations.name)];
  // Available products first whatever the sort: a shopper should not page through sold-out items.
  const rows = await joinCatalog(
    db
      .select({
        id: t.productWarehouses.id,
        slug: t.productWarehouses.slug,
        priceCents: t.productWarehouses.priceCents,
        isAvailable: t.productWarehouses.isAvailable,
        maxOrderable: t.productWarehouses.maxOrderable,
        discountAntiWastePercent: effectiveDiscount(),
        productId: t.products.id,
        brand: t.products.brand,
        volume: t.products.volume,
        unit: t.products.unit,
        vatClass: t.products.vatClass,
        alcoholLevel: t.products.alcoholLevel,
        depositClass: t.products.depositClass,
        isHidden: t.products.isHidden,
        isNew: t.products.isNew,
        name: t.productTranslations.name,
        description: t.productTranslations.description,
        categoryId: t.categories.id,
        categorySlug: t.categories.slug,
        categoryNames: t.categories.names,
        masterId: t.categoryMasters.id,
        masterSlug: t.categoryMasters.slug,
        masterNames: t.categoryMasters.names,
        packageTypeId: t.packageTypes.id,
        packageTypeNames: t.packageTypes.names,
        capacity: t.packageTypes.capacity,
        imageWidth: t.productImages.width,
        imageHeight: t.productImages.height,
        thumbWidth: t.productImages.thumbWidth,
        thumbHeight: t.productImages.thumbHeight,
        photoId: t.productImages.photoId,
      })
      .from(t.productWarehouses)
      .$dynamic(),
    locale,
  )
    .where(where)
    .orderBy(desc(t.productWarehouses.isAvailable), ...order, asc(t.productWarehouses.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);

  // Pages that show entries only (product page, cart) skip the listing's count and facets.
  const [countRow] = q.entriesOnly
    ? [{ count: rows.length }]
    : await joinCatalog(
        db
          .select({ count: sql<number>`count(*)::int` })
          .from(t.productWarehouses)
          .$dynamic(),
        locale,
      ).where(where);

  const productIds = rows.map((r) => r.productId);
  const tagRows = productIds.length
    ? await db
        .select({ productId: t.productTags.productId, key: t.tags.key, names: t.tags.names })
        .from(t.productTags)
        .innerJoin(t.tags, eq(t.tags.id, t.productTags.tagId))
        .where(inArray(t.productTags.productId, productIds))
    : [];

  // Facet counts over the result set before tag filtering, so chips show what each would give.
  const baseWhere = and(...base);
  const [tagFacets, packageFacets] = q.entriesOnly
    ? [[], []]
    : await Promise.all([
        joinCatalog(
          db
            .select({ key: t.tags.key, names: t.tags.names, count: sql<number>`count(*)::int` })
            .from(t.productWarehouses)
            .$dynamic(),
          locale,
        )
          .innerJoin(t.productTags, eq(t.productTags.productId, t.products.id))
          .innerJoin(t.tags, and(eq(t.tags.id, t.productTags.tagId), eq(t.tags.isHidden, false)))
          .where(baseWhere)
          .groupBy(t.tags.key, t.tags.names)
          .orderBy(desc(sql`count(*)`), asc(t.tags.key)),
        joinCatalog(
          db
            .select({ id: t.packageTypes.id, names: t.packageTypes.names, count: sql<number>`count(*)::int` })
            .from(t.productWarehouses)
            .$dynamic(),
          locale,
        )
          .where(where)
          .groupBy(t.packageTypes.id, t.packageTypes.names)
          .orderBy(asc(t.packageTypes.id)),
      ]);

  return {
    products: rows.map((r) =>
      entryView(
        r,
        country,
        locale,
        tagRows.filter((tag) => tag.productId === r.productId),
      ),
    ),
    count: countRow?.count ?? 0,
    page: q.page,
    limit: q.limit,
    filters: {
      tags: tagFacets.map((f) => ({ key: f.key, name: localized(f.names, locale), count: f.count })),
      packageTypes: packageFacets.map((f) => ({
        id: f.id,
        name: localized(f.names, locale),
        count: f.count,
      })),
    },
  };
}

/** The stored packshot of a product: image1, or its thumb150 rendition (image1 when it has none). */
export async function productImage(
  db: Db,
  productId: number,
  rendition: 'image1' | 'thumb150' = 'image1',
): Promise<string | null> {
  const [row] = await db
    .select({ svg: t.productImages.svg, thumbSvg: t.productImages.thumbSvg })
    .from(t.productImages)
    .where(eq(t.productImages.productId, productId));
  if (!row) return null;
  return rendition === 'thumb150' ? (row.thumbSvg ?? row.svg) : row.svg;
}

/** The bytes of an uploaded photo (WebP image1 or thumb150), if `photoId` is still the product's. */
export async function productPhotoBytes(db: Db, productId: number, photoId: number, thumb: boolean) {
  const [row] = await db
    .select({ image: t.productPhotos.image, thumb: t.productPhotos.thumb })
    .from(t.productPhotos)
    .where(and(eq(t.productPhotos.id, photoId), eq(t.productPhotos.productId, productId)));
  if (!row) return null;
  return thumb ? row.thumb : row.image;
}

export const RELATED_PRODUCTS = 8;

/** One product page (p/{slug}): the entry of the warehouse and products of the same category. */
export async function productBySlug(
  db: Db,
  slug: string,
  warehouse: { id: number; country: string },
  apiLocale: ApiLocale,
) {
  const found = await crossSell(db, { page: 1, limit: 1, slug, entriesOnly: true }, warehouse, apiLocale);
  const entry = found.products[0];
  if (!entry) return null;
  const related = await crossSell(
    db,
    {
      page: 1,
      limit: RELATED_PRODUCTS,
      section: entry.product.category.slug,
      excludeProductId: entry.product.id,
      entriesOnly: true,
    },
    warehouse,
    apiLocale,
  );
  return { ...entry, related: related.products };
}

/** Entries of one warehouse by id, in the catalogue's shape, hidden products included (for the cart). */
export async function productWarehousesByIds(
  db: Db,
  ids: number[],
  warehouse: { id: number; country: string },
  apiLocale: ApiLocale,
) {
  if (ids.length === 0) return [];
  const found = await crossSell(
    db,
    { page: 1, limit: ids.length, ids, includeHidden: true, entriesOnly: true },
    warehouse,
    apiLocale,
  );
  return found.products;
}
