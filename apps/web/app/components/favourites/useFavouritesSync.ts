import type { ApiClient } from '@consigne/api-client';
import { useEffect } from 'react';
import { browserApiFor } from '../../lib/browser-api';
import { useI18n } from '../../i18n';
import { useFavouritesStore, type FavouritesApi } from '../../stores/favourites';
import * as routes from '@consigne/contract/routes';

/**
 * The store's calls over the page's API client. A heart's change is a keepalive request, as the
 * cart's: a shopper who taps a heart and at once opens « Mes favoris » leaves the page while it is in
 * flight, and the browser would otherwise cancel it (the heart shown, the favourite never stored).
 */
export const favouritesApi = (api: ApiClient): FavouritesApi => ({
  favouriteIds: () => api.call(routes.listFavourites),
  setFavourite: (productId, favourite) =>
    api.call(favourite ? routes.addFavourite : routes.removeFavourite, {
      params: { productId },
      keepalive: true,
    }),
});

/**
 * A login fills the favourites (once per shopper and page session: from the ids the page
 * was rendered with, else from the API), a logout resets them.
 */
export function useFavouritesSync(userId: number | null, serverIds: readonly number[] | null) {
  const { locale } = useI18n();
  useEffect(() => {
    const store = useFavouritesStore.getState();
    if (userId === null) {
      if (store.owner !== null || store.loaded) store.reset();
      return;
    }
    if (store.owner === userId && (store.loaded || store.loading)) return;
    if (serverIds) store.adopt(userId, serverIds);
    else void store.load(userId, favouritesApi(browserApiFor(locale)));
    // Only a new shopper matters: the ids do not depend on the locale, and once adopted the store
    // is ahead of the server's render (a later revalidation must not undo a heart just turned).
  }, [userId]);
}
