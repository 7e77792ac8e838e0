import { toApiLocale } from '@consigne/domain';
import { useEffect } from 'react';
import { useI18n } from '../../i18n';
import { browserCartApi, useCartStore } from '../../stores/cart';

let configuredLocale: string | null = null;

/**
 * Spec §4 start-up: a logged-in shopper's cart is fetched once (the header badge and every stepper
 * read it) and the browser's PATCH call installed in the store; a logged-out page resets it.
 */
export function useCartSync(enabled: boolean) {
  const { locale } = useI18n();
  useEffect(() => {
    const store = useCartStore.getState();
    // Logged out (client-side navigation): the previous shopper's cart must not linger.
    if (!enabled) {
      if (store.loaded || store.cart) store.reset();
      return;
    }
    const apiLocale = toApiLocale(locale);
    const api = browserCartApi(apiLocale);
    if (configuredLocale !== apiLocale) {
      configuredLocale = apiLocale;
      store.configure({ sync: api.updateCart });
    }
    if (!store.loaded && !store.loading) void store.fetchCart(api);
  }, [enabled, locale]);
  // A change made just before a reload or leaving the site would be lost with its debounce timer:
  // send it as the page goes (the PATCH is a keepalive request, so it outlives the page).
  useEffect(() => {
    if (!enabled) return;
    const leave = () => useCartStore.getState().flushPending();
    window.addEventListener('pagehide', leave);
    return () => window.removeEventListener('pagehide', leave);
  }, [enabled]);
}
