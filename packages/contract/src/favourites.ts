import { z } from 'zod';
import { idParam } from './primitives.js';
import { productWarehouseSchema } from './catalog.js';

export const favouriteParams = z.object({ productId: idParam() });

/** Every favourite of the customer, newest first, by product id (the store's heart states). */
export const favouriteIdsSchema = z.object({
  productIds: z.array(z.number()).describe('Products the customer marked, newest first'),
});

/**
 * mes-favoris: the ids, and the entries of the customer's warehouse for them, exactly as the
 * catalogue answers them (price, availability, maxOrderable) in the request's locale. A favourite
 * product the warehouse does not sell has an id but no entry.
 */
export const favouritesSchema = favouriteIdsSchema.extend({
  products: z
    .array(productWarehouseSchema)
    .describe('Entries of the warehouse, favourites order; hidden products come with product.isHidden'),
});
export type FavouritesDto = z.infer<typeof favouritesSchema>;
