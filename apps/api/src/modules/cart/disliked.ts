/**
 * The products a shopper never wants as a substitute (docs/rules.md#substitutes): marked from the
 * product page, listed and removed in the account; the closest match never proposes them
 * (rankSubstitutes' `disliked`, read by the picker's list through dislikedProductIds).
 */
import { fromApiLocale, formatVolume, type ApiLocale } from '@consigne/domain';
import type { DislikedProductsDto } from '@consigne/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { ApiError } from '../../lib/errors.js';
import { productNameIn, productThumbUrl } from '../catalog/index.js';

/** The shopper's disliked products, newest first. */
export async function dislikedProductIds(db: Db | Tx, userId: number): Promise<number[]> {
  const rows = await db
    .select({ productId: t.dislikedProducts.productId })
    .from(t.dislikedProducts)
    .where(eq(t.dislikedProducts.userId, userId))
    .orderBy(desc(t.dislikedProducts.createdAt), desc(t.dislikedProducts.productId));
  return rows.map((r) => r.productId);
}

/** mon-compte: the disliked products with their names in the request's locale (French when untranslated). */
export async function listDislikedProducts(
  db: Db,
  userId: number,
  apiLocale: ApiLocale,
): Promise<DislikedProductsDto> {
  const locale = fromApiLocale(apiLocale);
  const rows = await db
    .select({
      productId: t.products.id,
      volume: t.products.volume,
      unit: t.products.unit,
      photoId: sql<
        number | null
      >`(select ${t.productImages.photoId} from ${t.productImages} where ${t.productImages.productId} = ${t.products.id} limit 1)`,
      name: productNameIn(locale),
    })
    .from(t.dislikedProducts)
    .innerJoin(t.products, eq(t.products.id, t.dislikedProducts.productId))
    .where(eq(t.dislikedProducts.userId, userId))
    .orderBy(desc(t.dislikedProducts.createdAt), desc(t.dislikedProducts.productId));
  return {
    productIds: rows.map((r) => r.productId),
    products: rows.map((r) => ({
      productId: r.productId,
      name: r.name,
      volume: formatVolume(r.volume, r.unit),
      thumb: productThumbUrl(r.productId, r.photoId),
    })),
  };
}

/**
 * Marks a product (idempotent: twice, or twice at once, keeps one row). A product that does not
 * exist or that the shop hides is a 404.
 */
export async function addDislikedProduct(db: Db, userId: number, productId: number): Promise<number[]> {
  const [product] = await db
    .select({ id: t.products.id })
    .from(t.products)
    .where(and(eq(t.products.id, productId), eq(t.products.isHidden, false)));
  if (!product) throw new ApiError(404, 'cartProductNotFound');
  await db.insert(t.dislikedProducts).values({ userId, productId }).onConflictDoNothing();
  return dislikedProductIds(db, userId);
}

/** Unmarks a product (idempotent). */
export async function removeDislikedProduct(db: Db, userId: number, productId: number): Promise<number[]> {
  await db
    .delete(t.dislikedProducts)
    .where(and(eq(t.dislikedProducts.userId, userId), eq(t.dislikedProducts.productId, productId)));
  return dislikedProductIds(db, userId);
}
