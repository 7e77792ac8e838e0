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
  type ApiLocale,
  type Country,
  type DepositClass,
  type Locale,
  type VatClass,
} from '@consigne/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { runPrepared } from '../../db/prepared.js';
import * as t from '../../db/schema/index.js';
import {
  entriesStatement,
  facetsStatement,
  searchable,
  searchStatement,
  type BoundStatement,
  type ListingQuery,
} from './read-model.js';

// A translation the back-office left empty falls back to French.
export const localized = (names: t.LocalizedText, locale: Locale) => names[locale] || names.fr;

export { effectiveDiscount, effectiveDiscountSql, isOrderableEntry, orderableEntrySql } from './rules.js';

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
  /** The names below are in the entry's language (its read-model row's), else in French. */
  categoryName: string;
  categorySlug: string;
  masterId: number;
  masterName: string;
  masterSlug: string;
  packageTypeId: number;
  packageTypeName: string;
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
        name: r.categoryName,
        slug: r.categorySlug,
        master: { id: r.masterId, name: r.masterName, slug: r.masterSlug },
      },
      packageType: {
        id: r.packageTypeId,
        name: r.packageTypeName,
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

/**
 * A listing, a product page's entries or a cart's, from the read model (read-model.ts): a page of
 * entries, and unless `entriesOnly` the entries per crate format (whose sum is the count) and the
 * tag facets, each one prepared statement; a search, all three in one (searchOnce).
 */
export async function crossSell(
  db: Db,
  q: ListingQuery,
  warehouse: { id: number; country: string },
  apiLocale: ApiLocale,
) {
  const locale = fromApiLocale(apiLocale);
  // VAT is the country the sale ships from, whatever the language the shopper reads.
  const country = vatCountryOf(warehouse);
  const run = <Row>({ statement, args }: BoundStatement) => runPrepared<Row>(db, statement, args);
  const [rows, facets] = q.search?.trim()
    ? await searchOnce(q, warehouse.id, locale, run)
    : await Promise.all([
        run<EntryRow>(entriesStatement(q, warehouse.id, locale)),
        q.entriesOnly ? ([] as Facet[]) : run<Facet>(facetsStatement(q, warehouse.id, locale)),
      ]);
  const packageFacets = facets.filter((f): f is PackageFacet => f.facet === 'p');
  const tagFacets = facets.filter((f): f is TagFacet => f.facet === 't');
  return {
    products: rows.map((r) => entryView(r, country, locale, r.tags)),
    // Pages that show entries only (product page, cart) have no count: their rows are the count.
    count: q.entriesOnly ? rows.length : packageFacets.reduce((sum, f) => sum + f.count, 0),
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

/**
 * A search's page and facets, one statement (searchStatement): its words as written, else, when they
 * find nothing in the warehouse, with a typo forgiven (what shoppers expect of a search box: a typo is
 * forgiven, not mixed into what was found). A term with no word to look for (« !!! », « ... ») finds
 * nothing: not the whole catalogue.
 */
async function searchOnce(
  q: ListingQuery,
  warehouseId: number,
  locale: Locale,
  run: <Row>(bound: BoundStatement) => Promise<Row[]>,
): Promise<[EntryRow[], Facet[]]> {
  if (!searchable(q)) return [[], []];
  let rows = await run<SearchRow>(searchStatement(q, warehouseId, locale, { typos: false }));
  if (rows[0]?.found === 0)
    rows = await run<SearchRow>(searchStatement(q, warehouseId, locale, { typos: true }));
  const facets = rows.find((r) => r.facets)?.facets ?? [];
  return [rows.filter((r) => r.id !== null), facets];
}

/** A row of searchStatement: an entry (all null on an empty page), how many were found, the facets on the first. */
type SearchRow = EntryRow & { found: number; facets: Facet[] | null };

/** A row of the read model: an entry's fields and its product's tags. */
type EntryRow = EntryFields & { tags: { key: string; names: t.LocalizedText }[] };
/** A row of facetsStatement: a crate format ('p', its id) or a tag ('t', its key). */
type PackageFacet = { facet: 'p'; id: number; names: t.LocalizedText; count: number };
type TagFacet = { facet: 't'; key: string; names: t.LocalizedText; count: number };
type Facet = PackageFacet | TagFacet;

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
      sectionKind: 'category',
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
