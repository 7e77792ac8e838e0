import { useEffect } from 'react';
import { useI18n } from '../../i18n';
import { browserApiFor } from '../../lib/browser-api';
import { browserCartApi, useCartStore } from '../../stores/cart';

let configuredLocale: string | null = null;

/**
 * At start-up a logged-in shopper's cart is fetched once (the header badge and every stepper
 * read it) and the browser's PATCH call installed in the store; the shopper's changes that the
 * server never confirmed (page left, session lost) are sent again; a logged-out page resets it.
 */
export function useCartSync(userId: number | null) {
  const { locale } = useI18n();
  useEffect(() => {
    const store = useCartStore.getState();
    // Logged out (client-side navigation): the previous shopper's cart must not linger.
    if (userId === null) {
      if (store.loaded || store.cart) store.reset();
      return;
    }
    const api = browserCartApi(browserApiFor(locale));
    if (configuredLocale !== locale) {
      configuredLocale = locale;
      store.configure({ sync: api.updateCart });
    }
    store.restorePending(userId);
    if (!store.loaded && !store.loading) void store.fetchCart(api);
  }, [userId, locale]);
  // A change made just before a reload or leaving the site would be lost with its debounce timer:
  // send it as the page goes (the PATCH is a keepalive request, so it outlives the page; if it
  // fails, the tab's storage still has it for the next page).
  useEffect(() => {
    if (userId === null) return;
    const leave = () => useCartStore.getState().flushPending();
    window.addEventListener('pagehide', leave);
    return () => window.removeEventListener('pagehide', leave);
  }, [userId]);
}
