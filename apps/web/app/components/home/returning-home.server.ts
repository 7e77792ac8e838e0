import type { ApiClient } from '@consigne/api-client';
import { favouriteCard } from '../favourites/favourites-logic';
import { nextDeliveryView } from '../next-delivery/next-delivery-logic';
import * as routes from '@consigne/contract/routes';

/** Favourites shown on the home before 'Tous mes favoris'. */
const HOME_FAVOURITES = 12;

/**
 * What the returning shopper's home shows: the next delivery, the reserved slot and the usual basket, the last order,
 * favourites and Rayons (each optional on failure). Signed-in shoppers only: a guest's home makes none
 * of these calls; the reservation is one indexed read, in parallel with the rest.
 */
export async function returningHomeData(api: ApiClient) {
  const [orders, favourites, rayons, reservation, usualBasket] = await Promise.all([
    api.call(routes.listOrders),
    api.call(routes.listFavourites),
    api.call(routes.listCategories),
    api.call(routes.getSlotReservation),
    api.call(routes.getUsualBasket),
  ]);
  return {
    next: nextDeliveryView(
      orders.data ?? [],
      reservation.data?.reservation ?? null,
      usualBasket.data?.basket ?? null,
    ),
    lastOrder: orders.data?.[0] ?? null,
    favourites: (favourites.data?.products ?? []).slice(0, HOME_FAVOURITES).map(favouriteCard),
    rayons: (rayons.data ?? []).map(({ id, slug, name, color, image }) => ({ id, slug, name, color, image })),
  };
}
