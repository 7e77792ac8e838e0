import type { ApiClient } from '@consigne/api-client';
import { favouriteCard } from '../favourites/favourites-logic';
import * as routes from '@consigne/contract/routes';

/** Favourites shown on the home before 'Tous mes favoris'. */
const HOME_FAVOURITES = 12;

/** What the returning shopper's home shows: last order, favourites and Rayons (each optional on failure). */
export async function returningHomeData(api: ApiClient) {
  const [orders, favourites, rayons] = await Promise.all([
    api.call(routes.listOrders),
    api.call(routes.listFavourites),
    api.call(routes.listCategories),
  ]);
  return {
    lastOrder: orders.data?.[0] ?? null,
    favourites: (favourites.data?.products ?? []).slice(0, HOME_FAVOURITES).map(favouriteCard),
    rayons: (rayons.data ?? []).map(({ id, slug, name, color, image }) => ({ id, slug, name, color, image })),
  };
}
