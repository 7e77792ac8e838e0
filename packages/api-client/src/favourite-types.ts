/* Favourites (mes-favoris) and 'Commander à nouveau'. */
import type { ProductWarehouseDto } from './types.js';

/** PUT and DELETE /user/favourites/{productId}: every favourite product id, newest first. */
export interface FavouriteIdsDto {
  productIds: number[];
}

/** GET /user/favourites: the ids, and the entries of the customer's warehouse (catalogue shape). */
export interface FavouritesDto extends FavouriteIdsDto {
  products: ProductWarehouseDto[];
}

export type ReorderReason = 'unavailable' | 'notInZone' | 'maxOrderable';

interface ReorderLineDto {
  productId: number;
  productWarehouseId: number | null;
  name: string;
  quantity: number;
}

/** POST /orders/{orderId}/reorder: what went back into the cart, and what did not. */
export interface ReorderResultDto {
  orderId: number;
  added: ReorderLineDto[];
  notAdded: Array<ReorderLineDto & { reason: ReorderReason }>;
  itemCount: number;
}
