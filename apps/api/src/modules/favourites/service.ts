import type { ApiLocale } from '@consigne/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { ApiError } from '../../lib/errors.js';
import { productWarehousesByIds } from '../catalog/index.js';
import { resolveWarehouse } from '../warehouses/index.js';
import type { FavouritesDto } from '@consigne/contract';

/** The customer's favourite products, newest first. */
export async function favouriteIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ productId: t.favourites.productId })
    .from(t.favourites)
    .where(eq(t.favourites.userId, userId))
    .orderBy(desc(t.favourites.createdAt), desc(t.favourites.id));
  return rows.map((r) => r.productId);
}

/**
 * mes-favoris: the favourites as entries of the customer's warehouse, read by the catalogue's own
 * query (productWarehousesByIds: same prices, availability and shape as listings and the cart).
 */
export async function listFavourites(
  db: Db,
  userId: number,
  defaultKey: string,
  locale: ApiLocale,
): Promise<FavouritesDto> {
  const productIds = await favouriteIds(db, userId);
  if (productIds.length === 0) return { productIds, products: [] };
  const warehouse = await resolveWarehouse(db, { userId, defaultKey });
  const entryRows = await db
    .select({ id: t.productWarehouses.id, productId: t.productWarehouses.productId })
    .from(t.productWarehouses)
    .where(
      and(
        eq(t.productWarehouses.warehouseId, warehouse.id),
        inArray(t.productWarehouses.productId, productIds),
      ),
    );
  const entries = await productWarehousesByIds(
    db,
    entryRows.map((r) => r.id),
    warehouse,
    locale,
  );
  const position = new Map(productIds.map((id, index) => [id, index]));
  entries.sort((a, b) => position.get(a.product.id)! - position.get(b.product.id)!);
  return { productIds, products: entries };
}

/**
 * Marks a product (idempotent: a second call, or two at once, keep one row). A product that does
 * not exist, or that the shop hides, is a 404.
 */
export async function addFavourite(db: Db, userId: number, productId: number): Promise<number[]> {
  const [product] = await db
    .select({ id: t.products.id })
    .from(t.products)
    .where(and(eq(t.products.id, productId), eq(t.products.isHidden, false)));
  if (!product) throw new ApiError(404, 'cartProductNotFound');
  await db.insert(t.favourites).values({ userId, productId }).onConflictDoNothing();
  return favouriteIds(db, userId);
}

/** Unmarks a product (idempotent: removing what is not a favourite changes nothing). */
export async function removeFavourite(db: Db, userId: number, productId: number): Promise<number[]> {
  await db
    .delete(t.favourites)
    .where(and(eq(t.favourites.userId, userId), eq(t.favourites.productId, productId)));
  return favouriteIds(db, userId);
}
