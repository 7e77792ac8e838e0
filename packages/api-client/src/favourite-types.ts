/* Favourites (mes-favoris) and 'Commander à nouveau', inferred from the contract. */
import type { favouriteIdsSchema, favouritesSchema, reorderResultSchema } from '@consigne/contract';
import type { z } from 'zod';

/** PUT and DELETE /user/favourites/{productId}: every favourite product id, newest first. */
export type FavouriteIdsDto = z.infer<typeof favouriteIdsSchema>;

/** GET /user/favourites: the ids, and the entries of the customer's warehouse (catalogue shape). */
export type FavouritesDto = z.infer<typeof favouritesSchema>;

/** POST /orders/{orderId}/reorder: what went back into the cart, and what did not. */
export type ReorderResultDto = z.infer<typeof reorderResultSchema>;

export type ReorderReason = ReorderResultDto['notAdded'][number]['reason'];
