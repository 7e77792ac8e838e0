import type { OrderSummaryDto } from '@consigne/api-client';
import { create } from 'zustand';

/**
 * mes-commandes is "kept alive". The list a shopper saw stays here (with where they had
 * scrolled), so coming back from an order detail shows it at once, at the same place, without a
 * new request. A detail that changes an order patches its row; a new order drops the list.
 */

/** After this, the list is loaded again (statuses move on while the shopper waits). */
export const ORDERS_CACHE_TTL_MS = 5 * 60 * 1000;

export interface OrdersCacheState {
  orders: OrderSummaryDto[] | null;
  /** Locale the list was loaded in (texts such as delivery names may depend on it). */
  locale: string | null;
  loadedAt: number;
  scrollY: number;
  set: (orders: OrderSummaryDto[], locale: string, now?: number) => void;
  /** The list when it is still fresh for this locale, else null. */
  fresh: (locale: string, now?: number) => OrderSummaryDto[] | null;
  patch: (order: OrderSummaryDto) => void;
  saveScroll: (y: number) => void;
  invalidate: () => void;
}

export function createOrdersCache() {
  return create<OrdersCacheState>((set, get) => ({
    orders: null,
    locale: null,
    loadedAt: 0,
    scrollY: 0,
    set: (orders, locale, now = Date.now()) => set({ orders, locale, loadedAt: now }),
    fresh: (locale, now = Date.now()) => {
      const { orders, locale: cachedLocale, loadedAt } = get();
      return orders && cachedLocale === locale && now - loadedAt < ORDERS_CACHE_TTL_MS ? orders : null;
    },
    patch: (order) => {
      const { orders } = get();
      if (!orders) return;
      set({ orders: orders.map((o) => (o.orderId === order.orderId ? order : o)) });
    },
    saveScroll: (scrollY) => set({ scrollY }),
    invalidate: () => set({ orders: null, locale: null, loadedAt: 0, scrollY: 0 }),
  }));
}

export const useOrdersCache = createOrdersCache();

let cacheOwner: number | null | undefined;

/**
 * The cached list belongs to the logged-in user it was loaded for: a logout, or another login in
 * the same tab, drops it (the root calls this with the user's id, null when logged out).
 */
export function syncOrdersCacheOwner(userId: number | null): void {
  // The server renders many users' pages: there is nothing to keep there.
  if (typeof window === 'undefined') return;
  if (cacheOwner !== undefined && cacheOwner !== userId) useOrdersCache.getState().invalidate();
  cacheOwner = userId;
}
